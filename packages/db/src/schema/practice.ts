import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { practiceEventKinds } from '@stillpoint/contracts';
import { classes, contentFeedback, contents, lessons, meditations, ratings } from './content.js';
import { users } from './people.js';

/**
 * What a person did with the library, one row per action (decision 0012): the practice history a patient's
 * care team reads, and the one source of every practice counter. Written by discovery's progress calls and
 * by ratings and feedback, each in the same transaction as the action; the aggregates on content_progress
 * and meditation_progress stay as they are (resume positions, popular lists).
 *
 * A listening or watching sitting is one row whose `seconds` grow while it goes on (`last_at` is its last
 * save). A rating is one row, moved to its latest change. Rows carried over from before events were kept
 * summarise an aggregate: `quantity` > 1 and `approximate` (the time is the aggregate's last change).
 */
export const practiceEvents = pgTable(
  'practice_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // The item: a meditation, a class, or a lesson or content with its class.
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    /** The rating a `rated` event shows (its value and review are read from it). */
    ratingId: integer('rating_id').references(() => ratings.id, { onDelete: 'cascade' }),
    /** The feedback a `feedback` event shows. */
    feedbackId: integer('feedback_id').references(() => contentFeedback.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    approximate: boolean('approximate').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_events_user_time_idx').on(t.userId, t.occurredAt, t.id),
    uniqueIndex('practice_events_rating_key').on(t.ratingId),
    index('practice_events_feedback_idx').on(t.feedbackId),
    // A deleted class, content or meditation takes its events with it (cascades read these).
    index('practice_events_class_idx').on(t.classId),
    index('practice_events_content_idx').on(t.contentId),
    index('practice_events_meditation_idx').on(t.meditationId),
    check('practice_events_kind', sql.raw(`kind in (${practiceEventKinds.map((kind) => `'${kind}'`).join(', ')})`)),
    check('practice_events_one_item', sql`num_nonnulls(${t.classId}, ${t.lessonId}, ${t.contentId}, ${t.meditationId}) >= 1`),
    check('practice_events_amounts', sql`${t.seconds} >= 0 and ${t.quantity} >= 1`),
  ],
);
