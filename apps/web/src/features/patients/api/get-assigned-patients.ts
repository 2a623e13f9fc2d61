import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type AssignedPatientsQuery = InputOf<typeof patientsEndpoints.employeeAssignedPatients>;

/** A page of the patients assigned to the signed-in employee. */
export async function getAssignedPatients(input: AssignedPatientsQuery, signal?: AbortSignal) {
  const response = await apiCall(patientsEndpoints.employeeAssignedPatients, input, { signal });
  return { people: response.data, totalPages: response.total_pages ?? 0 };
}

export const assignedPatientsQueryOptions = (input: AssignedPatientsQuery) =>
  queryOptions({
    queryKey: ['patients', 'employee', 'list', input],
    queryFn: ({ signal }) => getAssignedPatients(input, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignedPatients(input: AssignedPatientsQuery) {
  return useQuery(assignedPatientsQueryOptions(input));
}
