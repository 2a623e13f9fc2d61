import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
const sockets: FakeSocket[] = [];
class FakeSocket {
  listeners = new Map<string, Listener[]>();
  emitted: { event: string; payload: unknown }[] = [];
  connected = false;
  disconnected = false;
  constructor(public options: { auth: (callback: (data: unknown) => void) => void }) {
    sockets.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }
  connects = 0;
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  /** The server's side: fires the client's listeners. */
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  handshake(): unknown {
    let sent: unknown;
    this.options.auth((data) => (sent = data));
    return sent;
  }
}
vi.mock('socket.io-client', () => ({ io: (options: FakeSocket['options']) => new FakeSocket(options) }));

const refreshAccessToken = vi.fn(async () => 'fresh-token');
vi.mock('./api-client', () => ({ refreshAccessToken }));

const { emitRealtime, onRealtime, RECONNECTED, refreshDelayMs, tokenExpiry } = await import('./realtime');
const { clearSession, setTokens } = await import('./session');

/** A JWT-shaped token (only its payload is read by the client). */
const token = (exp: number, id = 'a') => `h.${btoa(JSON.stringify({ exp, id })).replace(/=+$/, '')}.s`;

describe('the live channel', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => {
    clearSession('front');
  });

  it('reads a token’s expiry, and refreshes a little before it', () => {
    expect(tokenExpiry(token(1_900_000_000))).toBe(1_900_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    // 10 minutes left: 30 s before; 4 s left: 1 s before.
    expect(refreshDelayMs(1_000_600, 1_000_000_000)).toBe(570_000);
    expect(refreshDelayMs(1_000_004, 1_000_000_000)).toBe(3_000);
  });

  it('opens one socket per family with the current token, hands events to listeners, sends a refreshed token, and closes with the last listener', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    setTokens('front', { accessToken: token(exp, 'first'), refreshToken: 'r1' });
    const got: unknown[] = [];
    const reconnected = vi.fn();
    const stopOne = onRealtime('front', 'notification', (payload) => got.push(payload));
    const stopTwo = onRealtime('front', RECONNECTED, reconnected);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(socket.handshake()).toEqual({ token: token(exp, 'first') });
    socket.connected = true;
    socket.fire('connect');
    expect(reconnected).toHaveBeenCalledTimes(1);
    socket.fire('notification', { unread_count: 3 });
    expect(got).toEqual([{ unread_count: 3 }]);

    // A refresh elsewhere in the app (an API call's 401): the socket hears the new token at once.
    setTokens('front', { accessToken: token(exp + 60, 'second'), refreshToken: 'r2' });
    expect(socket.emitted).toEqual([{ event: 'auth', payload: { token: token(exp + 60, 'second') } }]);

    stopOne();
    expect(socket.disconnected).toBe(false);
    stopTwo();
    expect(socket.disconnected).toBe(true);
  });

  it('sends client events on the open channel only, and comes back with a refreshed token when refused or ended', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    setTokens('front', { accessToken: token(exp, 'used'), refreshToken: 'r1' });
    // No one listens: nothing is opened for a client event.
    emitRealtime('front', 'chat:typing', { to: 3, typing: true });
    expect(sockets).toHaveLength(0);

    const stop = onRealtime('front', 'chat:message', () => undefined);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    emitRealtime('front', 'chat:typing', { to: 3, typing: true });
    expect(socket.emitted).toEqual([{ event: 'chat:typing', payload: { to: 3, typing: true } }]);

    // The server refuses the token: one refresh naming the token used, then a new connection.
    socket.handshake();
    socket.fire('connect_error', new Error('TOKEN_EXPIRED'));
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    expect(refreshAccessToken).toHaveBeenCalledWith('front', token(exp, 'used'));
    // The server ends the socket (its token expired): the same.
    socket.fire('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(socket.connects).toBe(2));
    // A network drop is left to socket.io's own reconnection.
    socket.fire('disconnect', 'transport close');
    expect(refreshAccessToken).toHaveBeenCalledTimes(2);
    stop();
  });
});
