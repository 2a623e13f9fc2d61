import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingTarget } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** A page of an item's reviews, newest first. */
export async function getReviews(family: EngagementFamily, target: RatingTarget, page: { pageNo: number; perPage: number }, signal?: AbortSignal) {
  const response = await apiCall(engagementEndpoint(family, 'getReviews'), { ...target, ...page }, { signal });
  return { reviews: response.data, totalPages: response.total_pages ?? 0 };
}

export const reviewsQueryOptions = (family: EngagementFamily, target: RatingTarget, page: { pageNo: number; perPage: number }) =>
  queryOptions({
    queryKey: [...engagementKey(family), 'ratings', target.data_type, target.data_id, 'reviews', page],
    queryFn: ({ signal }) => getReviews(family, target, page, signal),
    placeholderData: keepPreviousData,
  });

export function useReviews(family: EngagementFamily, target: RatingTarget, page: { pageNo: number; perPage: number }) {
  return useQuery(reviewsQueryOptions(family, target, page));
}
