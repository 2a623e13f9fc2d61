import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export type WatchListQuery = InputOf<ReturnType<typeof engagementEndpoint<'watchListData'>>>;

/** A page of the person's watch list (or the entry of one item, with type and data_id). */
export async function getWatchList(family: EngagementFamily, input: WatchListQuery, signal?: AbortSignal) {
  const response = await apiCall(engagementEndpoint(family, 'watchListData'), input, { signal });
  return { entries: response.data, totalPages: response.total_pages ?? 0 };
}

export const watchListQueryOptions = (family: EngagementFamily, input: WatchListQuery) =>
  queryOptions({
    queryKey: [...engagementKey(family), 'watchlist', input],
    queryFn: ({ signal }) => getWatchList(family, input, signal),
    placeholderData: keepPreviousData,
  });

export function useWatchList(family: EngagementFamily, input: WatchListQuery, enabled = true) {
  return useQuery({ ...watchListQueryOptions(family, input), enabled });
}
