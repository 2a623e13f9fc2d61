import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The rounded percent of an upload; shown while it runs, gone once it reaches 100. */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null || percent >= 100) return null;
  const value = Math.round(percent);
  return (
    <Group gap="sm" wrap="nowrap" data-testid="upload-progress">
      <Progress value={value} flex={1} aria-label={t('meditations.form.uploading')} animated />
      <Text size="sm" aria-live="polite" miw={40} ta="right">
        {value}%
      </Text>
    </Group>
  );
}
