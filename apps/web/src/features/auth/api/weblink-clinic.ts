import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** The clinic a registration web link signs up into. */
export async function getWeblinkClinic(token: string, signal?: AbortSignal) {
  return (await apiCall(endpoints.weblinkClinic, { token }, { signal })).data;
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
