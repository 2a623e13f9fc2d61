import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type ChangeToPatientInput = InputOf<typeof peopleEndpoints.changeToPatient>;

/** Turns a user into a patient of a clinic. */
export function changeToPatient(input: ChangeToPatientInput) {
  return apiCall(peopleEndpoints.changeToPatient, input);
}

/** The user lists (and counts) are read again after it. */
export function useChangeToPatient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeToPatient, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}
