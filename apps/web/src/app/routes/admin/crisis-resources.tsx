import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrisisCountriesManager } from '../../../features/safety';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/crisis-resources: emergency numbers and crisis lines per country. */
export function AdminCrisisResourcesPage() {
  const { t } = useTranslation();
  usePageTitle(t('safetyAdmin.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('safetyAdmin.title')}</Title>
        <Text c="dimmed">{t('safetyAdmin.subtitle')}</Text>
      </Stack>
      <CrisisCountriesManager />
    </Stack>
  );
}
