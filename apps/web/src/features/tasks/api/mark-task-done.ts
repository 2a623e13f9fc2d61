import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** task done: a child task of one of the patient's assignments is done ('Task has been Done Successfully'). */
export function markTaskDone(input: { id: number }) {
  return apiCall(tasksEndpoints.assignmentsTaskDone, input);
}

/** The assignment, the list's progress and the stats are read again. */
export function useMarkTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTaskDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
