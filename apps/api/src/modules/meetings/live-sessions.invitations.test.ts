import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, INVITATION_ADDRESSES_PER_HOUR, invitationLimitMessage } from '@stillpoint/contracts';
import { notifications } from '@stillpoint/db';
import { createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { LIVE_INVITATION_QUEUE } from './live-sessions.service.js';

/** The hourly allowance of invitation addresses, small here (the app's is INVITATION_ADDRESSES_PER_HOUR). */
const PER_HOUR = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ invitationsPerHour: PER_HOUR });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const fields = (overrides: Record<string, unknown> = {}) => {
  const start = new Date(Date.now() + 7 * DAY_MS);
  start.setUTCMinutes(0, 0, 0);
  return {
    title: 'Mindful movement',
    description: '',
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    timeZone: 'Europe/Berlin',
    capacity: 5,
    ...overrides,
  };
};
let counter = 0;
const addresses = (n: number) => Array.from({ length: n }, () => `guest-${Date.now()}-${++counter}@example.test`);
/** Invitation jobs queued for an address (a refused call queues none). */
async function queuedFor(to: string) {
  const result = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${LIVE_INVITATION_QUEUE} and data->>'to' = ${to}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe('the hourly allowance of invitation addresses', () => {
  it('counts a clinic’s addresses per hour: over it 429 with Retry-After and nothing sent; a refused call does not count; other clinics keep theirs', async () => {
    expect(INVITATION_ADDRESSES_PER_HOUR).toBe(500);
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const added = await t.call(endpoints.clinicLiveClassAdd, fields({ host_id: team.employee.id }), team.token);
    const klass = added.body.data!;
    const invite = (emails: string[], token = team.token, user_ids: number[] = []) => t.call(endpoints.clinicMeetingsInvite, { id: klass.id, emails, user_ids }, token);

    const first = await invite(addresses(4));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ sent: 4 });

    // Three more would make 7 of 6: refused whole, the patient chosen alongside is not told either.
    const refusedAddresses = addresses(3);
    const refused = await invite(refusedAddresses, team.token, [team.patient.id]);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toBe(invitationLimitMessage(PER_HOUR, retryAfter));
    expect(refused.body.message).toMatch(/^Invitations can go to at most 6 e-mail addresses an hour; please try again in \d+ minutes?$/);
    for (const to of refusedAddresses) expect(await queuedFor(to)).toBe(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, team.patient.id))).toEqual([]);

    // The refused three did not count: two more fit (6 of 6), then one more does not.
    const fits = await invite(addresses(2));
    expect(fits.status).toBe(200);
    expect((await invite(addresses(1))).status).toBe(429);
    // People of the clinic invited by id do not count.
    const byId = await invite([], team.token, [team.patient.id]);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual({ sent: 1 });

    // Another clinic has its own hour.
    const theirs = await t.call(endpoints.clinicLiveClassAdd, fields({ host_id: other.employee.id }), other.token);
    expect((await t.call(endpoints.clinicMeetingsInvite, { id: theirs.body.data!.id, emails: addresses(PER_HOUR) }, other.token)).status).toBe(200);
  });

  it('counts per administrator', async () => {
    const [first, second] = await Promise.all([createUser(t.db, 'admin'), createUser(t.db, 'admin')]);
    const firstToken = (await login(t, first!)).accessToken;
    const secondToken = (await login(t, second!)).accessToken;
    const session = await t.call(endpoints.adminVideoCreateClass, fields({ title: 'Evening wind-down' }), firstToken);
    const invite = (emails: string[], token: string) => t.call(endpoints.adminVideoSendInvitation, { id: session.body.data!.id, emails }, token);
    expect((await invite(addresses(PER_HOUR), firstToken)).status).toBe(200);
    const over = await invite(addresses(1), firstToken);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await invite(addresses(PER_HOUR), secondToken)).status).toBe(200);
  });
});
