import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type PatientSettingsInput = InputOf<typeof patientsEndpoints.clinicPatientSettings>;

/** The clinic's feature switches for its patient. */
export function editPatientSettings(input: PatientSettingsInput) {
  return apiCall(patientsEndpoints.clinicPatientSettings, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useEditPatientSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPatientSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
