import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type AssignPatientsInput = InputOf<typeof endpoints.clinicAssignPatients>;

/** The employee's patients become exactly this list. */
export function assignPatients(input: AssignPatientsInput) {
  return apiCall(endpoints.clinicAssignPatients, input);
}

/** The clinic's employee and patient lists are read again after it (assignments show on both). */
export function useAssignPatients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPatients,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['patients'] }),
      ]);
    },
  });
}
