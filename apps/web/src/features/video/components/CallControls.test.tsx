import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CallControls } from './CallControls';

/** A stand-in for a camera and microphone stream: tracks with the `enabled` switch the controls turn. */
function fakeStream() {
  const audio = { kind: 'audio', enabled: true };
  const video = { kind: 'video', enabled: true };
  const stream = { getAudioTracks: () => [audio], getVideoTracks: () => [video] } as unknown as MediaStream;
  return { stream, audio, video };
}

describe('CallControls', () => {
  it('mutes and turns the camera off as pressed toggles (the tracks stay, switched off), and leaves', () => {
    const { stream, audio, video } = fakeStream();
    const onLeave = vi.fn();
    renderWithProviders(<CallControls stream={stream} onLeave={onLeave} onScreen={async () => undefined} />);
    expect(screen.getByRole('toolbar', { name: 'Call controls' })).toBeTruthy();
    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(audio.enabled).toBe(false);
    fireEvent.click(mute);
    expect(audio.enabled).toBe(true);
    const camera = screen.getByRole('button', { name: 'Turn camera off' });
    fireEvent.click(camera);
    expect(camera.getAttribute('aria-pressed')).toBe('true');
    expect(video.enabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the call' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('shares the screen when the browser can (getDisplayMedia) and gives the camera back when sharing ends', async () => {
    const { stream } = fakeStream();
    const listeners: (() => void)[] = [];
    const screenTrack = {
      kind: 'video',
      stop: vi.fn(),
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    };
    const getDisplayMedia = vi.fn(async () => ({ getVideoTracks: () => [screenTrack] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getDisplayMedia }, configurable: true });
    const onScreen = vi.fn(async () => undefined);
    renderWithProviders(<CallControls stream={stream} onLeave={() => undefined} onScreen={onScreen} />);
    const share = screen.getByRole('button', { name: 'Share your screen' });
    fireEvent.click(share);
    await vi.waitFor(() => expect(onScreen).toHaveBeenCalledWith(screenTrack));
    await vi.waitFor(() => expect(share.getAttribute('aria-pressed')).toBe('true'));
    // The browser's own "Stop sharing".
    listeners.forEach((listener) => listener());
    await vi.waitFor(() => expect(onScreen).toHaveBeenLastCalledWith(null));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Share your screen' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screenTrack.stop).toHaveBeenCalled();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
});
