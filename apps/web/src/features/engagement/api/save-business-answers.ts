import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type BusinessAnswersInput = InputOf<typeof endpoints.frontBusinessAnswers>;

/** Saves a business user's answers. */
export function saveBusinessAnswers(input: BusinessAnswersInput) {
  return apiCall(endpoints.frontBusinessAnswers, input);
}

export function useSaveBusinessAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessAnswers,
    onSuccess: (response) => queryClient.setQueryData(['engagement', 'front', 'business-questions'], response.data),
  });
}
