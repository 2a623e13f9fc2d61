import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackData } from '../../features/engagement';
import { usePageTitle } from '../../lib/ui/use-page-title';

/** /clinic/feedback: the feedback values and reviews people left on the clinic's own classes and meditations. */
export function ClinicFeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedbackPage.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('feedbackPage.title')}</Title>
        <Text c="dimmed">{t('feedbackPage.subtitle')}</Text>
      </Stack>
      <FeedbackData />
    </Stack>
  );
}
