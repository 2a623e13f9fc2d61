import { z } from 'zod';
import { emailField, fullNameField, passwordField, usernameField } from '../common.js';
import { NAME_MAX, PASSWORD_MAX } from '../constants.js';
import { ROLES, ROLE_IDS } from '../roles.js';

/** What a successful login (or social login) returns, stored by the web app as userData/adminData. */
export const sessionUser = z.object({
  /** User id. */
  userid: z.number().int(),
  role: z.enum(ROLES),
  /** Role id: 3 personal development, 4 business, 5 patient, 6 employee, 2 clinic, other admin. */
  roleid: z.number().int(),
  fullName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  /** Avatar URL; the default avatar when the user has none. */
  avatar: z.string(),
  clinicId: z.number().int().nullable(),
  clinicName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const sessionData = sessionUser.extend(tokenPair.shape);
export type SessionData = z.infer<typeof sessionData>;

export const adminLoginInput = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});

/**
 * Front login: `email` carries an e-mail or a username (the server matches an identifier that looks like
 * an e-mail as e-mail, else as username); `username` is accepted too, as the web app sends it.
 */
export const frontLoginInput = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
  })
  .refine((v) => Boolean(v.email || v.username), { path: ['email'], message: 'Enter your e-mail or username' });

export const refreshInput = z.object({ refreshToken: z.string().min(16).max(200) });
export const logoutInput = refreshInput;

export const emailInput = z.object({ email: emailField });
export const tokenInput = z.object({ token: z.string().min(16).max(200) });
export const resetPasswordInput = z.object({ token: z.string().min(16).max(200), password: passwordField });

export const emailAvailability = z.object({ available: z.boolean() });

export const clinicSummary = z.object({ id: z.number().int(), name: z.string() });

/** Personal users register themselves as one of the two front-user kinds. */
export const registerInput = z.object({
  fullName: fullNameField,
  email: emailField,
  username: usernameField.optional(),
  password: passwordField,
  /** 3 personal development user, 4 business user. */
  roleid: z.union([z.literal(ROLE_IDS.personalDevelopment), z.literal(ROLE_IDS.business)]),
  /** Acceptance of the terms and privacy policy. */
  acceptTerms: z.literal(true, { error: 'Accept the terms to continue' }),
});

export const clinicRegisterInput = z.object({
  clinicName: z.string().trim().min(2, 'Enter the clinic name').max(NAME_MAX),
  fullName: fullNameField,
  email: emailField,
  password: passwordField,
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ()-]*$/, 'Use digits, spaces and + ( ) - only')
    .optional(),
  acceptTerms: z.literal(true, { error: 'Accept the terms to continue' }),
});

export const registered = z.object({ email: z.string() });

/** Social login: an ID token from the configured OpenID Connect provider; a bare e-mail is never trusted. */
export const socialLoginInput = z.object({
  idToken: z.string().min(20).max(8192),
  /** Ignored unless it matches the verified token (kept because the spec's call names it). */
  email: z.string().optional(),
  nonce: z.string().max(200).optional(),
});

export const socialLoginConfig = z.object({
  enabled: z.boolean(),
  providerName: z.string().nullable(),
  authorizationEndpoint: z.string().nullable(),
  clientId: z.string().nullable(),
});

export const legalDocument = z.object({ content: z.string(), updatedAt: z.string().nullable() });

export const urgentAlert = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  level: z.enum(['info', 'warning', 'critical']),
  createdAt: z.string(),
});

export const maintenanceStatus = z.object({ maintenance: z.boolean(), message: z.string().nullable() });

/** front/authentication/accept_invitation: choose a password with the invitation link's token. */
export const acceptInvitationInput = z.object({ token: z.string().min(16).max(200), password: passwordField });

/** A clinic registration web link's token (signed; it names the clinic). */
export const weblinkTokenInput = z.object({ token: z.string().min(20).max(2000) });
export const weblinkClinic = z.object({ clinicId: z.number().int(), clinicName: z.string(), expiresAt: z.string() });

/** front/authentication/register_with_weblink: a new patient signs up into the link's clinic. */
export const weblinkRegisterInput = z.object({
  token: z.string().min(20).max(2000),
  fullName: fullNameField,
  email: emailField,
  username: usernameField.optional(),
  password: passwordField,
  acceptTerms: z.literal(true, { error: 'Accept the terms to continue' }),
});
