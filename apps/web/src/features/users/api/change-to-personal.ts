import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type ChangeToPersonalInput = InputOf<typeof endpoints.changeToPersonalUser>;

/** Turns a user into a personal development (or business) user. */
export function changeToPersonalUser(input: ChangeToPersonalInput) {
  return apiCall(endpoints.changeToPersonalUser, input);
}

/** The user lists (and counts) are read again after it. */
export function useChangeToPersonalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeToPersonalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
