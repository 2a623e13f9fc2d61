import { Button, Group, Progress, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface UploadProgressProps {
  /** The percent `apiUpload`'s onProgress reports; null or undefined when no upload is running. */
  percent: number | null | undefined;
  /** Cancels the upload (story uploads can be aborted): shows a cancel button beside the bar. */
  onAbort?: () => void;
  /** Test id of the row (several uploads may show on one page). */
  testId?: string;
}

/**
 * The one progress display of every upload (spec: "Uploads show a percentage; the progress modal closes at
 * 100"): a rounded percent shown from 0 to 99 %, gone at 100 and when idle.
 */
export function UploadProgress({ percent, onAbort, testId = 'upload-progress' }: UploadProgressProps) {
  const { t } = useTranslation();
  if (percent === null || percent === undefined) return null;
  const rounded = Math.max(0, Math.round(percent));
  if (rounded >= 100) return null;
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId}>
      <Progress value={rounded} flex={1} size="md" animated aria-label={t('upload.progress')} />
      <Text size="sm" miw={120} ta="right" aria-live="polite">
        {t('upload.uploading', { percent: rounded })}
      </Text>
      {onAbort && (
        <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={onAbort}>
          {t('upload.abort')}
        </Button>
      )}
    </Group>
  );
}
