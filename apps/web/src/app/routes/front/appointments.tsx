import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CareAppointments, PatientAppointments } from '../../../features/meetings';
import { usePageTitle } from '../../../lib/ui/use-page-title';

function Header({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  usePageTitle(t('meetings.page.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('meetings.page.title')}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

/** /patient/appointments: ask for an appointment, see and cancel yours. */
export function PatientAppointmentsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t('meetings.page.patientSubtitle')} />
      <PatientAppointments />
    </Stack>
  );
}

/** /employee/appointments and /clinic/appointments: the calendar, requests, booking (and a therapist's hours). */
export function CareAppointmentsPage({ family }: { family: 'employee' | 'clinic' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t(family === 'employee' ? 'meetings.page.employeeSubtitle' : 'meetings.page.clinicSubtitle')} />
      <CareAppointments family={family} />
    </Stack>
  );
}
