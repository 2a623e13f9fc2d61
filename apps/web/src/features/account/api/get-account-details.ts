import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Audience } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { apiCall } from '../../../lib/api-client';

/** The signed-in account of a session family (front/account/details or admin/account/details). */
export async function getAccountDetails(audience: Audience, signal?: AbortSignal) {
  const endpoint = audience === 'admin' ? accountEndpoints.adminAccountDetails : accountEndpoints.frontAccountDetails;
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
