import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type DeletePatientInput = InputOf<typeof endpoints.clinicDeletePatient>;

/** Deletes a patient of the clinic. */
export function deletePatient(input: DeletePatientInput) {
  return apiCall(endpoints.clinicDeletePatient, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
