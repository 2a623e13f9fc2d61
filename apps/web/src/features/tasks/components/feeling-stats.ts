import type { TaskFeelingStats } from '@stillpoint/contracts';

/** The spec's four task stats (names verbatim), in the order they are shown, with their readable labels' keys. */
export const FEELING_STATS = [
  ['Better_individual_task', 'tasks.feelingStats.betterWhileDoing'],
  ['Same_individual_task', 'tasks.feelingStats.sameWhileDoing'],
  ['Better_after_completion', 'tasks.feelingStats.betterAfter'],
  ['Same_after_completion', 'tasks.feelingStats.sameAfter'],
] as const satisfies ReadonlyArray<readonly [keyof TaskFeelingStats, string]>;
