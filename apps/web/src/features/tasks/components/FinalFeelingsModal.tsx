import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMoodEmpty, IconMoodSad, IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, TASK_MESSAGES, type TaskFeeling } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';
import { useUpdateFinalFeelings } from '../api/update-final-feelings';

/**
 * "How do you feel now?" after a task is completed whose answer asked for final feelings: Better, Same or
 * Worse (update final feelings; Worse is there so a person can say it honestly), or not now. `task` null keeps it closed.
 */
export function FinalFeelingsModal({ task, onClose }: { task: { id: number; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateFinalFeelings();
  const answer = (feeling: TaskFeeling) =>
    task &&
    save.mutate(
      { id: task.id, final_feeling: feeling },
      toastOutcome(TASK_MESSAGES.feelingsSaved, MESSAGES.somethingWentWrong, onClose),
    );
  return (
    <Modal
      withinPortal={false}
      opened={task !== null}
      onClose={onClose}
      title={t('tasks.feelings.title')}
      closeButtonProps={{ 'aria-label': t('tasks.close') }}
    >
      <Stack gap="md">
        <Text>{t('tasks.feelings.question', { title: task?.title ?? '' })}</Text>
        {/* Three answers side by side, one under another on a phone (each keeps its whole word). */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Button
            variant="light"
            leftSection={<IconMoodSmile size={18} aria-hidden />}
            loading={save.isPending && save.variables?.final_feeling === 'better'}
            disabled={save.isPending}
            onClick={() => answer('better')}
            data-autofocus
          >
            {t('tasks.feelings.better')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconMoodEmpty size={18} aria-hidden />}
            loading={save.isPending && save.variables?.final_feeling === 'same'}
            disabled={save.isPending}
            onClick={() => answer('same')}
          >
            {t('tasks.feelings.same')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconMoodSad size={18} aria-hidden />}
            loading={save.isPending && save.variables?.final_feeling === 'worse'}
            disabled={save.isPending}
            onClick={() => answer('worse')}
          >
            {t('tasks.feelings.worse')}
          </Button>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('tasks.feelings.notNow')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
