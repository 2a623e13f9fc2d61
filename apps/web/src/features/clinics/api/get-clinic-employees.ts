import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type ClinicEmployeesInput = InputOf<typeof peopleEndpoints.getClinicEmployees>;

/** A clinic's employees, paged, with search (admin/users/get_clinic_employees). */
export async function getClinicEmployees(input: ClinicEmployeesInput, signal?: AbortSignal) {
  const response = await apiCall(peopleEndpoints.getClinicEmployees, input, { signal });
  return { people: response.data, totalPages: response.total_pages ?? 0 };
}

/** Under ['users'], so the people screens' changes (delete, edit) read it again. */
export const clinicEmployeesQueryOptions = (input: ClinicEmployeesInput) =>
  queryOptions({
    queryKey: ['users', 'clinic-employees', input],
    queryFn: ({ signal }) => getClinicEmployees(input, signal),
    placeholderData: keepPreviousData,
  });

export function useClinicEmployees(input: ClinicEmployeesInput) {
  return useQuery(clinicEmployeesQueryOptions(input));
}
