import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { apiCall } from '../../../lib/api-client';

export type EditEmployeeInput = InputOf<typeof employeesEndpoints.clinicEditEmployee>;

/** Changes an employee's name, e-mail, username or phone. */
export function editEmployee(input: EditEmployeeInput) {
  return apiCall(employeesEndpoints.clinicEditEmployee, input);
}

/** The clinic's employee and patient lists are read again after it (assignments show on both). */
export function useEditEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editEmployee,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['patients'] }),
      ]);
    },
  });
}
