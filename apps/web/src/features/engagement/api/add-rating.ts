import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type AddRatingInput = InputOf<ReturnType<typeof engagementEndpoint<'addRating'>>>;

/** Rates an item 1 to 5 (a second rating replaces the first). */
export function addRating(family: EngagementFamily, input: AddRatingInput) {
  return apiCall(engagementEndpoint(family, 'addRating'), input);
}

/** The item's average and reviews are read again after it (spec: adding a review reloads the reviews). */
export function useAddRating(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddRatingInput) => addRating(family, input),
    onSuccess: (_response, input) =>
      queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'ratings', input.data_type, Number(input.data_id)] }),
  });
}
