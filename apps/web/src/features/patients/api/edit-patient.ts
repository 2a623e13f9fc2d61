import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type EditPatientInput = InputOf<typeof patientsEndpoints.clinicEditPatient>;

/** Changes a patient's name, e-mail, username or phone. */
export function editPatient(input: EditPatientInput) {
  return apiCall(patientsEndpoints.clinicEditPatient, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useEditPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
