import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type RemoveFromWatchInput = InputOf<ReturnType<typeof engagementEndpoint<'removeFromWatch'>>>;

/** Removes a watch-list entry. */
export function removeFromWatch(family: EngagementFamily, input: RemoveFromWatchInput) {
  return apiCall(engagementEndpoint(family, 'removeFromWatch'), input);
}

/** The watch list is read again after it. */
export function useRemoveFromWatch(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemoveFromWatchInput) => removeFromWatch(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'watchlist'] }),
  });
}
