import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** Per notification kind, the outside channels chosen where they differ from the kind's default. */
  kinds: jsonb('kinds').$type<Record<string, Partial<Record<'email' | 'sms' | 'push', boolean>>>>().notNull().default({}),
  /** Daily practice reminder time (HH:MM) in time_zone; null: no reminder. */
  reminderTime: text('reminder_time'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The person's local date of the last reminder sent (one a day at most). */
  lastRemindedOn: date('last_reminded_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
