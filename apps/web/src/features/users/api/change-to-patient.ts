import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type ChangeToPatientInput = InputOf<typeof endpoints.changeToPatient>;

/** Turns a user into a patient of a clinic. */
export function changeToPatient(input: ChangeToPatientInput) {
  return apiCall(endpoints.changeToPatient, input);
}

/** The user lists (and counts) are read again after it. */
export function useChangeToPatient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeToPatient, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}
