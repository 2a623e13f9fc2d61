import { useState } from 'react';
import { ActionIcon, Anchor, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconListCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, TASK_MESSAGES, type Assignment } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useConfirmDelete } from '../../../lib/ui/ConfirmDeleteModal';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { useAssignTask } from '../api/assign-task';
import { useDeleteAssignments, type DeleteAssignmentsInput } from '../api/delete-assignments';
import type { CareFamily } from '../api/families';
import { useCareCategories } from '../api/get-care-categories';
import { usePatientAssignments } from '../api/get-patient-assignments';
import { AssignmentProgress } from './AssignmentProgress';
import { CareAssignmentModal } from './CareAssignmentModal';
import { CreateAssignmentModal } from './CreateAssignmentModal';
import { AssignmentStatus } from './PatientAssignments';
import { TaskFormModal, type TaskFormInput } from './TaskFormModal';
import { formatDay } from './format';

/** One assignment, or the ones selected together. */
interface AssignmentsToDelete {
  ids: number[];
  name: string;
}

/** The request that deletes them: one id, or the selected ids. */
export const deleteInput = ({ ids }: AssignmentsToDelete): DeleteAssignmentsInput =>
  ids.length === 1 ? { id: ids[0]! } : { ids };

/**
 * The "Assignments" section of a patient's page on the care side, for a clinic (its patient) and an employee
 * (their assigned patient): the assignments given to the patient with their progress, a new assignment
 * with its child tasks, one opened with its tasks (delete one, or the assignment), several selected and
 * deleted together, and "Assign a task" that puts one task on the patient's own list.
 */
export function CareAssignments({ family, userid, patientName }: { family: CareFamily; userid: number; patientName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [opened, setOpened] = useState<Assignment | null>(null);
  const list = usePatientAssignments(family, userid, page);
  const categories = useCareCategories(family, assigning);
  const assign = useAssignTask(family);
  const remove = useDeleteAssignments(family);
  // The selection counts what the page shows: deleted assignments leave it by themselves.
  const chosen = (list.data?.assignments ?? [])
    .filter((assignment) => selected.includes(assignment.id))
    .map((assignment) => assignment.id);
  const deletion = useConfirmDelete('assignments', remove, deleteInput, (item: AssignmentsToDelete) => item.name, {
    successFallback: TASK_MESSAGES.assignmentDeleted,
  });

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

  return (
    <section aria-labelledby="care-assignments">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h4" id="care-assignments">
          {t('assignments.title')}
        </Title>
        <Group gap="xs">
          {chosen.length > 0 && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => deletion.ask({ ids: chosen, name: t('assignments.selectedName', { count: chosen.length }) })}
            >
              {t('assignments.deleteSelected', { count: chosen.length })}
            </Button>
          )}
          <Button variant="default" leftSection={<IconListCheck size={16} aria-hidden />} onClick={() => setAssigning(true)}>
            {t('assignments.assignTask')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('assignments.new')}
          </Button>
        </Group>
      </Group>
      <QueryState query={list}>
        {({ assignments, totalPages }) =>
          assignments.length === 0 ? (
            <Text c="dimmed">{t('assignments.careEmpty')}</Text>
          ) : (
            <Stack gap="sm">
              <TableFrame
                labelledBy="care-assignments"
                minWidth={680}
                columns={[
                  { hidden: t('assignments.columns.select') },
                  t('assignments.columns.title'),
                  t('assignments.columns.progress'),
                  t('assignments.columns.due'),
                  t('assignments.columns.status'),
                  { hidden: t('assignments.columns.actions') },
                ]}
              >
                {assignments.map((assignment) => (
                  <Table.Tr key={assignment.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('assignments.selectNamed', { title: assignment.title })}
                        checked={chosen.includes(assignment.id)}
                        onChange={(event) => {
                          const { checked } = event.currentTarget;
                          setSelected((current) =>
                            checked ? [...current, assignment.id] : current.filter((id) => id !== assignment.id),
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor component="button" type="button" fw={500} onClick={() => setOpened(assignment)}>
                        {assignment.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <AssignmentProgress done={assignment.doneTasks} total={assignment.totalTasks} />
                    </Table.Td>
                    <Table.Td>{assignment.due_date ? formatDay(assignment.due_date) : '—'}</Table.Td>
                    <Table.Td>
                      <AssignmentStatus assignment={assignment} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('assignments.deleteNamed', { title: assignment.title })}
                        onClick={() =>
                          deletion.ask({ ids: [assignment.id], name: t('assignments.quotedName', { title: assignment.title }) })
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </TableFrame>
              <Pager total={totalPages} value={page} onChange={setPage} />
            </Stack>
          )
        }
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
      <CareAssignmentModal
        family={family}
        assignment={opened}
        onClose={() => setOpened(null)}
        onDeleteAssignment={(assignment) => {
          setOpened(null);
          deletion.ask({ ids: [assignment.id], name: t('assignments.quotedName', { title: assignment.title }) });
        }}
      />
      {deletion.modal}
    </section>
  );
}
