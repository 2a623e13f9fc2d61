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
    /** The creation time of the provider event last applied: an older event (out of order) is not applied. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
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

/*
 * Billing, second increment (decision 0039): invoices numbered without gaps per issuer, the clinics'
 * service packages for their patients, and what the payments provider told us (webhook events once each,
 * the provider's customer per account).
 */

export const invoiceStatuses = ['open', 'paid', 'void', 'refunded'] as const;
export const invoiceKinds = ['subscription', 'service', 'custom'] as const;
export const paymentMethods = ['bank_transfer', 'cash', 'card'] as const;
export const patientPackageStatuses = ['active', 'completed', 'cancelled'] as const;

export interface InvoiceLineRecord {
  description: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
}

/**
 * The last number each issuer gave ('platform' or 'clinic:<id>'). An invoice takes its number by raising this
 * row in the transaction that inserts it: the row lock orders concurrent issuers, and a rollback gives the
 * number back, so the sequence has no gaps.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  issuerKey: text('issuer_key').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'platform' or 'clinic:<id>': whose sequence the number is in. */
    issuerKey: text('issuer_key').notNull(),
    /** The issuing clinic; null: the platform. */
    issuerClinicId: integer('issuer_clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    /** The number as printed: the issuer's prefix and the sequence (SP-000042). */
    number: text('number').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('open'),
    /** The billed account: a user (front user or patient) or a clinic account; exactly one. */
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientClinicId: integer('recipient_clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    /** Names as they were when issued: an invoice does not change when a profile does. */
    issuerName: text('issuer_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<InvoiceLineRecord[]>().notNull(),
    /** Basis points (1950 = 19.5%); prices are gross, the tax is the part of the total the rate makes up. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    provider: text('provider').notNull().default('manual'),
    /** The provider's id for it (a Stripe Checkout session or invoice); null for the manual provider. */
    externalId: text('external_id'),
    /** The creation time of the provider event last applied (out-of-order events are not applied). */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_issuer_sequence_idx').on(t.issuerKey, t.sequence),
    index('invoices_issuer_clinic_idx').on(t.issuerClinicId, t.issuedAt),
    index('invoices_recipient_user_idx').on(t.recipientUserId, t.issuedAt),
    index('invoices_recipient_clinic_idx').on(t.recipientClinicId, t.issuedAt),
    index('invoices_subscription_idx').on(t.subscriptionId),
    uniqueIndex('invoices_external_idx').on(t.provider, t.externalId).where(sql`${t.externalId} is not null`),
    check('invoices_status', sql`${t.status} in ('open', 'paid', 'void', 'refunded')`),
    check('invoices_kind', sql`${t.kind} in ('subscription', 'service', 'custom')`),
    check('invoices_total', sql`${t.totalMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.taxMinor} <= ${t.totalMinor}`),
    check('invoices_refunded', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor}`),
    check('invoices_sequence', sql`${t.sequence} > 0`),
  ],
);

/** A clinic's own service packages for its patients ("8 sessions"). */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sessions: integer('sessions').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: packageStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_packages_clinic_idx').on(t.clinicId, t.status),
    check('service_packages_sessions', sql`${t.sessions} > 0`),
    check('service_packages_price', sql`${t.priceMinor} >= 0`),
  ],
);

/** A service package a patient holds, with the sessions used, and the invoice it was sold with. */
export const patientPackages = pgTable(
  'patient_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientUserId: integer('patient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    servicePackageId: integer('service_package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    sessionsTotal: integer('sessions_total').notNull(),
    sessionsUsed: integer('sessions_used').notNull().default(0),
    status: text('status', { enum: patientPackageStatuses }).notNull().default('active'),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patient_packages_patient_idx').on(t.clinicId, t.patientUserId),
    index('patient_packages_package_idx').on(t.servicePackageId),
    check('patient_packages_sessions', sql`${t.sessionsUsed} >= 0 and ${t.sessionsUsed} <= ${t.sessionsTotal}`),
    check('patient_packages_status', sql`${t.status} in ('active', 'completed', 'cancelled')`),
  ],
);

/** Every provider event handled, once: a replayed or duplicated webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  /** When the provider created the event: an older event than what a row already reflects is not applied. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)]);

/** The provider's customer for an account (a Stripe customer id per front user or clinic). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_customers_one_account', sql`(${t.userId} is null) <> (${t.clinicId} is null)`),
    uniqueIndex('payment_customers_user_idx').on(t.provider, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('payment_customers_clinic_idx').on(t.provider, t.clinicId).where(sql`${t.clinicId} is not null`),
    uniqueIndex('payment_customers_external_idx').on(t.provider, t.externalId),
  ],
);
