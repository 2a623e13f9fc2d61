import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomMeditationReviewInput } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { aiStudioEndpoint, assistantKeys, type AiStudioFamily } from './endpoints';

/**
 * custom meditation review: publishes a voiced meditation to the library as a meditation (title,
 * categories, shared flag). The server refuses a meditation that has no voice yet.
 */
export function publishMeditation(family: AiStudioFamily, input: CustomMeditationReviewInput) {
  return apiCall(aiStudioEndpoint(family, 'publish'), input);
}

/** The history is read again after it (the row is now published). */
export function usePublishMeditation(family: AiStudioFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomMeditationReviewInput) => publishMeditation(family, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...assistantKeys.studio(family), 'history'] }),
  });
}
