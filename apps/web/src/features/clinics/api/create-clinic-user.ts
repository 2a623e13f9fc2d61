import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type CreateClinicUserInput = InputOf<typeof peopleEndpoints.createClinicUser>;

/** Creates a clinic account of a clinic (no password: an invitation e-mail is sent). */
export function createClinicUser(input: CreateClinicUserInput) {
  return apiCall(peopleEndpoints.createClinicUser, input);
}

/** The clinics (and the user lists) are read again after it. */
export function useCreateClinicUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClinicUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clinics'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
