import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** child tasks: one of the patient's assignments with its child tasks. */
export async function getAssignment(assignmentId: number, signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.assignmentsChildTasks, { assignment_id: assignmentId }, { signal })).data;
}

export const assignmentQueryOptions = (assignmentId: number) =>
  queryOptions({ queryKey: assignmentKeys.detail(assignmentId), queryFn: ({ signal }) => getAssignment(assignmentId, signal) });

export function useAssignment(assignmentId: number) {
  return useQuery(assignmentQueryOptions(assignmentId));
}
