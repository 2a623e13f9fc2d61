import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { apiCall } from '../../../lib/api-client';

export type AssignPatientsInput = InputOf<typeof employeesEndpoints.clinicAssignPatients>;

/** The employee's patients become exactly this list. */
export function assignPatients(input: AssignPatientsInput) {
  return apiCall(employeesEndpoints.clinicAssignPatients, input);
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
