import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  queued: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** A delivery's or a send's state, in words and colour. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[state] ?? 'gray'} tt="none">
      {t(`comms.states.${state as 'queued'}`)}
    </Badge>
  );
}
