import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/*
 * Billing, first increment (decision 0038). Money is an integer amount of the currency's minor unit with
 * its ISO 4217 code. A package's features are the tab keys of the feature catalogue per dashboard (the
 * spec's user_tabs, patient_tabs, clinics_tabs). A subscription belongs to exactly one account: a front
 * user (personal or business) or a clinic; an account has at most one subscription that has not ended.
 */

export const billingAudiences = ['personal', 'business', 'clinic'] as const;
export const billingPeriods = ['monthly', 'yearly', 'one_off'] as const;
export const packageStatuses = ['active', 'archived'] as const;
export const subscriptionStatuses = ['trialing', 'active', 'cancelled_at_period_end', 'ended'] as const;

export interface PackageFeatureTabs {
  user_tabs: string[];
  patient_tabs: string[];
  clinics_tabs: string[];
}

export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    audience: text('audience', { enum: billingAudiences }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    billingPeriod: text('billing_period', { enum: billingPeriods }).notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    status: text('status', { enum: packageStatuses }).notNull().default('active'),
    features: jsonb('features').$type<PackageFeatureTabs>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_audience_idx').on(t.audience, t.status),
    check('packages_audience', sql`${t.audience} in ('personal', 'business', 'clinic')`),
    check('packages_period', sql`${t.billingPeriod} in ('monthly', 'yearly', 'one_off')`),
    check('packages_status', sql`${t.status} in ('active', 'archived')`),
    check('packages_price', sql`${t.priceMinor} >= 0`),
    check('packages_trial', sql`${t.trialDays} >= 0`),
    check('packages_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The subscribing account: a front user, or (clinic_id) a clinic; exactly one of the two. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** A package with subscriptions cannot be deleted (archive it). */
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    /** The price and currency the current period was charged at (minor units). */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** The payments adapter that runs it ('manual' in this increment). */
    provider: text('provider').notNull().default('manual'),
    /** The provider's id for it (null for the manual provider). */
    externalId: text('external_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** null: a one-off package (no renewal, no end). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_one_account', sql`(${t.userId} is null) <> (${t.clinicId} is null)`),
    check('subscriptions_status', sql`${t.status} in ('trialing', 'active', 'cancelled_at_period_end', 'ended')`),
    check('subscriptions_price', sql`${t.priceMinor} >= 0`),
    uniqueIndex('subscriptions_live_user_idx').on(t.userId).where(sql`${t.status} <> 'ended' and ${t.userId} is not null`),
    uniqueIndex('subscriptions_live_clinic_idx').on(t.clinicId).where(sql`${t.status} <> 'ended' and ${t.clinicId} is not null`),
    index('subscriptions_package_idx').on(t.packageId),
  ],
);
