import { AppError } from './app-error.js';

/**
 * Fixed-window counters in process memory, for cheap per-address limits on public calls that could be
 * abused (availability checks, mail-sending calls). Login throttling, which must hold across instances,
 * lives in the database instead (modules/auth/throttle.ts).
 */
export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep() {
    const t = now();
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
  }

  /** Counts a hit; false when the key is over `max` hits in its window. */
  function tryHit(key: string, max: number, windowSeconds: number): boolean {
    sweep();
    const t = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      window = { count: 0, resetAt: t + windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= max;
  }

  return {
    tryHit,
    /** Counts a hit and throws 429 with Retry-After when over the limit. */
    hit(key: string, max: number, windowSeconds: number): void {
      if (!tryHit(key, max, windowSeconds)) {
        const resetAt = windows.get(key)!.resetAt;
        throw new AppError('THROTTLED', undefined, undefined, Math.max(1, Math.ceil((resetAt - now()) / 1000)));
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
