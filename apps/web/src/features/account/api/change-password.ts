import { useMutation } from '@tanstack/react-query';
import { type Audience, type InputOf } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { apiCall } from '../../../lib/api-client';

export type PasswordChange = InputOf<typeof accountEndpoints.frontAccountPassword>;

export function changePassword(audience: Audience, input: PasswordChange) {
  return apiCall(audience === 'admin' ? accountEndpoints.adminAccountPassword : accountEndpoints.frontAccountPassword, input);
}

/** Changes the password; the server ends every other session of the account. */
export function useChangePassword(audience: Audience) {
  return useMutation({ mutationFn: (input: PasswordChange) => changePassword(audience, input) });
}
