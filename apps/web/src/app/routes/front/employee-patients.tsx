import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AssignedPatientsList } from '../../../features/patients/components/AssignedPatients';
import { PatientDetail } from '../../../features/patients/components/PatientDetail';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';
import { BackLink } from '../../../lib/ui/BackLink';
import { PatientSafetyAlerts } from '../../../features/safety';
import { useCareTeamBadges } from './safety';
import { PatientCareTasks } from './tasks';
import { PatientTestResults } from './measures';
import { PatientStreaks } from '../../../features/challenges/components/PatientStreaks';

const detailPath = (userid: number) => `${ROUTES['employee-patients']}/${userid}`;

/** /employee/patients: the employee's assigned patients. */
export function EmployeePatientsPage() {
  const { t } = useTranslation();
  usePageTitle(t('myPatients.title'));
  const badge = useCareTeamBadges('employee');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('myPatients.title')}</Title>
        <Text c="dimmed">{t('myPatients.subtitle')}</Text>
      </Stack>
      <AssignedPatientsList detailPath={detailPath} nameAddon={(patient) => badge(patient.userid)} />
    </Stack>
  );
}

/** /employee/patients/:userid: an assigned patient's record (the same page as the clinic's, through the employee's calls). */
export function EmployeePatientDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('myPatients.detailTitle'));
  const userid = Number(useParams().userid);
  if (!Number.isInteger(userid) || userid <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={ROUTES['employee-patients']}>{t('myPatients.back')}</BackLink>
      {/* Open safety alerts above everything else on the patient's page. */}
      <PatientSafetyAlerts key={`safety-${userid}`} family="employee" userid={userid} />
      <PatientDetail
        key={userid}
        family="employee"
        userid={userid}
        backTo={ROUTES['employee-patients']}
        assignedTasks={<PatientCareTasks family="employee" userid={userid} />}
        testResults={<PatientTestResults family="employee" userid={userid} />}
        challenges={<PatientStreaks userid={userid} />}
      />
    </Stack>
  );
}
