import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TASK_MESSAGES, type Assignment, type Task } from '@stillpoint/contracts';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { QueryState } from '../../../lib/ui/QueryState';
import { useDeleteChildTask } from '../api/delete-child-task';
import type { CareFamily } from '../api/families';
import { useCareAssignment } from '../api/get-care-assignment';
import { AssignmentProgress } from './AssignmentProgress';
import { AssignmentFacts } from './PatientAssignments';
import classes from './tasks.module.css';

/**
 * An assignment the caller gave, opened from the patient's page: its child tasks, each deletable (the last
 * one takes the assignment with it, and the dialog closes), and the assignment's own delete.
 */
export function CareAssignmentModal({
  family,
  assignment,
  onClose,
  onDeleteAssignment,
}: {
  family: CareFamily;
  /** The assignment opened (its row in the list); null keeps the dialog closed. */
  assignment: Assignment | null;
  onClose: () => void;
  onDeleteAssignment: (assignment: Assignment) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={assignment !== null}
      onClose={onClose}
      size="lg"
      title={assignment?.title ?? ''}
      closeButtonProps={{ 'aria-label': t('assignments.close') }}
    >
      {assignment && (
        <AssignmentChildren
          key={assignment.id}
          family={family}
          assignment={assignment}
          onClose={onClose}
          onDeleteAssignment={onDeleteAssignment}
        />
      )}
    </Modal>
  );
}

function AssignmentChildren({
  family,
  assignment,
  onClose,
  onDeleteAssignment,
}: {
  family: CareFamily;
  assignment: Assignment;
  onClose: () => void;
  onDeleteAssignment: (assignment: Assignment) => void;
}) {
  const { t } = useTranslation();
  const detail = useCareAssignment(family, assignment.id);
  const removeChild = useDeleteChildTask(family);
  // The assignment goes with its last task (delete child): the dialog then closes, as there is nothing left.
  const deleteChild = {
    isPending: removeChild.isPending,
    mutate: (task: Task, options: { onSuccess: (response: { message: string }) => void; onError: (error: unknown) => void }) =>
      removeChild.mutate(
        { id: task.id },
        {
          ...options,
          onSuccess: (response) => {
            options.onSuccess(response);
            if (detail.data?.tasks.length === 1) onClose();
          },
        },
      ),
  };
  const childDeletion = useConfirmDelete(
    'assignmentChild',
    deleteChild,
    (task: Task) => task,
    (task) => task.title,
    {
      successFallback: TASK_MESSAGES.taskDeleted,
    },
  );

  return (
    <QueryState query={detail}>
      {(data) => (
        <Stack gap="md">
          <AssignmentFacts assignment={data} />
          {data.description && <Text className={classes.description}>{data.description}</Text>}
          <AssignmentProgress done={data.doneTasks} total={data.totalTasks} />
          <ul className={classes.plainList} aria-label={t('assignments.tasksOf', { title: data.title })}>
            {data.tasks.map((task) => (
              <Paper key={task.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={500}>{task.title}</Text>
                    {task.description && (
                      <Text size="sm" c="dimmed" className={classes.description}>
                        {task.description}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Badge {...(task.status === 'completed' ? { variant: 'light', color: 'teal' } : { variant: 'default' })}>
                      {t(`tasks.status.${task.status}`)}
                    </Badge>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('assignments.deleteTaskNamed', { title: task.title })}
                      onClick={() => childDeletion.ask(task)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </ul>
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDeleteAssignment(assignment)}
            >
              {t('assignments.deleteAssignment')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('assignments.closeDetail')}
            </Button>
          </Group>
          {childDeletion.modal}
        </Stack>
      )}
    </QueryState>
  );
}
