import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VIDEO_EVENTS, type VideoPeer, type VideoRoomBase, type VideoSignalEvent } from '@stillpoint/contracts';
import { emitRealtimeWithAck, onRealtime, RECONNECTED } from '../../../lib/realtime';
import { P2pCall, type RemotePeer, type SignalData } from '../lib/p2p-call';
import { CallControls } from './CallControls';
import { VideoTile } from './VideoTile';

type JoinAck = { ok: true; socket: string; admitted: boolean; peers: VideoPeer[] } | { ok: false; code: string };
interface Waiting {
  user_id: number;
  name: string;
}

/** What the call says of the others, as the room is an appointment's or a live session's. */
export interface CallTexts {
  /** Who the others are, named in the main tile while nobody is in ("Video of …"). */
  othersName: string;
  /** A guest kept waiting (an appointment's patient; someone the host took out of a session who came back). */
  waitingForHost: string;
  /** The main tile while nobody else is in. */
  waitingForOthers: string;
  /** The host of a live session may take someone out of the call. */
  canRemove?: boolean;
}

/**
 * The call, peer-to-peer: enters the room through the realtime channel (an appointment's patient waits
 * until the therapist lets them in; a live session's people with a seat come in directly, and its host may
 * take someone out), then one RTCPeerConnection per other window. The remote video is large, one's
 * own small. Each remote tile carries its connection state and video bytes received as data attributes
 * (what a journey test reads; no globals).
 */
export function P2pCallView({
  room,
  texts,
  stream,
  onLeave,
}: {
  room: VideoRoomBase;
  texts: CallTexts;
  stream: MediaStream | null;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'joining' | 'waiting' | 'in' | 'refused' | 'removed'>('joining');
  const [removing, setRemoving] = useState<number | null>(null);
  const rejoin = useRef<() => void>(() => undefined);
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
      // The host took us out: the call ends here; coming back asks to be let in again.
      onRealtime('front', VIDEO_EVENTS.removed, (payload) => {
        if (!forThisRoom(payload) || (payload as { to?: unknown }).to !== mySocket.current) return;
        call.current?.close();
        call.current = null;
        setPeers([]);
        setPhase('removed');
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
    rejoin.current = () => {
      setPhase('joining');
      void join();
    };
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

  async function remove(userId: number) {
    setRemoving(userId);
    try {
      await emitRealtimeWithAck('front', VIDEO_EVENTS.remove, { room: room.room, user_id: userId });
    } finally {
      setRemoving(null);
    }
  }

  const main = peers[0];
  const nameOf = (peer: RemotePeer | undefined) => peer?.name || texts.othersName;
  // The people in the call, one line each (a person with two windows once), for the host to remove.
  const inCall = [...new Map(peers.filter((peer) => peer.user_id > 0).map((peer) => [peer.user_id, peer])).values()];
  return (
    <Stack gap="md" w="100%" maw={1100}>
      {phase === 'refused' && (
        <Alert color="red" title={t('video.refusedTitle')}>
          {t('video.refused')}
        </Alert>
      )}
      {phase === 'removed' && (
        <Alert color="yellow" title={t('video.live.removedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text>{t('video.live.removed')}</Text>
            <Button variant="light" onClick={() => rejoin.current()}>
              {t('video.live.askAgain')}
            </Button>
          </Stack>
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
              {texts.waitingForHost}
            </Text>
          </Stack>
        ) : (
          <VideoTile
            stream={main?.stream ?? null}
            label={t('video.remoteVideo', { name: nameOf(main) })}
            placeholder={phase === 'joining' ? t('video.connecting') : texts.waitingForOthers}
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
                label={t('video.remoteVideo', { name: nameOf(peer) })}
                data-connection-state={peer.state}
                data-bytes-received={peer.videoBytes}
              />
            </Box>
          ))}
        </Group>
      )}
      {texts.canRemove && phase === 'in' && inCall.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label={t('video.live.inCall')}>
          <Stack gap="xs">
            {inCall.map((person) => (
              <Group key={person.user_id} justify="space-between" wrap="wrap">
                <Text>{nameOf(person)}</Text>
                <Button
                  variant="light"
                  color="red"
                  loading={removing === person.user_id}
                  onClick={() => void remove(person.user_id)}
                  aria-label={t('video.live.removeNamed', { name: nameOf(person) })}
                >
                  {t('video.live.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
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
