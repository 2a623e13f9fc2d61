import type { Coordination } from '../../adapters/coordination/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthRepository } from './auth.repository.js';

/** How long one instance trusts what it read about a session: the bound on how late a change is seen. */
export const SESSION_CACHE_MS = 1_000;
/** Topic on the coordination port: "this account changed", its id as the message. */
const ACCOUNT_CHANGED = 'auth:account-changed';

type SessionState = Awaited<ReturnType<AuthRepository['sessionState']>>;
interface Entry {
  at: number;
  userId: number;
  state: Promise<SessionState>;
}

export interface SessionGuardDeps {
  repo: Pick<AuthRepository, 'sessionState' | 'revokeSession' | 'revokeAllSessions' | 'revokeOtherSessions'>;
  coordination: Coordination;
  /** Tests only: how long a read is kept (default SESSION_CACHE_MS). */
  cacheMs?: number;
  now?: () => number;
}

/**
 * Access tokens say who is calling; the session guard says whether that is still true (decision 0014).
 * Each request's token (and each media pass) is checked against its session row and its account's
 * security version: a revoked session (logout, password change, withdrawn approval, refresh-token reuse),
 * a deleted account, or an account whose clinic, role or role id changed since the token was signed is
 * refused with 401 TOKEN_EXPIRED, and the client's refresh either ends the session or brings a token with
 * the account's new state.
 *
 * The check costs one primary-key join per session per second at most: each instance keeps what it read
 * for SESSION_CACHE_MS (concurrent requests of a session share one read). Whoever changes an account
 * announces it through the coordination port (`accountChanged`), so every instance (through Redis, when
 * REDIS_URL is set) drops what it cached about it at once; the database stays the source of truth and the
 * cache lifetime bounds the delay when a message is lost.
 */
export function createSessionGuard(deps: SessionGuardDeps) {
  const { repo, coordination } = deps;
  const cacheMs = deps.cacheMs ?? SESSION_CACHE_MS;
  const now = deps.now ?? Date.now;
  const cache = new Map<number, Entry>();
  let lastSweep = now();

  function forgetAccount(userId: number) {
    for (const [sessionId, entry] of cache) if (entry.userId === userId) cache.delete(sessionId);
  }
  const changeListeners = new Set<(userId: number) => void>();
  coordination.subscribe(ACCOUNT_CHANGED, (message) => {
    const userId = Number(message);
    if (!Number.isSafeInteger(userId)) return;
    forgetAccount(userId);
    for (const listener of changeListeners) listener(userId);
  });

  function sweep(t: number) {
    if (t - lastSweep < cacheMs * 5) return;
    lastSweep = t;
    for (const [sessionId, entry] of cache) if (t - entry.at >= cacheMs) cache.delete(sessionId);
  }

  function read(auth: Pick<AuthContext, 'sessionId' | 'userId'>, fresh: boolean): Promise<SessionState> {
    const t = now();
    const cached = cache.get(auth.sessionId);
    if (!fresh && cached && t - cached.at < cacheMs && cached.userId === auth.userId) return cached.state;
    sweep(t);
    const entry: Entry = { at: t, userId: auth.userId, state: repo.sessionState(auth.sessionId) };
    cache.set(auth.sessionId, entry);
    // A failed read is not kept: the next request asks again.
    entry.state.catch(() => {
      if (cache.get(auth.sessionId) === entry) cache.delete(auth.sessionId);
    });
    return entry.state;
  }

  const holds = (state: SessionState, auth: Pick<AuthContext, 'userId' | 'securityVersion'>) =>
    state !== undefined &&
    state.revokedAt === null &&
    state.userId === auth.userId &&
    state.securityVersion === auth.securityVersion;

  async function accountChanged(userId: number) {
    forgetAccount(userId);
    await coordination.publish(ACCOUNT_CHANGED, String(userId));
  }

  return {
    /** Refuses (401 TOKEN_EXPIRED) a caller whose session ended or whose account changed since signing. */
    async assertCurrent(auth: AuthContext): Promise<void> {
      if (!holds(await read(auth, false), auth)) throw new AppError('TOKEN_EXPIRED');
    },
    /** The same check read from the database now (after a write failed in a way a vanished account explains). */
    async isCurrentNow(auth: AuthContext): Promise<boolean> {
      return holds(await read(auth, true), auth);
    },
    /** The media route's check: false instead of an error. */
    async isCurrent(auth: AuthContext): Promise<boolean> {
      return holds(await read(auth, false), auth);
    },

    /**
     * After a committed change to an account that its access tokens describe (clinic, role, role id: the
     * repository raised its security version) or after its deletion: every instance forgets it at once.
     */
    accountChanged,

    /**
     * Tells `listener` of every account change announced on any instance (after this instance forgot what
     * it cached): the realtime adapter re-checks that person's open sockets.
     */
    onAccountChanged(listener: (userId: number) => void) {
      changeListeners.add(listener);
    },

    /** Ends one session (logout, refresh-token reuse, upgrade) and its access tokens. */
    async endSession(userId: number, sessionId: number, reason: string) {
      await repo.revokeSession(sessionId, reason);
      await accountChanged(userId);
    },
    /** Ends every session of an account (password reset or set by an administrator, approval withdrawn). */
    async endAllSessions(userId: number, reason: string) {
      await repo.revokeAllSessions(userId, reason);
      await accountChanged(userId);
    },
    /** Ends every session but the caller's (the caller changed their own password). */
    async endOtherSessions(userId: number, keepSessionId: number, reason: string) {
      await repo.revokeOtherSessions(userId, keepSessionId, reason);
      await accountChanged(userId);
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;
