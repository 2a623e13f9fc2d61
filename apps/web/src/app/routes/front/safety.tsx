import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClinicCrisisLinesForm, SafetyAlertsHistory, SafetyAlertsPanel, useSafetyAlertBadges } from '../../../features/safety';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';

const clinicPatientPath = (userid: number) => `${ROUTES['clinic-patients']}/${userid}`;
const employeePatientPath = (userid: number) => `${ROUTES['employee-patients']}/${userid}`;

/** The care team's areas: the clinic and its employees. */
export type CareArea = 'clinic' | 'employee';

const PATIENT_PATH = { clinic: clinicPatientPath, employee: employeePatientPath } as const;
const HISTORY_PATH = { clinic: ROUTES['clinic-safety'], employee: ROUTES['employee-safety-alerts'] } as const;

/**
 * The landing's safety alerts (/clinic/discovery and /employee/discovery): open alerts first on the page
 * (`show="alerts"`), the quiet "none open" line with the link to the history after the greeting.
 */
export function LandingSafetyAlerts({ area, show }: { area: CareArea; show: 'alerts' | 'none' }) {
  return <SafetyAlertsPanel family={area} patientPath={PATIENT_PATH[area]} historyPath={HISTORY_PATH[area]} show={show} />;
}

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
        <SafetyAlertsHistory family="clinic" patientPath={clinicPatientPath} headingOrder={3} />
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
      <SafetyAlertsHistory family="employee" patientPath={employeePatientPath} />
    </Stack>
  );
}
