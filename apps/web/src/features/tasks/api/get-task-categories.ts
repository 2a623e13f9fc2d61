import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** The categories the person may file their tasks under (the platform's and their clinic's), with counts. */
export async function getTaskCategories(signal?: AbortSignal) {
  return (await apiCall(tasksEndpoints.tasksCategories, undefined, { signal })).data;
}

export const taskCategoriesQueryOptions = () =>
  queryOptions({ queryKey: taskKeys.categories, queryFn: ({ signal }) => getTaskCategories(signal) });

export function useTaskCategories() {
  return useQuery(taskCategoriesQueryOptions());
}
