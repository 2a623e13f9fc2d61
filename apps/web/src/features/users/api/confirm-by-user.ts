import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type ConfirmByUserInput = InputOf<typeof endpoints.confirmedByUser>;

/** Records the user's own confirmation (admin/users/confirmed_by_user), or withdraws it. */
export function useConfirmByUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmByUserInput) => apiCall(endpoints.confirmedByUser, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
