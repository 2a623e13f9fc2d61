import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryType, InputOf, StudioEndpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { studioKey, useStudioEndpoints, useStudioFamily } from './studio-family';

/** The library's categories of one type, in order. */
export function useCategories(type: CategoryType = 'class') {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'categories', type],
    queryFn: async ({ signal }) => (await apiCall(e.categoriesByType, { type }, { signal })).data,
  });
}

/** A studio mutation on an endpoint of the current family; every studio list reloads after it. */
export function useStudioMutation<K extends keyof StudioEndpoints>(name: K) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<StudioEndpoints[K]>) => apiCall(e[name], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKey(family) }),
  });
}
