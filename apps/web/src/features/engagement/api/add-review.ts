import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type AddReviewInput = InputOf<ReturnType<typeof engagementEndpoint<'addReview'>>>;

/** Writes the person's review of an item. */
export function addReview(family: EngagementFamily, input: AddReviewInput) {
  return apiCall(engagementEndpoint(family, 'addReview'), input);
}

/** The item's average and reviews are read again after it (spec: adding a review reloads the reviews). */
export function useAddReview(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddReviewInput) => addReview(family, input),
    onSuccess: (_response, input) =>
      queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'ratings', input.data_type, Number(input.data_id)] }),
  });
}
