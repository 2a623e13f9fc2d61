import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { loginThrottle } from '@stillpoint/db';
import { createUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { THROTTLE_POLICIES } from './throttle.js';

/*
 * Login throttling (decision 0014): per account, whichever identifier names it, and per address; each
 * attempt counted before its password is checked, in one statement, so a concurrent burst gets exactly the
 * budget through. Each test sends from an address of its own.
 */

/** The real budgets with a first delay of a minute: a burst stays a burst however slowly the machine answers it. */
const POLICIES = {
  acct: { ...THROTTLE_POLICIES.acct, firstDelaySeconds: 60 },
  ip: { ...THROTTLE_POLICIES.ip, firstDelaySeconds: 60 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ throttlePolicies: POLICIES });
});
afterAll(() => t.close());

let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;
async function attempt(identifier: { email?: string; username?: string }, password: string, remoteAddress: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: endpoints.frontLogin.url,
    payload: { ...identifier, password },
    remoteAddress,
  });
  return {
    status: response.statusCode,
    code: (response.json() as { code?: string }).code,
    retryAfter: Number(response.headers['retry-after'] ?? 0),
  };
}
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('login throttling', () => {
  it('lets exactly the budget of a concurrent burst of 20 guesses through; the rest wait (429, Retry-After)', async () => {
    const user = await createUser(t.db, 'patient');
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => attempt({ email: user.email }, 'wrong-password', address)),
    );
    expect(tally(results.map((result) => result.status))).toEqual({
      401: THROTTLE_POLICIES.acct.delayAfter,
      429: 20 - THROTTLE_POLICIES.acct.delayAfter,
    });
    for (const refused of results.filter((result) => result.status === 429)) {
      expect(refused.code).toBe('THROTTLED');
      expect(refused.retryAfter).toBeGreaterThan(0);
    }
    // The refused ones were not counted: the account stands at its budget, not at twenty.
    const [counter] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `acct:${user.id}`));
    expect(counter!.failures).toBe(THROTTLE_POLICIES.acct.delayAfter);
  });

  it('counts per account: after the budget spent by e-mail, the username waits too, and a lock holds for both', async () => {
    const user = await createUser(t.db, 'patient', { username: `quiet_${Date.now()}` });
    const address = newAddress();
    for (let i = 0; i < THROTTLE_POLICIES.acct.delayAfter; i++)
      expect((await attempt({ email: user.email }, 'wrong-password', address)).status).toBe(401);
    expect((await attempt({ username: user.username! }, FACTORY_PASSWORD, newAddress())).status).toBe(429);

    const locked = await createUser(t.db, 'patient', { username: `locked_${Date.now()}` });
    await t.db
      .insert(loginThrottle)
      .values({ key: `acct:${locked.id}`, failures: 10, lastFailureAt: new Date(), lockedUntil: new Date(Date.now() + 900_000) });
    for (const identifier of [
      { email: locked.email },
      { username: locked.username! },
      { username: locked.username!.toUpperCase() },
    ]) {
      const refused = await attempt(identifier, FACTORY_PASSWORD, newAddress());
      expect(refused.status).toBe(429);
      expect(refused.code).toBe('LOCKED');
    }
  });

  it('counts per address: a burst over many accounts from one address gets exactly its budget through', async () => {
    const address = newAddress();
    const budget = THROTTLE_POLICIES.ip.delayAfter;
    const results = await Promise.all(
      Array.from({ length: budget + 10 }, (_, i) =>
        attempt({ email: `nobody-${i}-${Date.now()}@x.test` }, 'wrong-password', address),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 401: budget, 429: 10 });
  });

  it('gives a successful login its attempt back: people who sign in do not use up their address', async () => {
    const address = newAddress();
    const people = await Promise.all(Array.from({ length: 30 }, () => createUser(t.db, 'personal')));
    for (const person of people) expect((await attempt({ email: person.email }, FACTORY_PASSWORD, address)).status).toBe(200);
    expect((await attempt({ email: people[0]!.email }, 'wrong-password', address)).status).toBe(401);
  });

  it('answers an unknown account like a known one', async () => {
    const address = newAddress();
    const ghost = `ghost-${Date.now()}@x.test`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt({ email: ghost }, 'wrong-password', address)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
