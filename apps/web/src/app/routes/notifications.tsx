import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@stillpoint/contracts';
import { NotificationsList } from '../../features/notifications';
import { usePageTitle } from '../../lib/ui/use-page-title';

/** /{area}/notifications: the person's notifications ("See all" of the bell). */
export function NotificationsPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  usePageTitle(t('notificationsPage.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('notificationsPage.title')}</Title>
        <Text c="dimmed">{t('notificationsPage.subtitle')}</Text>
      </Stack>
      <NotificationsList audience={audience} />
    </Stack>
  );
}
