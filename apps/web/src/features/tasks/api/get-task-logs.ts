import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** A task's logs, newest first. */
export async function getTaskLogs(taskId: number, signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.tasksLogs, { task_id: taskId }, { signal })).data;
}

export const taskLogsQueryOptions = (taskId: number) =>
  queryOptions({ queryKey: taskKeys.logs(taskId), queryFn: ({ signal }) => getTaskLogs(taskId, signal) });

export function useTaskLogs(taskId: number) {
  return useQuery(taskLogsQueryOptions(taskId));
}
