import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LiveSessionRoom, VideoRoom, VideoRoomBase } from '@stillpoint/contracts';
import { videoEndpoints } from '@stillpoint/contracts/endpoints/video';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { P2pCallView, type CallTexts } from './P2pCallView';
import { PreJoin } from './PreJoin';

// LiveKit's client loads only for a room that goes through a LiveKit server.
const LiveKitCallView = lazy(() => import('./LiveKitCallView').then((m) => ({ default: m.LiveKitCallView })));

/** Whose room: an appointment's (two people) or a live class's or live meeting's (its host and the people with a seat). */
export type VideoRoomTarget = { kind: 'appointment'; id: number } | { kind: 'live'; id: number };

/** What the page says around a room, as the room is of an appointment or a live session. */
interface RoomWords {
  subtitle: string;
  intro: string;
  call: CallTexts;
}

function useRoomWords(room: VideoRoom | LiveSessionRoom | undefined): RoomWords | null {
  const { t } = useTranslation();
  if (!room) return null;
  if ('appointment_id' in room) {
    const name = room.peer.name;
    return {
      subtitle: t(room.role === 'host' ? 'video.subtitleHost' : 'video.subtitleGuest', { name }),
      intro: t('video.withWhom', { name }),
      call: {
        othersName: name,
        waitingForHost: t('video.waitingForHost'),
        waitingForOthers: t('video.waitingForPeer', { name }),
      },
    };
  }
  const host = room.host?.name;
  return {
    subtitle:
      room.role === 'host'
        ? t('video.live.subtitleHost', { title: room.title })
        : host
          ? t('video.live.subtitleGuest', { title: room.title, name: host })
          : t('video.live.subtitleGuestNoHost', { title: room.title }),
    intro: t('video.live.intro', { title: room.title }),
    call: {
      othersName: host && room.role === 'guest' ? host : t('video.live.participant'),
      waitingForHost: t('video.live.waitingForHost'),
      waitingForOthers: t('video.live.waitingForOthers'),
      canRemove: room.role === 'host',
    },
  };
}

/**
 * A video room, of an appointment or of a live session: what the server says of it (a refusal says why:
 * not yours, not yet open, closed, or a class too large for peer-to-peer without a LiveKit server), the
 * pre-join (camera, microphone, preview), then the call. `back` is where leaving goes.
 */
export function VideoRoomView({ target, back, backLabel }: { target: VideoRoomTarget; back: string; backLabel?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } as const;
  const appointment = useEndpointQuery(
    videoEndpoints.videoRoom,
    { appointment_id: target.id },
    { ...options, enabled: target.kind === 'appointment' },
  );
  const live = useEndpointQuery(
    videoEndpoints.liveSessionRoom,
    { id: target.id },
    { ...options, enabled: target.kind === 'live' },
  );
  const query = target.kind === 'appointment' ? appointment : live;
  const data: VideoRoom | LiveSessionRoom | undefined = query.data?.data;
  const words = useRoomWords(data);
  const [stage, setStage] = useState<{ joined: false } | { joined: true; stream: MediaStream | null }>({ joined: false });
  usePageTitle(
    target.kind === 'live' && data && 'title' in data ? t('video.live.title', { title: data.title }) : t('video.title'),
  );

  const leave = () => {
    if (stage.joined) stage.stream?.getTracks().forEach((track) => track.stop());
    void navigate(back);
  };
  const room: VideoRoomBase | undefined = data;

  return (
    <Stack gap="lg" align="stretch">
      <Stack gap={4}>
        <Title order={1}>{target.kind === 'live' && data && 'title' in data ? data.title : t('video.title')}</Title>
        {words && <Text c="dimmed">{words.subtitle}</Text>}
      </Stack>
      {query.isPending && <Loader aria-label={t('video.loading')} />}
      {query.error && (
        <Stack gap="sm" align="flex-start">
          <Alert
            color={query.error.status === 409 ? 'yellow' : 'red'}
            title={t(query.error.status === 409 ? 'video.notOpenTitle' : 'video.notFoundTitle')}
            w="100%"
          >
            {query.error.message}
          </Alert>
          <Button component={Link} to={back} variant="light">
            {backLabel ?? t('video.back')}
          </Button>
        </Stack>
      )}
      {room &&
        words &&
        (!stage.joined ? (
          <PreJoin intro={words.intro} onJoin={(stream) => setStage({ joined: true, stream })} />
        ) : room.mode === 'livekit' ? (
          <Suspense fallback={<Loader aria-label={t('video.loading')} />}>
            <LiveKitCallView room={room} othersName={words.call.othersName} stream={stage.stream} onLeave={leave} />
          </Suspense>
        ) : (
          <P2pCallView room={room} texts={words.call} stream={stage.stream} onLeave={leave} />
        ))}
    </Stack>
  );
}
