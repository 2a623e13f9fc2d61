import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Assignment } from '@stillpoint/contracts';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { useAssignmentStats } from '../api/get-assignment-stats';
import { useAssignments } from '../api/get-assignments';
import { AssignmentProgress } from './AssignmentProgress';
import { formatDay } from './format';
import { StatGrid } from '../../../lib/ui/StatGrid';
import classes from './tasks.module.css';

/** Whether an assignment is done, as a badge. */
export function AssignmentStatus({ assignment }: { assignment: Pick<Assignment, 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge {...(assignment.status === 'completed' ? { variant: 'light', color: 'teal' } : { variant: 'default' })}>
      {t(`assignments.status.${assignment.status}`)}
    </Badge>
  );
}

/** Who gave an assignment and when it is due, in one line. */
export function AssignmentFacts({ assignment }: { assignment: Pick<Assignment, 'assignedBy' | 'due_date'> }) {
  const { t } = useTranslation();
  const facts = [
    assignment.assignedBy ? t('assignments.from', { name: assignment.assignedBy }) : null,
    assignment.due_date ? t('assignments.due', { date: formatDay(assignment.due_date) }) : null,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {facts.join(' · ')}
    </Text>
  );
}

/** The patient's assignments: how many there are and are done, then each with its progress, page by page. */
export function PatientAssignments({ detailPath }: { detailPath: (assignmentId: number) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const stats = useAssignmentStats();
  const list = useAssignments(page);
  return (
    <Stack gap="xl">
      <section aria-labelledby="assignment-stats">
        <Title order={2} size="h3" id="assignment-stats" mb="md">
          {t('assignments.statsTitle')}
        </Title>
        <QueryState query={stats}>
          {(data) => (
            <StatGrid
              cols={4}
              stats={[
                [t('assignments.stats.total'), data.total],
                [t('assignments.stats.pending'), data.pending],
                [t('assignments.stats.completed'), data.completed],
                [t('assignments.stats.tasksDone', { total: data.totalTasks }), data.doneTasks],
              ]}
            />
          )}
        </QueryState>
      </section>
      <section aria-labelledby="assignment-list">
        <Title order={2} size="h3" id="assignment-list" mb="md">
          {t('assignments.listTitle')}
        </Title>
        <QueryState query={list}>
          {({ assignments, totalPages }) =>
            assignments.length === 0 ? (
              <Text c="dimmed">{t('assignments.empty')}</Text>
            ) : (
              <Stack gap="md">
                <ul className={classes.plainList} aria-labelledby="assignment-list">
                  {assignments.map((assignment) => (
                    <Paper key={assignment.id} component="li" withBorder radius="lg" p="md">
                      <Group justify="space-between" align="flex-start" gap="md">
                        <Stack gap={4}>
                          <Title order={3} size="h4">
                            <Anchor component={Link} to={detailPath(assignment.id)} inherit>
                              {assignment.title}
                            </Anchor>
                          </Title>
                          <AssignmentFacts assignment={assignment} />
                        </Stack>
                        <Group gap="md" align="flex-start">
                          <AssignmentProgress done={assignment.doneTasks} total={assignment.totalTasks} />
                          <AssignmentStatus assignment={assignment} />
                        </Group>
                      </Group>
                    </Paper>
                  ))}
                </ul>
                <Pager total={totalPages} value={page} onChange={setPage} />
              </Stack>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
