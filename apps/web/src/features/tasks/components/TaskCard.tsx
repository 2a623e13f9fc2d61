import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@stillpoint/contracts';
import classes from './tasks.module.css';

/**
 * A task on its pastel colour: title, description, category, who gave it, whether it is done and how the
 * person felt afterwards; `actions` (complete, logs, edit, delete, done) go below.
 */
export function TaskCard({ task, actions }: { task: Task; actions?: ReactNode }) {
  const { t } = useTranslation();
  const done = task.status === 'completed';
  return (
    <div className={`${classes.card} ${classes[task.color]}`} data-testid="task-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text component="h3" fw={600} m={0} className={classes.title}>
            {task.title}
          </Text>
          <Badge
            variant="default"
            leftSection={done ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {done ? t('tasks.status.completed') : t('tasks.status.pending')}
          </Badge>
        </Group>
        {task.description && (
          <Text size="sm" className={classes.description}>
            {task.description}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {task.categoryTitle && <Badge variant="default">{task.categoryTitle}</Badge>}
          {task.assignedBy && (
            <Text size="sm" c="dimmed">
              {t('tasks.assignedBy', { name: task.assignedBy })}
            </Text>
          )}
          {task.final_feeling && (
            <Text size="sm" c="dimmed">
              {t(`tasks.feltAfterwards.${task.final_feeling}`)}
            </Text>
          )}
        </Group>
        {actions}
      </Stack>
    </div>
  );
}
