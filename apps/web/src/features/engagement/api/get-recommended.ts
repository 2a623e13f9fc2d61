import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** Classes and contents recommended to the person, among what they may see. */
export async function getRecommended(family: EngagementFamily, signal?: AbortSignal) {
  return (await apiCall(engagementEndpoint(family, 'recommended'), {}, { signal })).data;
}

export const recommendedQueryOptions = (family: EngagementFamily) =>
  queryOptions({ queryKey: [...engagementKey(family), 'recommended'], queryFn: ({ signal }) => getRecommended(family, signal) });

export function useRecommended(family: EngagementFamily) {
  return useQuery(recommendedQueryOptions(family));
}
