import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * What administrators write once and send many times (spec section 7, "Admin notifications"): e-mail and SMS
 * templates, and push notifications (a push template: title, text and the page it opens). `{{fullName}}`,
 * `{{clinicName}}`... are filled in per recipient when sent (decision 0023).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** email, sms or push. */
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** The e-mail's subject, the push's title; null for SMS. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** Push: the page of the app it opens. */
    link: text('link'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_channel_idx').on(t.channel, t.id)],
);

export type Audience =
  | { type: 'users'; userIds: number[] }
  | { type: 'role'; role: string }
  | { type: 'clinic'; clinicId: number }
  | { type: 'all' };

/**
 * One send of an administrator (single, bulk, scheduled or a custom push): its words (template source), to
 * whom, when, and how far its fan-out got. Every recipient's notification and deliveries carry its key
 * (`comm:<id>`), so a fan-out run again after a crash sends no one the message twice.
 */
export const communications = pgTable(
  'communications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** email, sms or push. */
    channel: text('channel').notNull(),
    templateId: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    audience: jsonb('audience').$type<Audience>().notNull(),
    /** A scheduled send: when it goes (null: at once). */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** scheduled, queued, sending, sent or cancelled. */
    state: text('state').notNull().default('queued'),
    /** Recipients notified so far (the fan-out's progress). */
    recipients: integer('recipients').notNull().default(0),
    /** The last recipient id the fan-out finished (it resumes after it). */
    cursor: integer('cursor').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('communications_channel_idx').on(t.channel, t.id), index('communications_state_idx').on(t.state, t.sendAt)],
);

/**
 * Update hooks: per event kind of the platform (contracts notifications.kinds), whether it may go out on
 * each outside channel at all. A person's own choices apply beneath; no row means every channel is allowed.
 */
export const notificationHooks = pgTable('notification_hooks', {
  kind: text('kind').primaryKey(),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  push: boolean('push').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Channel settings kept on the server (SMS provider): the secret is stored, never returned in full. */
export const channelSettings = pgTable('channel_settings', {
  channel: text('channel').primaryKey(),
  settings: jsonb('settings').$type<Record<string, string | null>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
