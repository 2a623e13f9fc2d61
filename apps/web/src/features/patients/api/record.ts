import { endpoints, type InputOf } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';

/**
 * A patient's record exists twice with the same inputs and outputs (decision 0012): `clinics/patients/...`
 * for a clinic and its patients, `front/employee/...` for an employee and their assigned patients. The page
 * is one component; it picks its calls here by family.
 */
export type RecordFamily = 'clinic' | 'employee';

const CLINIC = {
  detail: endpoints.clinicPatientDetail,
  statistics: endpoints.clinicPatientStatistics,
  chartData: endpoints.clinicPatientChartData,
  activity: endpoints.clinicPatientActivity,
  notes: endpoints.clinicSessionNotes,
  addNote: endpoints.clinicAddSessionNote,
  editNote: endpoints.clinicEditSessionNote,
  deleteNote: endpoints.clinicDeleteSessionNote,
};
type RecordCalls = typeof CLINIC;

const EMPLOYEE = {
  detail: endpoints.employeePatientDetail,
  statistics: endpoints.employeePatientStatistics,
  chartData: endpoints.employeePatientChartData,
  activity: endpoints.employeePatientActivity,
  notes: endpoints.employeeSessionNotes,
  addNote: endpoints.employeeAddSessionNote,
  editNote: endpoints.employeeEditSessionNote,
  deleteNote: endpoints.employeeDeleteSessionNote,
} as unknown as RecordCalls;

/** The endpoint of a record call in the caller's family. */
export function recordEndpoint<K extends keyof RecordCalls>(family: RecordFamily, call: K): RecordCalls[K] {
  return (family === 'clinic' ? CLINIC : EMPLOYEE)[call];
}

/** The patient with their employees (the read is audited). */
export const usePatientRecordDetail = (family: RecordFamily, userid: number) =>
  useEndpointQuery(recordEndpoint(family, 'detail'), { userid });

export const usePatientStatistics = (family: RecordFamily, userid: number) =>
  useEndpointQuery(recordEndpoint(family, 'statistics'), { userid });

export const usePatientChartData = (family: RecordFamily, userid: number, days: number) =>
  useEndpointQuery(recordEndpoint(family, 'chartData'), { userid, days });

export type PracticeHistoryInput = InputOf<RecordCalls['activity']>;
/** A page of the practice history of a period (keeps the previous page while the next one loads). */
export const usePracticeHistory = (family: RecordFamily, input: PracticeHistoryInput) =>
  useEndpointQuery(recordEndpoint(family, 'activity'), input, { keepPrevious: true });

export type SessionNotesInput = InputOf<RecordCalls['notes']>;
export const useSessionNotes = (family: RecordFamily, input: SessionNotesInput) =>
  useEndpointQuery(recordEndpoint(family, 'notes'), input, { keepPrevious: true });

/** Writing, changing or deleting a note reads the notes again. */
export const useAddSessionNote = (family: RecordFamily) =>
  useEndpointMutation(recordEndpoint(family, 'addNote'), { invalidates: [recordEndpoint(family, 'notes')] });
export const useEditSessionNote = (family: RecordFamily) =>
  useEndpointMutation(recordEndpoint(family, 'editNote'), { invalidates: [recordEndpoint(family, 'notes')] });
export const useDeleteSessionNote = (family: RecordFamily) =>
  useEndpointMutation(recordEndpoint(family, 'deleteNote'), { invalidates: [recordEndpoint(family, 'notes')] });
