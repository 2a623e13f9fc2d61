import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** Whether an e-mail can still be used to register (asked when the e-mail field loses focus). */
export function checkEmailAvailability(email: string) {
  return apiCall(endpoints.checkEmailAvailability, { email });
}

export function useCheckEmailAvailability() {
  return useMutation({ mutationFn: checkEmailAvailability });
}
