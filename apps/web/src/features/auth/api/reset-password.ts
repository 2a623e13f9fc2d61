import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type ResetPasswordInput = InputOf<typeof authEndpoints.resetPassword>;

export function resetPassword(input: ResetPasswordInput) {
  return apiCall(authEndpoints.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
