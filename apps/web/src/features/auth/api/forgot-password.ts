import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export function forgotPassword(email: string) {
  return apiCall(authEndpoints.forgotPassword, { email: email.trim() });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
