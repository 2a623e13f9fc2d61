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

export const idField = z.coerce.number().int().positive();

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
  (value) => (value === '1' || value === 1 || value === 'true' ? true : value === '0' || value === 0 || value === 'false' ? false : value),
  z.boolean(),
);
