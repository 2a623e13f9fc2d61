import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { clinics, loginThrottle, oneTimeTokens, refreshTokens, sessions, users, type Db } from '@stillpoint/db';
import { rows } from '../../lib/ordering.js';
import type { ThrottlePolicy } from './throttle.js';

/** Thrown inside a throttle reservation to roll it back. */
const REFUSED = Symbol('refused');

export type OneTimePurpose = 'password_reset' | 'email_confirmation' | 'invitation';

/** SQL for sessions, tokens and accounts as authentication needs them. */
export function createAuthRepository(db: Db) {
  const userWithClinic = {
    user: users,
    clinicName: clinics.name,
    clinicEmail: clinics.email,
    clinicPhone: clinics.phone,
    clinicAddress: clinics.address,
    clinicCountry: clinics.country,
  };

  const findByEmail = db
    .select(userWithClinic)
    .from(users)
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('auth_user_by_email');

  const findByUsername = db
    .select(userWithClinic)
    .from(users)
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
    .prepare('auth_user_by_username');

  const findById = db
    .select(userWithClinic)
    .from(users)
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id');

  const findRefresh = db
    .select({
      tokenId: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      audience: sessions.audience,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sql.placeholder('hash')))
    .prepare('auth_find_refresh');

  /** What the session guard checks on each request: one primary-key join. */
  const sessionState = db
    .select({ userId: sessions.userId, revokedAt: sessions.revokedAt, securityVersion: users.securityVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('auth_session_state');

  return {
    /** The session's owner, whether it was revoked, and the owner's security version (undefined: no such session, or its owner is gone). */
    async sessionState(sessionId: number) {
      return (await sessionState.execute({ id: sessionId }))[0];
    },
    async findUserByEmail(email: string) {
      return (await findByEmail.execute({ email }))[0];
    },
    async findUserByUsername(username: string) {
      return (await findByUsername.execute({ username }))[0];
    },
    async findUserById(id: number) {
      return (await findById.execute({ id }))[0];
    },
    async isEmailTaken(email: string) {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return rows.length > 0;
    },
    async isUsernameTaken(username: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return rows.length > 0;
    },
    async touchLastLogin(userId: number) {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
    },

    /** Opens a session with its first refresh token, in one transaction. */
    async openSession(input: {
      userId: number;
      audience: string;
      userAgent: string | null;
      ip: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({ userId: input.userId, audience: input.audience, userAgent: input.userAgent, ip: input.ip })
          .returning({ id: sessions.id });
        await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: input.tokenHash, expiresAt: input.expiresAt });
        return session!.id;
      });
    },
    findRefreshToken: async (hash: string) => (await findRefresh.execute({ hash }))[0],

    /**
     * Marks a refresh token used and issues its successor in the same session. Returns false when the
     * token was already used (a concurrent or replayed exchange): the caller treats that as reuse.
     */
    async rotateRefreshToken(tokenId: number, sessionId: number, nextHash: string, expiresAt: Date) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return false;
        await tx.insert(refreshTokens).values({ sessionId, tokenHash: nextHash, expiresAt });
        await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
        return true;
      });
    },
    /**
     * Exchanges again a token rotated moments ago whose answer never arrived (the page reloaded while the
     * refresh was in flight): allowed only while none of its successors has been exchanged. The unused
     * successor is marked used, so whoever presents it later is treated as reuse. Returns false otherwise.
     */
    async regrantRefreshToken(tokenId: number, sessionId: number, nextHash: string, expiresAt: Date) {
      return db.transaction(async (tx) => {
        const later = and(eq(refreshTokens.sessionId, sessionId), gt(refreshTokens.id, tokenId));
        const spent = await tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(later, isNotNull(refreshTokens.usedAt)))
          .limit(1);
        if (spent.length > 0) return false;
        const superseded = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(later, isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (superseded.length !== 1) return false;
        await tx.insert(refreshTokens).values({ sessionId, tokenHash: nextHash, expiresAt });
        await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
        return true;
      });
    },
    async revokeSession(sessionId: number, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** Ends every session of the user but one (the one changing the password keeps going). */
    async revokeOtherSessions(userId: number, keepSessionId: number, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
    },
    async revokeAllSessions(userId: number, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async createOneTimeToken(userId: number, purpose: OneTimePurpose, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        // Only the newest link of a purpose works: earlier unused ones are spent.
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
        await tx.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt });
      });
    },
    /** Spends a one-time token atomically; returns its user id when it was valid. */
    async consumeOneTimeToken(tokenHash: string, purpose: OneTimePurpose): Promise<number | undefined> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            sql`${oneTimeTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return rows[0]?.userId;
    },
    async setPassword(userId: number, passwordHash: string, markVerified: boolean) {
      await db
        .update(users)
        .set({
          passwordHash,
          updatedAt: new Date(),
          ...(markVerified ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
        })
        .where(eq(users.id, userId));
    },
    async markEmailVerified(userId: number) {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async setConfirmedByUser(userId: number, confirmed: boolean) {
      await db.update(users).set({ confirmedByUser: confirmed, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    async findClinic(id: number) {
      return (await db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(eq(clinics.id, id)))[0];
    },
    /** A new role id: access tokens signed with the old one are refused from now on (security version). */
    async setRoleId(userId: number, roleid: number) {
      await db
        .update(users)
        .set({ roleid, securityVersion: sql`${users.securityVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },
    async insertClinicWithOwner(clinic: typeof clinics.$inferInsert, owner: Omit<typeof users.$inferInsert, 'clinicId'>) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(clinics).values(clinic).returning({ id: clinics.id });
        await tx.insert(users).values({ ...owner, clinicId: created!.id });
        return created!.id;
      });
    },
    async listClinics() {
      return db.select({ id: clinics.id, name: clinics.name }).from(clinics).orderBy(clinics.name);
    },

    throttle: {
      async get(keys: string[]) {
        return db
          .select()
          .from(loginThrottle)
          .where(sql`${loginThrottle.key} in ${keys}`);
      },
      /**
       * One statement counts an attempt on the account's and the address's counters and decides whether
       * it may go ahead: each row's lock serialises concurrent attempts, and a row whose key must wait
       * (locked, or past its budget and not waited long enough) is left as it is and not returned. Unless
       * both rows come back, the transaction is rolled back (the attempt counted on neither). A quiet
       * window restarts the count; reaching lockAfter sets the lock.
       */
      async reserve(keys: { acct: string; ip: string }, policies: Record<'acct' | 'ip', ThrottlePolicy>): Promise<boolean> {
        const policy = (field: keyof ThrottlePolicy) =>
          sql`(case when t.key like 'ip:%' then ${policies.ip[field]}::int else ${policies.acct[field]}::int end)`;
        const quiet = sql`t.last_failure_at < now() - make_interval(secs => ${policy('windowSeconds')})`;
        const next = sql`(case when ${quiet} then 1 else t.failures + 1 end)`;
        const statement = sql`
          insert into login_throttle as t (key, failures, last_failure_at, locked_until)
          values (${keys.acct}, 1, now(), null), (${keys.ip}, 1, now(), null)
          on conflict (key) do update set
            failures = ${next},
            last_failure_at = now(),
            locked_until = case when ${next} >= ${policy('lockAfter')} then now() + make_interval(secs => ${policy('lockSeconds')}) else null end
          where (t.locked_until is null or t.locked_until <= now())
            and (${quiet}
                 or t.failures < ${policy('delayAfter')}
                 or t.last_failure_at <= now() - make_interval(secs => least(${policy('firstDelaySeconds')} * power(2, t.failures - ${policy('delayAfter')}), ${policy('maxDelaySeconds')})))
          returning t.key`;
        try {
          await db.transaction(async (tx) => {
            const counted = rows<{ key: string }>(await tx.execute(statement));
            if (counted.length !== 2) throw REFUSED;
          });
          return true;
        } catch (error) {
          if (error === REFUSED) return false;
          throw error;
        }
      },
      /** A successful login: the account's counter goes, the address's attempt is given back. */
      async succeeded(keys: { acct: string; ip: string }) {
        await db.execute(sql`
          with cleared as (delete from login_throttle where key = ${keys.acct})
          update login_throttle set failures = greatest(failures - 1, 0) where key = ${keys.ip}`);
      },
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
export type UserWithClinic = NonNullable<Awaited<ReturnType<AuthRepository['findUserById']>>>;
