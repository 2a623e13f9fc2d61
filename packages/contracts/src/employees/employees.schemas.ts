import { z } from 'zod';
import { ASSIGN_PATIENTS_MAX } from '../constants.js';
import { idField } from '../common.js';
import { personFeatures } from '../features/features.schemas.js';
import { personRef, personSummary } from '../people/people.schemas.js';

/** A clinic's employee in its lists, with the patients assigned to them. */
export const employeeSummary = personSummary.extend({
  assignedPatients: z.array(personRef),
});
export type EmployeeSummary = z.infer<typeof employeeSummary>;

export const employeeDetail = employeeSummary.extend({
  /** The clinic's feature switches for the employee (clinics_tabs). */
  settings: personFeatures,
});

/** clinics/employees/employee_settings: the clinic's feature switches for its employee (clinics_tabs). */
export const employeeSettingsInput = z.object({
  userid: idField,
  features: z.record(z.string().max(40), z.boolean().nullable()),
});

/** clinics/employees/assign_patients: the employee's patients become exactly this list. */
export const assignPatientsInput = z.object({
  /** The employee. */
  userid: idField,
  patientIds: z.array(idField).max(ASSIGN_PATIENTS_MAX),
});
