import { useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  TASK_MESSAGES,
  formatDateTime,
  type Assignment,
  type CareTask,
  type CareTaskItem,
} from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { useAssignTask } from '../api/assign-task';
import { useDeleteAssignments, type DeleteAssignmentsInput } from '../api/delete-assignments';
import { useDeleteChildTask } from '../api/delete-child-task';
import type { CareFamily } from '../api/families';
import { useCareCategories } from '../api/get-care-categories';
import { usePatientTasks } from '../api/get-patient-tasks';
import { AssignmentProgress } from './AssignmentProgress';
import { CreateAssignmentModal } from './CreateAssignmentModal';
import { AssignmentFacts } from './PatientAssignments';
import { TaskFormModal, type TaskFormInput } from './TaskFormModal';
import classes from './tasks.module.css';

/** One assignment, or the ones selected together. */
interface AssignmentsToDelete {
  ids: number[];
  name: string;
}

/** The request that deletes them: one id, or the selected ids. */
export const deleteInput = ({ ids }: AssignmentsToDelete): DeleteAssignmentsInput =>
  ids.length === 1 ? { id: ids[0]! } : { ids };

/** What the care side may do on the section (the account's features decide). */
export interface CareTaskActions {
  /** Assign a single task (assign task). */
  assign: boolean;
  /** Create and delete assignments and their child tasks. */
  assignments: boolean;
}

/**
 * "Assigned tasks" on a patient's record, for a clinic (its patient) and an employee (their assigned patient):
 * every single task and assignment the care team gave, newest first, each with who gave it and when, its
 * status (open, or done and when), the final feeling and the patient's logs; the counts over all of them
 * (all time). From here a task is assigned, an assignment created, and assignments (one, several selected)
 * or their child tasks deleted.
 */
export function CareTasks({
  family,
  userid,
  patientName,
  actions,
}: {
  family: CareFamily;
  userid: number;
  patientName: string;
  actions: CareTaskActions;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const record = usePatientTasks(family, userid, page);
  const categories = useCareCategories(family, assigning);
  const assign = useAssignTask(family);
  const remove = useDeleteAssignments(family);
  const removeChild = useDeleteChildTask(family);
  // The selection counts what the page shows: deleted assignments leave it by themselves.
  const shown = (record.data?.items ?? []).flatMap((item) => (item.type === 'assignment' ? [item.assignment.id] : []));
  const chosen = shown.filter((id) => selected.includes(id));
  const deletion = useConfirmDelete('assignments', remove, deleteInput, (item: AssignmentsToDelete) => item.name, {
    successFallback: TASK_MESSAGES.assignmentDeleted,
  });
  const childDeletion = useConfirmDelete(
    'assignmentChild',
    removeChild,
    (task: CareTask) => ({ id: task.id }),
    (task) => task.title,
    {
      successFallback: TASK_MESSAGES.taskDeleted,
    },
  );

  const assignTask = (input: TaskFormInput, fail: (error: unknown) => boolean) =>
    assign.mutate(
      { ...input, userid },
      {
        onSuccess: (response) => {
          notify.success(response.message || TASK_MESSAGES.taskAssigned);
          setAssigning(false);
        },
        onError: (error) => {
          if (!fail(error)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
        },
      },
    );
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <section aria-labelledby="care-tasks">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id="care-tasks">
          {t('careTasks.title')}
        </Title>
        <Group gap="xs">
          {actions.assignments && chosen.length > 0 && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => deletion.ask({ ids: chosen, name: t('assignments.selectedName', { count: chosen.length }) })}
            >
              {t('assignments.deleteSelected', { count: chosen.length })}
            </Button>
          )}
          {actions.assign && (
            <Button variant="default" leftSection={<IconListCheck size={16} aria-hidden />} onClick={() => setAssigning(true)}>
              {t('assignments.assignTask')}
            </Button>
          )}
          {actions.assignments && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('assignments.new')}
            </Button>
          )}
        </Group>
      </Group>
      <QueryState query={record}>
        {({ counts, items, totalPages }) => (
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" c="dimmed" id="care-tasks-counts">
                {t('careTasks.countsHint')}
              </Text>
              <StatGrid
                cols={3}
                baseCols={3}
                stats={[
                  [t('careTasks.counts.tasksGiven'), counts.tasksGiven],
                  [t('careTasks.counts.tasksDone'), counts.tasksDone],
                  [t('careTasks.counts.tasksOpen'), counts.tasksOpen],
                ]}
              />
            </Stack>
            {items.length === 0 ? (
              <Text c="dimmed">{t('careTasks.empty')}</Text>
            ) : (
              <ul className={classes.plainList} aria-label={t('careTasks.listLabel')}>
                {items.map((item) =>
                  item.type === 'task' ? (
                    <SingleTask key={`task-${item.task.id}`} task={item.task} />
                  ) : (
                    <AssignmentEntry
                      key={`assignment-${item.assignment.id}`}
                      item={item}
                      manage={actions.assignments}
                      selected={chosen.includes(item.assignment.id)}
                      onSelect={(checked) => toggle(item.assignment.id, checked)}
                      onDelete={() =>
                        deletion.ask({
                          ids: [item.assignment.id],
                          name: t('assignments.quotedName', { title: item.assignment.title }),
                        })
                      }
                      onDeleteTask={(task) => childDeletion.ask(task)}
                    />
                  ),
                )}
              </ul>
            )}
            <Pager total={totalPages} value={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>

      <CreateAssignmentModal family={family} userid={userid} opened={creating} onClose={() => setCreating(false)} />
      <TaskFormModal
        opened={assigning}
        title={t('assignments.assignTaskTitle', { name: patientName })}
        categories={categories.data}
        pending={assign.isPending}
        onSubmit={assignTask}
        onClose={() => setAssigning(false)}
      />
      {deletion.modal}
      {childDeletion.modal}
    </section>
  );
}

/** Open, or done and when. */
function TaskStatus({ task }: { task: Pick<CareTask, 'status' | 'completedAt'> }) {
  const { t } = useTranslation();
  return task.status === 'completed' ? (
    <Badge variant="light" color="teal" tt="none">
      {task.completedAt ? t('careTasks.doneOn', { date: formatDateTime(task.completedAt) }) : t('tasks.status.completed')}
    </Badge>
  ) : (
    <Badge variant="default" tt="none">
      {t('tasks.status.pending')}
    </Badge>
  );
}

/** A task's description, final feeling and the patient's logs (newest first). */
function TaskRecord({ task }: { task: CareTask }) {
  const { t } = useTranslation();
  if (!task.description && !task.final_feeling && task.logs.length === 0) return null;
  return (
    <Stack gap={6}>
      {task.description && (
        <Text size="sm" className={classes.description}>
          {task.description}
        </Text>
      )}
      {task.final_feeling && (
        <Text size="sm" fw={600}>
          {t(`tasks.feltAfterwards.${task.final_feeling}`)}
        </Text>
      )}
      {task.logs.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('careTasks.logsTitle', { count: task.logs.length })}
          </Text>
          <ul className={classes.plainList} aria-label={t('careTasks.logsOf', { title: task.title })}>
            {task.logs.map((log) => (
              <li key={log.id} className={classes.log}>
                <Text size="sm" className={classes.description}>
                  {log.note}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(log.createdAt)}
                  {log.feeling ? ` · ${t(`tasks.logs.felt.${log.feeling}`)}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

/** Who gave it and when. */
function GivenBy({ name, at }: { name: string | null; at: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('careTasks.givenBy', { name: name ?? t('careTasks.formerStaff'), date: formatDateTime(at) })}
    </Text>
  );
}

function SingleTask({ task }: { task: CareTask }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="outline" tt="none">
                {t('careTasks.kinds.task')}
              </Badge>
              <Title order={3} size="h5" className={classes.title}>
                {task.title}
              </Title>
            </Group>
            <GivenBy name={task.assignedBy} at={task.createdAt} />
          </Stack>
          <TaskStatus task={task} />
        </Group>
        <TaskRecord task={task} />
      </Stack>
    </Paper>
  );
}

function AssignmentEntry({
  item,
  manage,
  selected,
  onSelect,
  onDelete,
  onDeleteTask,
}: {
  item: Extract<CareTaskItem, { type: 'assignment' }>;
  manage: boolean;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDelete: () => void;
  onDeleteTask: (task: CareTask) => void;
}) {
  const { t } = useTranslation();
  const { assignment, tasks } = item;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
            {manage && (
              <Checkbox
                mt={4}
                aria-label={t('assignments.selectNamed', { title: assignment.title })}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
              />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Badge variant="outline" tt="none">
                  {t('careTasks.kinds.assignment')}
                </Badge>
                <Title order={3} size="h5" className={classes.title}>
                  {assignment.title}
                </Title>
              </Group>
              <AssignmentGiven assignment={assignment} />
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Badge tt="none" {...(assignment.status === 'completed' ? { variant: 'light', color: 'teal' } : { variant: 'default' })}>
              {t(`assignments.status.${assignment.status}`)}
            </Badge>
            {manage && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('assignments.deleteNamed', { title: assignment.title })}
                onClick={onDelete}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
        {assignment.description && (
          <Text size="sm" className={classes.description}>
            {assignment.description}
          </Text>
        )}
        <AssignmentProgress done={assignment.doneTasks} total={assignment.totalTasks} />
        <ul className={classes.plainList} aria-label={t('assignments.tasksOf', { title: assignment.title })}>
          {tasks.map((task) => (
            <Paper key={task.id} component="li" radius="md" p="sm" className={classes.child}>
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Text fw={500} className={classes.title}>
                    {task.title}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <TaskStatus task={task} />
                    {manage && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('assignments.deleteTaskNamed', { title: task.title })}
                        onClick={() => onDeleteTask(task)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
                <TaskRecord task={task} />
              </Stack>
            </Paper>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/** Who gave an assignment, when, and when it is due. */
function AssignmentGiven({ assignment }: { assignment: Assignment }) {
  return (
    <Stack gap={0}>
      <GivenBy name={assignment.assignedBy} at={assignment.createdAt} />
      <AssignmentFacts assignment={{ ...assignment, assignedBy: null }} />
    </Stack>
  );
}
