import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { createClass } from '../../../test/content-factories.js';
import { createClinic, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { redisAnswers } from '../../../test/redis.js';
import { createRateLimiter } from '../../lib/rate-limiter.js';
import { createLocalCoordination, createRedisCoordination, type Coordination } from './index.js';

/*
 * Several instances through Redis (REDIS_URL): the local Redis 7, database 11, under a key prefix of this
 * run's own. CI has Redis and must run these (a missing Redis fails there); on a developer machine
 * without one they are skipped with a note.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/11';
const PREFIX = `stillpoint-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

const available = await redisAnswers(REDIS_URL);
if (!available) {
  if (process.env.CI) throw new Error(`Redis does not answer at ${REDIS_URL}: CI must run the cross-instance tests`);
  console.warn(
    `Redis does not answer at ${REDIS_URL}: the cross-instance tests (coordination.test.ts) are skipped on this machine.`,
  );
}

const opened: Coordination[] = [];
async function redisCoordination(): Promise<Coordination> {
  const coordination = await createRedisCoordination({ url: REDIS_URL, keyPrefix: PREFIX });
  opened.push(coordination);
  return coordination;
}
afterAll(async () => {
  await Promise.all(opened.map((coordination) => coordination.close()));
  if (!available) return;
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${PREFIX}*`);
  if (keys.length) await cleaner.del(...keys);
  cleaner.disconnect();
});

describe.skipIf(!available)('two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ coordination: await redisCoordination() });
    // The second instance trusts what it read for a minute: only the message through Redis can make it let go sooner.
    b = await createTestApp({ db: a.db, coordination: await redisCoordination(), sessionCacheMs: 60_000 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuse, within a second, the token of a patient moved to another clinic through the other instance', async () => {
    const harbor = await createClinic(a.db);
    const cedar = await createClinic(a.db);
    const klass = await createClass(a.db, { clinicId: harbor.id, withContent: true });
    const patient = await createUser(a.db, 'patient', { clinicId: harbor.id });
    const session = await login(a, patient);
    const admin = await createUserAndLogin(a, 'admin');
    const readOnB = () => b.call(endpoints.frontDiscoveryClassDetail, { class_id: klass.id }, session.accessToken);
    expect((await readOnB()).status).toBe(200);

    expect((await a.call(endpoints.userEdit, { userid: patient.id, clinicId: cedar.id }, admin.session.accessToken)).status).toBe(
      200,
    );
    // The bound the issue sets: every instance refuses it within one second.
    const deadline = Date.now() + 1_000;
    let status = (await readOnB()).status;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await readOnB()).status;
    }
    expect(status).toBe(401);
  });

  it('count rate limits together: the hits on both instances share one budget', async () => {
    const [first, second] = [createRateLimiter(await redisCoordination()), createRateLimiter(await redisCoordination())];
    const key = `shared-${randomBytes(4).toString('hex')}`;
    const results: boolean[] = [];
    for (let i = 0; i < 6; i++) results.push(await (i % 2 ? second : first).tryHit(key, 5, 60));
    expect(results).toEqual([true, true, true, true, true, false]);
    await expect(first.hit(key, 5, 60)).rejects.toMatchObject({ code: 'THROTTLED', status: 429 });
  });

  it('count batches together (invitation addresses): a refused batch gives its points back on both instances', async () => {
    const [first, second] = [createRateLimiter(await redisCoordination()), createRateLimiter(await redisCoordination())];
    const key = `batch-${randomBytes(4).toString('hex')}`;
    const message = (wait: number) => `wait ${wait} s`;
    await first.take(key, 4, 10, 3600, message);
    await expect(second.take(key, 7, 10, 3600, message)).rejects.toMatchObject({ code: 'THROTTLED', status: 429, retryAfter: expect.any(Number) });
    // The refused 7 did not count: 6 more fit (10 of 10), then 1 more does not.
    await second.take(key, 6, 10, 3600, message);
    await expect(first.take(key, 1, 10, 3600, message)).rejects.toMatchObject({ code: 'THROTTLED' });
  });

  it('share the public calls’ limits through HTTP (e-mail availability: 30 a minute per address)', async () => {
    const ask = (app: TestApp, i: number) => app.call(endpoints.checkEmailAvailability, { email: `someone-${i}@example.test` });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await ask(i < 16 ? a : b, i)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe.skipIf(!available)('the Redis adapter', () => {
  it('stops the server at start with a clear message when REDIS_URL does not answer', async () => {
    await expect(createRedisCoordination({ url: 'redis://127.0.0.1:1', keyPrefix: PREFIX })).rejects.toThrow(
      /REDIS_URL does not answer/,
    );
  });

  it('delivers a message to every instance, the sender included', async () => {
    const [one, two] = [await redisCoordination(), await redisCoordination()];
    const heard: string[] = [];
    one.subscribe('news', (message) => heard.push(`one:${message}`));
    two.subscribe('news', (message) => heard.push(`two:${message}`));
    // Subscriptions are set up asynchronously: publish until both have heard (bounded).
    const deadline = Date.now() + 2_000;
    while (heard.length < 2 && Date.now() < deadline) {
      await one.publish('news', 'hello');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(heard).toEqual(expect.arrayContaining(['one:hello', 'two:hello']));
  });
});

describe('the in-process adapter (no REDIS_URL)', () => {
  it('delivers messages in this process and counts limits in its memory', async () => {
    const local = createLocalCoordination();
    const heard: string[] = [];
    local.subscribe('news', (message) => heard.push(message));
    await local.publish('news', 'hello');
    expect(heard).toEqual(['hello']);
    const limiter = createRateLimiter(local);
    expect([await limiter.tryHit('k', 2, 60), await limiter.tryHit('k', 2, 60), await limiter.tryHit('k', 2, 60)]).toEqual([
      true,
      true,
      false,
    ]);
    // Batches: a refused one is given back.
    const wait = (seconds: number) => `wait ${seconds} s`;
    await limiter.take('b', 3, 5, 60, wait);
    await expect(limiter.take('b', 3, 5, 60, wait)).rejects.toMatchObject({ code: 'THROTTLED', message: expect.stringMatching(/^wait \d+ s$/) });
    await limiter.take('b', 2, 5, 60, wait);
    await local.close();
  });
});
