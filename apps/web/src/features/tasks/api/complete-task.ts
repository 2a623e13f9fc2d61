import { useMutation } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

/** Completes a task ('Task Completed Successfully!'); the answer says whether to ask how the person feels now. */
export function completeTask(input: { id: number }) {
  return apiCall(tasksEndpoints.tasksSingleComplete, input);
}

export function useCompleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: completeTask, onSuccess: invalidate });
}
