import { z } from 'zod';
import { emailField, fullNameField, idField, numberField } from '../common.js';
import { personFeatures } from '../features/features.schemas.js';
import { pagingInput } from '../envelope.js';
import { personListInput, personRef, personSummary } from '../people/people.schemas.js';

/** A clinic's patient in its lists: the person and the employees they are assigned to. */
export const patientSummary = personSummary.extend({
  assignedEmployees: z.array(personRef),
});
export type PatientSummary = z.infer<typeof patientSummary>;

export const patientListInput = personListInput.extend({
  /** pending: waiting for an approval or for the patient; approved: both confirmations given. */
  status: z.enum(['all', 'pending', 'approved']).default('all'),
});

/** A patient's detail (reading it is audited). */
export const patientDetail = patientSummary.extend({
  /** The patient's dashboard features as the clinic set them (patient_tabs). */
  settings: personFeatures,
});

/** clinics/patients/edit_settings: the clinic's feature switches for its patient (patient_tabs). */
export const patientSettingsInput = z.object({
  userid: idField,
  /** Feature key to true/false, or null to drop the clinic's switch. The clinic can only narrow. */
  features: z.record(z.string().max(40), z.boolean().nullable()),
});

/** clinics/patients/invite: invite a person by e-mail to become the clinic's patient. */
export const inviteInput = z.object({
  email: emailField,
  /** Defaults to the part of the e-mail before the at sign. */
  fullName: fullNameField.optional(),
});
export const invitation = z.object({ userid: z.number().int(), email: z.string() });

/** A patient's statistics (reading them is audited). */
export const patientStatistics = z.object({
  userid: z.number().int(),
  memberSince: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Sessions ever opened (logins). */
  logins: z.number().int(),
  logins30Days: z.number().int(),
  activeSessions: z.number().int(),
  /** Recorded actions of the patient in the last 30 days. */
  activities30Days: z.number().int(),
  assignedEmployees: z.number().int(),
  /** Their practice in the library: classes, lesson contents and meditations (counts, never content). */
  practice: z.object({
    classesJoined: z.number().int(),
    classesCompleted: z.number().int(),
    contentsCompleted: z.number().int(),
    meditationsPlayed: z.number().int(),
    meditationsCompleted: z.number().int(),
    /** Minutes listened to meditations and watched or listened in lesson contents. */
    minutesPractised: z.number().int(),
  }),
});

export const chartDataInput = z.object({
  userid: idField,
  /** Days back from today (default 30). */
  days: numberField(z.number().int().min(7).max(365).default(30)),
});
/** Per day, oldest first, days without activity included with 0. */
export const patientChartData = z.object({
  userid: z.number().int(),
  series: z.array(z.object({ date: z.string(), logins: z.number().int(), activities: z.number().int() })),
});
export type PatientChartData = z.infer<typeof patientChartData>;

export const activityInput = pagingInput.extend({ userid: idField });
/** A recorded action of the patient (what and when, never health data). */
export const activityEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  at: z.string(),
});
