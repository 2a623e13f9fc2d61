import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type DeleteUserInput = InputOf<typeof endpoints.deleteUser>;

/** Deletes a user. */
export function deleteUser(input: DeleteUserInput) {
  return apiCall(endpoints.deleteUser, input);
}

/** The user lists (and counts) are read again after it. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
