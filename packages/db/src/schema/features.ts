import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/**
 * Feature switches per user kind (user, patient, clinic), set by administrators. A feature with no row
 * is on. The keys are those of the feature catalogue in @stillpoint/contracts.
 */
export const featureDefaults = pgTable(
  'feature_defaults',
  {
    kind: text('kind').notNull(),
    featureKey: text('feature_key').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.featureKey] })],
);

/**
 * Individual feature switches, in two layers: `admin` (an administrator's, overrides the kind default)
 * and `clinic` (the clinic's, for its own patients and employees; it can only narrow). The clinic layer
 * carries the clinic's id and goes when the person leaves the clinic.
 */
export const userFeatures = pgTable(
  'user_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** admin or clinic. */
    layer: text('layer').notNull(),
    /** The clinic that set a clinic-layer switch; null on the admin layer. */
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_features_user_layer_key').on(t.userId, t.layer, t.featureKey),
    index('user_features_clinic_idx').on(t.clinicId),
    check('user_features_layer', sql`${t.layer} in ('admin', 'clinic')`),
  ],
);
