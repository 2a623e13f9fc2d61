import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '@stillpoint/contracts';

const COLOR: Record<AppointmentStatus, string> = { requested: 'yellow', approved: 'green', denied: 'red', cancelled: 'gray' };

/** An appointment's status in words: waiting for approval, approved, denied, cancelled. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" autoContrast>
      {t(`meetings.status.${status}`)}
    </Badge>
  );
}
