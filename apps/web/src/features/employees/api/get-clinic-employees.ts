import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { apiCall } from '../../../lib/api-client';

export type ClinicEmployeesQuery = InputOf<typeof employeesEndpoints.clinicAllEmployees>;

/** A page of the clinic's employees, with search. */
export async function getClinicEmployees(input: ClinicEmployeesQuery, signal?: AbortSignal) {
  const response = await apiCall(employeesEndpoints.clinicAllEmployees, input, { signal });
  return { people: response.data, totalPages: response.total_pages ?? 0 };
}

export const clinicEmployeesQueryOptions = (input: ClinicEmployeesQuery) =>
  queryOptions({
    queryKey: ['employees', 'clinic', 'list', input],
    queryFn: ({ signal }) => getClinicEmployees(input, signal),
    placeholderData: keepPreviousData,
  });

export function useClinicEmployees(input: ClinicEmployeesQuery) {
  return useQuery(clinicEmployeesQueryOptions(input));
}
