import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mediaFiles } from './content.js';
import { users } from './people.js';

/**
 * Messages between two people (the chat policy decides who may write to whom). Health data: the text is
 * never logged, never put in job data or notifications. A message goes with either person's account.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text; '' when only a file was sent. */
    body: text('body').notNull().default(''),
    /** An image or file sent through the upload path. */
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A conversation is read both ways: (a -> b) and (b -> a), newest first.
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.id),
    index('chat_messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    index('chat_messages_media_idx')
      .on(t.mediaId)
      .where(sql`${t.mediaId} is not null`),
    check('chat_messages_not_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/**
 * Connection requests between personal users: pending until the addressee accepts; accepted ones let the
 * two chat. One row per pair, whoever asked.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending or accepted. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connection_requests_pair_key').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('connection_requests_addressee_idx').on(t.addresseeId),
    index('connection_requests_requester_idx').on(t.requesterId),
    check('connection_requests_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
    check('connection_requests_status', sql`${t.status} in ('pending', 'accepted')`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ConnectionRequestRow = typeof connectionRequests.$inferSelect;
