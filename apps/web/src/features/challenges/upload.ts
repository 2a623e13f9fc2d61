import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@stillpoint/contracts';
import { apiUpload, uploadForm } from '../../lib/api-client';
import { invalidateEndpoints } from '../../lib/api-hooks';
import { MANAGE_LISTS } from './api';

type Fields = Parameters<typeof uploadForm>[0];
type Files = Parameters<typeof uploadForm>[1];

/**
 * A multipart call of the management family (add or edit a challenge with its cover and trophy, add a
 * gallery image): the text fields and files as one form; the management lists are read again after it.
 */
export function useManageUpload<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: Fields; files?: Files }) => apiUpload(endpoint, uploadForm(fields, files)),
    onSuccess: () => invalidateEndpoints(queryClient, [...MANAGE_LISTS, 'front/challenges/']),
  });
}
