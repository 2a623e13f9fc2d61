import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KindFeatures } from '../../../features/users/components/KindFeatures';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/features: the features of each user kind. */
export function AdminFeaturesPage() {
  const { t } = useTranslation();
  usePageTitle(t('peopleAdmin.kindFeatures.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('peopleAdmin.kindFeatures.title')}</Title>
        <Text c="dimmed">{t('peopleAdmin.kindFeatures.subtitle')}</Text>
      </Stack>
      <KindFeatures />
    </Stack>
  );
}
