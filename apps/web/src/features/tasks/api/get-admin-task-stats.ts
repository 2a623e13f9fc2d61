import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';

/** The better/same lookups over every task (the spec's four task stats). */
export async function getAdminTaskStats(signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.adminTaskStats, undefined, { signal })).data;
}

export const adminTaskStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin-tasks', 'stats'], queryFn: ({ signal }) => getAdminTaskStats(signal) });

export function useAdminTaskStats() {
  return useQuery(adminTaskStatsQueryOptions());
}
