import { useMutation } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

/** Deletes one of the person's tasks; the server closes the order up. */
export function deleteTask(input: { id: number }) {
  return apiCall(tasksEndpoints.tasksDelete, input);
}

export function useDeleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: deleteTask, onSuccess: invalidate });
}
