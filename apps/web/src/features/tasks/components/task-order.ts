import type { Task } from '@stillpoint/contracts';

type Placed = Pick<Task, 'id' | 'task_order'>;

/**
 * update order's payload after a move in a list shown in task order. The shown tasks keep the positions
 * they hold between them (1..20 on the first page of all tasks, 21..40 on the second, or one category's
 * tasks spread through the whole order) and take them in their new sequence; the server places each at
 * its task_order and the tasks not shown keep their order around them.
 */
export function orderPayload(shown: readonly Placed[], orderedIds: readonly number[]): Array<{ id: number; task_order: number }> {
  const positions = shown.map((task) => task.task_order).sort((a, b) => a - b);
  return orderedIds.map((id, index) => ({ id, task_order: positions[index]! }));
}

/** The tasks in the order of `orderedIds` (the order shown while the new one is saved); unknown ids are skipped. */
export function inOrder<T extends { id: number }>(tasks: readonly T[], orderedIds: readonly number[]): T[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return orderedIds.flatMap((id) => {
    const task = byId.get(id);
    return task ? [task] : [];
  });
}
