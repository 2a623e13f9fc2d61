import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { videoEndpoints } from '@stillpoint/contracts/endpoints/video';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { P2pCallView } from './P2pCallView';
import { PreJoin } from './PreJoin';

// LiveKit's client loads only for a room that goes through a LiveKit server.
const LiveKitCallView = lazy(() => import('./LiveKitCallView').then((m) => ({ default: m.LiveKitCallView })));

/**
 * An appointment's video room: what the server says of it (a refusal says why: not yours, not yet open,
 * closed), the pre-join (camera, microphone, preview), then the call. `back` is where leaving goes.
 */
export function VideoRoomView({ appointmentId, back }: { appointmentId: number; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const room = useEndpointQuery(
    videoEndpoints.videoRoom,
    { appointment_id: appointmentId },
    { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
  );
  const [stage, setStage] = useState<{ joined: false } | { joined: true; stream: MediaStream | null }>({ joined: false });
  usePageTitle(t('video.title'));

  const leave = () => {
    if (stage.joined) stage.stream?.getTracks().forEach((track) => track.stop());
    void navigate(back);
  };

  return (
    <Stack gap="lg" align="stretch">
      <Stack gap={4}>
        <Title order={1}>{t('video.title')}</Title>
        {room.data && (
          <Text c="dimmed">
            {t(room.data.data.role === 'host' ? 'video.subtitleHost' : 'video.subtitleGuest', { name: room.data.data.peer.name })}
          </Text>
        )}
      </Stack>
      {room.isPending && <Loader aria-label={t('video.loading')} />}
      {room.error && (
        <Stack gap="sm" align="flex-start">
          <Alert
            color={room.error.status === 409 ? 'yellow' : 'red'}
            title={t(room.error.status === 409 ? 'video.notOpenTitle' : 'video.notFoundTitle')}
            w="100%"
          >
            {room.error.message}
          </Alert>
          <Button component={Link} to={back} variant="light">
            {t('video.back')}
          </Button>
        </Stack>
      )}
      {room.data &&
        (!stage.joined ? (
          <PreJoin peerName={room.data.data.peer.name} onJoin={(stream) => setStage({ joined: true, stream })} />
        ) : room.data.data.mode === 'livekit' ? (
          <Suspense fallback={<Loader aria-label={t('video.loading')} />}>
            <LiveKitCallView room={room.data.data} stream={stage.stream} onLeave={leave} />
          </Suspense>
        ) : (
          <P2pCallView room={room.data.data} stream={stage.stream} onLeave={leave} />
        ))}
    </Stack>
  );
}
