import { useEffect, useRef } from 'react';
import type { Audience } from '@stillpoint/contracts';
import { emitRealtime, onRealtime } from '../../../lib/realtime';

/*
 * The chat's live events ride on the web app's one live channel (lib/realtime: one Socket.IO connection per
 * session family, shared with the bell, loaded lazily, re-authenticated after each token refresh).
 */

export type ChatEventHandlers = Record<string, (payload: never) => void>;

/** Listens to live chat events while the component is mounted (the latest handlers are always called). */
export function useChatEvents(audience: Audience, handlers: ChatEventHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const events = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    const stops = events
      .split(',')
      .filter(Boolean)
      .map((event) => onRealtime(audience, event, (payload) => (latest.current[event] as ((value: unknown) => void) | undefined)?.(payload)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [audience, events]);
}

/** Sends a client event (the typing indicator) on the shared channel. */
export const emitChatEvent = emitRealtime;
