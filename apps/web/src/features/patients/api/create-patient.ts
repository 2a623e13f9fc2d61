import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type CreatePatientInput = InputOf<typeof patientsEndpoints.clinicCreatePatientUser>;

/** Creates a patient of the clinic (no password: an invitation e-mail is sent). */
export function createPatient(input: CreatePatientInput) {
  return apiCall(patientsEndpoints.clinicCreatePatientUser, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
