import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** assignment_detail: an assignment the caller gave, with its child tasks. */
export async function getCareAssignment(family: CareFamily, assignmentId: number, signal?: AbortSignal) {
  return (await apiCall(careEndpoint(family, 'assignmentDetail'), { assignment_id: assignmentId }, { signal })).data;
}

export const careAssignmentQueryOptions = (family: CareFamily, assignmentId: number) =>
  queryOptions({
    queryKey: [...careKey(family), 'detail', assignmentId],
    queryFn: ({ signal }) => getCareAssignment(family, assignmentId, signal),
  });

export function useCareAssignment(family: CareFamily, assignmentId: number) {
  return useQuery(careAssignmentQueryOptions(family, assignmentId));
}
