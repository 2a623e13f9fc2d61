import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export function sendConfirmationAgain(email: string) {
  return apiCall(endpoints.sendConfirmationAgain, { email });
}

export function useSendConfirmationAgain() {
  return useMutation({ mutationFn: sendConfirmationAgain });
}
