import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type RegisterInput = InputOf<typeof endpoints.register>;

export function register(input: RegisterInput) {
  return apiCall(endpoints.register, input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
