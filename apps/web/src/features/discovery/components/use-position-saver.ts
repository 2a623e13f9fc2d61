import { useCallback, useEffect, useRef } from 'react';

const SAVE_EVERY_MS = 15_000;

/**
 * Keeps a media element's position saved: every 15 seconds while playing, on pause, when the tab is
 * hidden and when the element goes away (the page is left); and starts it at `resumeAt` once its
 * metadata is loaded. `save(position, listened)` receives whole seconds; `listened` is the time played
 * since the previous save. Returns the callback ref to put on the <audio> or <video>.
 */
export function usePositionSaver(resumeAt: number, save: ((position: number, listened: number) => void) | null) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  return useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element) return;
      return attachPositionSaver(element, resumeAt, (position, listened) => saveRef.current?.(position, listened));
    },
    [resumeAt],
  );
}

export function attachPositionSaver(
  element: HTMLMediaElement,
  resumeAt: number,
  save: (position: number, listened: number) => void,
): () => void {
  let lastPosition = -1;
  let lastWall = Date.now();
  let playedSince = 0;
  let playingFrom: number | null = null;

  const flush = () => {
    const current = Math.floor(element.currentTime);
    if (playingFrom !== null) {
      playedSince += Math.max(0, (Date.now() - playingFrom) / 1000);
      playingFrom = element.paused ? null : Date.now();
    }
    const listened = Math.min(3600, Math.round(playedSince));
    if (current === lastPosition && listened === 0) return;
    lastPosition = current;
    lastWall = Date.now();
    playedSince = 0;
    save(current, listened);
  };
  const onLoaded = () => {
    if (resumeAt > 0 && resumeAt < (element.duration || Infinity) - 1) element.currentTime = resumeAt;
  };
  const onPlay = () => {
    playingFrom = Date.now();
  };
  const onPause = () => flush();
  const onTime = () => {
    if (!element.paused && Date.now() - lastWall >= SAVE_EVERY_MS) flush();
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  if (element.readyState >= 1) onLoaded();
  element.addEventListener('loadedmetadata', onLoaded);
  element.addEventListener('play', onPlay);
  element.addEventListener('pause', onPause);
  element.addEventListener('timeupdate', onTime);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    element.removeEventListener('loadedmetadata', onLoaded);
    element.removeEventListener('play', onPlay);
    element.removeEventListener('pause', onPause);
    element.removeEventListener('timeupdate', onTime);
    document.removeEventListener('visibilitychange', onHide);
    if (element.currentTime > 0) flush();
  };
}
