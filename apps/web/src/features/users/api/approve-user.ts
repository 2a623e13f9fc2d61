import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type ApproveUserInput = InputOf<typeof peopleEndpoints.confirmedByAdmin>;

/** Approves a user (or withdraws the approval). */
export function approveUser(input: ApproveUserInput) {
  return apiCall(peopleEndpoints.confirmedByAdmin, input);
}

/** The user lists (and counts) are read again after it. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
