import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type SocialLoginInput = InputOf<typeof endpoints.socialLogin>;

export function socialLogin(input: SocialLoginInput) {
  return apiCall(endpoints.socialLogin, input);
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}
