import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** delete assignment: one (id) or several selected ones (ids), with their child tasks. */
export type DeleteAssignmentsInput = { id: number } | { ids: number[] };

export function deleteAssignments(family: CareFamily, input: DeleteAssignmentsInput) {
  return apiCall(careEndpoint(family, 'deleteAssignment'), input);
}

export function useDeleteAssignments(family: CareFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAssignmentsInput) => deleteAssignments(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKey(family) }),
  });
}
