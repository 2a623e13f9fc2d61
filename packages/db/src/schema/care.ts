import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
