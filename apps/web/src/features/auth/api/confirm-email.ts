import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export function confirmEmail(token: string) {
  return apiCall(endpoints.confirmEmail, { token });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
