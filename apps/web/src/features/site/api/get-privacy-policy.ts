import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export async function getPrivacyPolicy(signal?: AbortSignal) {
  return (await apiCall(endpoints.getPrivacyPolicy, {}, { signal })).data;
}

export const privacyPolicyQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'privacy-policy'], queryFn: ({ signal }) => getPrivacyPolicy(signal) });

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQueryOptions());
}
