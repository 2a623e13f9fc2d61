import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type EditUserInput = InputOf<typeof peopleEndpoints.userEdit>;

/** An administrator edits a user (admin/users/user_edit). */
export function editUser(input: EditUserInput) {
  return apiCall(peopleEndpoints.userEdit, input);
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}
