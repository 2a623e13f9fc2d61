import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type EditUserInput = InputOf<typeof endpoints.userEdit>;

/** An administrator edits a user (admin/users/user_edit). */
export function editUser(input: EditUserInput) {
  return apiCall(endpoints.userEdit, input);
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}
