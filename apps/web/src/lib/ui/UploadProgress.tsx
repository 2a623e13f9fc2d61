import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The progress of an upload as a rounded percent (spec: "Uploads show a percentage; the progress modal
 * closes at 100"): shown from 0 to 99 %, gone at 100 and when idle (null). Give it the percent
 * `apiUpload`'s onProgress reports.
 */
export function UploadProgress({ percent }: { percent: number | null | undefined }) {
  const { t } = useTranslation();
  if (percent === null || percent === undefined) return null;
  const rounded = Math.max(0, Math.round(percent));
  if (rounded >= 100) return null;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="upload-progress">
      <Progress value={rounded} flex={1} size="md" animated aria-label={t('upload.progress')} />
      <Text size="sm" miw={120} ta="right" aria-live="polite">
        {t('upload.uploading', { percent: rounded })}
      </Text>
    </Group>
  );
}
