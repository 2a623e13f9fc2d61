import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/**
 * Which employee looks after which patient, inside one clinic. An employee sees only the patients
 * assigned here. Deleting either person, or the clinic, removes the assignment.
 */
export const employeePatients = pgTable(
  'employee_patients',
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
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_patients_pair_key').on(t.employeeId, t.patientId),
    index('employee_patients_patient_idx').on(t.patientId),
    index('employee_patients_clinic_idx').on(t.clinicId),
  ],
);

/**
 * Private session notes the care team (the clinic account, the patient's assigned employees) writes about a
 * patient. Health data: never shown to the patient, never logged; reads and writes are audited without the
 * text. A note stays with the patient's record when its author's account goes (author_id set null).
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'clinic' or 'employee': what the author was when they wrote it. */
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('session_notes_patient_idx').on(t.patientId, t.createdAt, t.id),
    index('session_notes_clinic_idx').on(t.clinicId),
    index('session_notes_author_idx').on(t.authorId),
    check('session_notes_author_role', sql`${t.authorRole} in ('clinic', 'employee')`),
  ],
);

/**
 * What the care team notes when it adds a patient (intake): date of birth, emergency contact, what brings
 * them, who referred them. Health data: shown to the patient's care team only, never logged, audited
 * without its content; removed with the patient.
 */
export const patientIntakes = pgTable('patient_intakes', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactPhone: text('emergency_contact_phone'),
  presentingConcerns: text('presenting_concerns'),
  referralSource: text('referral_source'),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
