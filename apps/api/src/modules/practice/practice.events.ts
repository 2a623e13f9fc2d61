import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { practiceEvents } from '@stillpoint/db';
import { PRACTICE_SITTING_GAP_MINUTES, type PracticeEventKind } from '@stillpoint/contracts';
import type { Tx } from '../../lib/ordering.js';

/**
 * Writing the practice history (decision 0012). Every function takes the transaction of the action it
 * records (discovery's progress calls, ratings, feedback), so an action and its event commit together or
 * not at all.
 */

/** The library item of an event: a meditation, a class, or a lesson or content with its class. */
export interface PracticeItem {
  classId?: number | null;
  lessonId?: number | null;
  contentId?: number | null;
  meditationId?: number | null;
}

/** Records one action (a play, a completion, a join). */
export async function recordPractice(
  tx: Tx,
  userId: number,
  kind: Exclude<PracticeEventKind, 'rated' | 'content_watched' | 'meditation_listened'>,
  item: PracticeItem,
  extra: { feedbackId?: number } = {},
): Promise<void> {
  await tx.insert(practiceEvents).values({ userId, kind, ...item, ...extra });
}

/** A rating is one event, moved to its latest change (a changed rating or review is not a new one). */
export async function recordRating(tx: Tx, userId: number, ratingId: number, item: PracticeItem): Promise<void> {
  await tx
    .insert(practiceEvents)
    .values({ userId, kind: 'rated', ratingId, ...item })
    .onConflictDoUpdate({ target: practiceEvents.ratingId, set: { occurredAt: sql`now()`, lastAt: sql`now()` } });
}

/**
 * Adds seconds listened or watched to the person's open sitting with the item (its last save less than
 * PRACTICE_SITTING_GAP_MINUTES ago), or starts one. A meditation's sitting is the play that started it
 * (count audio); listening resumed long after without a new play is a sitting of its own.
 */
export async function addPracticeSeconds(
  tx: Tx,
  userId: number,
  item: { meditationId: number } | { contentId: number; classId: number },
  seconds: number,
): Promise<void> {
  if (seconds <= 0) return;
  const isMeditation = 'meditationId' in item;
  const kinds: PracticeEventKind[] = isMeditation ? ['meditation_played', 'meditation_listened'] : ['content_watched'];
  const [open] = await tx
    .select({ id: practiceEvents.id })
    .from(practiceEvents)
    .where(
      and(
        eq(practiceEvents.userId, userId),
        isMeditation ? eq(practiceEvents.meditationId, item.meditationId) : eq(practiceEvents.contentId, item.contentId),
        inArray(practiceEvents.kind, kinds),
        gte(practiceEvents.lastAt, sql`now() - make_interval(mins => ${PRACTICE_SITTING_GAP_MINUTES})`),
      ),
    )
    .orderBy(desc(practiceEvents.lastAt), desc(practiceEvents.id))
    .limit(1)
    .for('update');
  if (open) {
    await tx
      .update(practiceEvents)
      .set({ seconds: sql`${practiceEvents.seconds} + ${seconds}`, lastAt: sql`now()` })
      .where(eq(practiceEvents.id, open.id));
    return;
  }
  await tx.insert(practiceEvents).values({
    userId,
    kind: isMeditation ? 'meditation_listened' : 'content_watched',
    ...item,
    seconds,
    // The sitting began when its first saved seconds began.
    occurredAt: sql`now() - make_interval(secs => ${seconds})`,
  });
}
