import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIDEO_DEFAULTS, type LiveSession } from '@stillpoint/contracts';
import { liveVideoPath, type LiveArea } from '../../../lib/routes';

/**
 * "Join video" on a live class or meeting (decision 0033), for its host and the people with a seat: a link
 * to its video room within the room's window (from the default early join; the room's own page has the
 * server's word), else a disabled button with the time it opens. Nothing once the window has closed, for
 * a cancelled session, or for someone without a seat (the waiting list has no room).
 */
export function JoinLiveVideoButton({ session, area, host }: { session: LiveSession; area: LiveArea; host: boolean }) {
  const { t } = useTranslation();
  const opensAt = Date.parse(session.start) - VIDEO_DEFAULTS.earlyJoinMinutes * 60_000;
  const closesAt = Date.parse(session.end) + VIDEO_DEFAULTS.lateLeaveMinutes * 60_000;
  const [now, setNow] = useState(() => Date.now());
  // Enables itself when the window opens while the page stays open.
  useEffect(() => {
    if (now >= opensAt || opensAt - now > 24 * 3_600_000) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(opensAt - now + 500, 60_000));
    return () => clearTimeout(timer);
  }, [now, opensAt]);
  if (session.status !== 'scheduled' || now > closesAt || (!host && session.myPlace !== 'joined')) return null;
  const label = t('video.live.joinNamed', { title: session.title });
  if (now < opensAt) {
    const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(opensAt));
    const hint = `live-video-opens-${session.id}`;
    return (
      <Group gap="xs" wrap="wrap">
        <Button disabled aria-label={label} aria-describedby={hint}>
          {t('video.live.join')}
        </Button>
        <Text size="sm" c="dimmed" id={hint}>
          {t('video.opensAt', { time })}
        </Text>
      </Group>
    );
  }
  return (
    <Group>
      <Button component={Link} to={liveVideoPath(area, session.id)} aria-label={label}>
        {t('video.live.join')}
      </Button>
    </Group>
  );
}
