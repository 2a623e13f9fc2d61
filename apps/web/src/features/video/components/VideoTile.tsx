import { useEffect, useRef } from 'react';
import { Box, Text } from '@mantine/core';

/** One video (a stream), filling its box; `muted` for one's own (no echo), and mirrored then as a mirror is. */
export function VideoTile({
  stream,
  label,
  muted = false,
  mirrored = false,
  placeholder,
  ...data
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
  mirrored?: boolean;
  placeholder?: string;
} & Record<`data-${string}`, string | number>) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <Box
      pos="relative"
      w="100%"
      h="100%"
      bg="dark.8"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      {...data}
    >
      <video
        ref={ref}
        aria-label={label}
        autoPlay
        playsInline
        muted={muted}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          transform: mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      {!stream && placeholder && (
        <Text
          c="gray.2"
          ta="center"
          pos="absolute"
          top="50%"
          left={0}
          right={0}
          px="md"
          style={{ transform: 'translateY(-50%)' }}
        >
          {placeholder}
        </Text>
      )}
    </Box>
  );
}
