import { TEST_MESSAGES } from '@stillpoint/contracts';
import type { TestRow } from '@stillpoint/db';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';

/**
 * Who sees and changes which test (issue 12):
 * - authoring: an administrator the platform's tests; a clinic account and its employees the platform's (to
 *   use, read-only) and their clinic's own; another clinic's test answers 404 like a missing one;
 * - the bundled instruments are read-only for everyone (409), and so are the platform's tests for a clinic;
 * - taking: the platform's tests and the person's clinic's (a personal user: the platform's), or any test
 *   assigned to them.
 */
export function authoringClinic(auth: AuthContext): number | null {
  if (auth.role === 'admin' || auth.role === 'masterAdmin') return null;
  if (auth.clinicId === null) throw new AppError('FORBIDDEN');
  return auth.clinicId;
}

/** The clinic whose tests a person taking tests sees besides the platform's (none for personal users). */
export function takerClinic(auth: AuthContext): number | null {
  return auth.role === 'patient' || auth.role === 'employee' ? auth.clinicId : null;
}

export function canSee(clinicId: number | null, test: TestRow | undefined): test is TestRow {
  return Boolean(test && (test.clinicId === null || test.clinicId === clinicId));
}

/** A test the author may read (404 otherwise). */
export function readableByAuthor(auth: AuthContext, test: TestRow | undefined, message = 'Test not found'): TestRow {
  if (!canSee(authoringClinic(auth), test)) throw notFound(message);
  return test;
}

/** A test the author may change: visible, theirs, and not a bundled instrument. */
export function editableByAuthor(auth: AuthContext, test: TestRow | undefined, message = 'Test not found'): TestRow {
  const visible = readableByAuthor(auth, test, message);
  if (!isEditable(auth, visible)) throw new AppError('CONFLICT', TEST_MESSAGES.bundledReadOnly);
  return visible;
}

export function isEditable(auth: AuthContext, test: TestRow): boolean {
  return test.code === null && test.clinicId === authoringClinic(auth);
}
