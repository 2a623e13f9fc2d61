import type { TaskFeelingStats } from '@stillpoint/contracts';

/**
 * The task stats (the spec's Better and Same, names verbatim, and the Worse ones beside them), in the order
 * they are shown (while doing a task, then after completing it), with their readable labels' keys.
 */
export const FEELING_STATS = [
  ['Better_individual_task', 'tasks.feelingStats.betterWhileDoing'],
  ['Same_individual_task', 'tasks.feelingStats.sameWhileDoing'],
  ['Worse_individual_task', 'tasks.feelingStats.worseWhileDoing'],
  ['Better_after_completion', 'tasks.feelingStats.betterAfter'],
  ['Same_after_completion', 'tasks.feelingStats.sameAfter'],
  ['Worse_after_completion', 'tasks.feelingStats.worseAfter'],
] as const satisfies ReadonlyArray<readonly [keyof TaskFeelingStats, string]>;
