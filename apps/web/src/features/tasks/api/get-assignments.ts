import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** Assignments per page of the patient's list. */
export const ASSIGNMENTS_PER_PAGE = 10;

/** A page of the patient's assignments, open first. */
export async function getAssignments(pageNo: number, signal?: AbortSignal) {
  const response = await apiCall(tasksEndpoints.assignmentsList, { pageNo, perPage: ASSIGNMENTS_PER_PAGE }, { signal });
  return { assignments: response.data, totalPages: response.total_pages ?? 0 };
}

export const assignmentsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: assignmentKeys.list(pageNo),
    queryFn: ({ signal }) => getAssignments(pageNo, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignments(pageNo: number) {
  return useQuery(assignmentsQueryOptions(pageNo));
}
