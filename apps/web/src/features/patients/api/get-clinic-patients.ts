import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type ClinicPatientsQuery = InputOf<typeof patientsEndpoints.clinicAllPatients>;

/** A page of the clinic's patients, with search. */
export async function getClinicPatients(input: ClinicPatientsQuery, signal?: AbortSignal) {
  const response = await apiCall(patientsEndpoints.clinicAllPatients, input, { signal });
  return { people: response.data, totalPages: response.total_pages ?? 0 };
}

export const clinicPatientsQueryOptions = (input: ClinicPatientsQuery) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'list', input],
    queryFn: ({ signal }) => getClinicPatients(input, signal),
    placeholderData: keepPreviousData,
  });

export function useClinicPatients(input: ClinicPatientsQuery) {
  return useQuery(clinicPatientsQueryOptions(input));
}
