import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** The newest good reviews (4 stars or more) for the discovery home's banner: meditation, video, classes. */
export async function getTopBannerReviews(family: EngagementFamily, signal?: AbortSignal) {
  return (await apiCall(engagementEndpoint(family, 'topBanner'), {}, { signal })).data;
}

export const topBannerReviewsQueryOptions = (family: EngagementFamily) =>
  queryOptions({
    // Under 'ratings': a new review makes the banner read again.
    queryKey: [...engagementKey(family), 'ratings', 'top-banner'],
    queryFn: ({ signal }) => getTopBannerReviews(family, signal),
  });

export function useTopBannerReviews(family: EngagementFamily) {
  return useQuery(topBannerReviewsQueryOptions(family));
}
