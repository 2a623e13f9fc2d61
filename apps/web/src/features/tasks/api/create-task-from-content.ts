import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

/** discovery "create tasks": a lesson's or meditation's task (data_id) on the person's own list, once. */
export function createTaskFromContent(input: { data_id: number }) {
  return apiCall(endpoints.frontDiscoveryCreateTasks, input);
}

export function useCreateTaskFromContent() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: createTaskFromContent, onSuccess: invalidate });
}
