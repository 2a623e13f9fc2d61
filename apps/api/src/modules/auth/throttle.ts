import { AppError } from '../../lib/app-error.js';
import type { AuthRepository } from './auth.repository.js';

export interface ThrottlePolicy {
  /** Attempts before each further one must wait (firstDelaySeconds, then twice as long each time, up to maxDelaySeconds): the budget. */
  delayAfter: number;
  firstDelaySeconds: number;
  /** Attempts that lock the key for lockSeconds. */
  lockAfter: number;
  /** Counts restart after this long without an attempt. */
  windowSeconds: number;
  lockSeconds: number;
  maxDelaySeconds: number;
}

export const THROTTLE_POLICIES: Record<'acct' | 'ip', ThrottlePolicy> = {
  acct: { delayAfter: 3, firstDelaySeconds: 1, lockAfter: 10, windowSeconds: 900, lockSeconds: 900, maxDelaySeconds: 60 },
  ip: { delayAfter: 20, firstDelaySeconds: 1, lockAfter: 100, windowSeconds: 900, lockSeconds: 900, maxDelaySeconds: 30 },
};

/** The account a login names, or the identifier itself when no account has it (counted alike: no enumeration). */
export type ThrottleSubject = { userId: number } | { unknownIdentifier: string };

/**
 * Failed-login throttling per account and per address (decision 0003, revised in 0014), in the database so
 * that every API instance counts together.
 *
 * - Per account, not per identifier: a login by e-mail and one by username count on the same account.
 * - Attempts are counted before the password is checked, in one statement that also decides whether the
 *   attempt may go ahead (`repo.throttle.reserve`): concurrent attempts queue on the counter rows, so a
 *   burst of twenty gets exactly the budget (three per account) through and the rest wait, instead of all
 *   being checked before the first failure is written. A successful login gives its attempt back (the
 *   account's counter is cleared, the address's lowered by one), so only failures accumulate.
 */
export function createLoginThrottle(repo: AuthRepository, policies = THROTTLE_POLICIES) {
  const keysFor = (subject: ThrottleSubject, ip: string) => ({
    acct: 'userId' in subject ? `acct:${subject.userId}` : `acct:?${subject.unknownIdentifier.toLowerCase()}`,
    ip: `ip:${ip}`,
  });

  /** Why a reservation was refused: locked, or how long to wait (from the rows as they are now). */
  async function refusal(keys: { acct: string; ip: string }): Promise<AppError> {
    const rows = await repo.throttle.get([keys.acct, keys.ip]);
    const now = Date.now();
    let wait = 1;
    for (const row of rows) {
      const policy = policies[row.key.startsWith('ip:') ? 'ip' : 'acct'];
      if (row.lockedUntil && row.lockedUntil.getTime() > now) {
        return new AppError('LOCKED', undefined, undefined, Math.ceil((row.lockedUntil.getTime() - now) / 1000));
      }
      if (row.failures >= policy.delayAfter) {
        const waitMs =
          Math.min(policy.firstDelaySeconds * 2 ** (row.failures - policy.delayAfter), policy.maxDelaySeconds) * 1000;
        wait = Math.max(wait, Math.ceil((waitMs - (now - row.lastFailureAt.getTime())) / 1000));
      }
    }
    return new AppError('THROTTLED', undefined, undefined, wait);
  }

  return {
    /**
     * Counts this attempt against the account and the address, or refuses it (429 THROTTLED or LOCKED,
     * with Retry-After) when either must wait. Call before checking the password.
     */
    async reserve(subject: ThrottleSubject, ip: string): Promise<void> {
      const keys = keysFor(subject, ip);
      if (!(await repo.throttle.reserve(keys, policies))) throw await refusal(keys);
    },
    /** The password was right: the account starts afresh and the address gets its attempt back. */
    async succeeded(subject: ThrottleSubject, ip: string): Promise<void> {
      const keys = keysFor(subject, ip);
      await repo.throttle.succeeded(keys);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
