import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { classes, contentFeedback, contents, lessons, meditations, practiceEvents, ratings, type Db } from '@stillpoint/db';
import {
  PRACTICE_COUNTERS,
  practiceCounterKeys,
  type PracticeCounterDefinition,
  type PracticeCounts,
} from '@stillpoint/contracts';

/**
 * SQL of one counter, built from its definition in patient-record.counters.ts: the sum of the events'
 * quantities, or of their minutes (`(seconds + 30) / 60` in integers is practiceMinutes), over its kinds.
 */
function counterSql(definition: PracticeCounterDefinition): SQL<number> {
  const kinds = sql.join(
    definition.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const amount =
    definition.measure === 'minutes' ? sql`((${practiceEvents.seconds} + 30) / 60)` : sql`${practiceEvents.quantity}`;
  return sql<number>`coalesce(sum(${amount}) filter (where ${practiceEvents.kind} in (${kinds})), 0)::int`;
}

const counterColumns = Object.fromEntries(practiceCounterKeys.map((key) => [key, counterSql(PRACTICE_COUNTERS[key])])) as Record<
  keyof PracticeCounts,
  SQL<number>
>;

const inPeriod = (userId: number, since: Date | null) =>
  and(eq(practiceEvents.userId, userId), since ? gte(practiceEvents.occurredAt, since) : undefined)!;

const numbers = (row: Record<string, unknown> | undefined): PracticeCounts =>
  Object.fromEntries(practiceCounterKeys.map((key) => [key, Number(row?.[key] ?? 0)])) as PracticeCounts;

/** Reads of a person's practice history: counters, counters per day, and the history itself. */
export function createPracticeRepository(db: Db) {
  return {
    /** Every counter over the events since `since` (null: all time). */
    async counts(userId: number, since: Date | null): Promise<PracticeCounts> {
      const [row] = await db.select(counterColumns).from(practiceEvents).where(inPeriod(userId, since));
      return numbers(row);
    },

    /** Every counter per UTC day of the events since `since`. */
    async countsPerDay(userId: number, since: Date): Promise<Array<{ date: string; counts: PracticeCounts }>> {
      const day = sql<string>`to_char(${practiceEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ date: day, ...counterColumns })
        .from(practiceEvents)
        .where(inPeriod(userId, since))
        .groupBy(day);
      return rows.map((row) => ({ date: row.date, counts: numbers(row) }));
    },

    /** The events since `since`, newest first, a page of them, with their items' titles and ratings or feedback. */
    async history(userId: number, since: Date | null, page: { limit: number; offset: number }) {
      const where = inPeriod(userId, since);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            event: practiceEvents,
            classTitle: classes.title,
            lessonTitle: lessons.title,
            contentTitle: contents.title,
            meditationTitle: meditations.title,
            rating: ratings.rating,
            review: ratings.review,
            feedbackValue: contentFeedback.value,
            feedbackComment: contentFeedback.comment,
          })
          .from(practiceEvents)
          .leftJoin(classes, eq(classes.id, practiceEvents.classId))
          .leftJoin(lessons, eq(lessons.id, practiceEvents.lessonId))
          .leftJoin(contents, eq(contents.id, practiceEvents.contentId))
          .leftJoin(meditations, eq(meditations.id, practiceEvents.meditationId))
          .leftJoin(ratings, eq(ratings.id, practiceEvents.ratingId))
          .leftJoin(contentFeedback, eq(contentFeedback.id, practiceEvents.feedbackId))
          .where(where)
          .orderBy(desc(practiceEvents.occurredAt), desc(practiceEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(practiceEvents).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
export type PracticeHistoryRow = Awaited<ReturnType<PracticeRepository['history']>>['rows'][number];
