import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type FavoriteInput = InputOf<ReturnType<typeof engagementEndpoint<'favorite'>>>;

/** Adds a class, meditation or content to the favourites. */
export function favorite(family: EngagementFamily, input: FavoriteInput) {
  return apiCall(engagementEndpoint(family, 'favorite'), input);
}

/** The favourites lists are read again after it. */
export function useFavorite(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FavoriteInput) => favorite(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'favorites'] }),
  });
}
