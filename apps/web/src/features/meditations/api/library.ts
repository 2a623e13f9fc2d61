import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateStudio } from './meditations';
import { studioEndpoint, studioKeys, type StudioFamily } from './studio';

/** The library's classes and meditations with their shared, recommended and popular flags. */
export const useLibraryItems = (family: StudioFamily, search: string) =>
  useQuery({
    queryKey: studioKeys.library(family, { search }),
    queryFn: async ({ signal }) =>
      (await apiCall(studioEndpoint(family, 'sharedLibrary'), { filter: 'all', ...(search ? { search } : {}) }, { signal })).data,
  });

export type LibraryFlag = 'shared' | 'recommended' | 'popular';

/** Switches one flag of a class or meditation (shared through update_shared, the others through recommended/popular). */
export function useSetLibraryFlag(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (input: { dataType: 'classes' | 'meditations'; id: number; flag: LibraryFlag; value: boolean }) =>
      input.flag === 'shared'
        ? apiCall(studioEndpoint(family, 'updateShared'), { data_type: input.dataType, data_id: input.id, shared: input.value })
        : apiCall(studioEndpoint(family, 'updateRecommendedPopular'), {
            data_type: input.dataType,
            data_id: input.id,
            payload: input.flag,
            status: input.value,
          }),
    onSettled: invalidate,
  });
}
