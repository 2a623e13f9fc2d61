import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export async function getTerms(signal?: AbortSignal) {
  return (await apiCall(authEndpoints.getTerms, {}, { signal })).data;
}

export const termsQueryOptions = () => queryOptions({ queryKey: ['public', 'terms'], queryFn: ({ signal }) => getTerms(signal) });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
