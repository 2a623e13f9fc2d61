import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The coordination port: what API instances must share beyond the database. Two adapters: in process
 * (one instance, `npm start`) and Redis (`REDIS_URL`, any number of instances). The database stays the
 * source of truth for everything that matters; what goes through here is either a counter that must hold
 * across instances (rate limits) or a hint that lets every instance act at once (drop cached session
 * checks) where it would otherwise act within its cache's lifetime.
 */
export interface Coordination {
  readonly kind: 'local' | 'redis';
  /** Sends a message to the topic's listeners on every instance, this one included. */
  publish(topic: string, message: string): Promise<void>;
  /** Listens to a topic (messages published by any instance, this one included). */
  subscribe(topic: string, listener: (message: string) => void): void;
  /**
   * A fixed-window counter shared by every instance: `points` hits per `durationSeconds` for each key.
   * `name` keeps the counters of different limits apart.
   */
  limiter(options: { name: string; points: number; durationSeconds: number }): RateLimiterAbstract;
  close(): Promise<void>;
}
