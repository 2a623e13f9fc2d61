import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FrontLive, StaffLive } from '../../../features/meetings/live-sessions';
import type { LiveArea } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/ui/use-page-title';

function Header({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  usePageTitle(t('meetings.live.page.title'));
  return (
    <Stack gap={4}>
      <Title order={1}>{t('meetings.live.page.title')}</Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}

/** /patient/live and /frontuser/live (seats to take) and /employee/live (the sessions they lead). */
export function FrontLivePage({ viewer, area }: { viewer: 'attendee' | 'host'; area: LiveArea }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t(viewer === 'attendee' ? 'meetings.live.page.attendeeSubtitle' : 'meetings.live.page.hostSubtitle')} />
      <FrontLive viewer={viewer} area={area} />
    </Stack>
  );
}

/** /clinic/live: the clinic's live classes and meetings, planned, followed and shared. */
export function ClinicLivePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Header subtitle={t('meetings.live.page.clinicSubtitle')} />
      <StaffLive family="clinic" />
    </Stack>
  );
}
