import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaFiles, meditations } from './content.js';
import { clinics, users } from './people.js';

/*
 * The AI meditation assistant. Conversations belong to one person and are health data: only their owner
 * reads them (no clinic, no administrator screen), and deleting the person deletes them. Composed
 * meditations belong to a library like meditations do: `clinic_id` null is the platform's (admins).
 */

/** A person's conversation with the assistant. */
export const assistantChats = pgTable(
  'assistant_chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_chats_user_idx').on(t.userId, t.updatedAt, t.id)],
);

/** One message of a conversation: the person's question or the assistant's answer (with its speech). */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => assistantChats.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    text: text('text').notNull(),
    audioMediaId: integer('audio_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** Library meditation ids the answer points to, in order. */
    suggestions: jsonb('suggestions').$type<number[]>().notNull().default([]),
    /** An answer to words of risk (safety's detector): crisis resources, never a practice. */
    crisis: boolean('crisis').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_chat_idx').on(t.chatId, t.id),
    index('assistant_messages_audio_media_idx').on(t.audioMediaId).where(sql`${t.audioMediaId} is not null`),
    check('assistant_messages_role', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/** A meditation composed from a prompt (promptToText), voiced (textToVoice), and maybe published. */
export const aiMeditations = pgTable(
  'ai_meditations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    script: text('script').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    voice: text('voice').notNull().default('calm'),
    status: text('status').notNull().default('draft'),
    audioMediaId: integer('audio_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_meditations_owner_idx').on(t.clinicId, t.createdAt, t.id),
    index('ai_meditations_audio_media_idx').on(t.audioMediaId).where(sql`${t.audioMediaId} is not null`),
    check('ai_meditations_status', sql`${t.status} in ('draft', 'voiced', 'published')`),
  ],
);
