/**
 * Query keys of the tasks feature. A change to the person's own tasks reads every key under `tasks` again
 * (lists, counts per category, the state graph); the patient's assignments, the care side's assignments,
 * the category libraries and the administration's list each keep their own root.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (source: object, page: number) => ['tasks', 'list', source, page] as const,
  categories: ['tasks', 'categories'] as const,
  stateGraph: ['tasks', 'state-graph'] as const,
  logs: (taskId: number) => ['tasks', 'logs', taskId] as const,
};

export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (page: number) => ['assignments', 'list', page] as const,
  stats: ['assignments', 'stats'] as const,
  detail: (assignmentId: number) => ['assignments', 'detail', assignmentId] as const,
};
