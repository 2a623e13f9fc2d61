import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type UpdateClinicInput = InputOf<typeof peopleEndpoints.updateClinic>;

/** Changes a clinic's name, e-mail, phone or address. */
export function updateClinic(input: UpdateClinicInput) {
  return apiCall(peopleEndpoints.updateClinic, input);
}

/** The clinics (and the user lists) are read again after it. */
export function useUpdateClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClinic,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clinics'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
