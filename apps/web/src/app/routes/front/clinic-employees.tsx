import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmployeeDetail } from '../../../features/employees/components/EmployeeDetail';
import { EmployeesList } from '../../../features/employees/components/EmployeesList';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { NotFoundContent } from '../not-found';
import { BackLink } from '../../../lib/ui/BackLink';

const detailPath = (userid: number) => `${ROUTES['clinic-employees']}/${userid}`;

/** /clinic/employees: the clinic's employees and their patients. */
export function ClinicEmployeesPage() {
  const { t } = useTranslation();
  usePageTitle(t('employees.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('employees.title')}</Title>
        <Text c="dimmed">{t('employees.subtitle')}</Text>
      </Stack>
      <EmployeesList detailPath={detailPath} />
    </Stack>
  );
}

/** /clinic/employees/:userid: one employee's detail and settings. */
export function ClinicEmployeeDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('employees.detailTitle'));
  const userid = Number(useParams().userid);
  if (!Number.isInteger(userid) || userid <= 0) return <NotFoundContent />;
  return (
    <Stack gap="md">
      <BackLink to={ROUTES['clinic-employees']}>{t('employees.back')}</BackLink>
      <EmployeeDetail key={userid} userid={userid} />
    </Stack>
  );
}
