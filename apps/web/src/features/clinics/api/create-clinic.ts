import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type CreateClinicInput = InputOf<typeof peopleEndpoints.createClinic>;

/** Creates a clinic (the tenant). */
export function createClinic(input: CreateClinicInput) {
  return apiCall(peopleEndpoints.createClinic, input);
}

/** The clinics (and the user lists) are read again after it. */
export function useCreateClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClinic,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clinics'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
