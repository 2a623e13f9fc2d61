import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type DeletePatientInput = InputOf<typeof patientsEndpoints.clinicDeletePatient>;

/** Deletes a patient of the clinic. */
export function deletePatient(input: DeletePatientInput) {
  return apiCall(patientsEndpoints.clinicDeletePatient, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
