import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** The task categories a task given to a patient may be filed under. */
export async function getCareCategories(family: CareFamily, signal?: AbortSignal) {
  return (await apiCall(careEndpoint(family, 'categories'), undefined, { signal })).data;
}

export const careCategoriesQueryOptions = (family: CareFamily) =>
  queryOptions({ queryKey: [...careKey(family), 'categories'], queryFn: ({ signal }) => getCareCategories(family, signal) });

export function useCareCategories(family: CareFamily, enabled = true) {
  return useQuery({ ...careCategoriesQueryOptions(family), enabled });
}
