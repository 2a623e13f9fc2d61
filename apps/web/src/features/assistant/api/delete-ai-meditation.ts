import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { aiStudioEndpoint, assistantKeys, type AiStudioFamily } from './endpoints';

/** Deletes a composed meditation from the history (a meditation published from it stays in the library). */
export function deleteAiMeditation(family: AiStudioFamily, id: number) {
  return apiCall(aiStudioEndpoint(family, 'deleteMeditation'), { id });
}

export function useDeleteAiMeditation(family: AiStudioFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAiMeditation(family, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...assistantKeys.studio(family), 'history'] }),
  });
}
