import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { libraryEndpoint, libraryKey, type CategoryLibrary } from './families';

/** The task categories of a library (a clinic's own, or the platform's), with how many tasks each holds. */
export async function getLibraryCategories(library: CategoryLibrary, signal?: AbortSignal) {
  return (await apiCall(libraryEndpoint(library, 'categories'), undefined, { signal })).data;
}

export const libraryCategoriesQueryOptions = (library: CategoryLibrary) =>
  queryOptions({ queryKey: [...libraryKey(library), 'list'], queryFn: ({ signal }) => getLibraryCategories(library, signal) });

export function useLibraryCategories(library: CategoryLibrary) {
  return useQuery(libraryCategoriesQueryOptions(library));
}
