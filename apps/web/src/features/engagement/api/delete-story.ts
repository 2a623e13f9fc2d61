import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** Deletes a story (the person's own; for a clinic account, any story of its classes). */
export function deleteStory(family: EngagementFamily, id: number) {
  return apiCall(engagementEndpoint(family, 'deleteStory'), { id });
}

/** The stories are read again after it. */
export function useDeleteStory(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteStory(family, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'stories'] }),
  });
}
