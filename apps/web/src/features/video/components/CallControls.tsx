import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Mute, camera off, screen share and leave. Muting and the camera switch the local tracks off (the
 * connection stays; the other side gets silence and a black frame); screen share hands a screen track to
 * `onScreen` (which replaces the camera in every connection) and gives the camera back when it ends,
 * by this button or the browser's own "Stop sharing".
 */
export function CallControls({
  stream,
  onLeave,
  onScreen,
  controls,
}: {
  stream: MediaStream | null;
  onLeave: () => void;
  onScreen: (track: MediaStreamTrack | null) => Promise<void>;
  /** LiveKit: the SDK switches tracks itself. */
  controls?: { mute: (muted: boolean) => void; camera: (off: boolean) => void };
}) {
  const { t } = useTranslation();
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [sharing, setSharing] = useState(false);
  const screen = useRef<MediaStreamTrack | null>(null);
  const canShare = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

  useEffect(() => () => screen.current?.stop(), []);

  function toggleMute() {
    const next = !muted;
    stream?.getAudioTracks().forEach((track) => (track.enabled = !next));
    controls?.mute(next);
    setMuted(next);
  }
  function toggleCamera() {
    const next = !cameraOff;
    stream?.getVideoTracks().forEach((track) => (track.enabled = !next));
    controls?.camera(next);
    setCameraOff(next);
  }
  async function stopSharing() {
    screen.current?.stop();
    screen.current = null;
    setSharing(false);
    await onScreen(null);
  }
  async function toggleShare() {
    if (sharing) return stopSharing();
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (!track) return;
      screen.current = track;
      track.addEventListener('ended', () => void stopSharing());
      setSharing(true);
      await onScreen(track);
    } catch {
      // The person chose not to share.
    }
  }

  return (
    <Group justify="center" gap="md" role="toolbar" aria-label={t('video.controls')}>
      <Tooltip label={t(muted ? 'video.unmute' : 'video.mute')}>
        <ActionIcon
          size={52}
          radius="xl"
          variant={muted ? 'filled' : 'default'}
          color={muted ? 'red' : undefined}
          aria-label={t('video.microphoneOff')}
          aria-pressed={muted}
          onClick={toggleMute}
        >
          {muted ? <IconMicrophoneOff aria-hidden /> : <IconMicrophone aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t(cameraOff ? 'video.cameraOn' : 'video.cameraOffAction')}>
        <ActionIcon
          size={52}
          radius="xl"
          variant={cameraOff ? 'filled' : 'default'}
          color={cameraOff ? 'red' : undefined}
          aria-label={t('video.turnCameraOff')}
          aria-pressed={cameraOff}
          onClick={toggleCamera}
        >
          {cameraOff ? <IconVideoOff aria-hidden /> : <IconVideo aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {canShare && (
        <Tooltip label={t(sharing ? 'video.stopSharing' : 'video.shareScreen')}>
          <ActionIcon
            size={52}
            radius="xl"
            variant={sharing ? 'filled' : 'default'}
            aria-label={t('video.shareScreen')}
            aria-pressed={sharing}
            onClick={() => void toggleShare()}
          >
            {sharing ? <IconScreenShareOff aria-hidden /> : <IconScreenShare aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('video.leave')}>
        <ActionIcon size={52} radius="xl" color="red" variant="filled" aria-label={t('video.leave')} onClick={onLeave}>
          <IconPhoneOff aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
