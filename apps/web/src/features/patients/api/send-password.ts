import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type SendPasswordInput = InputOf<typeof patientsEndpoints.clinicSendPassword>;

/** E-mails the patient a link to set their password. */
export function sendPasswordByEmail(input: SendPasswordInput) {
  return apiCall(patientsEndpoints.clinicSendPassword, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useSendPasswordByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordByEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
