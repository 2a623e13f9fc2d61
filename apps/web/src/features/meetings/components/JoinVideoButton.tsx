import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIDEO_DEFAULTS, type Appointment } from '@stillpoint/contracts';
import { videoRoomPath } from '../../../lib/routes';

/**
 * "Join video" for an approved appointment (decision 0033): a link to its video room, enabled within the
 * room's window (from the default early join; the room's own page has the server's word, which may be
 * configured otherwise), else saying when it opens. The room is a page of the app, not of this feature.
 */
export function JoinVideoButton({ appointment, area }: { appointment: Appointment; area: 'patient' | 'employee' }) {
  const { t } = useTranslation();
  const opensAt = Date.parse(appointment.start) - VIDEO_DEFAULTS.earlyJoinMinutes * 60_000;
  const closesAt = Date.parse(appointment.end) + VIDEO_DEFAULTS.lateLeaveMinutes * 60_000;
  const [now, setNow] = useState(() => Date.now());
  // Enables itself when the window opens while the page stays open.
  useEffect(() => {
    if (now >= opensAt || opensAt - now > 24 * 3_600_000) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(opensAt - now + 500, 60_000));
    return () => clearTimeout(timer);
  }, [now, opensAt]);
  if (appointment.status !== 'approved' || now > closesAt) return null;
  const who = area === 'patient' ? appointment.employee.name : appointment.patient.name;
  const label = t('video.joinNamed', { name: who });
  if (now < opensAt) {
    const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(opensAt));
    return (
      <Text size="sm" c="dimmed">
        {t('video.opensAt', { time })}
      </Text>
    );
  }
  return (
    <Button component={Link} to={videoRoomPath(area, appointment.id)} aria-label={label}>
      {t('video.join')}
    </Button>
  );
}
