/**
 * The realtime port: live events to a person's open windows (Socket.IO, one room per person). In process
 * by default; with REDIS_URL through the Redis adapter, so an event emitted on any instance (or the
 * worker) reaches the person's sockets on every instance.
 */
export interface Realtime {
  readonly kind: 'local' | 'redis';
  /** Sends `event` to every open socket of the person (room `user:<id>`), on every instance. */
  emitTo(userId: number | readonly number[], event: string, payload: unknown): void;
  /**
   * Handles an event a client sends on its socket (`socket.emit(event, payload, ack?)`), with the socket's
   * authenticated person. Handlers run on the instance the socket is connected to; what they emit through
   * `emitTo` reaches every instance. A process without sockets (the worker) never calls them.
   */
  onClientEvent(event: string, handler: ClientEventHandler): void;
  /**
   * Told when one of this instance's sockets closes (a window closed, the network dropped, the session
   * ended): video signalling takes such a socket out of its rooms.
   */
  onDisconnect(handler: (sender: ClientEventSender) => void): void;
  /**
   * Asks every other instance a question and gathers their answers (Socket.IO's server-side emit with
   * acknowledgements, through the Redis adapter): how an instance that starts late learns what the others
   * hold in memory (video rooms). Instances without an answer for it reply null, which is left out. In
   * process (no REDIS_URL) there is nobody to ask: [].
   */
  ask(question: string, payload?: unknown): Promise<unknown[]>;
  /** Answers a question other instances ask (`ask`). */
  onQuestion(question: string, answer: (payload: unknown) => unknown): void;
  close(): Promise<void>;
}

/** Who sent a client event: the socket's authenticated person. */
export interface ClientEventSender {
  userId: number;
  role: string;
  clinicId: number | null;
  /** The socket's id (one window of the person; unique across instances). */
  socketId: string;
}
export type ClientEventHandler = (sender: ClientEventSender, payload: unknown) => void | Promise<unknown>;

/** The room of one person's sockets. */
export const userRoom = (userId: number) => `user:${userId}`;
