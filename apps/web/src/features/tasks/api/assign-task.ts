import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

export type AssignTaskInput = InputOf<ReturnType<typeof careEndpoint<'assignTask'>>>;

/** assign task to user: the task goes on the patient's own list, showing who gave it. */
export function assignTask(family: CareFamily, input: AssignTaskInput) {
  return apiCall(careEndpoint(family, 'assignTask'), input);
}

/** The patient's assigned tasks are read again (the task is on their record too). */
export function useAssignTask(family: CareFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignTaskInput) => assignTask(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKey(family) }),
  });
}
