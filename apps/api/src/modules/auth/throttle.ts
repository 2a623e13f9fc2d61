import { AppError } from '../../lib/app-error.js';
import type { AuthRepository } from './auth.repository.js';

interface ThrottlePolicy {
  /** Failures before each further attempt must wait (1 s, 2 s, 4 s ... up to maxDelaySeconds). */
  delayAfter: number;
  /** Failures that lock the key for lockSeconds. */
  lockAfter: number;
  windowSeconds: number;
  lockSeconds: number;
  maxDelaySeconds: number;
}

const POLICIES: Record<'acct' | 'ip', ThrottlePolicy> = {
  acct: { delayAfter: 3, lockAfter: 10, windowSeconds: 900, lockSeconds: 900, maxDelaySeconds: 60 },
  ip: { delayAfter: 20, lockAfter: 100, windowSeconds: 900, lockSeconds: 900, maxDelaySeconds: 30 },
};

/**
 * Failed-login throttling per account and per address, stored in the database so that every API
 * instance sees the same counts. Keys for unknown accounts are throttled alike (no enumeration).
 */
export function createLoginThrottle(repo: AuthRepository) {
  const keysFor = (identifier: string, ip: string) => ({ acct: `acct:${identifier.toLowerCase()}`, ip: `ip:${ip}` });

  return {
    async assertAllowed(identifier: string, ip: string): Promise<void> {
      const keys = keysFor(identifier, ip);
      const rows = await repo.throttle.get([keys.acct, keys.ip]);
      const now = Date.now();
      for (const row of rows) {
        const policy = POLICIES[row.key.startsWith('ip:') ? 'ip' : 'acct'];
        if (row.lockedUntil && row.lockedUntil.getTime() > now) {
          throw new AppError('LOCKED', undefined, undefined, Math.ceil((row.lockedUntil.getTime() - now) / 1000));
        }
        if (now - row.lastFailureAt.getTime() > policy.windowSeconds * 1000) continue;
        if (row.failures >= policy.delayAfter) {
          const waitMs = Math.min(2 ** (row.failures - policy.delayAfter), policy.maxDelaySeconds) * 1000;
          const waited = now - row.lastFailureAt.getTime();
          if (waited < waitMs) throw new AppError('THROTTLED', undefined, undefined, Math.ceil((waitMs - waited) / 1000));
        }
      }
    },
    async recordFailure(identifier: string, ip: string): Promise<void> {
      const keys = keysFor(identifier, ip);
      for (const kind of ['acct', 'ip'] as const) {
        const policy = POLICIES[kind];
        await repo.throttle.recordFailure(keys[kind], policy.windowSeconds, policy.lockAfter, policy.lockSeconds);
      }
    },
    async recordSuccess(identifier: string, ip: string): Promise<void> {
      await repo.throttle.clear(keysFor(identifier, ip).acct);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
