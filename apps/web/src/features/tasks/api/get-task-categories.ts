import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** The categories the person may file their tasks under (the platform's and their clinic's), with counts. */
export async function getTaskCategories(signal?: AbortSignal) {
  return (await apiCall(endpoints.tasksCategories, undefined, { signal })).data;
}

export const taskCategoriesQueryOptions = () =>
  queryOptions({ queryKey: taskKeys.categories, queryFn: ({ signal }) => getTaskCategories(signal) });

export function useTaskCategories() {
  return useQuery(taskCategoriesQueryOptions());
}
