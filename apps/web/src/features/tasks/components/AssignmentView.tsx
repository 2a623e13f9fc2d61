import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, TASK_MESSAGES } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/QueryState';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { useAssignment } from '../api/get-assignment';
import { useMarkAllComplete } from '../api/mark-all-complete';
import { useMarkTaskDone } from '../api/mark-task-done';
import { AssignmentProgress } from './AssignmentProgress';
import { AssignmentFacts, AssignmentStatus } from './PatientAssignments';
import { TaskCard } from './TaskCard';
import classes from './tasks.module.css';

/** One of the patient's assignments: its child tasks, each marked done on its own, or all at once. */
export function AssignmentView({ assignmentId }: { assignmentId: number }) {
  const { t } = useTranslation();
  const query = useAssignment(assignmentId);
  const done = useMarkTaskDone();
  const all = useMarkAllComplete();
  usePageTitle(query.data?.title ?? t('assignments.title'));
  return (
    <QueryState query={query}>
      {(assignment) => {
        const open = assignment.tasks.filter((task) => task.status === 'pending').length;
        return (
          <Stack gap="lg">
            <Stack gap={4}>
              <Group gap="sm" align="center">
                <Title order={1}>{assignment.title}</Title>
                <AssignmentStatus assignment={assignment} />
              </Group>
              <AssignmentFacts assignment={assignment} />
              {assignment.description && <Text className={classes.description}>{assignment.description}</Text>}
            </Stack>
            <Group justify="space-between" align="flex-end">
              <AssignmentProgress done={assignment.doneTasks} total={assignment.totalTasks} />
              <Button
                leftSection={<IconChecks size={16} aria-hidden />}
                disabled={open === 0}
                loading={all.isPending}
                onClick={() =>
                  all.mutate(
                    { assignment_id: assignment.id },
                    toastOutcome(TASK_MESSAGES.allCompleted, MESSAGES.somethingWentWrong),
                  )
                }
              >
                {t('assignments.markAll')}
              </Button>
            </Group>
            <section aria-labelledby="assignment-tasks">
              <Title order={2} size="h3" id="assignment-tasks" mb="md">
                {t('assignments.tasksTitle')}
              </Title>
              <ul className={classes.plainList} aria-labelledby="assignment-tasks">
                {assignment.tasks.map((task) => (
                  <li key={task.id}>
                    <TaskCard
                      task={task}
                      actions={
                        task.status === 'pending' && (
                          <Group>
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<IconCheck size={14} aria-hidden />}
                              loading={done.isPending && done.variables?.id === task.id}
                              aria-label={t('assignments.doneNamed', { title: task.title })}
                              onClick={() =>
                                done.mutate({ id: task.id }, toastOutcome(TASK_MESSAGES.taskDone, MESSAGES.somethingWentWrong))
                              }
                            >
                              {t('assignments.done')}
                            </Button>
                          </Group>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          </Stack>
        );
      }}
    </QueryState>
  );
}
