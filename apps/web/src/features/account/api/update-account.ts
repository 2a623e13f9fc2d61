import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Audience, type InputOf } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { apiCall } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { accountDetailsQueryOptions } from './get-account-details';

export type AccountUpdate = InputOf<typeof accountEndpoints.frontAccountUpdate>;

export function updateAccount(audience: Audience, input: AccountUpdate) {
  return apiCall(audience === 'admin' ? accountEndpoints.adminAccountUpdate : accountEndpoints.frontAccountUpdate, input);
}

/** Saves the account's name, username and phone (clinic: its clinic too); the stored user follows. */
export function useUpdateAccount(audience: Audience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountUpdate) => updateAccount(audience, input),
    onSuccess: (response) => {
      queryClient.setQueryData(accountDetailsQueryOptions(audience).queryKey, response.data);
      updateSessionUser(audience, { fullName: response.data.fullName, username: response.data.username });
    },
  });
}
