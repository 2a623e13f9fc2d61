import { z } from 'zod';
import { emailField, fullNameField, idField, numberField } from '../common.js';
import { personFeatures } from '../features/features.schemas.js';
import { pagingInput } from '../envelope.js';
import { patientIntake, personListInput, personRef, personSummary } from '../people/people.schemas.js';
import { practiceCounterKeys, practiceEventKinds, practicePeriods, type PracticeCounterKey } from './patient-record.counters.js';

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
  /** What the care team noted when the patient was added (null when nothing was). Care team only. */
  intake: patientIntake.nullable(),
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

/** The practice counters (patient-record.counters.ts) of one period. */
const practiceCounts = z.object(
  Object.fromEntries(practiceCounterKeys.map((key) => [key, z.number().int()])) as Record<PracticeCounterKey, z.ZodNumber>,
);

/** A patient's statistics (reading them is audited). */
export const patientStatistics = z.object({
  userid: z.number().int(),
  memberSince: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Sessions ever opened (logins). */
  logins: z.number().int(),
  logins30Days: z.number().int(),
  activeSessions: z.number().int(),
  assignedEmployees: z.number().int(),
  /** Their practice in the library, counted from the practice events as the counters define, per period. */
  practice: z.object({ last30Days: practiceCounts, allTime: practiceCounts }),
});
export type PatientStatistics = z.infer<typeof patientStatistics>;

export const chartDataInput = z.object({
  userid: idField,
  /** Days back from today (default 30). */
  days: numberField(z.number().int().min(7).max(365).default(30)),
});
/** Per UTC day, oldest first, days without practice included with 0: the practice counters of that day. */
export const patientChartData = z.object({
  userid: z.number().int(),
  series: z.array(z.object({ date: z.string(), counts: practiceCounts })),
});
export type PatientChartData = z.infer<typeof patientChartData>;

export const activityInput = pagingInput.extend({
  userid: idField,
  /** The period listed: the last 30 days (default) or all time, as the counters beside the list. */
  period: z.enum(practicePeriods).default('last30Days'),
});

/** The library item a practice event is about (its title as it is now). */
export const practiceItem = z.object({
  type: z.enum(['class', 'lesson', 'content', 'meditation']),
  id: z.number().int(),
  title: z.string(),
  /** The class a lesson or content belongs to. */
  classTitle: z.string().nullable(),
});

/**
 * One entry of a patient's practice history (the spec's "activity"): what, which item, when, how long.
 * Reading it is audited.
 */
export const practiceEntry = z.object({
  id: z.number().int(),
  kind: z.enum(practiceEventKinds),
  /** null when the item was deleted since. */
  item: practiceItem.nullable(),
  /** When it happened (a sitting: when it started). */
  at: z.string(),
  /** A sitting's last saved second; null for a single action. */
  until: z.string().nullable(),
  seconds: z.number().int(),
  /** The minutes it counts for (practiceMinutes). */
  minutes: z.number().int(),
  /** 1, or more for a summary carried over from before practice events were kept. */
  quantity: z.number().int(),
  /** The time is the last change of a carried-over summary, not the moment of each action. */
  approximate: z.boolean(),
  /** A rating (1 to 5) or a feedback value (1 to 5). */
  value: z.number().int().nullable(),
  /** The review of a rating, or the comment of a feedback value (written by the patient). */
  text: z.string().nullable(),
});
export type PracticeEntry = z.infer<typeof practiceEntry>;
