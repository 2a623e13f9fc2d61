import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, AspectRatio, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VideoTile } from './VideoTile';

/**
 * Before entering (`intro` says with whom, or which session): the camera's preview and the choice of camera and microphone (the browser names them
 * once it was allowed to use one). Joining hands the stream to the call; a person without camera or
 * microphone (refused or absent) may still join and see and hear the other.
 */
export function PreJoin({ intro, onJoin }: { intro: string; onJoin: (stream: MediaStream | null) => void }) {
  const { t } = useTranslation();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [micId, setMicId] = useState('');
  const current = useRef<MediaStream | null>(null);
  const handedOver = useRef(false);

  const mounted = useRef(true);

  /** Asks for the chosen devices (any at first); the answer lands in state once the browser gives it. */
  const open = useCallback((camera: string, mic: string) => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
    return navigator.mediaDevices
      .getUserMedia({ video: camera ? { deviceId: { exact: camera } } : true, audio: mic ? { deviceId: { exact: mic } } : true })
      .then(async (next) => {
        // Left while the browser was asking: nothing to show it to.
        if (!mounted.current) return next.getTracks().forEach((track) => track.stop());
        current.current = next;
        setStream(next);
        setFailed(false);
        // Devices have their names only once the page may use one.
        setDevices(await navigator.mediaDevices.enumerateDevices());
        setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? camera);
        setMicId(next.getAudioTracks()[0]?.getSettings().deviceId ?? mic);
      })
      .catch(() => {
        if (!mounted.current) return;
        setStream(null);
        setFailed(true);
      });
  }, []);

  useEffect(() => {
    mounted.current = true;
    void open('', '');
    // The preview stops when the page is left without joining.
    return () => {
      mounted.current = false;
      if (!handedOver.current) current.current?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  const options = (kind: MediaDeviceKind, fallback: string) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device, i) => ({ value: device.deviceId, label: device.label || `${fallback} ${i + 1}` }));
  const cameras = options('videoinput', t('video.camera'));
  const mics = options('audioinput', t('video.microphone'));

  return (
    <Stack gap="md" maw={720} w="100%">
      <AspectRatio ratio={16 / 9}>
        <VideoTile
          stream={stream}
          label={t('video.preview')}
          muted
          mirrored
          placeholder={failed ? t('video.noCamera') : t('video.starting')}
        />
      </AspectRatio>
      {failed && (
        <Alert color="yellow" title={t('video.noDevicesTitle')}>
          {t('video.noDevices')}
        </Alert>
      )}
      <Group grow align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('video.camera')}
          data={cameras.length ? cameras : [{ value: '', label: t('video.noneFound') }]}
          value={cameraId}
          disabled={cameras.length === 0}
          onChange={(event) => void open(event.currentTarget.value, micId)}
          miw={200}
        />
        <NativeSelect
          label={t('video.microphone')}
          data={mics.length ? mics : [{ value: '', label: t('video.noneFound') }]}
          value={micId}
          disabled={mics.length === 0}
          onChange={(event) => void open(cameraId, event.currentTarget.value)}
          miw={200}
        />
      </Group>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
      <Group>
        <Button
          size="md"
          onClick={() => {
            handedOver.current = true;
            onJoin(current.current);
          }}
        >
          {t('video.joinNow')}
        </Button>
      </Group>
    </Stack>
  );
}
