import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminVideo } from '../../../features/meetings/live-sessions';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/video: every clinic's appointments, and the live classes and meetings of all (admin/video/*). */
export function AdminVideoPage() {
  const { t } = useTranslation();
  usePageTitle(t('meetings.admin.page.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('meetings.admin.page.title')}</Title>
        <Text c="dimmed">{t('meetings.admin.page.subtitle')}</Text>
      </Stack>
      <AdminVideo />
    </Stack>
  );
}
