/*
 * Every counter of a patient's record, defined once (decision 0012). The API builds its SQL from these
 * definitions, the page labels them from the same keys, and the tests count the listed rows with the same
 * functions, so "Meditations played" on the page can never disagree with the plays the page lists.
 *
 * Practice counters count practice events (the `practice_events` table, written by discovery's progress
 * calls and by ratings and feedback, each in the same transaction as the action it records). Task counters
 * count the tasks staff gave the patient (single tasks and the child tasks of assignments).
 */

/** What a practice event records. One row per action, except listening and watching (one row per sitting). */
export const practiceEventKinds = [
  /** Joined a class. */
  'class_joined',
  /** Every content of a class completed (or the class marked complete). */
  'class_completed',
  /** Watched or listened in a lesson content: one sitting, its seconds growing while it goes on. */
  'content_watched',
  /** A lesson content completed (the first time). */
  'content_completed',
  /** Pressed play on a meditation; the seconds listened in that sitting are added to it. */
  'meditation_played',
  /** Listened to a meditation without a play counted in the same sitting (resumed much later). */
  'meditation_listened',
  /** Listened to a meditation to its end. */
  'meditation_completed',
  /** Rated or reviewed a class, lesson or meditation (one row per rating, moved to its latest change). */
  'rated',
  /** Gave a feedback value (how they felt) about a class, meditation or content. */
  'feedback',
] as const;
export type PracticeEventKind = (typeof practiceEventKinds)[number];

/**
 * A listening or watching sitting stays open this long after its last saved second: saves within it add
 * to the same event (the player saves every 15 seconds), a later one starts a new event.
 */
export const PRACTICE_SITTING_GAP_MINUTES = 30;

/** The periods a record is read for: the last 30 days (today included) or all time. */
export const practicePeriods = ['last30Days', 'allTime'] as const;
export type PracticePeriod = (typeof practicePeriods)[number];
export const PRACTICE_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Where a period starts: midnight UTC of the first of the last 30 days (today is the 30th), or null for all time. */
export function practicePeriodStart(period: PracticePeriod, now: Date = new Date()): Date | null {
  if (period === 'allTime') return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (PRACTICE_WINDOW_DAYS - 1) * DAY_MS);
}

/**
 * Minutes an event counts for: its seconds rounded to the nearest minute (half a minute counts up). The
 * counter adds each listed event's minutes, so the total equals the sum of the minutes the list shows.
 */
export function practiceMinutes(seconds: number): number {
  return Math.floor((seconds + 30) / 60);
}

/** How a counter counts its events: how many (each event's quantity) or how many minutes (each event's rounded minutes). */
export type CounterMeasure = 'events' | 'minutes';
export interface PracticeCounterDefinition {
  kinds: readonly PracticeEventKind[];
  measure: CounterMeasure;
}

/** The practice counters, in the order the page shows them. */
export const PRACTICE_COUNTERS = {
  /** Times a meditation was played (each press of play counted by discovery's count audio). */
  meditationsPlayed: { kinds: ['meditation_played'], measure: 'events' },
  /** Times a meditation was listened to its end. */
  meditationsCompleted: { kinds: ['meditation_completed'], measure: 'events' },
  /** Lesson contents completed. */
  contentsCompleted: { kinds: ['content_completed'], measure: 'events' },
  /** Minutes listened to meditations and watched or listened in lesson contents. */
  minutesPractised: { kinds: ['meditation_played', 'meditation_listened', 'content_watched'], measure: 'minutes' },
  classesJoined: { kinds: ['class_joined'], measure: 'events' },
  classesCompleted: { kinds: ['class_completed'], measure: 'events' },
  /** Classes, lessons and meditations rated or reviewed. */
  ratingsGiven: { kinds: ['rated'], measure: 'events' },
  /** Feedback values given. */
  feedbackGiven: { kinds: ['feedback'], measure: 'events' },
} as const satisfies Record<string, PracticeCounterDefinition>;
export type PracticeCounterKey = keyof typeof PRACTICE_COUNTERS;
export const practiceCounterKeys = Object.keys(PRACTICE_COUNTERS) as PracticeCounterKey[];
export type PracticeCounts = Record<PracticeCounterKey, number>;

/** What a counter needs of a listed event. */
export interface CountedPracticeEvent {
  kind: PracticeEventKind;
  /** 1 for every event recorded as it happened; more for a summary carried over from before events were kept. */
  quantity: number;
  seconds: number;
}

/** Counts listed events exactly as the counters define (the API's SQL is built from the same definitions). */
export function countPractice(events: readonly CountedPracticeEvent[]): PracticeCounts {
  const counts = Object.fromEntries(practiceCounterKeys.map((key) => [key, 0])) as PracticeCounts;
  for (const key of practiceCounterKeys) {
    const definition: PracticeCounterDefinition = PRACTICE_COUNTERS[key];
    for (const event of events) {
      if (!definition.kinds.includes(event.kind)) continue;
      counts[key] += definition.measure === 'minutes' ? practiceMinutes(event.seconds) : event.quantity;
    }
  }
  return counts;
}

/** What a task counter needs of a listed task. */
export interface CountedCareTask {
  status: 'pending' | 'completed';
}

/** The counters of the tasks staff gave a patient (single tasks and assignments' child tasks), all time. */
export const CARE_TASK_COUNTERS = {
  /** Tasks given (single ones and every child task of the assignments). */
  tasksGiven: (task: CountedCareTask) => Boolean(task),
  /** Of those, the ones the patient completed. */
  tasksDone: (task: CountedCareTask) => task.status === 'completed',
  /** Of those, the ones still open. */
  tasksOpen: (task: CountedCareTask) => task.status === 'pending',
} as const satisfies Record<string, (task: CountedCareTask) => boolean>;
export type CareTaskCounterKey = keyof typeof CARE_TASK_COUNTERS;
export type CareTaskCounts = Record<CareTaskCounterKey, number>;

/** Counts listed tasks as the task counters define. */
export function countCareTasks(tasks: readonly CountedCareTask[]): CareTaskCounts {
  return {
    tasksGiven: tasks.filter(CARE_TASK_COUNTERS.tasksGiven).length,
    tasksDone: tasks.filter(CARE_TASK_COUNTERS.tasksDone).length,
    tasksOpen: tasks.filter(CARE_TASK_COUNTERS.tasksOpen).length,
  };
}
