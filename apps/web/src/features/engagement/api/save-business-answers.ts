import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { apiCall } from '../../../lib/api-client';

export type BusinessAnswersInput = InputOf<typeof engagementEndpoints.frontBusinessAnswers>;

/** Saves a business user's answers. */
export function saveBusinessAnswers(input: BusinessAnswersInput) {
  return apiCall(engagementEndpoints.frontBusinessAnswers, input);
}

export function useSaveBusinessAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessAnswers,
    onSuccess: (response) => queryClient.setQueryData(['engagement', 'front', 'business-questions'], response.data),
  });
}
