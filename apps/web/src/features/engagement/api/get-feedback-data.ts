import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { apiCall } from '../../../lib/api-client';

export type FeedbackDataQuery = InputOf<typeof engagementEndpoints.clinicFeedbackData>;

/** A page of feedback values or reviews on the clinic's own classes and meditations. */
export async function getFeedbackData(input: FeedbackDataQuery, signal?: AbortSignal) {
  const response = await apiCall(engagementEndpoints.clinicFeedbackData, input, { signal });
  return { entries: response.data, totalPages: response.total_pages ?? 0 };
}

export const feedbackDataQueryOptions = (input: FeedbackDataQuery) =>
  queryOptions({
    queryKey: ['engagement', 'clinic', 'feedback-data', input],
    queryFn: ({ signal }) => getFeedbackData(input, signal),
    placeholderData: keepPreviousData,
  });

export function useFeedbackData(input: FeedbackDataQuery) {
  return useQuery(feedbackDataQueryOptions(input));
}
