import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type DeleteClinicInput = InputOf<typeof peopleEndpoints.deleteClinic>;

/** Deletes a clinic and its staff; its patients are handled as chosen. */
export function deleteClinic(input: DeleteClinicInput) {
  return apiCall(peopleEndpoints.deleteClinic, input);
}

/** The clinics (and the user lists) are read again after it. */
export function useDeleteClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClinic,
    // Not awaited: a clinic's page that deleted its clinic leaves before the list is read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['clinics'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
