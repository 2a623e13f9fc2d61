import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type ClinicPatientsInput = InputOf<typeof peopleEndpoints.getClinicPatients>;

/** A clinic's patients, paged, with search (admin/users/get_clinic_patients). */
export async function getClinicPatients(input: ClinicPatientsInput, signal?: AbortSignal) {
  const response = await apiCall(peopleEndpoints.getClinicPatients, input, { signal });
  return { people: response.data, totalPages: response.total_pages ?? 0 };
}

/** Under ['users'], so the people screens' changes (delete, convert, edit) read it again. */
export const clinicPatientsQueryOptions = (input: ClinicPatientsInput) =>
  queryOptions({
    queryKey: ['users', 'clinic-patients', input],
    queryFn: ({ signal }) => getClinicPatients(input, signal),
    placeholderData: keepPreviousData,
  });

export function useClinicPatients(input: ClinicPatientsInput) {
  return useQuery(clinicPatientsQueryOptions(input));
}
