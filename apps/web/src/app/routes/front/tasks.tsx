import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccountDetails } from '../../../features/account/api/get-account-details';
import type { TaskAction } from '../../../features/discovery/components/ClassPage';
import { usePatientRecordDetail } from '../../../features/patients/api/record';
import {
  AddToMyTasksButton,
  AssignmentView,
  CareTasks,
  PatientAssignments,
  TasksBoard,
  type CareFamily,
} from '../../../features/tasks';
import { ROUTES } from '../../../lib/routes';
import { BackLink } from '../../../lib/ui/BackLink';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { featureEnabled } from '../../layouts/menus';
import { NotFoundContent } from '../not-found';
import type { FrontArea } from './item-paths';

/** The front areas whose people keep their own tasks (a clinic account gives them instead). */
export type TaskArea = Exclude<FrontArea, 'clinic'>;

const assignmentsPath = ROUTES['patient-assignments'];

/** /<area>/tasks: the person's own tasks. */
export function TasksPage() {
  const { t } = useTranslation();
  usePageTitle(t('tasks.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('tasks.title')}</Title>
        <Text c="dimmed">{t('tasks.subtitle')}</Text>
      </Stack>
      <TasksBoard />
    </Stack>
  );
}

/** /patient/assignments: the patient's assignments. */
export function AssignmentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('assignments.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('assignments.title')}</Title>
        <Text c="dimmed">{t('assignments.subtitle')}</Text>
      </Stack>
      <PatientAssignments detailPath={(id) => `${assignmentsPath}/${id}`} />
    </Stack>
  );
}

/** /patient/assignments/:id: one assignment with its tasks. */
export function AssignmentDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={assignmentsPath}>{t('assignments.back')}</BackLink>
      <AssignmentView key={id} assignmentId={id} />
    </Stack>
  );
}

/**
 * Discovery's slot beside a lesson's or meditation's task: "Add to my tasks", for the people who keep tasks
 * (not a clinic account) while their tasks feature is on; undefined leaves the slot empty.
 */
export function useAddToMyTasks(area: FrontArea): TaskAction | undefined {
  const features = useAccountDetails('front').data?.features;
  if (area === 'clinic' || !featureEnabled(features, 'tasks')) return undefined;
  const tasksPath = ROUTES[`${area}-tasks`];
  return (task) => <AddToMyTasksButton taskId={task.id} title={task.title} tasksPath={tasksPath} />;
}

/**
 * "Assigned tasks" on a patient's record (clinic and employee), composed into the patient feature's page:
 * what the care team gave the patient, always shown (it is the record); assigning a task or giving an
 * assignment is offered when the account's tasks or assignments feature is on (their calls would
 * otherwise answer 403 and turn the page off).
 */
export function PatientCareTasks({ family, userid }: { family: CareFamily; userid: number }) {
  const features = useAccountDetails('front').data?.features;
  const patient = usePatientRecordDetail(family, userid);
  if (!patient.data) return null;
  return (
    <CareTasks
      family={family}
      userid={userid}
      patientName={patient.data.data.fullName}
      actions={{ assign: featureEnabled(features, 'tasks'), assignments: featureEnabled(features, 'assignments') }}
    />
  );
}
