import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export type SocialLoginInput = InputOf<typeof authEndpoints.socialLogin>;

export function socialLogin(input: SocialLoginInput) {
  return apiCall(authEndpoints.socialLogin, input);
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}
