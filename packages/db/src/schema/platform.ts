import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/** Who did what to whom, when: reads of health data and every security-relevant change. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    ip: text('ip'),
    requestId: text('request_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_target_idx').on(t.targetType, t.targetId), index('audit_events_actor_idx').on(t.actorUserId),
    index('audit_events_clinic_idx').on(t.clinicId, t.createdAt),
  ],
);

/** One row (id 1): site-wide settings. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceMessage: text('maintenance_message'),
    terms: text('terms').notNull().default(''),
    privacyPolicy: text('privacy_policy').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export const urgentAlerts = pgTable('urgent_alerts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  /** info, warning or critical. */
  level: text('level').notNull().default('info'),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail and SMS: kept here in embedded mode, and recorded here when handed to SMTP or the SMS API. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** email or sms. */
    channel: text('channel').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files the message carried (an appointment's .ics): their names and types, not their content. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string }[]>(),
    /** stored, sent or failed. */
    state: text('state').notNull().default('stored'),
    error: text('error'),
    /** The notification delivery this message is (stored and sent ones only): one message per delivery, however often its job runs. */
    deliveryKey: text('delivery_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.toAddress, t.id), uniqueIndex('outbox_delivery_key_idx').on(t.deliveryKey)],
);
