import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteSettingsForm } from '../../../features/site/components/SiteSettingsForm';
import { useSessionUser } from '../../../lib/session';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/settings: site settings, editable by the master administrator only. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const admin = useSessionUser('admin');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </Stack>
      <SiteSettingsForm canEdit={admin?.role === 'masterAdmin'} />
    </Stack>
  );
}
