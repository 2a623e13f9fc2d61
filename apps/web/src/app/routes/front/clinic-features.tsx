import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountDetails } from '../../../features/account/api/get-account-details';
import { EmployeeFeaturesList } from '../../../features/employees/components/EmployeeFeaturesList';
import { PatientFeaturesList } from '../../../features/patients/components/PatientFeaturesList';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { featureEnabled } from '../../layouts/menus';

const patientPath = (userid: number) => `${ROUTES['clinic-patients']}/${userid}`;
const employeePath = (userid: number) => `${ROUTES['clinic-employees']}/${userid}`;

/**
 * /clinic/features (feature "features"): the clinic's patients' and employees' individual features
 * (clinics/features/individual_features), each changed with the same switches as their settings. A list
 * shows only while its own feature (patients, employees) is on, since its changes go through those calls.
 */
export function ClinicFeaturesPage() {
  const { t } = useTranslation();
  usePageTitle(t('individualFeatures.clinicTitle'));
  const account = useAccountDetails('front');
  const patients = featureEnabled(account.data?.features, 'patients');
  const employees = featureEnabled(account.data?.features, 'employees');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('individualFeatures.clinicTitle')}</Title>
        <Text c="dimmed">{t('individualFeatures.clinicSubtitle')}</Text>
      </Stack>
      {!patients && !employees && <Text c="dimmed">{t('individualFeatures.nobodyToSet')}</Text>}
      <Tabs defaultValue={patients ? 'patients' : 'employees'} keepMounted={false} hidden={!patients && !employees}>
        <Tabs.List aria-label={t('individualFeatures.clinicTabs')}>
          {patients && <Tabs.Tab value="patients">{t('individualFeatures.patientsTab')}</Tabs.Tab>}
          {employees && <Tabs.Tab value="employees">{t('individualFeatures.employeesTab')}</Tabs.Tab>}
        </Tabs.List>
        {patients && (
          <Tabs.Panel value="patients" pt="md">
            <PatientFeaturesList detailPath={patientPath} />
          </Tabs.Panel>
        )}
        {employees && (
          <Tabs.Panel value="employees" pt="md">
            <EmployeeFeaturesList detailPath={employeePath} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
