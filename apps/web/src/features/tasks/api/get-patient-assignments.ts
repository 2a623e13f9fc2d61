import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** Assignments per page of a patient's assignments on the care side. */
export const CARE_ASSIGNMENTS_PER_PAGE = 10;

/** patient_assignments: a page of the assignments the caller gave one patient (userid). */
export async function getPatientAssignments(family: CareFamily, userid: number, pageNo: number, signal?: AbortSignal) {
  const response = await apiCall(
    careEndpoint(family, 'patientAssignments'),
    { userid, pageNo, perPage: CARE_ASSIGNMENTS_PER_PAGE },
    { signal },
  );
  return { assignments: response.data, totalPages: response.total_pages ?? 0 };
}

export const patientAssignmentsQueryOptions = (family: CareFamily, userid: number, pageNo: number) =>
  queryOptions({
    queryKey: [...careKey(family), 'list', userid, pageNo],
    queryFn: ({ signal }) => getPatientAssignments(family, userid, pageNo, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientAssignments(family: CareFamily, userid: number, pageNo: number) {
  return useQuery(patientAssignmentsQueryOptions(family, userid, pageNo));
}
