import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type ChangeToPersonalInput = InputOf<typeof peopleEndpoints.changeToPersonalUser>;

/** Turns a user into a personal development (or business) user. */
export function changeToPersonalUser(input: ChangeToPersonalInput) {
  return apiCall(peopleEndpoints.changeToPersonalUser, input);
}

/** The user lists (and counts) are read again after it. */
export function useChangeToPersonalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeToPersonalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
