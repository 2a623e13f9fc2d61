import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

export type CreateTaskInput = InputOf<typeof tasksEndpoints.tasksCreate>;

/** Adds a task at the end of the person's list ('Task has been Added Successfully'). */
export function createTask(input: CreateTaskInput) {
  return apiCall(tasksEndpoints.tasksCreate, input);
}

export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: createTask, onSuccess: invalidate });
}
