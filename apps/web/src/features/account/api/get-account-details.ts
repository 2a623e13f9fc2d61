import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Audience } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** The signed-in account of a session family (front/account/details or admin/account/details). */
export async function getAccountDetails(audience: Audience, signal?: AbortSignal) {
  const endpoint = audience === 'admin' ? endpoints.adminAccountDetails : endpoints.frontAccountDetails;
  return (await apiCall(endpoint, {}, { signal })).data;
}

export const accountDetailsQueryOptions = (audience: Audience) =>
  queryOptions({
    queryKey: ['account', audience, 'details'],
    queryFn: ({ signal }) => getAccountDetails(audience, signal),
  });

export function useAccountDetails(audience: Audience) {
  return useQuery(accountDetailsQueryOptions(audience));
}
