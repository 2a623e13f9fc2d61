import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type ResetPasswordInput = InputOf<typeof endpoints.resetPassword>;

export function resetPassword(input: ResetPasswordInput) {
  return apiCall(endpoints.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
