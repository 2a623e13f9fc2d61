import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SEARCH_MAX, USERNAME_MAX } from './constants.js';
import { isEmail } from './utils/email.js';

/** Field schemas reused across domains; forms derive from them. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .refine(isEmail, 'Enter a valid e-mail address');

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const fullNameField = z.string().trim().min(1, 'Enter a name').max(NAME_MAX);

export const usernameField = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(USERNAME_MAX)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only');

/**
 * The range of a PostgreSQL `integer` column (32 bits). Every whole number a request may store or look up in
 * one (ids, orders, counts, seconds) is bounded by it in its contract, so 2^31..2^53 answer 422, not 500.
 */
export const INT_COLUMN_MAX = 2_147_483_647;
export const INT_COLUMN_MIN = -2_147_483_648;

const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number as JSON sends it, or as text (a query string, a form field): '12', ' 12 ', '-3', '2.5'. Empty text
 * counts as absent. Anything else is left as it is for the number schema to refuse: an array (`[1]`), a
 * boolean, an object, '0x10', '1e3'. (z.coerce.number() read `[1]` and `true` as 1.)
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : value;
}

/** A number field that also reads text (numberFromText): `numberField(z.number().int().min(1).max(5))`. */
export function numberField<T extends z.ZodType<number | undefined>>(schema: T) {
  return z.preprocess(numberFromText, schema);
}

/** A whole number within `min`..`max` (by default the range of an integer column), from JSON or text. */
export function intField(min: number = INT_COLUMN_MIN, max: number = INT_COLUMN_MAX) {
  return numberField(z.number().int().min(min).max(max));
}

/** An id: a positive whole number within the range of the integer columns that hold ids. */
export const idField = numberField(z.number().int().positive().max(INT_COLUMN_MAX, 'Not a valid id'));

/**
 * Dates people may enter: 1900 to 2200. PostgreSQL stores year 20 (or 294276) happily, and then nothing
 * reads it back sanely (a year-20 urgent alert once broke the administration's alert list).
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;
const DATE_RANGE_MESSAGE = `Use a date between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`;
const yearIn = (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};

/** An ISO 8601 date-time with its offset ('2026-11-24T09:30:00+01:00'), in DATE_YEAR_MIN..DATE_YEAR_MAX. */
export const dateTimeField = z.iso.datetime({ offset: true }).refine(yearIn, DATE_RANGE_MESSAGE);

/** An ISO 8601 calendar date ('2026-11-24'), in DATE_YEAR_MIN..DATE_YEAR_MAX. */
export const dateField = z.iso.date().refine(yearIn, DATE_RANGE_MESSAGE);

/**
 * A check for an object with a start and an end (date-times or dates): the end comes after the start,
 * compared as instants (text compares wrong across offsets). Either may be absent.
 */
export function endAfterStart<K extends string>(start: K, end: K, message = 'The end must come after the start') {
  return [
    (value: Partial<Record<K, string | null | undefined>>) => {
      const from = value[start];
      const to = value[end];
      return !from || !to || new Date(from).getTime() < new Date(to).getTime();
    },
    { path: [end] as PropertyKey[], message },
  ] as const;
}

/** An acknowledgement with no data. */
export const noData = z.null();

export const phoneField = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+0-9 ()-]*$/, 'Use digits, spaces and + ( ) - only');

/** Free-text search over names, e-mails and usernames. */
export const searchField = z.string().trim().max(SEARCH_MAX);

/**
 * A yes/no flag. JSON sends booleans; forms send the spec's toggle values '1' and '0' (or 'true'/'false').
 */
export const flagField = z.preprocess(
  (value) =>
    value === '1' || value === 1 || value === 'true' ? true : value === '0' || value === 0 || value === 'false' ? false : value,
  z.boolean(),
);

/** Whether the runtime knows this IANA time zone name (Europe/Berlin, America/New_York...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A person's IANA time zone. */
export const timeZoneField = z.string().max(64).refine(isTimeZone, 'Choose a time zone from the list');
