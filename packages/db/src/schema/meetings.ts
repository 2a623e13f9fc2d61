import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/*
 * Scheduling (decision 0028). A therapist (employee) keeps weekly hours in their own IANA time zone and
 * whole days off; appointments between a therapist and a patient are stored in UTC with both people's
 * zones. Double booking is refused by the database itself: migration 0012 adds an exclusion constraint
 * (btree_gist) so no two active (requested or approved) appointments of one therapist overlap, whatever
 * runs at once. drizzle-kit cannot declare exclusion constraints, so that part lives only in the SQL.
 */

export const appointmentStatuses = ['requested', 'approved', 'denied', 'cancelled'] as const;

/** A therapist's scheduling settings: the zone their weekly hours are read in, and the length of a slot. */
export const employeeSchedules = pgTable('employee_schedules', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clinicId: integer('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  slotMinutes: integer('slot_minutes').notNull().default(50),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One block of weekly hours: weekday 1 (Monday) .. 7 (Sunday), minutes from local midnight. */
export const availabilityHours = pgTable(
  'availability_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employeeSchedules.employeeId, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('availability_hours_employee_idx').on(t.employeeId, t.weekday),
    check('availability_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('availability_hours_range', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`),
  ],
);

/** A day off: a local date (in the schedule's zone) on which the weekly hours do not apply. */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employeeSchedules.employeeId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.day] })],
);

export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    employeeTimeZone: text('employee_time_zone').notNull(),
    patientTimeZone: text('patient_time_zone').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull(),
    /** Occurrences of one recurring booking share it. */
    seriesId: uuid('series_id'),
    /** Revisions since booking (each status or time change adds one): the iCalendar SEQUENCE (decision 0031). */
    sequence: integer('sequence').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_employee_idx').on(t.employeeId, t.startsAt),
    index('appointments_patient_idx').on(t.patientId, t.startsAt),
    index('appointments_clinic_idx').on(t.clinicId, t.startsAt),
    index('appointments_series_idx').on(t.seriesId),
    check('appointments_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_status', sql`${t.status} in ('requested', 'approved', 'denied', 'cancelled')`),
  ],
);

/**
 * A clinic's rules for patients cancelling online (decision 0034): until how many hours before the start a
 * patient may still cancel an approved appointment, whether they may cancel online at all, and a short
 * policy text shown to them. No row: the defaults (24 hours, online cancelling on, no text), so a clinic
 * made by any path is covered without a row of its own. Requests not yet approved are always withdrawable.
 */
export const appointmentRules = pgTable(
  'appointment_rules',
  {
    clinicId: integer('clinic_id')
      .primaryKey()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    cancelNoticeHours: integer('cancel_notice_hours').notNull().default(24),
    onlineCancel: boolean('online_cancel').notNull().default(true),
    policy: text('policy').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_rules_notice', sql`${t.cancelNoticeHours} between 0 and 336`),
    check('appointment_rules_policy', sql`char_length(${t.policy}) <= 500`),
  ],
);

/**
 * A person's private calendar feed (decision 0031): one per person, the secret of its URL kept only as a
 * hash (the URL is shown once, when made). Making a new one replaces it; deleting it revokes the URL.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Live classes and live meetings (decision 0032): one table for both kinds, since they differ only in how
 * they are listed and named (a class in a programme, a one-off meeting); seats, the waitlist, the audience
 * and invitations are the same. clinic_id null: a platform session an administrator runs, for every patient
 * and personal user. Cancelling keeps the row (status) only for the moment the people are told; the
 * clinic's and admin's delete removes it.
 */
export const liveSessionKinds = ['class', 'meeting'] as const;
export const liveSessionStatuses = ['scheduled', 'cancelled'] as const;
export const livePlaces = ['joined', 'waitlisted'] as const;

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: liveSessionKinds }).notNull(),
    /** null: a platform session (every patient and personal user). */
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** The employee who leads it; null for a platform session nobody named leads (or a host who left). */
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    capacity: integer('capacity').notNull(),
    status: text('status', { enum: liveSessionStatuses }).notNull().default('scheduled'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists: a clinic's (or the platform's) sessions of a kind in time order; a host's own.
    index('live_sessions_clinic_idx').on(t.clinicId, t.kind, t.startsAt),
    index('live_sessions_host_idx').on(t.hostId, t.startsAt),
    index('live_sessions_kind_idx').on(t.kind, t.startsAt),
    check('live_sessions_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('live_sessions_capacity', sql`${t.capacity} >= 1`),
    check('live_sessions_kind', sql`${t.kind} in ('class', 'meeting')`),
    check('live_sessions_status', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

/**
 * A person's place in a session: a seat (`joined`) or a place on the waitlist, first come first served by
 * `since` (then id). One row per person and session: joining again changes nothing.
 */
export const liveSessionParticipants = pgTable(
  'live_session_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    place: text('place', { enum: livePlaces }).notNull(),
    /** When the person took the seat or joined the waitlist (a promotion keeps the waitlist order's start). */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_session_participants_person_idx').on(t.sessionId, t.userId),
    // Seats and the waitlist in order, per session.
    index('live_session_participants_order_idx').on(t.sessionId, t.place, t.since, t.id),
    // A person's own sessions (schedules).
    index('live_session_participants_user_idx').on(t.userId),
    check('live_session_participants_place', sql`${t.place} in ('joined', 'waitlisted')`),
  ],
);
