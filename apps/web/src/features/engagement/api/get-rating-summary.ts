import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingTarget } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** An item's average rating and the person's own rating and review. */
export async function getRatingSummary(family: EngagementFamily, target: RatingTarget, signal?: AbortSignal) {
  return (await apiCall(engagementEndpoint(family, 'average'), target, { signal })).data;
}

export const ratingSummaryQueryOptions = (family: EngagementFamily, target: RatingTarget) =>
  queryOptions({
    queryKey: [...engagementKey(family), 'ratings', target.data_type, target.data_id, 'summary'],
    queryFn: ({ signal }) => getRatingSummary(family, target, signal),
  });

export function useRatingSummary(family: EngagementFamily, target: RatingTarget) {
  return useQuery(ratingSummaryQueryOptions(family, target));
}
