import { Anchor, Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, TASK_MESSAGES } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { useCreateTaskFromContent } from '../api/create-task-from-content';

/**
 * "Add to my tasks" beside a lesson's or meditation's task in discovery (create tasks, data_id: that task):
 * a toast, then a link to the Tasks page where it now is. Adding it again answers the same task.
 */
export function AddToMyTasksButton({ taskId, title, tasksPath }: { taskId: number; title: string; tasksPath: string }) {
  const { t } = useTranslation();
  const add = useCreateTaskFromContent();
  if (add.isSuccess)
    return (
      <Anchor component={Link} to={tasksPath} size="sm">
        {t('tasks.fromContent.open')}
      </Anchor>
    );
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconListCheck size={16} aria-hidden />}
      loading={add.isPending}
      aria-label={t('tasks.fromContent.addNamed', { title })}
      onClick={() => add.mutate({ data_id: taskId }, toastOutcome(TASK_MESSAGES.taskAdded, MESSAGES.somethingWentWrong))}
    >
      {t('tasks.fromContent.add')}
    </Button>
  );
}
