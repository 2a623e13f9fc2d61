import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type DeleteUserInput = InputOf<typeof peopleEndpoints.deleteUser>;

/** Deletes a user. */
export function deleteUser(input: DeleteUserInput) {
  return apiCall(peopleEndpoints.deleteUser, input);
}

/**
 * The user lists, counts and clinics are read again after it; the deleted user's own page and features are not
 * (they would answer 404 while their page is being left).
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_response, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['users'],
          predicate: (query) =>
            !(['detail', 'features'].includes(String(query.queryKey[1])) && query.queryKey[2] === input.userid),
        }),
        queryClient.invalidateQueries({ queryKey: ['clinics'] }),
      ]),
  });
}
