import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** Completes every child task of an assignment ('Tasks has been Completed Successfully!'). */
export function markAllComplete(input: { assignment_id: number }) {
  return apiCall(tasksEndpoints.assignmentsMarkAllComplete, input);
}

/** The answer is the assignment as it now is (shown at once); the list and the stats are read again. */
export function useMarkAllComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllComplete,
    onSuccess: (response, input) => {
      queryClient.setQueryData(assignmentKeys.detail(input.assignment_id), response.data);
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
  });
}
