import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** delete child: one child task of an assignment the caller gave (its last one takes the assignment with it). */
export function deleteChildTask(family: CareFamily, input: { id: number }) {
  return apiCall(careEndpoint(family, 'deleteChild'), input);
}

/**
 * The care side's lists and details are read again, without waiting: a dialog showing the assignment can
 * close first when its last task went (the assignment with it), instead of showing it gone.
 */
export function useDeleteChildTask(family: CareFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number }) => deleteChildTask(family, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: careKey(family) });
    },
  });
}
