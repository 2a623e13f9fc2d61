import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export async function getSocialLoginConfig() {
  return (await apiCall(authEndpoints.socialLoginConfig)).data;
}

export const socialLoginConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'social-login-config'], queryFn: getSocialLoginConfig, staleTime: 5 * 60_000 });

export function useSocialLoginConfig() {
  return useQuery(socialLoginConfigQueryOptions());
}
