import { z } from 'zod';
import { idField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { crisisCountryCodeField } from './countries.js';

/*
 * Safety (DESIGN.md 4b). Risk language a person writes (the assistant's chat now; test answers and free text
 * later) goes through one detector; a positive answer shows crisis resources at once and, for a patient,
 * raises a safety alert for their clinic and assigned employees, who acknowledge it.
 * - Crisis resources: per country an emergency number and crisis lines, set by administrators (a default list
 *   ships); a clinic adds its own lines, shown first to its patients and employees.
 * - Safety alerts: patient, clinic, source, an excerpt of what was said (health data: never logged; reads
 *   are audited), when, and who acknowledged it when.
 */

const int = z.number().int();

export const CRISIS_LINES_MAX = 12;
export const CRISIS_NAME_MAX = 120;
export const CRISIS_NOTES_MAX = 300;
export const CRISIS_URL_MAX = 300;

/** A dialable number as people write it: digits, spaces, + ( ) - (e.g. "988", "0800 111 0 111", "+44 116 123"). */
const dialField = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+0-9 ()-]*$/, 'Use digits, spaces and + ( ) - only')
  .refine((value) => value === '' || /\d/.test(value), 'Enter a number');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** One crisis line: who answers, how to reach them (at least one way), when. */
export const crisisLineInput = z
  .object({
    name: z.string().trim().min(1, 'Enter the name of the line').max(CRISIS_NAME_MAX),
    /** Number to call (tap-to-call on a phone). */
    phone: dialField.nullish().transform((value) => (value ? value : null)),
    /** Number to text (SMS); a keyword to send goes in the notes ("Text HOME"). */
    sms: dialField.nullish().transform((value) => (value ? value : null)),
    /** A web page or chat (http or https). */
    url: z
      .string()
      .trim()
      .max(CRISIS_URL_MAX)
      .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), 'Enter an address starting with http:// or https://')
      .nullish()
      .transform((value) => (value ? value : null)),
    /** Hours and anything else worth knowing ("24/7, free", "Text HOME"). */
    notes: optionalText(CRISIS_NOTES_MAX),
  })
  .refine((line) => line.phone || line.sms || line.url, { path: ['phone'], message: 'Give a number to call or text, or a web address' });
export type CrisisLineInput = z.input<typeof crisisLineInput>;

export const crisisLine = z.object({
  id: int,
  name: z.string(),
  phone: z.string().nullable(),
  sms: z.string().nullable(),
  url: z.string().nullable(),
  notes: z.string().nullable(),
});
export type CrisisLine = z.infer<typeof crisisLine>;

/** A country's crisis resources as administrators manage them. */
export const crisisCountry = z.object({
  /** ISO 3166-1 alpha-2, or INTL for the international list. */
  code: z.string(),
  name: z.string(),
  /** The number to call in an emergency; null for the international list (no single number). */
  emergencyNumber: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(crisisLine),
  updatedAt: z.string(),
});
export type CrisisCountry = z.infer<typeof crisisCountry>;

/** admin: add or replace a country's resources (its lines are replaced as a whole, in the order sent). */
export const saveCrisisCountryInput = z.object({
  code: crisisCountryCodeField,
  name: z.string().trim().min(1, 'Enter the name shown for this country').max(CRISIS_NAME_MAX),
  emergency_number: dialField.nullish().transform((value) => (value ? value : null)),
  notes: optionalText(CRISIS_NOTES_MAX),
  lines: z.array(crisisLineInput).max(CRISIS_LINES_MAX, `At most ${CRISIS_LINES_MAX} lines`).default([]),
});
export type SaveCrisisCountryInput = z.input<typeof saveCrisisCountryInput>;

export const crisisCountryCodeInput = z.object({ code: crisisCountryCodeField });

/** A clinic's own lines (out-of-hours line, on-call therapist), shown first to its patients and employees. */
export const saveClinicCrisisLinesInput = z.object({
  lines: z.array(crisisLineInput).max(CRISIS_LINES_MAX, `At most ${CRISIS_LINES_MAX} lines`),
});
export type SaveClinicCrisisLinesInput = z.input<typeof saveClinicCrisisLinesInput>;

export const clinicCrisisLines = z.object({
  clinicName: z.string(),
  /** The clinic's country (its Account page), from which its people's resources default. */
  country: z.string().nullable(),
  lines: z.array(crisisLine),
});
export type ClinicCrisisLines = z.infer<typeof clinicCrisisLines>;

/** Which country's resources to show: one chosen by the person, else a locale's region ("en-GB"). */
export const crisisResourcesInput = z.object({
  country: crisisCountryCodeField.optional(),
  /** The browser's language tag (navigator.language); its region is a first guess. */
  locale: z.string().trim().max(35).optional(),
});

/** What the crisis page and a crisis answer show. */
export const crisisResources = z.object({
  country: z.object({ code: z.string(), name: z.string(), emergencyNumber: z.string().nullable(), notes: z.string().nullable() }),
  /** How the country was chosen: the person's choice, their clinic's country, their locale, or none known. */
  countrySource: z.enum(['chosen', 'clinic', 'locale', 'default']),
  /** The person's clinic's own lines, first (signed-in patients and employees of a clinic that has some). */
  clinic: z.object({ name: z.string(), lines: z.array(crisisLine) }).nullable(),
  lines: z.array(crisisLine),
  /** Every country with resources, for the picker. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CrisisResources = z.infer<typeof crisisResources>;

// ---------------------------------------------------------------------------------------------------
// Safety alerts
// ---------------------------------------------------------------------------------------------------

/** What raised an alert: the detector's four signals (risk language), or an answer marked as a safety flag in a test. */
export const riskSignals = ['suicidal_ideation', 'plan_or_means', 'self_harm', 'passive_ideation', 'flagged_answer'] as const;
export type RiskSignalName = (typeof riskSignals)[number];
export const safetyAlertSources = ['assistant', 'test'] as const;
export type SafetyAlertSource = (typeof safetyAlertSources)[number];

export const safetyAlertListInput = pagingInput.extend({
  /** open: not acknowledged yet; all: the history too. */
  state: z.enum(['open', 'all']).default('open'),
  /** One patient's alerts (their page). */
  patient_id: idField.optional(),
});
export type SafetyAlertListInput = z.input<typeof safetyAlertListInput>;

export const safetyAlertIdInput = z.object({ id: idField });

const personRef = z.object({ userid: int, fullName: z.string() });

export const safetyAlert = z.object({
  id: int,
  patient: personRef,
  /** Where it was said: the assistant's chat (tests and free text later). */
  source: z.enum(safetyAlertSources),
  signals: z.array(z.enum(riskSignals)),
  /** What the patient wrote (the whole message, or the part around the risk in a long one). */
  excerpt: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** Who acknowledged it; null while open (or when that account has since been deleted). */
  acknowledgedBy: personRef.nullable(),
});
export type SafetyAlert = z.infer<typeof safetyAlert>;

/** Open alerts per patient, for the badges of the patient lists. */
export const openAlertCount = z.object({ userid: int, open: int });
export type OpenAlertCount = z.infer<typeof openAlertCount>;
