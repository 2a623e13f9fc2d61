import { useMutation } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, type CareFamily } from './families';

export type AssignTaskInput = InputOf<ReturnType<typeof careEndpoint<'assignTask'>>>;

/** assign task to user: the task goes on the patient's own list, showing who gave it. */
export function assignTask(family: CareFamily, input: AssignTaskInput) {
  return apiCall(careEndpoint(family, 'assignTask'), input);
}

/** Nothing of the caller's is read again: the task lives in the patient's list. */
export function useAssignTask(family: CareFamily) {
  return useMutation({ mutationFn: (input: AssignTaskInput) => assignTask(family, input) });
}
