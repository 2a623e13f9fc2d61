import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** Open and done tasks, completions per day over 30 days and the feelings given (the task stats). */
export async function getStateGraph(signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.tasksStateGraph, undefined, { signal })).data;
}

export const stateGraphQueryOptions = () =>
  queryOptions({ queryKey: taskKeys.stateGraph, queryFn: ({ signal }) => getStateGraph(signal) });

export function useStateGraph() {
  return useQuery(stateGraphQueryOptions());
}
