import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmployeesList } from '../../../features/employees/components/EmployeesList';
import { usePageTitle } from '../../../lib/ui/use-page-title';

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
      <EmployeesList />
    </Stack>
  );
}
