import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

export type UpdateTaskInput = InputOf<typeof tasksEndpoints.tasksUpdate>;

/** Changes one of the person's tasks (title, description, category, colour, ask final feelings). */
export function updateTask(input: UpdateTaskInput) {
  return apiCall(tasksEndpoints.tasksUpdate, input);
}

export function useUpdateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: updateTask, onSuccess: invalidate });
}
