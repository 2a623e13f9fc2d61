import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { libraryEndpoint, libraryKey, type CategoryLibrary } from './families';

export type CategoryInput = InputOf<ReturnType<typeof libraryEndpoint<'add'>>>;
export type CategoryUpdate = InputOf<ReturnType<typeof libraryEndpoint<'edit'>>>;

/** add_category, or edit_category when the input names the category (id). */
export function saveCategory(library: CategoryLibrary, input: CategoryInput | CategoryUpdate) {
  return 'id' in input ? apiCall(libraryEndpoint(library, 'edit'), input) : apiCall(libraryEndpoint(library, 'add'), input);
}

export function useSaveCategory(library: CategoryLibrary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput | CategoryUpdate) => saveCategory(library, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey(library) }),
  });
}
