import { notificationKind } from '../notifications/notifications.schemas.js';
import { z } from 'zod';
import { emailField, fullNameField, passwordField, phoneField, timeZoneField, usernameField } from '../common.js';
import { NAME_MAX, PASSWORD_MAX } from '../constants.js';
import { FEATURE_KINDS } from '../features/features.catalogue.js';
import { DISPLAY_NAME_CHOICES, DISPLAY_NAME_MESSAGES, displayNameField } from '../people/person-view.js';
import { ROLES } from '../roles.js';
import { countryField } from '../safety/countries.js';

/** The signed-in account as its own pages show it. */
export const accountDetails = z.object({
  userid: z.number().int(),
  role: z.enum(ROLES),
  roleid: z.number().int(),
  /** Human name of the role, as in the login message. */
  roleName: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Avatar URL (/api/media/avatars/...), or the default avatar. */
  avatar: z.string(),
  clinicId: z.number().int().nullable(),
  clinicName: z.string().nullable(),
  emailVerified: z.boolean(),
  approved: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** How other patients and personal users see the account (docs/decisions/0010-peer-privacy.md). */
  displayNameChoice: z.enum(DISPLAY_NAME_CHOICES),
  /** The name typed for the `custom` choice (kept when another choice is made, so it comes back). */
  displayName: z.string().nullable(),
  /** The name peers see now: first name and initial, "Anonymous" or the typed name. */
  peerName: z.string(),
  /** The feature group that applies to the account (null for administrators, who see everything). */
  featureKind: z.enum(FEATURE_KINDS).nullable(),
  /**
   * The account's effective features: feature key (a route segment of the role's area) to on/off, for
   * every feature of its group. The web app hides the menu entries and pages of keys that are false.
   */
  features: z.record(z.string(), z.boolean()),
  /** Clinic accounts only (null for everyone else): their clinic's details, which they may change. */
  clinic: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      /** ISO country code: where crisis resources for its people default from. */
      country: z.string().nullable(),
    })
    .nullable(),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/**
 * Fields a person may change on their own account. Role, role id, clinic, approvals and e-mail are not
 * here: sent anyway, they are ignored. `clinic` is for clinic accounts only (anyone else: 403).
 */
export const accountUpdateInput = z
  .object({
    fullName: fullNameField.optional(),
    /** null removes the username. */
    username: usernameField.nullable().optional(),
    phone: phoneField.nullable().optional(),
    /** How other patients and personal users see the account; `custom` needs `displayName` in the same request. */
    displayNameChoice: z.enum(DISPLAY_NAME_CHOICES).optional(),
    /** The name peers see with the `custom` choice: 2 to 40 characters, no e-mail address or link. null removes it. */
    displayName: displayNameField.nullable().optional(),
    /** Clinic accounts: their clinic's public details. */
    clinic: z
      .object({
        name: z.string().trim().min(2, 'Enter the clinic name').max(NAME_MAX).optional(),
        email: emailField.nullable().optional(),
        phone: phoneField.nullable().optional(),
        address: z.string().trim().max(300).nullable().optional(),
        country: countryField.nullable().optional(),
      })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.displayNameChoice === 'custom' && !value.displayName)
      context.addIssue({ code: 'custom', path: ['displayName'], message: DISPLAY_NAME_MESSAGES.required });
  });

export const passwordChangeInput = z.object({
  oldPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  newPassword: passwordField,
});

/** The outside channels one kind of notification may use. */
const kindChannels = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

/** What an account wants to be notified of, and how. */
export const notificationSettings = z.object({
  /** Channels. */
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  /** Topics. */
  reminders: z.boolean(),
  messages: z.boolean(),
  appointments: z.boolean(),
  community: z.boolean(),
  productUpdates: z.boolean(),
  /**
   * Per event kind, the outside channels it may use (in-app always); every kind is present when read, and
   * a change names only the kinds and channels it changes. A channel also needs its switch above.
   */
  kinds: z.record(notificationKind, kindChannels),
  /** The daily practice reminder's time (HH:MM, 24 h) in `timeZone`, or null for none. */
  reminderTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:30').nullable(),
  /** The person's time zone (IANA name, e.g. Europe/Paris). */
  timeZone: timeZoneField,
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsUpdate = notificationSettings.extend({
  kinds: z.partialRecord(notificationKind, kindChannels.partial()),
}).partial();

/** The stored avatar (a multipart upload with one file field, `image`). */
export const avatarUploaded = z.object({
  avatar: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
