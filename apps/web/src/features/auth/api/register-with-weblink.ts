import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type WeblinkRegisterInput = InputOf<typeof authEndpoints.registerWithWeblink>;

/** Signs a new patient up into the clinic of a registration web link. */
export function registerWithWeblink(input: WeblinkRegisterInput) {
  return apiCall(authEndpoints.registerWithWeblink, input);
}

export function useRegisterWithWeblink() {
  return useMutation({ mutationFn: registerWithWeblink });
}
