import { useMutation } from '@tanstack/react-query';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

/** discovery "create tasks": a lesson's or meditation's task (data_id) on the person's own list, once. */
export function createTaskFromContent(input: { data_id: number }) {
  return apiCall(tasksEndpoints.frontDiscoveryCreateTasks, input);
}

export function useCreateTaskFromContent() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: createTaskFromContent, onSuccess: invalidate });
}
