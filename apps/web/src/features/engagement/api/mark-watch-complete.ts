import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type MarkCompleteInput = InputOf<ReturnType<typeof engagementEndpoint<'markComplete'>>>;

/** Marks a watch-list entry complete. */
export function markComplete(family: EngagementFamily, input: MarkCompleteInput) {
  return apiCall(engagementEndpoint(family, 'markComplete'), input);
}

/** The watch list is read again after it. */
export function useMarkWatchComplete(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkCompleteInput) => markComplete(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'watchlist'] }),
  });
}
