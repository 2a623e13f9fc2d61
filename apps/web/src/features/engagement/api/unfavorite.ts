import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type UnfavoriteInput = InputOf<ReturnType<typeof engagementEndpoint<'unfavorite'>>>;

/** Removes an item from the favourites (the server answers 'Delete from favorite'). */
export function unfavorite(family: EngagementFamily, input: UnfavoriteInput) {
  return apiCall(engagementEndpoint(family, 'unfavorite'), input);
}

/** The favourites lists are read again after it. */
export function useUnfavorite(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnfavoriteInput) => unfavorite(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'favorites'] }),
  });
}
