import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryType, InputOf, StudioEndpoints, categoryScopes } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { studioKey, useStudioEndpoints, useStudioFamily } from './studio-family';

/**
 * The library's categories of one type, in order; `filing`: those a class may be filed under (for a clinic,
 * its own and then the platform's, marked `platform`).
 */
export function useCategories(type: CategoryType = 'class', scope: (typeof categoryScopes)[number] = 'library') {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'categories', type, scope],
    queryFn: async ({ signal }) => (await apiCall(e.categoriesByType, { type, scope }, { signal })).data,
    // Counts change with classes and meditations saved elsewhere: read again whenever a list shows them.
    refetchOnMount: 'always',
  });
}

/**
 * A studio mutation on an endpoint of the current family; every studio list reloads after it, and
 * `onChanged` runs (lists outside the studio that show the same things).
 */
export function useStudioMutation<K extends keyof StudioEndpoints>(name: K, onChanged?: () => void) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<StudioEndpoints[K]>) => apiCall(e[name], input),
    onSuccess: () => {
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: studioKey(family) });
    },
  });
}
