import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** How many assignments and child tasks the patient has, and how many are done. */
export async function getAssignmentStats(signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.assignmentsStats, undefined, { signal })).data;
}

export const assignmentStatsQueryOptions = () =>
  queryOptions({ queryKey: assignmentKeys.stats, queryFn: ({ signal }) => getAssignmentStats(signal) });

export function useAssignmentStats() {
  return useQuery(assignmentStatsQueryOptions());
}
