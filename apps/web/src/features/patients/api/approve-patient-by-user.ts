import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type ApprovePatientByUserInput = InputOf<typeof patientsEndpoints.clinicApproveByUser>;

/** The clinic records the patient's own confirmation, or withdraws it (clinics/patients/approve_by_user). */
export function approvePatientByUser(input: ApprovePatientByUserInput) {
  return apiCall(patientsEndpoints.clinicApproveByUser, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useApprovePatientByUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePatientByUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
