import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type AddToWatchInput = InputOf<ReturnType<typeof engagementEndpoint<'addToWatch'>>>;

/** Puts a class, meditation or content on the watch list. */
export function addToWatch(family: EngagementFamily, input: AddToWatchInput) {
  return apiCall(engagementEndpoint(family, 'addToWatch'), input);
}

/** The watch list is read again after it. */
export function useAddToWatch(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToWatchInput) => addToWatch(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'watchlist'] }),
  });
}
