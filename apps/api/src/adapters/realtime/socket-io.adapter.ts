import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import type { AccessTokenSigner, AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionGuard } from '../../modules/auth/session-guard.js';
import { userRoom, type ClientEventHandler, type ClientEventSender, type Realtime } from './realtime.port.js';

export const SOCKET_PATH = '/socket.io';
/** The server-side event that carries `ask` questions between instances. */
const QUESTION_EVENT = 'stillpoint:question';

export interface SocketIoRealtimeOptions {
  /** The HTTP server the API listens on (same port); absent: a server that only emits (the worker). */
  httpServer?: HttpServer;
  tokens?: AccessTokenSigner;
  guard?: SessionGuard;
  /** REDIS_URL: the Redis adapter, so every instance delivers to the others' sockets. */
  redisUrl?: string;
  /** Prefix of the adapter's channels (REDIS_KEY_PREFIX), so deployments and test runs sharing a Redis stay apart. */
  keyPrefix?: string;
  onError?: (error: Error) => void;
}

interface SocketData {
  auth: AuthContext;
  expiry: NodeJS.Timeout | undefined;
}

/**
 * Socket.IO on the API's own HTTP server and port (path /socket.io). A socket authenticates with the
 * access token in its handshake (`auth: { token }`), checked like a request's Bearer token (signature,
 * expiry, and the session guard: a revoked session or an account changed since is refused). It joins its
 * person's room. Before the token expires, the client sends the new one after a refresh (`auth` event,
 * answered through the acknowledgement); a socket whose token expires without one is disconnected, and so
 * is one whose session ends or whose account changes (logout, password, move: the session guard's news).
 */
export async function createSocketIoRealtime(options: SocketIoRealtimeOptions): Promise<Realtime> {
  const io = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    // Same origin only (the web app is served by this server); no CORS.
    cors: undefined,
    transports: ['websocket', 'polling'],
  });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    sub = pub.duplicate();
    const report = (error: Error) => options.onError?.(error);
    pub.on('error', report);
    sub.on('error', report);
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: `${options.keyPrefix ?? 'stillpoint:'}socket.io` }));
  }

  // Questions of other instances (`ask`): every instance answers, null when it has no answer for it (the
  // worker too: an instance that kept silent would hold the asker until the adapter's timeout).
  const answerers = new Map<string, (payload: unknown) => unknown>();
  io.on(QUESTION_EVENT, (question: unknown, payload: unknown, reply: unknown) => {
    if (typeof reply !== 'function') return;
    const answerer = typeof question === 'string' ? answerers.get(question) : undefined;
    let answer: unknown = null;
    try {
      answer = answerer ? (answerer(payload) ?? null) : null;
    } catch (error) {
      options.onError?.(error as Error);
    }
    (reply as (answer: unknown) => void)(answer);
  });

  // Client events modules handle (chat's typing indicator): registered once, dispatched per socket.
  const clientHandlers = new Map<string, ClientEventHandler>();
  const disconnectHandlers: ((sender: ClientEventSender) => void)[] = [];
  const { tokens, guard } = options;
  if (options.httpServer && tokens && guard) {
    const authenticate = async (token: unknown): Promise<{ auth: AuthContext; expiresAt: number }> => {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw new AppError('UNAUTHENTICATED');
      const auth = await tokens.verify(token);
      await guard.assertCurrent(auth);
      const exp = decodeJwt(token).exp;
      return { auth, expiresAt: (exp ?? 0) * 1000 };
    };
    const armExpiry = (socket: Socket, expiresAt: number) => {
      const data = socket.data as SocketData;
      if (data.expiry) clearTimeout(data.expiry);
      data.expiry = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now()));
      data.expiry.unref();
    };

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      authenticate(token).then(
        ({ auth, expiresAt }) => {
          (socket.data as SocketData).auth = auth;
          armExpiry(socket, expiresAt);
          next();
        },
        (error: unknown) =>
          next(
            Object.assign(new Error(error instanceof AppError ? error.code : 'UNAUTHENTICATED'), {
              data: { code: error instanceof AppError ? error.code : 'UNAUTHENTICATED' },
            }),
          ),
      );
    });
    io.on('connection', (socket) => {
      const data = socket.data as SocketData;
      void socket.join(userRoom(data.auth.userId));
      // Re-authentication after a refresh: the same person's new token extends the socket's life.
      socket.on('auth', (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: { ok: boolean; code?: string }) => void) : () => undefined;
        const token = (payload as { token?: unknown } | null)?.token;
        authenticate(token).then(
          ({ auth, expiresAt }) => {
            if (auth.userId !== data.auth.userId || auth.audience !== data.auth.audience) {
              reply({ ok: false, code: 'FORBIDDEN' });
              socket.disconnect(true);
              return;
            }
            data.auth = auth;
            armExpiry(socket, expiresAt);
            reply({ ok: true });
          },
          (error: unknown) => {
            reply({ ok: false, code: error instanceof AppError ? error.code : 'UNAUTHENTICATED' });
            socket.disconnect(true);
          },
        );
      });
      socket.onAny((event: string, payload: unknown, ack?: unknown) => {
        const handler = clientHandlers.get(event);
        if (!handler) return;
        const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => undefined;
        const { userId, role, clinicId } = data.auth;
        Promise.resolve()
          .then(() => handler({ userId, role, clinicId, socketId: socket.id }, payload))
          .then(
            (answer) => reply(answer ?? { ok: true }),
            // A refusal says only that it was refused (never what was sent, which may be health data).
            (error: unknown) => reply({ ok: false, code: error instanceof AppError ? error.code : 'INTERNAL' }),
          );
      });
      socket.on('disconnect', () => {
        if (data.expiry) clearTimeout(data.expiry);
        const { userId, role, clinicId } = data.auth;
        for (const handler of disconnectHandlers) {
          try {
            handler({ userId, role, clinicId, socketId: socket.id });
          } catch (error) {
            options.onError?.(error as Error);
          }
        }
      });
    });
    // An account change (logout, password, move, deletion...) ends that person's sockets whose session no
    // longer holds, at once, on every instance (the guard hears of it through the coordination port).
    guard.onAccountChanged((userId) => {
      void (async () => {
        for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
          const auth = (socket.data as SocketData).auth;
          if (!auth || !(await guard.isCurrentNow(auth))) socket.disconnect(true);
        }
      })().catch((error: unknown) => options.onError?.(error as Error));
    });
    io.attach(options.httpServer);
  }

  return {
    kind: options.redisUrl ? 'redis' : 'local',
    onClientEvent(event, handler) {
      if (event === 'auth') throw new Error("'auth' is the realtime adapter's own event");
      clientHandlers.set(event, handler);
    },
    onDisconnect(handler) {
      disconnectHandlers.push(handler);
    },
    onQuestion(question, answer) {
      answerers.set(question, answer);
    },
    async ask(question, payload) {
      if (!options.redisUrl) return [];
      return new Promise<unknown[]>((resolve) => {
        // On a timeout (an instance that did not answer in time), the answers that came are used.
        io.serverSideEmit(QUESTION_EVENT, question, payload ?? null, (error: Error | null, answers: unknown[] | undefined) => {
          if (error) options.onError?.(error);
          resolve((answers ?? []).filter((answer) => answer !== null && answer !== undefined));
        });
      });
    },
    emitTo(userId, event, payload) {
      const ids = typeof userId === 'number' ? [userId] : userId;
      if (ids.length === 0) return;
      io.to(ids.map(userRoom)).emit(event, payload);
    },
    async close() {
      io.disconnectSockets(true);
      // io.close() would also close the HTTP server, which Fastify closes itself.
      await new Promise<void>((resolve) => {
        io.engine?.close();
        resolve();
      });
      io.removeAllListeners();
      await Promise.allSettled([pub?.quit(), sub?.quit()]);
    },
  };
}
