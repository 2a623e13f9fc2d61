import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { apiCall } from '../../../lib/api-client';

export type CreateEmployeeInput = InputOf<typeof employeesEndpoints.clinicCreateEmployee>;

/** Creates an employee of the clinic (no password: an invitation e-mail is sent). */
export function createEmployee(input: CreateEmployeeInput) {
  return apiCall(employeesEndpoints.clinicCreateEmployee, input);
}

/** The clinic's employee and patient lists are read again after it (assignments show on both). */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['patients'] }),
      ]);
    },
  });
}
