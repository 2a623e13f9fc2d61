import { measuresEndpoints } from '@stillpoint/contracts/endpoints/measures';

/**
 * Authoring exists three times with the same calls (spec section 7 "Tests"): the platform's tests
 * (admin/tests/...), a clinic's own (clinics/tests/...) and, for its employees, the clinic's own from the
 * front family (front/test_authoring/...). The care side (results of patients, open tests) is the clinic's
 * and the employee's.
 */
export type AuthorFamily = 'admin' | 'clinic' | 'employee';
export type CareFamily = 'clinic' | 'employee';

type Call =
  | 'Tests'
  | 'Stats'
  | 'Detail'
  | 'Add'
  | 'Edit'
  | 'Delete'
  | 'AddQuestion'
  | 'EditQuestion'
  | 'DeleteQuestion'
  | 'AddOption'
  | 'EditOption'
  | 'DeleteOption'
  | 'AddAnswer'
  | 'EditAnswer'
  | 'DeleteAnswer'
  | 'AddAnswerContent'
  | 'DeleteAnswerContent'
  | 'Assign';
type AuthorCalls = { [K in Call]: (typeof measuresEndpoints)[`clinicTests${K}`] };

const PREFIX: Record<AuthorFamily, 'adminTests' | 'clinicTests' | 'employeeTests'> = { admin: 'adminTests', clinic: 'clinicTests', employee: 'employeeTests' };

/** The endpoint of an authoring call in the caller's family. */
export function authorEndpoint<K extends Call>(family: AuthorFamily, call: K): AuthorCalls[K] {
  return (measuresEndpoints as unknown as Record<string, AuthorCalls[K]>)[`${PREFIX[family]}${call}`]!;
}

type CareCall = 'PatientResults' | 'PatientResult';
type CareCalls = { [K in CareCall]: (typeof measuresEndpoints)[`clinicTests${K}`] };
export function careEndpoint<K extends CareCall>(family: CareFamily, call: K): CareCalls[K] {
  return (measuresEndpoints as unknown as Record<string, CareCalls[K]>)[`${PREFIX[family]}${call}`]!;
}

/** Every query of a family's tests (authoring and care) is read again after a change. */
export const authorPrefix = (family: AuthorFamily) => (family === 'admin' ? 'admin/tests/' : family === 'clinic' ? 'clinics/tests/' : 'front/test_authoring/');
export const TAKER_PREFIX = 'front/tests/';
