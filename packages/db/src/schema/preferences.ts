import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/** What a person wants to be notified of, and how. No row means the defaults below. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  push: boolean('push').notNull().default(true),
  sms: boolean('sms').notNull().default(false),
  reminders: boolean('reminders').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  appointments: boolean('appointments').notNull().default(true),
  community: boolean('community').notNull().default(true),
  productUpdates: boolean('product_updates').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
