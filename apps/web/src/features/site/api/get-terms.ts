import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export async function getTerms(signal?: AbortSignal) {
  return (await apiCall(endpoints.getTerms, {}, { signal })).data;
}

export const termsQueryOptions = () => queryOptions({ queryKey: ['public', 'terms'], queryFn: ({ signal }) => getTerms(signal) });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
