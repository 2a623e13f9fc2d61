import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

export type TaskOrderInput = InputOf<typeof tasksEndpoints.tasksUpdateOrder>;

/** update order {tasks:[id, task_order]}: the server rewrites the person's order 1..n ('Reorder Successfully'). */
export function updateTaskOrder(input: TaskOrderInput) {
  return apiCall(tasksEndpoints.tasksUpdateOrder, input);
}

/** The lists are read again whether the order was saved or refused (then the server's order shows again). */
export function useUpdateTaskOrder() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: updateTaskOrder, onSettled: invalidate });
}
