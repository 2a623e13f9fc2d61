import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

/** The clinic a registration web link signs up into. */
export async function getWeblinkClinic(token: string, signal?: AbortSignal) {
  return (await apiCall(authEndpoints.weblinkClinic, { token }, { signal })).data;
}

export const weblinkClinicQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public', 'weblink-clinic', token],
    queryFn: ({ signal }) => getWeblinkClinic(token, signal),
    retry: false,
  });

export function useWeblinkClinic(token: string) {
  return useQuery(weblinkClinicQueryOptions(token));
}
