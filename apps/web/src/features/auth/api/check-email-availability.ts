import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

/** Whether an e-mail can still be used to register (asked when the e-mail field loses focus). */
export function checkEmailAvailability(email: string) {
  return apiCall(authEndpoints.checkEmailAvailability, { email });
}

export function useCheckEmailAvailability() {
  return useMutation({ mutationFn: checkEmailAvailability });
}
