import { Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatDateTime, MESSAGES, TASK_MESSAGES, TASK_NOTE_MAX, type Task, type TaskFeeling } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { useAddTaskLog } from '../api/add-task-log';
import { useTaskLogs } from '../api/get-task-logs';
import classes from './tasks.module.css';

/** The feeling of a log: none, or better, same or worse (the segmented control needs a value for "none"). */
type FeelingChoice = TaskFeeling | 'none';

/** A task's logs: write a note with an optional feeling, and read the earlier ones, newest first. */
export function TaskLogsModal({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={task !== null}
      onClose={onClose}
      size="lg"
      title={t('tasks.logs.title', { title: task?.title ?? '' })}
      closeButtonProps={{ 'aria-label': t('tasks.close') }}
    >
      {task && <TaskLogs key={task.id} taskId={task.id} />}
    </Modal>
  );
}

function TaskLogs({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const logs = useTaskLogs(taskId);
  const add = useAddTaskLog();
  const form = useForm<{ note: string; feeling: FeelingChoice }>({
    initialValues: { note: '', feeling: 'none' },
    validate: { note: (value) => (value.trim() ? null : t('tasks.logs.noteRequired')) },
  });

  const onSubmit = form.onSubmit(({ note, feeling }) =>
    add.mutate(
      { task_id: taskId, note: note.trim(), ...(feeling !== 'none' ? { feeling } : {}) },
      {
        onSuccess: (response) => {
          notify.success(response.message || TASK_MESSAGES.logAdded);
          form.reset();
        },
        onError: (error) => {
          if (!applyServerErrors(error, form, ['note'])) notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
        },
      },
    ),
  );

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Textarea
            label={t('tasks.logs.note')}
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TASK_NOTE_MAX}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="task-log-feeling">
              {t('tasks.logs.feeling')}
            </Text>
            <SegmentedControl
              aria-labelledby="task-log-feeling"
              {...form.getInputProps('feeling')}
              data={[
                { value: 'none', label: t('tasks.logs.noFeeling') },
                { value: 'better', label: t('tasks.feelings.better') },
                { value: 'same', label: t('tasks.feelings.same') },
                { value: 'worse', label: t('tasks.feelings.worse') },
              ]}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('tasks.logs.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      <section aria-labelledby="task-logs-heading">
        <Text component="h3" fw={600} size="md" id="task-logs-heading" mb="xs">
          {t('tasks.logs.earlier')}
        </Text>
        <QueryState query={logs}>
          {(entries) =>
            entries.length === 0 ? (
              <Text c="dimmed">{t('tasks.logs.empty')}</Text>
            ) : (
              <ul className={classes.plainList} aria-labelledby="task-logs-heading">
                {entries.map((entry) => (
                  <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
                    <Text className={classes.description}>{entry.note}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDateTime(entry.createdAt)}
                      {entry.feeling ? ` · ${t(`tasks.logs.felt.${entry.feeling}`)}` : ''}
                    </Text>
                  </Paper>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
