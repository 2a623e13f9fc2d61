import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How many of an assignment's tasks are done, as a bar with the same words beside it. */
export function AssignmentProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const words = t('assignments.progress', { done, count: total });
  return (
    <Stack gap={4} miw={140}>
      <Progress value={total > 0 ? (done / total) * 100 : 0} aria-label={words} size="sm" />
      <Text size="sm" c="dimmed">
        {words}
      </Text>
    </Stack>
  );
}
