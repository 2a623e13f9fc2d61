import { useQueryClient } from '@tanstack/react-query';
import { taskKeys } from './keys';

/**
 * After any change to the person's tasks every list, the counts per category and the state graph are read
 * again; the promise settles once they are, so a caller can drop an optimistic order without a flicker.
 */
export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
}
