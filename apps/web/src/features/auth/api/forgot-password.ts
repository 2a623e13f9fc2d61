import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export function forgotPassword(email: string) {
  return apiCall(endpoints.forgotPassword, { email: email.trim() });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
