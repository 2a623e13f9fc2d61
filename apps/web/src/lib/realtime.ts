import type { Audience } from '@stillpoint/contracts';
import type { Socket } from 'socket.io-client';
import { refreshAccessToken } from './api-client';
import { getAccessToken, subscribeSession } from './session';

/**
 * The live channel (decision 0020): one Socket.IO connection per session family, opened when the first
 * listener arrives and closed when the last one leaves. socket.io-client is loaded on demand (its own
 * chunk, never in the login page's JS). The access token goes in the handshake; the token is refreshed a
 * little before it expires and sent again (`auth`), so the socket lives as long as the session does; a
 * refused handshake or a disconnection by the server is followed by a refresh and a new connection.
 */

type Handler = (payload: unknown) => void;

/** Fired (without payload) each time the socket is connected again: read again what may have been missed. */
export const RECONNECTED = 'stillpoint:connected';

interface Channel {
  handlers: Map<string, Set<Handler>>;
  socket: Socket | null;
  loading: Promise<void> | null;
  closed: boolean;
  sentToken: string | null;
  refreshTimer: ReturnType<typeof setTimeout> | null;
  stopSession: (() => void) | null;
  failures: number;
}

const channels: Partial<Record<Audience, Channel>> = {};

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** When to refresh ahead of expiry: a tenth of the token's remaining life, at most 30 s, at least 1 s, before it. */
export function refreshDelayMs(expSeconds: number, nowMs: number): number {
  const left = expSeconds * 1000 - nowMs;
  const margin = Math.min(30_000, Math.max(1_000, left / 10));
  return Math.max(0, left - margin);
}

/** Listens to a live event of a session family; returns the function that stops listening. */
export function onRealtime(audience: Audience, event: string, handler: Handler): () => void {
  let channel = channels[audience];
  if (!channel || channel.closed) {
    channel = { handlers: new Map(), socket: null, loading: null, closed: false, sentToken: null, refreshTimer: null, stopSession: null, failures: 0 };
    channels[audience] = channel;
  }
  const current = channel;
  let set = current.handlers.get(event);
  if (!set) {
    set = new Set();
    current.handlers.set(event, set);
    if (event !== RECONNECTED) current.socket?.on(event, (payload: unknown) => dispatch(current, event, payload));
  }
  set.add(handler);
  if (!current.socket && !current.loading) current.loading = open(audience, current);
  return () => {
    set.delete(handler);
    const count = [...current.handlers.values()].reduce((total, handlers) => total + handlers.size, 0);
    if (count === 0) close(audience, current);
  };
}

/**
 * Sends a client event (the chat's typing indicator) on the family's open channel. Nothing is sent while no
 * one listens (no channel): such events only matter to a page that is itself listening for answers.
 */
export function emitRealtime(audience: Audience, event: string, payload: unknown): void {
  const channel = channels[audience];
  // socket.io keeps what is emitted during a reconnection and sends it once connected.
  if (channel && !channel.closed) channel.socket?.emit(event, payload);
}

/**
 * Sends a client event and waits for the server's acknowledgement (video signalling: join, admit, signal).
 * The family's channel must be open (someone listens through onRealtime); an event sent while the socket
 * connects is sent once connected. Rejects after `timeoutMs` without an answer.
 */
export async function emitRealtimeWithAck<T = unknown>(audience: Audience, event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  const channel = channels[audience];
  if (!channel || channel.closed) throw new Error('The live channel is not open');
  if (channel.loading) await channel.loading;
  const socket = channel.socket;
  if (!socket) throw new Error('The live channel is not open');
  return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as T;
}

function dispatch(channel: Channel, event: string, payload: unknown): void {
  for (const handler of channel.handlers.get(event) ?? []) handler(payload);
}

async function open(audience: Audience, channel: Channel): Promise<void> {
  const { io } = await import('socket.io-client');
  if (channel.closed) return;
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    // The function form is read at every (re)connection: always the current token.
    auth: (callback) => {
      channel.sentToken = getAccessToken(audience);
      callback({ token: channel.sentToken });
    },
  });
  channel.socket = socket;
  channel.loading = null;
  for (const event of channel.handlers.keys()) {
    if (event !== RECONNECTED) socket.on(event, (payload: unknown) => dispatch(channel, event, payload));
  }
  socket.on('connect', () => {
    channel.failures = 0;
    scheduleRefresh(audience, channel);
    dispatch(channel, RECONNECTED, null);
  });
  socket.on('connect_error', (error: Error) => {
    // A refused token: refresh it (once per failure) and try again; other errors are retried by the client.
    if (error.message === 'TOKEN_EXPIRED' || error.message === 'UNAUTHENTICATED') {
      channel.failures += 1;
      if (channel.failures > 3 || !getAccessToken(audience)) return;
      void refreshAccessToken(audience, channel.sentToken)
        .then(() => {
          if (!channel.closed) socket.connect();
        })
        .catch(() => undefined);
    }
  });
  socket.on('disconnect', (reason) => {
    // The server ended the socket (the token expired, or the session changed): connect again with a fresh token.
    if (reason === 'io server disconnect' && !channel.closed && getAccessToken(audience)) {
      void refreshAccessToken(audience, channel.sentToken)
        .then(() => {
          if (!channel.closed) socket.connect();
        })
        .catch(() => undefined);
    }
  });
  // A refresh by an API call (or another tab) gives a new token: send it at once.
  channel.stopSession = subscribeSession(() => {
    const token = getAccessToken(audience);
    if (!token) return close(audience, channel);
    if (token !== channel.sentToken && socket.connected) sendToken(audience, channel, token);
  });
}

function sendToken(audience: Audience, channel: Channel, token: string): void {
  channel.sentToken = token;
  channel.socket?.emit('auth', { token }, () => undefined);
  scheduleRefresh(audience, channel);
}

function scheduleRefresh(audience: Audience, channel: Channel): void {
  if (channel.refreshTimer) clearTimeout(channel.refreshTimer);
  channel.refreshTimer = null;
  const token = channel.sentToken;
  const exp = token ? tokenExpiry(token) : null;
  if (!token || exp === null) return;
  channel.refreshTimer = setTimeout(() => {
    if (channel.closed) return;
    void refreshAccessToken(audience, token)
      .then((fresh) => {
        if (!channel.closed && fresh !== channel.sentToken && channel.socket?.connected) sendToken(audience, channel, fresh);
      })
      .catch(() => undefined);
  }, refreshDelayMs(exp, Date.now()));
}

function close(audience: Audience, channel: Channel): void {
  channel.closed = true;
  if (channel.refreshTimer) clearTimeout(channel.refreshTimer);
  channel.stopSession?.();
  channel.socket?.disconnect();
  channel.socket = null;
  if (channels[audience] === channel) delete channels[audience];
}
