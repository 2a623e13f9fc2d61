import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PatientDetail } from '../../../features/patients/components/PatientDetail';
import { PatientsList } from '../../../features/patients/components/PatientsList';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';
import { BackLink } from '../../../lib/ui/BackLink';
import { PatientSafetyAlerts } from '../../../features/safety';
import { useCareTeamBadges } from './safety';
import { PatientCareTasks } from './tasks';
import { PatientTestResults } from './measures';
import { PatientStreaks } from '../../../features/challenges/components/PatientStreaks';
import { PatientServicePackages } from '../../../features/billing/components/PatientPackages';

const detailPath = (userid: number) => `${ROUTES['clinic-patients']}/${userid}`;

/** /clinic/patients: the clinic's patients. */
export function ClinicPatientsPage() {
  const { t } = useTranslation();
  usePageTitle(t('patients.title'));
  const badge = useCareTeamBadges('clinic');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('patients.title')}</Title>
        <Text c="dimmed">{t('patients.subtitle')}</Text>
      </Stack>
      <PatientsList detailPath={detailPath} nameAddon={(patient) => badge(patient.userid)} />
    </Stack>
  );
}

/** /clinic/patients/:userid: the patient record (the same page as an employee's, through the clinic's calls). */
export function ClinicPatientDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('patients.detailTitle'));
  const userid = Number(useParams().userid);
  if (!Number.isInteger(userid) || userid <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={ROUTES['clinic-patients']}>{t('patients.back')}</BackLink>
      {/* Open safety alerts above everything else on the patient's page. */}
      <PatientSafetyAlerts key={`safety-${userid}`} family="clinic" userid={userid} />
      <PatientDetail
        key={userid}
        family="clinic"
        userid={userid}
        backTo={ROUTES['clinic-patients']}
        assignedTasks={<PatientCareTasks family="clinic" userid={userid} />}
        testResults={<PatientTestResults family="clinic" userid={userid} />}
        challenges={<PatientStreaks userid={userid} />}
        packages={<PatientServicePackages userid={userid} />}
      />
    </Stack>
  );
}
