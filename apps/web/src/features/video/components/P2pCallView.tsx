import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VIDEO_EVENTS, type VideoPeer, type VideoRoom, type VideoSignalEvent } from '@stillpoint/contracts';
import { emitRealtimeWithAck, onRealtime, RECONNECTED } from '../../../lib/realtime';
import { P2pCall, type RemotePeer, type SignalData } from '../lib/p2p-call';
import { CallControls } from './CallControls';
import { VideoTile } from './VideoTile';

type JoinAck = { ok: true; socket: string; admitted: boolean; peers: VideoPeer[] } | { ok: false; code: string };
interface Waiting {
  user_id: number;
  name: string;
}

/**
 * The call, peer-to-peer: enters the room through the realtime channel (the patient waits until the
 * therapist lets them in), then one RTCPeerConnection per other window. The remote video is large, one's
 * own small. Each remote tile carries its connection state and video bytes received as data attributes
 * (what a journey test reads; no globals).
 */
export function P2pCallView({ room, stream, onLeave }: { room: VideoRoom; stream: MediaStream | null; onLeave: () => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'joining' | 'waiting' | 'in' | 'refused'>('joining');
  const [peers, setPeers] = useState<RemotePeer[]>([]);
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  const [admitting, setAdmitting] = useState<number | null>(null);
  const [localVideo, setLocalVideo] = useState<MediaStream | null>(stream);
  const call = useRef<P2pCall | null>(null);
  const mySocket = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    const send = (to: string, data: SignalData) => {
      void emitRealtimeWithAck('front', VIDEO_EVENTS.signal, { room: room.room, to, data }).catch(() => undefined);
    };
    const start = (socket: string, others: VideoPeer[]) => {
      call.current?.close();
      mySocket.current = socket;
      call.current = new P2pCall({
        mySocket: socket,
        iceServers: room.ice_servers,
        localStream: stream,
        send,
        onChange: (next) => active && setPeers(next),
      });
      // We enter: we offer to each one already in (they wait for our offer).
      for (const peer of others) call.current.add(peer, true);
      setPhase('in');
    };
    const join = async () => {
      try {
        const ack = await emitRealtimeWithAck<JoinAck>('front', VIDEO_EVENTS.join, { room: room.room });
        if (!active) return;
        if (!ack.ok) return setPhase('refused');
        if (ack.admitted) start(ack.socket, ack.peers);
        else {
          mySocket.current = ack.socket;
          setPhase('waiting');
        }
      } catch {
        if (active) setPhase('refused');
      }
    };
    const forThisRoom = (payload: unknown) => (payload as { room?: unknown } | null)?.room === room.room;
    const stops = [
      onRealtime('front', VIDEO_EVENTS.waiting, (payload) => {
        if (forThisRoom(payload)) setWaiting((payload as { waiting: Waiting[] }).waiting);
      }),
      onRealtime('front', VIDEO_EVENTS.admitted, (payload) => {
        const event = payload as { room: string; to: string; peers: VideoPeer[] };
        if (forThisRoom(payload) && event.to === mySocket.current) start(event.to, event.peers);
      }),
      onRealtime('front', VIDEO_EVENTS.peerJoined, (payload) => {
        const { peer } = payload as { peer: VideoPeer };
        if (forThisRoom(payload) && peer.socket !== mySocket.current) call.current?.add(peer);
      }),
      onRealtime('front', VIDEO_EVENTS.peerLeft, (payload) => {
        if (forThisRoom(payload)) call.current?.remove((payload as { socket: string }).socket);
      }),
      onRealtime('front', VIDEO_EVENTS.signal, (payload) => {
        const event = payload as VideoSignalEvent;
        if (forThisRoom(payload) && event.to === mySocket.current)
          void call.current?.receive(event.from, event.data as SignalData);
      }),
      // A new connection is a new socket: enter again (a guest let in once comes back without waiting).
      onRealtime('front', RECONNECTED, () => {
        if (mySocket.current) void join();
      }),
    ];
    void join();
    return () => {
      active = false;
      void emitRealtimeWithAck('front', VIDEO_EVENTS.leave, { room: room.room }, 2_000).catch(() => undefined);
      call.current?.close();
      call.current = null;
      // Stops listening after the leave went out (the channel closes with its last listener).
      setTimeout(() => stops.forEach((stop) => stop()), 0);
    };
  }, [room.room, room.ice_servers, stream]);

  async function admit(userId: number) {
    setAdmitting(userId);
    try {
      await emitRealtimeWithAck('front', VIDEO_EVENTS.admit, { room: room.room, user_id: userId });
    } finally {
      setAdmitting(null);
    }
  }

  const main = peers[0];
  return (
    <Stack gap="md" w="100%" maw={1100}>
      {phase === 'refused' && (
        <Alert color="red" title={t('video.refusedTitle')}>
          {t('video.refused')}
        </Alert>
      )}
      {room.role === 'host' && waiting.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label={t('video.waitingRoom')}>
          <Stack gap="xs">
            {waiting.map((person) => (
              <Group key={person.user_id} justify="space-between" wrap="wrap">
                <Text>{t('video.isWaiting', { name: person.name })}</Text>
                <Button
                  loading={admitting === person.user_id}
                  onClick={() => void admit(person.user_id)}
                  aria-label={t('video.admitNamed', { name: person.name })}
                >
                  {t('video.admit')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <Box pos="relative" w="100%" style={{ aspectRatio: '16 / 9', maxHeight: '70vh' }}>
        {phase === 'waiting' ? (
          <Stack
            align="center"
            justify="center"
            h="100%"
            bg="dark.8"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            role="status"
          >
            <Loader color="gray.2" aria-hidden />
            <Text c="gray.1" fw={600} ta="center" px="md">
              {t('video.waitingForHost')}
            </Text>
          </Stack>
        ) : (
          <VideoTile
            stream={main?.stream ?? null}
            label={t('video.remoteVideo', { name: main?.name || room.peer.name })}
            placeholder={phase === 'joining' ? t('video.connecting') : t('video.waitingForPeer', { name: room.peer.name })}
            data-remote-video=""
            data-connection-state={main?.state ?? 'new'}
            data-bytes-received={main?.videoBytes ?? 0}
          />
        )}
        <Box
          pos="absolute"
          right={12}
          bottom={12}
          w="26%"
          miw={96}
          style={{ aspectRatio: '16 / 9', boxShadow: 'var(--mantine-shadow-md)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <VideoTile stream={localVideo} label={t('video.yourVideo')} muted mirrored placeholder={t('video.cameraOff')} />
        </Box>
      </Box>
      {peers.slice(1).length > 0 && (
        <Group grow>
          {peers.slice(1).map((peer) => (
            <Box key={peer.socket} style={{ aspectRatio: '16 / 9' }}>
              <VideoTile
                stream={peer.stream}
                label={t('video.remoteVideo', { name: peer.name })}
                data-connection-state={peer.state}
                data-bytes-received={peer.videoBytes}
              />
            </Box>
          ))}
        </Group>
      )}
      <CallControls
        stream={stream}
        onLeave={onLeave}
        onScreen={async (track) => {
          await call.current?.replaceVideo(track ?? stream?.getVideoTracks()[0] ?? null);
          setLocalVideo(track ? new MediaStream([track]) : stream);
        }}
      />
    </Stack>
  );
}
