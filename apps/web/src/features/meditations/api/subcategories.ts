import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateStudio } from './meditations';
import { studioEndpoint, type StudioFamily } from './studio';

export function useCreateSubcategory(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (input: { parent_id: number; title: string; description?: string }) => apiCall(studioEndpoint(family, 'createSubcategory'), input),
    onSuccess: invalidate,
  });
}

export function useUpdateSubcategory(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (input: { id: number; parent_id?: number; title?: string; description?: string }) =>
      apiCall(studioEndpoint(family, 'updateSubcategory'), input),
    onSuccess: invalidate,
  });
}

export function useDeleteSubcategory(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (id: number) => apiCall(studioEndpoint(family, 'deleteSubcategory'), { id }),
    onSuccess: invalidate,
  });
}
