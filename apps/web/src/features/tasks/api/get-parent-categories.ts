import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { libraryKey } from './families';

/** Platform task categories without a parent: where an administrator may file a new category. */
export async function getParentCategories(signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.adminTaskParentCategories, undefined, { signal })).data;
}

export const parentCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...libraryKey('admin'), 'parents'], queryFn: ({ signal }) => getParentCategories(signal) });

export function useParentCategories(enabled: boolean) {
  return useQuery({ ...parentCategoriesQueryOptions(), enabled });
}
