import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type ApprovePatientInput = InputOf<typeof patientsEndpoints.clinicApproveByAdmin>;

/** The clinic approves (or withdraws the approval of) a patient. */
export function approvePatient(input: ApprovePatientInput) {
  return apiCall(patientsEndpoints.clinicApproveByAdmin, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useApprovePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
