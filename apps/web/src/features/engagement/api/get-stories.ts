import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** A page of a class's stories, newest first. */
export async function getStories(family: EngagementFamily, classId: number, page: { pageNo: number; perPage: number }, signal?: AbortSignal) {
  const response = await apiCall(engagementEndpoint(family, 'getStories'), { class_id: classId, ...page }, { signal });
  return { stories: response.data, totalPages: response.total_pages ?? 0 };
}

export const storiesQueryOptions = (family: EngagementFamily, classId: number, page: { pageNo: number; perPage: number }) =>
  queryOptions({
    queryKey: [...engagementKey(family), 'stories', classId, page],
    queryFn: ({ signal }) => getStories(family, classId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useStories(family: EngagementFamily, classId: number, page: { pageNo: number; perPage: number }) {
  return useQuery(storiesQueryOptions(family, classId, page));
}
