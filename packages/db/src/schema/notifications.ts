import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/** In-app notifications: every notify() stores one per person; the bell and the notifications page read them. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    urgent: boolean('urgent').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Idempotency key of the notify() that made it: a second notify with it (a retried bulk job) adds nothing. */
    key: text('key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // NULL keys never conflict (PostgreSQL unique indexes treat NULLs as distinct).
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
  ],
);

/**
 * One outside delivery (e-mail, SMS, push) of a notification: queued when notify() enqueues its job, then
 * sent or failed with the attempts made. Its key makes a retried job send once. It records no message body.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The administrator's send (communications) this delivery belongs to, for its logs. */
    communicationId: integer('communication_id'),
    /** email, sms or push. */
    channel: text('channel').notNull(),
    /** queued, sent or failed. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_deliveries_key_idx').on(t.key), index('notification_deliveries_channel_idx').on(t.channel, t.id), index('notification_deliveries_communication_idx').on(t.communicationId, t.id)],
);

/** Web Push subscriptions, one per browser a person allowed pushes in. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
