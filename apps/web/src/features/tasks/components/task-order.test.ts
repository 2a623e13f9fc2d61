import { describe, expect, it } from 'vitest';
import { moveItem } from '../../../lib/ui/SortableList';
import { inOrder, orderPayload } from './task-order';

describe('the order sent after a move', () => {
  it('on the first page of all tasks: positions 1..n in the new sequence', () => {
    const shown = [
      { id: 10, task_order: 1 },
      { id: 11, task_order: 2 },
      { id: 12, task_order: 3 },
    ];
    const ids = moveItem(shown, 0, 1).map((task) => task.id);
    expect(orderPayload(shown, ids)).toEqual([
      { id: 11, task_order: 1 },
      { id: 10, task_order: 2 },
      { id: 12, task_order: 3 },
    ]);
  });

  it('on a later page: the page keeps its own positions', () => {
    const shown = [
      { id: 30, task_order: 21 },
      { id: 31, task_order: 22 },
    ];
    expect(orderPayload(shown, [31, 30])).toEqual([
      { id: 31, task_order: 21 },
      { id: 30, task_order: 22 },
    ]);
  });

  it("one category's tasks swap the places they hold in the whole order", () => {
    const shown = [
      { id: 5, task_order: 2 },
      { id: 8, task_order: 5 },
      { id: 9, task_order: 7 },
    ];
    expect(orderPayload(shown, [9, 5, 8])).toEqual([
      { id: 9, task_order: 2 },
      { id: 5, task_order: 5 },
      { id: 8, task_order: 7 },
    ]);
  });

  it('shows the tasks in the order being saved', () => {
    const tasks = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(inOrder(tasks, [3, 1, 2]).map((task) => task.id)).toEqual([3, 1, 2]);
    expect(inOrder(tasks, [2, 99]).map((task) => task.id)).toEqual([2]);
  });
});
