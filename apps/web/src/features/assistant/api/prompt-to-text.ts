import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromptToTextInput } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { aiStudioEndpoint, assistantKeys, type AiStudioFamily } from './endpoints';

/** Composes a guided meditation script from a prompt and a length; the server keeps it as a draft. */
export function promptToText(family: AiStudioFamily, input: PromptToTextInput) {
  return apiCall(aiStudioEndpoint(family, 'promptToText'), input);
}

/** The history is read again after it (the draft is its newest row). */
export function usePromptToText(family: AiStudioFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromptToTextInput) => promptToText(family, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...assistantKeys.studio(family), 'history'] }),
  });
}
