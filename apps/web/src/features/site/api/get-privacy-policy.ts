import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export async function getPrivacyPolicy(signal?: AbortSignal) {
  return (await apiCall(authEndpoints.getPrivacyPolicy, {}, { signal })).data;
}

export const privacyPolicyQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'privacy-policy'], queryFn: ({ signal }) => getPrivacyPolicy(signal) });

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQueryOptions());
}
