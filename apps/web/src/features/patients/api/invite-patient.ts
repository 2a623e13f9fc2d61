import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type InvitePatientInput = InputOf<typeof patientsEndpoints.clinicInvitePatient>;

/** Invites a person by e-mail to become the clinic's patient. */
export function invitePatient(input: InvitePatientInput) {
  return apiCall(patientsEndpoints.clinicInvitePatient, input);
}

/** The clinic's patient lists and details are read again after it. */
export function useInvitePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invitePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
