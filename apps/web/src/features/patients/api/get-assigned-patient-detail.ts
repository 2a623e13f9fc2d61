import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** An assigned patient's detail (audited; any other patient answers 404). */
export async function getAssignedPatientDetail(userid: number, signal?: AbortSignal) {
  return (await apiCall(endpoints.employeePatientDetail, { userid }, { signal })).data;
}

export const assignedPatientDetailQueryOptions = (userid: number) =>
  queryOptions({
    queryKey: ['patients', 'employee', 'detail', userid],
    queryFn: ({ signal }) => getAssignedPatientDetail(userid, signal),
  });

export function useAssignedPatientDetail(userid: number) {
  return useQuery(assignedPatientDetailQueryOptions(userid));
}
