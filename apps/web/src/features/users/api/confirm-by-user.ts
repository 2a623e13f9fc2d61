import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type ConfirmByUserInput = InputOf<typeof peopleEndpoints.confirmedByUser>;

/** Records the user's own confirmation (admin/users/confirmed_by_user), or withdraws it. */
export function useConfirmByUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmByUserInput) => apiCall(peopleEndpoints.confirmedByUser, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
