import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** Every clinic with its numbers of clinic accounts, employees and patients. */
export async function getClinics(signal?: AbortSignal) {
  return (await apiCall(endpoints.adminAllClinics, {}, { signal })).data;
}

export const clinicsQueryOptions = () =>
  queryOptions({ queryKey: ['clinics', 'list'], queryFn: ({ signal }) => getClinics(signal) });

export function useClinics() {
  return useQuery(clinicsQueryOptions());
}
