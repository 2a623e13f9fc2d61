import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UrgentAlertsManager } from '../../../features/site/components/UrgentAlertsManager';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/urgent-alerts: the urgent alerts. */
export function AdminAlertsPage() {
  const { t } = useTranslation();
  usePageTitle(t('alertsAdmin.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('alertsAdmin.title')}</Title>
        <Text c="dimmed">{t('alertsAdmin.subtitle')}</Text>
      </Stack>
      <UrgentAlertsManager />
    </Stack>
  );
}
