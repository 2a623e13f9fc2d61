import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateTasks } from './use-invalidate-tasks';

export type FinalFeelingsInput = InputOf<typeof tasksEndpoints.tasksUpdateFinalFeelings>;

/** How the person feels after completing a task: better or same (counted in the task stats). */
export function updateFinalFeelings(input: FinalFeelingsInput) {
  return apiCall(tasksEndpoints.tasksUpdateFinalFeelings, input);
}

export function useUpdateFinalFeelings() {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: updateFinalFeelings, onSuccess: invalidate });
}
