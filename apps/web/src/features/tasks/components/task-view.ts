import type { TaskSource } from '../api/get-tasks';

/** The Tasks page's tabs: the spec's filters (default all, recent, completed) and by category. */
export const TASK_FILTERS = ['all', 'recent', 'completed', 'category'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** What the Tasks page shows; it lives in the address (?filter=&category=&page=) so reload and back keep it. */
export interface TaskView {
  filter: TaskFilter;
  /** The category of the "by category" tab; null until one is chosen. */
  catId: number | null;
  page: number;
}

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** Reads the view from the address; anything unknown falls back to all tasks, page 1. */
export function viewFromParams(params: URLSearchParams): TaskView {
  const named = params.get('filter');
  const filter: TaskFilter = TASK_FILTERS.find((known) => known === named) ?? 'all';
  return {
    filter,
    catId: filter === 'category' ? positive(params.get('category')) : null,
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address of a view: the defaults (all, page 1) are left out, so the plain page is /tasks. */
export function paramsFromView(view: TaskView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.filter !== 'all') params.set('filter', view.filter);
  if (view.filter === 'category' && view.catId !== null) params.set('category', String(view.catId));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The list call a view reads; null while the "by category" tab has no category. */
export function sourceOfView(view: TaskView): TaskSource | null {
  if (view.filter === 'category') return view.catId === null ? null : { list: 'category', catId: view.catId };
  return { list: view.filter };
}

/**
 * Whether a view lists tasks in the person's own order (task_order), so they may reorder it: all tasks and
 * one category's. Recent (newest first) and completed (latest completion first) follow dates.
 */
export function viewIsOrdered(view: TaskView): boolean {
  return view.filter === 'all' || view.filter === 'category';
}
