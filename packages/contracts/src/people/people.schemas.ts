import { z } from 'zod';
import { countryField } from '../safety/countries.js';
import {
  dateField,
  emailField,
  flagField,
  fullNameField,
  idField,
  numberField,
  passwordField,
  phoneField,
  searchField,
  usernameField,
} from '../common.js';
import { NAME_MAX, WEBLINK_DAYS_DEFAULT } from '../constants.js';
import { pagingInput } from '../envelope.js';
import { ROLES, ROLE_IDS } from '../roles.js';

/** A person as the administration and clinic screens list them (never the password hash or tokens). */
export const personSummary = z.object({
  userid: z.number().int(),
  role: z.enum(ROLES),
  /** 0 master admin, 1 admin, 2 clinic, 3 personal development, 4 business, 5 patient, 6 employee. */
  roleid: z.number().int(),
  /** Human name of the role, as in the login message. */
  roleName: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Avatar URL; the default avatar when the person has none. */
  avatar: z.string(),
  clinicId: z.number().int().nullable(),
  clinicName: z.string().nullable(),
  emailVerified: z.boolean(),
  /** The person accepted (an invited patient who set a password, or marked by the clinic / an admin). */
  confirmedByUser: z.boolean(),
  /** The clinic or an administrator approved the account; unapproved accounts cannot log in. */
  confirmedByAdmin: z.boolean(),
  /** Whether a password is set (false: invited, the link was not used yet). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const personRef = z.object({ userid: z.number().int(), fullName: z.string() });

/** A user's detail for administrators: the summary plus who they work with. */
export const personDetail = personSummary.extend({
  /** Patients: the employees they are assigned to. */
  assignedEmployees: z.array(personRef),
  /** Employees: the patients assigned to them. */
  assignedPatients: z.array(personRef),
  /** Sessions that are still open (not logged out, revoked or expired). */
  activeSessions: z.number().int(),
});
export type PersonDetail = z.infer<typeof personDetail>;

/** A created person, and whether an invitation to set a password was sent (no password was given). */
export const createdPerson = personSummary.extend({ invitationSent: z.boolean() });

/** Paged list input shared by every people list: pageNo, perPage, search. */
export const personListInput = pagingInput.extend({
  /** Matches full name, e-mail or username (case-insensitive, substring). */
  search: searchField.optional(),
});

/** admin/users/users: users by role id (all users when roleid is absent). */
export const usersByRoleInput = personListInput.extend({
  roleid: numberField(z.number().int().min(0).max(6).optional()),
});

export const useridInput = z.object({ userid: idField });
export const clinicIdInput = z.object({ clinicId: idField });
export const clinicPeopleInput = personListInput.extend({ clinicId: idField });

/** Fields of a person someone else creates. Without a password, an invitation link is e-mailed. */
export const newPersonInput = z.object({
  fullName: fullNameField,
  email: emailField,
  username: usernameField.optional(),
  phone: phoneField.optional(),
  /** Optional: when absent the person gets an e-mail with a one-time link to choose a password. */
  password: passwordField.optional(),
});
export const newClinicPersonInput = newPersonInput.extend({ clinicId: idField });
/** A date of birth: a date of the accepted range (dateField), not after today. */
export const dateOfBirthField = dateField.refine((text) => text <= new Date().toISOString().slice(0, 10), 'A date of birth cannot be in the future');

/**
 * What the care team notes when it adds a patient (intake). Health data: shown to the patient's care team
 * only (their record), never logged. Every field is optional; an empty text counts as not given.
 */
export const patientIntakeInput = z.object({
  dateOfBirth: dateOfBirthField.optional(),
  emergencyContactName: z.string().trim().max(100).optional(),
  emergencyContactPhone: phoneField.optional(),
  /** Why they seek care (presenting concerns), in their words or the team's. */
  presentingConcerns: z.string().trim().max(2000).optional(),
  /** Who sent them: a doctor, a friend, a search... */
  referralSource: z.string().trim().max(200).optional(),
});
export type PatientIntakeInput = z.infer<typeof patientIntakeInput>;

/** A patient's intake as their care team reads it (null fields were not given). */
export const patientIntake = z.object({
  dateOfBirth: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  presentingConcerns: z.string().nullable(),
  referralSource: z.string().nullable(),
  recordedAt: z.string(),
});
export type PatientIntake = z.infer<typeof patientIntake>;

/** A clinic adds a patient, optionally with the employee who looks after them (their therapist) and an intake. */
export const newClinicPatientInput = newPersonInput.extend({ employeeId: idField.optional(), intake: patientIntakeInput.optional() });
export const newFrontUserInput = newPersonInput.extend({
  /** 3 personal development user, 4 business user. */
  roleid: numberField(z.union([z.literal(ROLE_IDS.personalDevelopment), z.literal(ROLE_IDS.business)])),
});
export const newAdminUserInput = newPersonInput.extend({
  /** 1 admin (default) or 0 master admin. */
  roleid: numberField(z.union([z.literal(ROLE_IDS.admin), z.literal(ROLE_IDS.masterAdmin)]).default(ROLE_IDS.admin)),
});

/** Profile fields anyone who manages a person may change. Absent fields stay as they are. */
export const personEditFields = z.object({
  fullName: fullNameField.optional(),
  email: emailField.optional(),
  /** null removes the username. */
  username: usernameField.nullable().optional(),
  phone: phoneField.nullable().optional(),
});

/** A clinic edits its patient or employee. */
export const personEditInput = personEditFields.extend({ userid: idField });

/** admin/users/user_edit: an administrator edits a user. */
export const adminUserEditInput = personEditFields.extend({
  userid: idField,
  /** A new password (the user's sessions end). */
  password: passwordField.optional(),
  /** Employees, patients and clinic accounts only: move to another clinic (assignments are dropped). */
  clinicId: idField.optional(),
  /** Front users only: switch between 3 personal development and 4 business. */
  roleid: numberField(z.union([z.literal(ROLE_IDS.personalDevelopment), z.literal(ROLE_IDS.business)]).optional()),
});

export const changeToPatientInput = z.object({ userid: idField, clinicId: idField });
export const changeToPersonalInput = z.object({
  userid: idField,
  /** 3 personal development (default) or 4 business. */
  roleid: numberField(
    z.union([z.literal(ROLE_IDS.personalDevelopment), z.literal(ROLE_IDS.business)]).default(ROLE_IDS.personalDevelopment),
  ),
});

/** Approvals: `status` true approves (default), false withdraws the approval. */
export const approvalInput = z.object({ userid: idField, status: flagField.default(true) });

/** admin/users/count_all_users. */
export const userCounts = z.object({
  total: z.number().int(),
  masterAdmins: z.number().int(),
  /** Admins and master admins (the admin role includes the master admin). */
  admins: z.number().int(),
  clinicUsers: z.number().int(),
  employees: z.number().int(),
  patients: z.number().int(),
  personalDevelopment: z.number().int(),
  business: z.number().int(),
  /** personalDevelopment + business. */
  frontUsers: z.number().int(),
  /** Clinics (tenants), not clinic accounts. */
  clinics: z.number().int(),
  /** Users whose e-mail is unconfirmed or who wait for an approval. */
  unverified: z.number().int(),
});

/** admin/users/user_stats: users by role and sign-ups per month. */
export const userStats = z.object({
  byRole: z.array(
    z.object({
      roleid: z.number().int(),
      role: z.enum(ROLES),
      roleName: z.string(),
      total: z.number().int(),
      verified: z.number().int(),
      unverified: z.number().int(),
      /** Created in the last 30 days. */
      recent: z.number().int(),
    }),
  ),
  /** The last 12 months, oldest first, months without sign-ups included with 0. */
  signupsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});

/**
 * A package as a short row (admin/users/get_busniess_packages: the active business packages; decision 0038):
 * `price` in major units to show, `price_minor` the stored integer amount in the currency's minor unit.
 */
export const businessPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  price_minor: z.number().int(),
  billing_period: z.string(),
  trial_days: z.number().int(),
});

/** admin/users/generateExcel_roleid. */
export const excelByRoleInput = z.object({ roleid: numberField(z.number().int().min(0).max(6)) });

// ----- clinics -----

export const clinicFields = z.object({
  name: z.string().trim().min(2, 'Enter the clinic name').max(NAME_MAX),
  email: emailField.optional(),
  phone: phoneField.optional(),
  address: z.string().trim().max(300).optional(),
  /** ISO country code: where crisis resources for its people default from. */
  country: countryField.optional(),
});
export const clinicUpdateInput = z.object({
  id: idField,
  name: clinicFields.shape.name.optional(),
  email: emailField.nullable().optional(),
  phone: phoneField.nullable().optional(),
  address: z.string().trim().max(300).nullable().optional(),
  country: countryField.nullable().optional(),
});

export const clinicDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  /** Clinic accounts (role clinic) that manage it. */
  clinicUsers: z.number().int(),
  employees: z.number().int(),
  patients: z.number().int(),
  createdAt: z.string(),
});
export type ClinicDetail = z.infer<typeof clinicDetail>;

/**
 * delete_clinic: a clinic with patients is refused (409) unless `patients` says what happens to them:
 * `move` to another clinic (moveToClinicId), `make_personal` (they keep their account as personal users),
 * or `delete` them. Its staff (clinic accounts and employees) are deleted with it.
 */
export const deleteClinicInput = z
  .object({
    id: idField,
    patients: z.enum(['move', 'make_personal', 'delete']).optional(),
    moveToClinicId: idField.optional(),
  })
  .refine((v) => v.patients !== 'move' || v.moveToClinicId !== undefined, {
    path: ['moveToClinicId'],
    message: 'Choose the clinic the patients move to',
  })
  .refine((v) => v.moveToClinicId === undefined || v.moveToClinicId !== v.id, {
    path: ['moveToClinicId'],
    message: 'Choose another clinic',
  });

export const clinicDeleted = z.object({
  id: z.number().int(),
  patientsMoved: z.number().int(),
  patientsMadePersonal: z.number().int(),
  patientsDeleted: z.number().int(),
  staffDeleted: z.number().int(),
});

/** generate_weblink: a signed link that signs a new patient up into the clinic. */
export const weblinkInput = z.object({
  clinicId: idField,
  /** How long the link works, in days (default 30). */
  days: numberField(z.number().int().min(1).max(365).default(WEBLINK_DAYS_DEFAULT)),
});
export const weblink = z.object({
  /** The page the new patient opens (the web app's /register/clinic page with the token). */
  url: z.string(),
  token: z.string(),
  clinicId: z.number().int(),
  clinicName: z.string(),
  expiresAt: z.string(),
});
