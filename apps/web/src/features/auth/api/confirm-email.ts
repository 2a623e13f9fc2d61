import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export function confirmEmail(token: string) {
  return apiCall(authEndpoints.confirmEmail, { token });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
