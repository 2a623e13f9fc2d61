import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Coordination } from '../adapters/coordination/index.js';
import { AppError } from './app-error.js';

/**
 * Fixed-window limits on calls that could be abused (availability checks, mail-sending calls, password
 * changes, uploads), counted by rate-limiter-flexible through the coordination port: in this process's
 * memory by default, in Redis when REDIS_URL is set, so that every instance counts together. Login
 * throttling, which needs its own rules (delays, locks, per account), lives in the database
 * (modules/auth/throttle.ts).
 */
export function createRateLimiter(coordination: Coordination) {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (max: number, windowSeconds: number) => {
    const name = `${max}per${windowSeconds}s`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = coordination.limiter({ name, points: max, durationSeconds: windowSeconds });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  /** Counts a hit; the seconds to wait when the key is over `max` hits in its window, else 0. */
  async function consume(key: string, max: number, windowSeconds: number): Promise<number> {
    try {
      await limiterFor(max, windowSeconds).consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  return {
    /**
     * Counts `points` at once (e-mail addresses of one call, say) and throws 429 with Retry-After when
     * they would take the key over `max` in its window. A refused call is given its points back, so only
     * what was allowed counts. `message` is told the seconds to wait.
     */
    async take(key: string, points: number, max: number, windowSeconds: number, message: (retryAfterSeconds: number) => string): Promise<void> {
      if (points <= 0) return;
      const limiter = limiterFor(max, windowSeconds);
      try {
        await limiter.consume(key, points);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        await limiter.reward(key, points);
        const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('THROTTLED', message(wait), undefined, wait);
      }
    },
    /** Counts a hit; false when the key is over `max` hits in its window. */
    async tryHit(key: string, max: number, windowSeconds: number): Promise<boolean> {
      return (await consume(key, max, windowSeconds)) === 0;
    },
    /** Counts a hit and throws 429 with Retry-After when over the limit. */
    async hit(key: string, max: number, windowSeconds: number, message?: string): Promise<void> {
      const wait = await consume(key, max, windowSeconds);
      if (wait) throw new AppError('THROTTLED', message, undefined, wait);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
