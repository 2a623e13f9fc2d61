import { useMutation } from '@tanstack/react-query';
import { endpoints, type Audience, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type PasswordChange = InputOf<typeof endpoints.frontAccountPassword>;

export function changePassword(audience: Audience, input: PasswordChange) {
  return apiCall(audience === 'admin' ? endpoints.adminAccountPassword : endpoints.frontAccountPassword, input);
}

/** Changes the password; the server ends every other session of the account. */
export function useChangePassword(audience: Audience) {
  return useMutation({ mutationFn: (input: PasswordChange) => changePassword(audience, input) });
}
