import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';

export type AdminTasksQuery = InputOf<typeof tasksEndpoints.adminTasksList>;

/** A page of every task with its owner, newest first, by status and searched by title. */
export async function getAdminTasks(input: AdminTasksQuery, signal?: AbortSignal) {
  const response = await apiCall(tasksEndpoints.adminTasksList, input, { signal });
  return { tasks: response.data, totalPages: response.total_pages ?? 0 };
}

export const adminTasksQueryOptions = (input: AdminTasksQuery) =>
  queryOptions({
    queryKey: ['admin-tasks', 'list', input],
    queryFn: ({ signal }) => getAdminTasks(input, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminTasks(input: AdminTasksQuery) {
  return useQuery(adminTasksQueryOptions(input));
}
