import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { apiCall } from '../../../lib/api-client';

export type DeleteEmployeeInput = InputOf<typeof employeesEndpoints.clinicDeleteEmployee>;

/** Deletes an employee of the clinic (their patients stay, unassigned from them). */
export function deleteEmployee(input: DeleteEmployeeInput) {
  return apiCall(employeesEndpoints.clinicDeleteEmployee, input);
}

/** The clinic's employee and patient lists are read again after it (assignments show on both). */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['patients'] }),
      ]);
    },
  });
}
