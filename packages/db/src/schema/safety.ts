import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/*
 * Safety (DESIGN.md 4b, decision 0009): crisis resources per country and per clinic, and safety alerts for
 * a patient's care team. An alert's excerpt is health data: only the patient's clinic and assigned
 * employees read it (audited), it is never logged, and it goes with the patient when they are deleted.
 */

/** A country's crisis resources: its emergency number; INTL is the international list (never deleted). */
export const crisisCountries = pgTable('crisis_countries', {
  /** ISO 3166-1 alpha-2, or INTL. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Null for the international list: there is no single number. */
  emergencyNumber: text('emergency_number'),
  notes: text('notes'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A crisis line of a country (administrators) or of a clinic (its own, shown first to its people). */
export const crisisLines = pgTable(
  'crisis_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').references(() => crisisCountries.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** 1..n within its country or clinic. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    sms: text('sms'),
    url: text('url'),
    notes: text('notes'),
  },
  (t) => [
    index('crisis_lines_country_idx').on(t.countryCode, t.position),
    index('crisis_lines_clinic_idx').on(t.clinicId, t.position),
    check('crisis_lines_owner', sql`(${t.countryCode} is null) <> (${t.clinicId} is null)`),
  ],
);

/**
 * One detection of risk language by a patient: for their clinic and assigned employees until someone of
 * the clinic acknowledges it (who and when kept; the alert stays in the history).
 */
export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    /** Where the words were written: 'assistant', or 'test' (an answer marked as a flag, decision 0026). */
    source: text('source').notNull(),
    /** What the detector found (risk-detector.ts RiskSignal). */
    signals: jsonb('signals').$type<string[]>().notNull().default([]),
    /** What the patient wrote (riskExcerpt: at most 500 characters). Health data. */
    excerpt: text('excerpt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('safety_alerts_clinic_idx').on(t.clinicId, t.createdAt, t.id),
    index('safety_alerts_patient_idx').on(t.patientId, t.createdAt),
    index('safety_alerts_open_idx').on(t.clinicId, t.patientId).where(sql`${t.acknowledgedAt} is null`),
    check('safety_alerts_source', sql`${t.source} in ('assistant', 'test')`),
    // Whoever acknowledged did so at a time (the person may later be deleted: then only the time stays).
    check('safety_alerts_acknowledged', sql`${t.acknowledgedBy} is null or ${t.acknowledgedAt} is not null`),
  ],
);

export type CrisisCountryRow = typeof crisisCountries.$inferSelect;
export type CrisisLineRow = typeof crisisLines.$inferSelect;
export type SafetyAlertRow = typeof safetyAlerts.$inferSelect;
