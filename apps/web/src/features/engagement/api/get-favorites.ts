import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type FavoritesQuery = InputOf<ReturnType<typeof engagementEndpoint<'favoritesList'>>>;

/** A page of the person's favourites of one type (or whether one item is a favourite, with data_id). */
export async function getFavorites(family: EngagementFamily, input: FavoritesQuery, signal?: AbortSignal) {
  const response = await apiCall(engagementEndpoint(family, 'favoritesList'), input, { signal });
  return { favorites: response.data, totalPages: response.total_pages ?? 0 };
}

export const favoritesQueryOptions = (family: EngagementFamily, input: FavoritesQuery) =>
  queryOptions({
    queryKey: [...engagementKey(family), 'favorites', input],
    queryFn: ({ signal }) => getFavorites(family, input, signal),
    placeholderData: keepPreviousData,
  });

export function useFavorites(family: EngagementFamily, input: FavoritesQuery, enabled = true) {
  return useQuery({ ...favoritesQueryOptions(family, input), enabled });
}
