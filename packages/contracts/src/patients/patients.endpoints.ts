import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import { patientPackages, patientPackagesInput } from '../billing/invoices.schemas.js';
import {
  createdPerson,
  newClinicPatientInput,
  personEditInput,
  personListInput,
  useridInput,
  approvalInput,
} from '../people/people.schemas.js';
import {
  activityInput,
  chartDataInput,
  invitation,
  inviteInput,
  patientChartData,
  patientDetail,
  patientListInput,
  patientSettingsInput,
  patientStatistics,
  patientSummary,
  practiceEntry,
} from './patients.schemas.js';

type Config = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

/**
 * A read of a patient's record in both families: the clinic (clinics/patients/<action>, its patients) and an
 * employee (front/employee/patient_<action>, their assigned patients).
 */
function recordRead<const C extends Config>(action: string, config: C) {
  return {
    clinic: defineEndpoint({ ...config, path: `clinics/patients/${action}`, access: ['clinic'] as const, feature: 'patients' }),
    employee: defineEndpoint({
      ...config,
      path: `front/employee/patient_${action}`,
      access: ['employee'] as const,
      feature: 'patients',
    }),
  };
}

/** The patient record's reads (decision 0012): every counter from patient-record.counters.ts. */
const record = {
  statistics: recordRead('statistics', {
    summary:
      "A patient's statistics (audited): sign-ins, and the practice counters for the last 30 days and all time, counted from the practice events the activity lists.",
    input: useridInput,
    output: patientStatistics,
  }),
  chartData: recordRead('chart_data', {
    summary: "A patient's practice counters per day, oldest first (audited).",
    input: chartDataInput,
    output: patientChartData,
  }),
  activity: recordRead('activity', {
    summary: "A patient's practice history (plays, completions, listening, ratings and feedback), newest first, paged, for a period (audited).",
    input: activityInput,
    output: z.array(practiceEntry),
    paged: true,
  }),
};

/**
 * The clinic's patients (spec section 7 "Patients"; the spec gives no action names, so they are read
 * from its descriptions), and an employee's assigned patients. Another clinic's ids answer 404.
 */
export const patientsEndpoints = {
  clinicAllPatients: defineEndpoint({
    path: 'clinics/patients/all_patients',
    method: 'GET',
    summary: "The clinic's patients, paged, with search and a status filter.",
    input: patientListInput,
    output: z.array(patientSummary),
    access: ['clinic'],
    paged: true,
    feature: 'patients',
  }),
  clinicEditPatient: defineEndpoint({
    path: 'clinics/patients/edit_patient',
    errors: ['CONFLICT'],
    summary: "Edit a patient's name, e-mail, username or phone.",
    input: personEditInput,
    output: patientSummary,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicCreatePatientUser: defineEndpoint({
    path: 'clinics/patients/create_patient_user',
    creates: true,
    errors: ['CONFLICT'],
    summary:
      'Create a patient of the clinic (without a password, an invitation link is e-mailed), optionally assigned at once to an employee of the clinic (employeeId).',
    input: newClinicPatientInput,
    output: createdPerson,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicPatientPackages: defineEndpoint({
    path: 'clinics/patients/packages',
    method: 'GET',
    summary: "A patient's service packages (`userid`; another clinic's patient: 404) as `data`, and the clinic's active packages that can be given as `available`.",
    input: patientPackagesInput,
    output: patientPackages,
    errors: ['NOT_FOUND'],
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicPatientSettings: defineEndpoint({
    path: 'clinics/patients/edit_settings',
    summary: "Switch a patient's dashboard features (patient_tabs) off or back on; the clinic can only narrow.",
    input: patientSettingsInput,
    output: patientDetail.shape.settings,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicInvitePatient: defineEndpoint({
    path: 'clinics/patients/invite',
    errors: ['CONFLICT', 'UNAVAILABLE'],
    summary: 'Invite a person by e-mail: a patient account is made and a one-time link to choose a password is sent.',
    input: inviteInput,
    output: invitation,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicApproveByUser: defineEndpoint({
    path: 'clinics/patients/approve_by_user',
    errors: ['CONFLICT'],
    summary: "Record the patient's own confirmation (status true/false).",
    input: approvalInput,
    output: patientSummary,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicApproveByAdmin: defineEndpoint({
    path: 'clinics/patients/approve_by_admin',
    errors: ['CONFLICT'],
    summary: 'Approve a patient (status true; they are told by e-mail) or withdraw the approval (their sessions end).',
    input: approvalInput,
    output: patientSummary,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicDeletePatient: defineEndpoint({
    path: 'clinics/patients/delete_patient',
    summary: 'Delete a patient (docs/people-deletion.md says what goes with them).',
    input: useridInput,
    output: noData,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicPatientChartData: record.chartData.clinic,
  clinicPatientDetail: defineEndpoint({
    path: 'clinics/patients/user_detail',
    summary: "A patient's detail (audited).",
    input: useridInput,
    output: patientDetail,
    access: ['clinic'],
    feature: 'patients',
  }),
  clinicPatientStatistics: record.statistics.clinic,
  clinicPatientActivity: record.activity.clinic,
  clinicSendPassword: defineEndpoint({
    path: 'clinics/patients/send_password_by_email',
    errors: ['UNAVAILABLE'],
    summary: 'E-mail the patient a one-time link to choose a password (the e-mail carries no password and no health data).',
    input: useridInput,
    output: noData,
    access: ['clinic'],
    feature: 'patients',
  }),
  employeeAssignedPatients: defineEndpoint({
    path: 'front/employee/assigned_patients',
    method: 'GET',
    summary: 'The patients assigned to the signed-in employee, paged, with search.',
    input: personListInput,
    output: z.array(patientSummary),
    access: ['employee'],
    paged: true,
    feature: 'patients',
  }),
  employeePatientDetail: defineEndpoint({
    path: 'front/employee/patient_detail',
    summary: "An assigned patient's detail (audited); any other patient answers 404.",
    input: useridInput,
    output: patientDetail,
    access: ['employee'],
    feature: 'patients',
  }),
  employeePatientStatistics: record.statistics.employee,
  employeePatientChartData: record.chartData.employee,
  employeePatientActivity: record.activity.employee,
};
