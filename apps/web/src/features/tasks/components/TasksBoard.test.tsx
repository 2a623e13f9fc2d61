import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type Task, type TaskStateGraph } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { TasksBoard } from './TasksBoard';
import { toTaskInput } from './TaskFormModal';

afterEach(() => vi.unstubAllGlobals());

const task = (id: number, title: string, order: number): Task => ({
  id,
  data_id: 7,
  title,
  description: null,
  cat_id: 3,
  categoryTitle: 'Sleep',
  color: id === 1 ? 'mint' : 'sky',
  status: 'pending',
  task_order: order,
  ask_final_feelings: true,
  final_feeling: null,
  assignment_id: null,
  assignedBy: null,
  fromCare: false,
  sourceTaskId: null,
  completedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

const graph: TaskStateGraph = {
  total: 2,
  pending: 2,
  completed: 0,
  completedByDay: [{ date: '2026-11-20', completed: 0 }],
  feelings: {
    Better_individual_task: 0,
    Same_individual_task: 0,
    Worse_individual_task: 0,
    Better_after_completion: 0,
    Same_after_completion: 0,
    Worse_after_completion: 0,
  },
};

const ok = (data: unknown, message = 'Success', totalPages?: number) =>
  jsonResponse(200, { status: true, message, data, ...(totalPages === undefined ? {} : { total_pages: totalPages }) });

describe('TasksBoard', () => {
  it('sends the whole shown order after a keyboard move, and asks how the person feels after completing', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    let tasks = [task(1, 'Stretch', 1), task(2, 'Tea', 2)];
    const sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
        if (url.startsWith(tasksEndpoints.tasksAll.url)) return ok(tasks, 'Success', 1);
        if (url.startsWith(tasksEndpoints.tasksCategories.url)) return ok([]);
        if (url.startsWith(tasksEndpoints.tasksStateGraph.url)) return ok(graph);
        if (url === tasksEndpoints.tasksUpdateOrder.url) {
          sent.order = body;
          tasks = [task(2, 'Tea', 1), task(1, 'Stretch', 2)];
          return ok(tasks, 'Reorder Successfully');
        }
        if (url === tasksEndpoints.tasksSingleComplete.url) {
          sent.complete = body;
          return ok({ id: 1, status: 'completed', ask_final_feelings: true }, 'Task Completed Successfully!');
        }
        if (url === tasksEndpoints.tasksUpdateFinalFeelings.url) {
          sent.feelings = body;
          return ok(
            { ...task(1, 'Stretch', 2), status: 'completed', final_feeling: 'better' },
            'Thank you for sharing how you feel',
          );
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
    renderWithProviders(<TasksBoard />, { path: '/frontuser/tasks' });

    const handle = await screen.findByRole('button', { name: 'Reorder Tea: drag, or press the up and down arrow keys' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() =>
      expect(sent.order).toEqual({
        tasks: [
          { id: 2, task_order: 1 },
          { id: 1, task_order: 2 },
        ],
      }),
    );
    const shownTitles = () =>
      within(screen.getByRole('list', { name: 'Your tasks' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await waitFor(() => expect(shownTitles()).toEqual(['Tea', 'Stretch']));

    fireEvent.click(screen.getByRole('button', { name: 'Complete “Stretch”' }));
    const feelings = await screen.findByRole('dialog', { name: 'How do you feel now?' });
    expect(sent.complete).toEqual({ id: 1 });
    // Worse is offered beside Better and Same, so a person can answer honestly.
    expect(within(feelings).getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Better', 'Same', 'Worse']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Better' }));
    await waitFor(() => expect(sent.feelings).toEqual({ id: 1, final_feeling: 'better' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How do you feel now?' })).toBeNull());
  });

  it('sends the category id as an integer (spec section 5) and leaves it out when none is chosen', () => {
    const values = { title: ' Walk ', description: '', cat_id: '3', color: 'peach' as const, ask_final_feelings: false };
    expect(toTaskInput(values)).toEqual({ title: 'Walk', description: '', cat_id: 3, color: 'peach', ask_final_feelings: false });
    // A cleared select sends null: an update takes the task out of its category (left out would keep it).
    expect(toTaskInput({ ...values, cat_id: null })).toMatchObject({ cat_id: null });
  });
});
