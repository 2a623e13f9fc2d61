import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type RegisterInput = InputOf<typeof authEndpoints.register>;

export function register(input: RegisterInput) {
  return apiCall(authEndpoints.register, input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
