import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type DeleteEmployeeInput = InputOf<typeof endpoints.clinicDeleteEmployee>;

/** Deletes an employee of the clinic (their patients stay, unassigned from them). */
export function deleteEmployee(input: DeleteEmployeeInput) {
  return apiCall(endpoints.clinicDeleteEmployee, input);
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
