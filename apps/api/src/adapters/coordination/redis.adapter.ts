import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Coordination } from './coordination.port.js';

export interface RedisCoordinationOptions {
  url: string;
  /** Prefix of every key and channel (pub/sub channels are shared by all of a Redis's databases). */
  keyPrefix: string;
  /** Called when Redis cannot be reached after start (the instance keeps serving, see below). */
  onError?: (error: Error) => void;
}

/**
 * Several instances through Redis: messages by pub/sub, counters with rate-limiter-flexible's Redis store
 * (an atomic increment with expiry per key). Commands fail fast instead of queueing while Redis is away:
 * counters then fall back to this instance's memory (rate-limiter-flexible's insurance limiter) and
 * messages are lost, which costs at most the session cache's lifetime (one second). Redis keeps nothing
 * that the database does not also say.
 */
export async function createRedisCoordination(options: RedisCoordinationOptions): Promise<Coordination> {
  const settings = {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 5_000),
  };
  const client = new Redis(options.url, settings);
  // A connection in subscriber mode can run nothing else: pub/sub gets its own.
  const subscriber = new Redis(options.url, { ...settings, enableOfflineQueue: true });
  let lastError = 0;
  const report = (error: Error) => {
    // One line per ten seconds at most while Redis is away.
    if (Date.now() - lastError < 10_000) return;
    lastError = Date.now();
    options.onError?.(error);
  };
  client.on('error', report);
  subscriber.on('error', report);
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
    await client.ping();
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis at REDIS_URL does not answer: ${(error as Error).message}`, { cause: error });
  }

  const channel = (topic: string) => `${options.keyPrefix}${topic}`;
  const listeners = new Map<string, Set<(message: string) => void>>();
  subscriber.on('message', (name: string, message: string) => {
    for (const listener of listeners.get(name) ?? []) listener(message);
  });

  return {
    kind: 'redis',
    async publish(topic, message) {
      try {
        await client.publish(channel(topic), message);
      } catch (error) {
        report(error as Error);
        // Redis is away: this instance at least hears it.
        for (const listener of listeners.get(channel(topic)) ?? []) listener(message);
      }
    },
    subscribe(topic, listener) {
      const name = channel(topic);
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
        void subscriber.subscribe(name).catch(report);
      }
      set.add(listener);
    },
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${options.keyPrefix}rl:${name}`,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      }),
    async close() {
      listeners.clear();
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
