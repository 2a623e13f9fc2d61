import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The progress of an upload, as a rounded percent; nothing once it is done (it closes at 100). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  const rounded = Math.round(percent);
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm" id="studio-upload-progress">
        {t('studio.uploading', { percent: rounded })}
      </Text>
      <Progress.Root size="md">
        <Progress.Section value={rounded} animated={rounded < 100} aria-label={t('studio.uploadProgress')} />
      </Progress.Root>
    </Stack>
  );
}
