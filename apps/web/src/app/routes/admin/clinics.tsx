import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClinicsList } from '../../../features/clinics/components/ClinicsList';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** /administration/clinics: every clinic. */
export function AdminClinicsPage() {
  const { t } = useTranslation();
  usePageTitle(t('clinics.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('clinics.title')}</Title>
        <Text c="dimmed">{t('clinics.subtitle')}</Text>
      </Stack>
      <ClinicsList />
    </Stack>
  );
}
