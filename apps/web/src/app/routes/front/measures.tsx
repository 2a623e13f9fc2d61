import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountDetails } from '../../../features/account/api/get-account-details';
import { CareResults, PatientTests, TestsAuthoring, type AuthorFamily, type CareFamily, type PatientOption } from '../../../features/measures';
import { useAssignedPatients } from '../../../features/patients/api/get-assigned-patients';
import { useClinicPatients } from '../../../features/patients/api/get-clinic-patients';
import { usePatientRecordDetail } from '../../../features/patients/api/record';
import { CrisisResourcesPanel } from '../../../features/safety';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { featureEnabled } from '../../layouts/menus';

/** /patient/tests and /frontuser/tests: assigned tests, taking one, results, history and trends. */
export function PatientTestsPage({ area }: { area: 'patient' | 'frontuser' }) {
  const { t } = useTranslation();
  usePageTitle(t('measures.page.title'));
  return <PatientTests path={ROUTES[`${area}-tests`]} crisis={<CrisisResourcesPanel headingOrder={2} />} />;
}

const options = (people: { userid: number; fullName: string }[] | undefined): PatientOption[] =>
  (people ?? []).map((person) => ({ value: String(person.userid), label: person.fullName }));

function AuthoringHeader({ family }: { family: AuthorFamily }) {
  const { t } = useTranslation();
  usePageTitle(t('measures.author.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('measures.author.title')}</Title>
      <Text c="dimmed">{family === 'admin' ? t('measures.author.adminSubtitle') : t('measures.author.subtitle')}</Text>
    </Stack>
  );
}

/** /administration/tests: the platform's tests. */
export function AdminTestsPage() {
  return (
    <Stack gap="lg">
      <AuthoringHeader family="admin" />
      <TestsAuthoring family="admin" />
    </Stack>
  );
}

/** /clinic/tests: the clinic's tests and the platform's to use; assigning to its patients (the first hundred). */
export function ClinicTestsPage() {
  const patients = useClinicPatients({ pageNo: 1, perPage: 100 });
  return (
    <Stack gap="lg">
      <AuthoringHeader family="clinic" />
      <TestsAuthoring family="clinic" patients={options(patients.data?.people)} />
    </Stack>
  );
}

/** /employee/tests: the same for an employee, assigning to the patients assigned to them. */
export function EmployeeTestsPage() {
  const patients = useAssignedPatients({ pageNo: 1, perPage: 100 });
  return (
    <Stack gap="lg">
      <AuthoringHeader family="employee" />
      <TestsAuthoring family="employee" patients={options(patients.data?.people)} />
    </Stack>
  );
}

/** "Test results" on a patient's record (clinic and employee). Assigning is offered while the tests feature is on. */
export function PatientTestResults({ family, userid }: { family: CareFamily; userid: number }) {
  const features = useAccountDetails('front').data?.features;
  const patient = usePatientRecordDetail(family, userid);
  if (!patient.data) return null;
  return <CareResults family={family} userid={userid} name={patient.data.data.fullName} canAssign={featureEnabled(features, 'tests')} />;
}
