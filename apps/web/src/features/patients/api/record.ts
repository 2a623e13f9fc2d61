import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { sessionNotesEndpoints } from '@stillpoint/contracts/endpoints/session-notes';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';

/**
 * A patient's record exists twice with the same inputs and outputs (decision 0012): `clinics/patients/...`
 * for a clinic and its patients, `front/employee/...` for an employee and their assigned patients. The page
 * is one component; it picks its calls here by family.
 */
export type RecordFamily = 'clinic' | 'employee';

const CLINIC = {
  detail: patientsEndpoints.clinicPatientDetail,
  statistics: patientsEndpoints.clinicPatientStatistics,
  chartData: patientsEndpoints.clinicPatientChartData,
  activity: patientsEndpoints.clinicPatientActivity,
  notes: sessionNotesEndpoints.clinicSessionNotes,
  addNote: sessionNotesEndpoints.clinicAddSessionNote,
  editNote: sessionNotesEndpoints.clinicEditSessionNote,
  deleteNote: sessionNotesEndpoints.clinicDeleteSessionNote,
};
type RecordCalls = typeof CLINIC;

const EMPLOYEE = {
  detail: patientsEndpoints.employeePatientDetail,
  statistics: patientsEndpoints.employeePatientStatistics,
  chartData: patientsEndpoints.employeePatientChartData,
  activity: patientsEndpoints.employeePatientActivity,
  notes: sessionNotesEndpoints.employeeSessionNotes,
  addNote: sessionNotesEndpoints.employeeAddSessionNote,
  editNote: sessionNotesEndpoints.employeeEditSessionNote,
  deleteNote: sessionNotesEndpoints.employeeDeleteSessionNote,
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
