import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './constants.js';
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
