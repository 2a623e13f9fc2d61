import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export async function getSocialLoginConfig() {
  return (await apiCall(endpoints.socialLoginConfig)).data;
}

export const socialLoginConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'social-login-config'], queryFn: getSocialLoginConfig, staleTime: 5 * 60_000 });

export function useSocialLoginConfig() {
  return useQuery(socialLoginConfigQueryOptions());
}
