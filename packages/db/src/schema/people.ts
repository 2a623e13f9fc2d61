import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A clinic: the tenant. Clinic-owned rows carry its id as `clinic_id`. */
export const clinics = pgTable('clinics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  /** ISO 3166-1 alpha-2: the country its people's crisis resources default to. */
  country: text('country'),
  ...timestamps,
});

/** Every account: admins, clinic accounts, employees, patients and personal users. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** masterAdmin, admin, clinic, employee, patient or frontuser. */
    role: text('role').notNull(),
    /** 0 master admin, 1 admin, 2 clinic, 3 personal development, 4 business, 5 patient, 6 employee. */
    roleid: integer('roleid').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    username: text('username'),
    fullName: text('full_name').notNull(),
    /** Path or URL of the avatar; null means the default avatar. */
    avatarUrl: text('avatar_url'),
    /**
     * How other patients and personal users see the person (decision 0010): 'initial' first name and
     * initial (the default), 'anonymous', or 'custom' (`display_name`).
     */
    displayNameChoice: text('display_name_choice').notNull().default('initial'),
    /** The name typed for the 'custom' choice; kept when another choice is made, so it comes back. */
    displayName: text('display_name'),
    phone: text('phone'),
    /** argon2id hash; null for accounts that only sign in through a social provider or an invitation. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The person accepted (patients: confirmed by the user). */
    confirmedByUser: boolean('confirmed_by_user').notNull().default(true),
    /** An administrator (or the clinic) approved the account. */
    confirmedByAdmin: boolean('confirmed_by_admin').notNull().default(true),
    /** Tenant key: the clinic of a clinic account, employee or patient; null for admins and personal users. */
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Raised whenever what an access token says about the account stops being true (its clinic, its role
     * or role id): every access token carries the version it was signed with and one with an older version
     * is refused (decision 0014). Sessions that must end altogether are revoked instead.
     */
    securityVersion: integer('security_version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_clinic_role_idx').on(t.clinicId, t.role),
    index('users_roleid_idx').on(t.roleid),
    check('users_display_name_choice_check', sql`${t.displayNameChoice} in ('initial', 'anonymous', 'custom')`),
    check('users_display_name_custom_check', sql`${t.displayNameChoice} <> 'custom' or ${t.displayName} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ClinicRow = typeof clinics.$inferSelect;
