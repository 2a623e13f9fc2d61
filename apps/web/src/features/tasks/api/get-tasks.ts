import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** Which of the person's task lists to read (spec: filters all, recent, completed, and by category). */
export type TaskSource = { list: 'all' } | { list: 'recent' } | { list: 'completed' } | { list: 'category'; catId: number };

/** Tasks per page of the lists. */
export const TASKS_PER_PAGE = 20;

/** One page of a task list: all (in task_order), recent, completed, or one category's (in task_order). */
export async function getTasks(source: TaskSource, pageNo: number, signal?: AbortSignal) {
  const page = { pageNo, perPage: TASKS_PER_PAGE };
  const response =
    source.list === 'recent'
      ? await apiCall(tasksEndpoints.tasksRecent, page, { signal })
      : source.list === 'completed'
        ? await apiCall(tasksEndpoints.tasksCompleted, page, { signal })
        : source.list === 'category'
          ? await apiCall(tasksEndpoints.tasksCategoryTasks, { ...page, cat_id: source.catId }, { signal })
          : await apiCall(tasksEndpoints.tasksAll, page, { signal });
  return { tasks: response.data, totalPages: response.total_pages ?? 0 };
}

export const tasksQueryOptions = (source: TaskSource, pageNo: number) =>
  queryOptions({
    queryKey: taskKeys.list(source, pageNo),
    queryFn: ({ signal }) => getTasks(source, pageNo, signal),
    placeholderData: keepPreviousData,
  });

export function useTasks(source: TaskSource, pageNo: number) {
  return useQuery(tasksQueryOptions(source, pageNo));
}
