import type { classMembers, contentProgress, meditationProgress, practiceEvents } from '@stillpoint/db';

/**
 * The demo's listening and class history as it would have happened (decision 0012): each play, sitting and
 * completion at its own time over the last weeks, and the aggregates (progress rows, play and completion
 * counts) made from the same plan, so a patient's page lists exactly what its counters count.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A day `days` ago at a time of day (UTC); never today, so nothing lies in the future. */
function at(now: Date, days: number, hour: number, minute = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - Math.max(1, days) * DAY_MS + hour * 3_600_000 + minute * MINUTE_MS);
}

export interface DemoMembershipPlan {
  userId: number;
  classId: number;
  contents: ReadonlyArray<{ id: number; durationSeconds: number | undefined }>;
  completed: number | 'all';
  /** How many days ago the person joined. */
  joinedDaysAgo: number;
  notify: boolean;
}

export interface DemoListenPlan {
  userId: number;
  meditationId: number;
  durationSeconds: number;
  /** Where the last, unfinished play stopped. */
  position: number;
  plays: number;
  completions: number;
  /** Spreads each person's plays over different days. */
  seed: number;
}

type EventRow = typeof practiceEvents.$inferInsert;

/** Memberships: joined, then contents completed three a sitting, day after day; a class done with its last content. */
export function planMemberships(plans: readonly DemoMembershipPlan[], now: Date) {
  const members: Array<typeof classMembers.$inferInsert> = [];
  const progress: Array<typeof contentProgress.$inferInsert> = [];
  const events: EventRow[] = [];
  for (const plan of plans) {
    const joinedAt = at(now, plan.joinedDaysAgo, 18);
    events.push({ userId: plan.userId, kind: 'class_joined', classId: plan.classId, occurredAt: joinedAt, lastAt: joinedAt });
    const done = plan.completed === 'all' ? plan.contents.length : Math.min(plan.completed, plan.contents.length);
    let last = joinedAt;
    plan.contents.slice(0, done).forEach((content, k) => {
      const completedAt = at(now, plan.joinedDaysAgo - Math.floor(k / 3), 19, 5 + (k % 3) * 12);
      const seconds = content.durationSeconds ?? 0;
      const item = { classId: plan.classId, contentId: content.id };
      if (seconds > 0) {
        const started = new Date(completedAt.getTime() - seconds * 1000);
        events.push({ userId: plan.userId, kind: 'content_watched', ...item, seconds, occurredAt: started, lastAt: completedAt });
      }
      events.push({ userId: plan.userId, kind: 'content_completed', ...item, occurredAt: completedAt, lastAt: completedAt });
      progress.push({
        ...item,
        userId: plan.userId,
        positionSeconds: seconds,
        watchedSeconds: seconds,
        completedAt,
        updatedAt: completedAt,
      });
      last = completedAt;
    });
    const classDone = plan.completed === 'all' && done > 0;
    if (classDone)
      events.push({ userId: plan.userId, kind: 'class_completed', classId: plan.classId, occurredAt: last, lastAt: last });
    members.push({
      classId: plan.classId,
      userId: plan.userId,
      joinedAt,
      completedAt: classDone ? last : null,
      notify: plan.notify,
    });
  }
  return { members, progress, events };
}

/**
 * Listening: each play on a day of its own; the first `completions` plays listened to the end, the last
 * one stopped at `position`, any other stopped at once. The progress row sums them as discovery would.
 */
export function planListens(plans: readonly DemoListenPlan[], now: Date) {
  const progress: Array<typeof meditationProgress.$inferInsert> = [];
  const events: EventRow[] = [];
  for (const plan of plans) {
    const starts = Array.from({ length: plan.plays }, (_, j) =>
      at(now, 1 + ((plan.seed * 5 + j * 3) % 19), 7 + (j % 3) * 6, (plan.seed * 7) % 50),
    ).sort((a, b) => a.getTime() - b.getTime());
    let lastCompletedAt: Date | null = null;
    let updatedAt = starts[0] ?? now;
    starts.forEach((start, j) => {
      const completes = j < plan.completions;
      const seconds = completes ? plan.durationSeconds : j === starts.length - 1 ? plan.position : 0;
      const end = new Date(start.getTime() + seconds * 1000);
      const item = { meditationId: plan.meditationId };
      events.push({ userId: plan.userId, kind: 'meditation_played', ...item, seconds, occurredAt: start, lastAt: end });
      if (completes) {
        events.push({ userId: plan.userId, kind: 'meditation_completed', ...item, occurredAt: end, lastAt: end });
        lastCompletedAt = end;
      }
      if (end > updatedAt) updatedAt = end;
    });
    progress.push({
      meditationId: plan.meditationId,
      userId: plan.userId,
      positionSeconds: plan.position,
      listenedSeconds: plan.completions * plan.durationSeconds + (plan.plays > plan.completions ? plan.position : 0),
      playCount: plan.plays,
      completedCount: plan.completions,
      lastCompletedAt,
      updatedAt,
    });
  }
  return { progress, events };
}
