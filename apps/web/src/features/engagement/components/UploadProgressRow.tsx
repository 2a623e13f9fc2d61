import { Button, Group, Progress, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An upload's progress (a rounded percent) with the button that aborts it. */
export function UploadProgressRow({ percent, onAbort, testId }: { percent: number; onAbort: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId}>
      <Progress.Root size="lg" radius="xl" style={{ flex: 1 }}>
        <Progress.Section value={percent} aria-label={t('engagement.stories.uploading')} />
      </Progress.Root>
      <Text size="sm" fw={600} aria-live="polite">
        {t('engagement.stories.percent', { percent })}
      </Text>
      <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={onAbort}>
        {t('engagement.stories.abort')}
      </Button>
    </Group>
  );
}
