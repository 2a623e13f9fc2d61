import { useEffect, useRef, useState } from 'react';
import { Alert, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Room } from 'livekit-client';
import type { VideoRoomBase } from '@stillpoint/contracts';
import { CallControls } from './CallControls';
import { VideoTile } from './VideoTile';

interface Tile {
  id: string;
  name: string;
  stream: MediaStream;
}

/**
 * The call through a LiveKit server (groups beyond the peer-to-peer limit). livekit-client is imported
 * here on demand, so it weighs only on a call that uses it, never on other pages.
 */
export function LiveKitCallView({
  room,
  othersName,
  stream,
  onLeave,
}: {
  room: VideoRoomBase;
  /** Who the others are, while nobody is in yet ("Waiting for …"). */
  othersName: string;
  stream: MediaStream | null;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [failed, setFailed] = useState(false);
  const connection = useRef<Room | null>(null);

  useEffect(() => {
    let active = true;
    const grant = room.livekit;
    if (!grant) return;
    void (async () => {
      try {
        const { Room: LiveKitRoom, RoomEvent } = await import('livekit-client');
        const lk = new LiveKitRoom({ adaptiveStream: true, dynacast: true });
        connection.current = lk;
        const refresh = () => {
          if (!active) return;
          const next: Tile[] = [];
          for (const participant of lk.remoteParticipants.values()) {
            const tracks = [...participant.trackPublications.values()]
              .map((p) => p.track?.mediaStreamTrack)
              .filter((track): track is MediaStreamTrack => Boolean(track));
            if (tracks.length)
              next.push({
                id: participant.identity,
                // A live session's participants enter unnamed (they never learn each other's names).
                name: participant.name ?? '',
                stream: new MediaStream(tracks),
              });
          }
          setTiles(next);
        };
        lk.on(RoomEvent.TrackSubscribed, refresh)
          .on(RoomEvent.TrackUnsubscribed, refresh)
          .on(RoomEvent.ParticipantDisconnected, refresh);
        await lk.connect(grant.url, grant.token);
        // The tracks chosen before joining are published as they are.
        for (const track of stream?.getTracks() ?? []) await lk.localParticipant.publishTrack(track);
        refresh();
      } catch {
        if (active) setFailed(true);
      }
    })();
    return () => {
      active = false;
      void connection.current?.disconnect();
    };
  }, [room.livekit, stream]);

  return (
    <Stack gap="md" w="100%" maw={1100}>
      {failed && (
        <Alert color="red" title={t('video.refusedTitle')}>
          {t('video.liveKitFailed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: tiles.length > 1 ? 2 : 1 }}>
        {tiles.length === 0 ? (
          <Box style={{ aspectRatio: '16 / 9' }}>
            <VideoTile
              stream={null}
              label={t('video.remoteVideo', { name: othersName })}
              placeholder={t('video.waitingForPeer', { name: othersName })}
            />
          </Box>
        ) : (
          tiles.map((tile) => (
            <Box key={tile.id} style={{ aspectRatio: '16 / 9' }}>
              <VideoTile
                stream={tile.stream}
                label={tile.name ? t('video.remoteVideo', { name: tile.name }) : t('video.live.participantVideo')}
              />
            </Box>
          ))
        )}
      </SimpleGrid>
      <Box w={200} style={{ aspectRatio: '16 / 9' }}>
        <VideoTile stream={stream} label={t('video.yourVideo')} muted mirrored placeholder={t('video.cameraOff')} />
      </Box>
      <Text size="sm" c="dimmed">
        {t('video.viaServer')}
      </Text>
      <CallControls
        stream={stream}
        onLeave={onLeave}
        onScreen={async (track) => {
          await connection.current?.localParticipant.setScreenShareEnabled(Boolean(track));
          track?.stop();
        }}
      />
    </Stack>
  );
}
