import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export function sendConfirmationAgain(email: string) {
  return apiCall(authEndpoints.sendConfirmationAgain, { email });
}

export function useSendConfirmationAgain() {
  return useMutation({ mutationFn: sendConfirmationAgain });
}
