import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { libraryEndpoint, libraryKey, type CategoryLibrary } from './families';

/** Deletes a category of the library (its tasks stay, uncategorised). */
export function deleteCategory(library: CategoryLibrary, input: { id: number }) {
  return apiCall(libraryEndpoint(library, 'remove'), input);
}

export function useDeleteCategory(library: CategoryLibrary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number }) => deleteCategory(library, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey(library) }),
  });
}
