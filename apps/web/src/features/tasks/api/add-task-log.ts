import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TaskFeeling } from '@stillpoint/contracts';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { apiCall } from '../../../lib/api-client';
import { taskKeys } from './keys';

export interface TaskLogInput {
  task_id: number;
  note: string;
  feeling?: TaskFeeling | undefined;
}

/** update logs: a note on how a task is going, with an optional feeling; answers the task's logs. */
export function addTaskLog(input: TaskLogInput) {
  return apiCall(tasksEndpoints.tasksUpdateLogs, input);
}

/** The answer is the task's logs (shown at once); the feeling counts in the state graph, read again. */
export function useAddTaskLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTaskLog,
    onSuccess: (response, input) => {
      queryClient.setQueryData(taskKeys.logs(input.task_id), response.data);
      return queryClient.invalidateQueries({ queryKey: taskKeys.stateGraph });
    },
  });
}
