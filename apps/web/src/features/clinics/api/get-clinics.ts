import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** Every clinic with its numbers of clinic accounts, employees and patients. */
export async function getClinics(signal?: AbortSignal) {
  return (await apiCall(peopleEndpoints.adminAllClinics, {}, { signal })).data;
}

export const clinicsQueryOptions = () =>
  queryOptions({ queryKey: ['clinics', 'list'], queryFn: ({ signal }) => getClinics(signal) });

export function useClinics() {
  return useQuery(clinicsQueryOptions());
}
