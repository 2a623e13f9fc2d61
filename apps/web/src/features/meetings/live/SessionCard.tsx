import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIVE_SESSION_MESSAGES, type LiveSession } from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import type { LiveArea } from '../../../lib/routes';
import { browserTimeZone } from '../../../lib/time-zones';
import { appointmentTime } from '../components/format';
import { FRONT_CALLS, LIVE_LISTS } from './api';
import { JoinLiveVideoButton } from './JoinLiveVideoButton';

/**
 * Who looks at a session: a person who may take a seat (join and leave buttons), the employee who leads
 * it, or the clinic and admins who manage it (their buttons come in `actions`).
 */
export type SessionViewer = 'attendee' | 'host' | 'staff';

const isFull = (session: LiveSession) => session.joinedCount >= session.capacity;

/** The seats line: "3 of 8 seats taken", or for someone who may still join a full one, the waiting list. */
export function SeatsText({ session, viewer }: { session: LiveSession; viewer: SessionViewer }) {
  const { t } = useTranslation();
  const full = isFull(session);
  return (
    <Text size="sm" fw={500}>
      {viewer === 'attendee' && full && session.myPlace === null
        ? t('meetings.live.fullJoinWaitlist')
        : t('meetings.live.seatsTaken', { taken: session.joinedCount, count: session.capacity })}
      {viewer !== 'attendee' && session.waitlistCount > 0 && ` · ${t('meetings.live.waiting', { count: session.waitlistCount })}`}
    </Text>
  );
}

/** The viewer's own place: a seat, or a number on the waiting list. */
function MyPlace({ session }: { session: LiveSession }) {
  const { t } = useTranslation();
  if (session.myPlace === 'joined')
    return (
      <Badge color="green" variant="light" autoContrast>
        {t('meetings.live.haveSeat')}
      </Badge>
    );
  if (session.myPlace === 'waitlisted')
    return (
      <Badge color="yellow" variant="light" autoContrast>
        {t('meetings.live.waitlistNumber', { position: session.waitlistPosition ?? '?' })}
      </Badge>
    );
  return null;
}

/**
 * One live class or live meeting as a card (the same for both kinds and every viewer): title, the time in
 * the viewer's zone (and in the session's own zone when it differs), who leads it, the seats, the
 * viewer's place and the description; attendees join or leave it here, and its host and the people with
 * a seat join its video.
 */
export function SessionCard({
  session,
  viewer,
  headingLevel = 3,
  audience,
  actions,
  videoArea,
}: {
  session: LiveSession;
  viewer: SessionViewer;
  /** The card's title level under the list's heading. */
  headingLevel?: 2 | 3 | 4;
  /** Who it is for, where the viewer sees sessions of several clinics (admins): "For Harbor Clinic". */
  audience?: string;
  actions?: ReactNode;
  /** The front area the viewer is in: its host and people with a seat get "Join video" (none for staff). */
  videoArea?: LiveArea;
}) {
  const { t } = useTranslation();
  const ownZone = browserTimeZone();
  const cancelled = session.status === 'cancelled';
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={`live-session-${session.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={headingLevel} size="h4" id={`live-session-${session.id}`}>
            {session.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray" autoContrast>
              {t(`meetings.live.kind.${session.kind}`)}
            </Badge>
            {cancelled && (
              <Badge color="red" variant="light" autoContrast>
                {t('meetings.live.cancelled')}
              </Badge>
            )}
            <MyPlace session={session} />
          </Group>
        </Group>
        {audience && (
          <Text size="sm" fw={500}>
            {audience}
          </Text>
        )}
        <Text>{appointmentTime(session)}</Text>
        {session.timeZone !== ownZone && (
          <Text size="sm" c="dimmed">
            {t('meetings.live.inZone', { time: appointmentTime(session, session.timeZone), zone: session.timeZone })}
          </Text>
        )}
        <Text size="sm">
          {session.host ? t('meetings.live.hostedBy', { name: session.host.name }) : t('meetings.live.noHost')}
        </Text>
        <SeatsText session={session} viewer={viewer} />
        {session.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {session.description}
          </Text>
        )}
        {videoArea && viewer !== 'staff' && <JoinLiveVideoButton session={session} area={videoArea} host={viewer === 'host'} />}
        {viewer === 'attendee' && !cancelled && <AttendeeButtons session={session} />}
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Join (or join the waiting list when full) and leave. The server says what happened (a seat, a place on
 * the waiting list): its message is shown as it is. Giving up a seat asks first, as it cannot be undone
 * when someone is waiting.
 */
function AttendeeButtons({ session }: { session: LiveSession }) {
  const { t } = useTranslation();
  const calls = FRONT_CALLS[session.kind];
  const join = useEndpointMutation(calls.join, { invalidates: LIVE_LISTS });
  const leave = useEndpointMutation(calls.leave, { invalidates: LIVE_LISTS });
  const [confirming, setConfirming] = useState(false);
  // Front classes are named `class_id`, live meetings `id` (spec section 7).
  const input = session.kind === 'class' ? { class_id: session.id } : { id: session.id };
  const handlers = {
    onSuccess: (response: { message: string }) => {
      notify.success(response.message);
      setConfirming(false);
    },
    onError: (error: unknown) => notify.error(errorMessage(error, LIVE_SESSION_MESSAGES.sessionFailed)),
  };
  const name = { title: session.title };

  if (session.myPlace === null)
    return (
      <Group>
        <Button
          loading={join.isPending}
          onClick={() => join.mutate(input, handlers)}
          aria-label={t(isFull(session) ? 'meetings.live.joinWaitlistNamed' : 'meetings.live.joinNamed', name)}
        >
          {t(isFull(session) ? 'meetings.live.joinWaitlist' : 'meetings.live.join')}
        </Button>
      </Group>
    );
  if (session.myPlace === 'waitlisted')
    return (
      <Group>
        <Button
          variant="light"
          color="red"
          loading={leave.isPending}
          onClick={() => leave.mutate(input, handlers)}
          aria-label={t('meetings.live.leaveWaitlistNamed', name)}
        >
          {t('meetings.live.leaveWaitlist')}
        </Button>
      </Group>
    );
  if (!confirming)
    return (
      <Group>
        <Button variant="light" color="red" onClick={() => setConfirming(true)} aria-label={t('meetings.live.leaveNamed', name)}>
          {t('meetings.live.leave')}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs" role="group" aria-label={t('meetings.live.leaveNamed', name)}>
      <Text>{t(session.waitlistCount > 0 ? 'meetings.live.confirmLeaveWaiting' : 'meetings.live.confirmLeave')}</Text>
      <Group gap="xs">
        <Button color="red" loading={leave.isPending} onClick={() => leave.mutate(input, handlers)}>
          {t('meetings.live.yesLeave')}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t('meetings.live.keepSeat')}
        </Button>
      </Group>
    </Stack>
  );
}
