import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TextToVoiceInput } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { aiStudioEndpoint, assistantKeys, type AiStudioFamily } from './endpoints';

/** Reads a composed meditation aloud, after optional edits of its title and script; the audio is stored. */
export function textToVoice(family: AiStudioFamily, input: TextToVoiceInput) {
  return apiCall(aiStudioEndpoint(family, 'textToVoice'), input);
}

/** The history is read again after it (status, title and audio changed). */
export function useTextToVoice(family: AiStudioFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TextToVoiceInput) => textToVoice(family, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...assistantKeys.studio(family), 'history'] }),
  });
}
