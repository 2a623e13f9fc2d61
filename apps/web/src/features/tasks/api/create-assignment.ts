import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAssignmentInput } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** Gives a patient an assignment with its child tasks ('Assignment has been Added Successfully'). */
export function createAssignment(family: CareFamily, input: CreateAssignmentInput) {
  return apiCall(careEndpoint(family, 'createAssignment'), input);
}

export function useCreateAssignment(family: CareFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAssignmentInput) => createAssignment(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKey(family) }),
  });
}
