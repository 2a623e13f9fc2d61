import { useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '@stillpoint/contracts';
import { checkInBlock } from '../days';

/**
 * "I did it today": the daily check-in. When it cannot be pressed (already done today, not joined, not
 * started or ended) it stays visible, disabled, with the reason in words beside it (and as its description).
 */
export function CheckInButton({
  challenge,
  today,
  pending,
  onCheckIn,
}: {
  challenge: Pick<Challenge, 'start' | 'end' | 'mine'>;
  today: string;
  pending: boolean;
  onCheckIn: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const block = checkInBlock(challenge, today);
  return (
    <Stack gap={6} align="flex-start">
      <Button
        size="md"
        color="teal"
        leftSection={<IconCircleCheck size={20} aria-hidden />}
        disabled={block !== null}
        loading={pending}
        onClick={onCheckIn}
        aria-describedby={block ? reasonId : undefined}
      >
        {t('challenges.checkIn.button')}
      </Button>
      {block && (
        <Text id={reasonId} size="sm" c="dimmed">
          {t(`challenges.checkIn.blocked.${block}`)}
        </Text>
      )}
    </Stack>
  );
}
