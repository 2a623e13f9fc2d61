import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClinicCrisisLinesForm, SafetyAlertsHistory, useSafetyAlertBadges } from '../../../features/safety';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { PATIENT_PATH, type CareArea } from './landing-safety';

/** The "Safety alert" badges of the patient lists, for PeopleTable's name column. */
export const useCareTeamBadges = (area: CareArea) => useSafetyAlertBadges(area);

/** /clinic/safety: the safety alerts of the clinic's patients (open and history), and its own crisis lines. */
export function ClinicSafetyPage() {
  const { t } = useTranslation();
  usePageTitle(t('safety.page.clinicTitle'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('safety.page.clinicTitle')}</Title>
        <Text c="dimmed">{t('safety.page.clinicSubtitle')}</Text>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="clinic-alerts-title">
        <Title order={2} size="h3" id="clinic-alerts-title">
          {t('safety.page.alertsTitle')}
        </Title>
        <SafetyAlertsHistory family="clinic" patientPath={PATIENT_PATH.clinic} headingOrder={3} />
      </Stack>
      <ClinicCrisisLinesForm />
    </Stack>
  );
}

/** /employee/safety-alerts: the safety alerts of the employee's assigned patients. */
export function EmployeeSafetyAlertsPage() {
  const { t } = useTranslation();
  usePageTitle(t('safety.page.employeeTitle'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('safety.page.employeeTitle')}</Title>
        <Text c="dimmed">{t('safety.page.employeeSubtitle')}</Text>
      </Stack>
      <SafetyAlertsHistory family="employee" patientPath={PATIENT_PATH.employee} />
    </Stack>
  );
}
