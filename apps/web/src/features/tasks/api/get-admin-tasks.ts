import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type AdminTasksQuery = InputOf<typeof endpoints.adminTasksList>;

/** A page of every task with its owner, newest first, by status and searched by title. */
export async function getAdminTasks(input: AdminTasksQuery, signal?: AbortSignal) {
  const response = await apiCall(endpoints.adminTasksList, input, { signal });
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
