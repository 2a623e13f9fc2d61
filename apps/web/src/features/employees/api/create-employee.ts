import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type CreateEmployeeInput = InputOf<typeof endpoints.clinicCreateEmployee>;

/** Creates an employee of the clinic (no password: an invitation e-mail is sent). */
export function createEmployee(input: CreateEmployeeInput) {
  return apiCall(endpoints.clinicCreateEmployee, input);
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
