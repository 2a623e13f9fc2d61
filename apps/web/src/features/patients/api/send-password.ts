import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type SendPasswordInput = InputOf<typeof endpoints.clinicSendPassword>;

/** E-mails the patient a link to set their password. */
export function sendPasswordByEmail(input: SendPasswordInput) {
  return apiCall(endpoints.clinicSendPassword, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useSendPasswordByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordByEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
