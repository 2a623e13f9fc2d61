import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconHeartHandshake, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@stillpoint/contracts';
import { trackerDays, type DayState } from '../days';
import classes from './StreakTracker.module.css';

const STATES: readonly DayState[] = ['checked', 'grace', 'missed', 'today', 'upcoming'];

function Mark({ state }: { state: DayState }) {
  if (state === 'checked') return <IconCheck size={18} stroke={3} aria-hidden />;
  if (state === 'grace') return <IconHeartHandshake size={16} aria-hidden />;
  if (state === 'missed') return <IconX size={14} aria-hidden />;
  return null;
}

/**
 * The person's days in a challenge, like a habit tracker: one square per day from the first to the last,
 * checked in, forgiven by the grace day, missed, today (still open) or to come. Each square says its day
 * and state to screen readers; a legend names the marks.
 */
export function StreakTracker({ start, end, days, today }: { start: string; end: string; days: readonly string[]; today: string }) {
  const { t } = useTranslation();
  const cells = trackerDays(start, end, days, today);
  return (
    <Stack gap="sm">
      <ol className={classes.days} aria-label={t('challenges.tracker.label')}>
        {cells.map((cell) => (
          <li key={cell.day} className={`${classes.day} ${classes[cell.state]}`} title={`${formatDay(cell.day)}: ${t(`challenges.tracker.state.${cell.state}`)}`}>
            <Mark state={cell.state} />
            <VisuallyHidden>{`${formatDay(cell.day)}: ${t(`challenges.tracker.state.${cell.state}`)}`}</VisuallyHidden>
          </li>
        ))}
      </ol>
      <ul className={classes.legend} aria-label={t('challenges.tracker.legend')}>
        {STATES.map((state) => (
          <li key={state}>
            <span className={`${classes.day} ${classes[state]}`} aria-hidden>
              <Mark state={state} />
            </span>
            <Text size="sm">{t(`challenges.tracker.state.${state}`)}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
