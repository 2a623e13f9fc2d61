import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type WeblinkRegisterInput = InputOf<typeof endpoints.registerWithWeblink>;

/** Signs a new patient up into the clinic of a registration web link. */
export function registerWithWeblink(input: WeblinkRegisterInput) {
  return apiCall(endpoints.registerWithWeblink, input);
}

export function useRegisterWithWeblink() {
  return useMutation({ mutationFn: registerWithWeblink });
}
