import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@stillpoint/db';
import { createTestDb } from '../../../test/harness.js';
import { createPgBossJobs, JOBS_SCHEMA, type JobContext, type Jobs } from './index.js';
import { sqlExecutor } from './pg-boss.adapter.js';
import { registerEmbeddedStatistics } from './embedded-statistics.js';

/** Waits until `check` holds (polling), failing with `what` after a generous bound (never a timing assertion). */
async function eventually(what: string, check: () => boolean | Promise<boolean>, boundMs = 20_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > boundMs) throw new Error(`Not seen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs port (pg-boss on our database)', () => {
  let db: Db;
  let closeDb: () => Promise<void>;
  const open: Jobs[] = [];
  const start = async (work = true) => {
    const jobs = await createPgBossJobs({ db, work, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
    open.push(jobs);
    return jobs;
  };

  beforeEach(async () => {
    ({ db, close: closeDb } = await createTestDb());
  });
  afterEach(async () => {
    for (const jobs of open.splice(0)) await jobs.stop();
    await closeDb();
  });

  it('refreshes the planner statistics of the embedded database at start (it has no autovacuum)', async () => {
    const executor = sqlExecutor(db);
    await executor.executeSql(`insert into clinics (name) select 'Clinic ' || n from generate_series(1, 300) n`);
    const estimate = async () => Number((await executor.executeSql(`select reltuples from pg_class where relname = 'clinics'`)).rows[0]!.reltuples);
    const before = await estimate();
    await registerEmbeddedStatistics(await start(true), db);
    await eventually('the statistics count the clinics', async () => (await estimate()) >= 300);
    expect(before).toBeLessThan(300);
  });

  it('keeps a job accepted while no runner works, and a runner started later (a restart) runs it once', async () => {
    const api = await start(false);
    await api.define('test-restart', async () => undefined);
    const id = await api.enqueue('test-restart', { n: 1 });
    expect(id).toBeTruthy();
    await api.stop();

    const runs: JobContext<{ n: number }>[] = [];
    const worker = await start(true);
    await worker.define<{ n: number }>('test-restart', async (job) => {
      runs.push(job);
    });
    await eventually('the job ran after the restart', () => runs.length === 1);
    expect(runs[0]).toMatchObject({ id, data: { n: 1 }, attempt: 1 });
  });

  it('retries a run whose process was killed while running it (the run expires), in the next runner', async () => {
    const api = await start(false);
    await api.define('test-crash', async () => undefined, { expireInSeconds: 1, retryDelaySeconds: 1, retryLimit: 3 });
    const id = await api.enqueue('test-crash', {});
    await api.stop();
    // What a runner killed mid-run leaves behind: the job taken (active) and never finished.
    await sqlExecutor(db).executeSql(`update ${JOBS_SCHEMA}.job set state = 'active', started_on = now() - interval '1 minute' where id = $1`, [id]);

    const done: number[] = [];
    const worker = await start(true);
    await worker.define<object>('test-crash', async (job) => {
      done.push(job.attempt);
    }, { expireInSeconds: 1, retryDelaySeconds: 1, retryLimit: 3 });
    await eventually('the expired run was retried by the new runner', () => done.length === 1);
    expect(done).toEqual([2]);
  });

  it('retries with growing delays, then dead-letters; an admin retry runs it again', async () => {
    const jobs = await start(true);
    const attempts: { attempt: number; at: number; last: boolean }[] = [];
    let fail = true;
    await jobs.define('test-fail', async (job) => {
      attempts.push({ attempt: job.attempt, at: Date.now(), last: job.lastAttempt });
      if (fail) throw new Error('provider said no');
    }, { retryLimit: 2, retryDelaySeconds: 1 });
    const id = await jobs.enqueue('test-fail', { to: 'someone' });
    await eventually('three attempts and a dead letter', async () => (await jobs.deadLetters({ limit: 10, offset: 0 })).total === 1, 30_000);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts.map((a) => a.last)).toEqual([false, false, true]);
    // Exponential backoff: pg-boss waits delay * 2^n / 2 plus up to as much again at random, so each retry
    // waits at least 1 s then 2 s (a lower bound, not a timing expectation).
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1_900);

    const { rows } = await jobs.deadLetters({ limit: 10, offset: 0 });
    expect(rows[0]).toMatchObject({ id, queue: 'test-fail', attempts: 3, error: 'provider said no' });

    fail = false;
    expect(await jobs.retryDeadLetter(id!)).toBe(true);
    await eventually('the retried job ran', () => attempts.length === 4);
    await eventually('the dead-letter list is empty', async () => (await jobs.deadLetters({ limit: 10, offset: 0 })).total === 0);
    expect(await jobs.retryDeadLetter(id!)).toBe(false);
  });

  it('runs a scheduled job at its time, not before', async () => {
    const jobs = await start(true);
    const ran: number[] = [];
    await jobs.define('test-later', async () => {
      ran.push(Date.now());
    });
    const runAt = new Date(Date.now() + 2_000);
    await jobs.enqueue('test-later', {}, { runAt });
    await eventually('the scheduled job ran', () => ran.length === 1);
    expect(ran[0]!).toBeGreaterThanOrEqual(runAt.getTime() - 50);
  });

  it('accepts a keyed job once however often it is enqueued', async () => {
    const jobs = await start(false);
    await jobs.define('test-key', async () => undefined);
    const first = await jobs.enqueue('test-key', { n: 1 }, { key: 'notification:1:email' });
    const second = await jobs.enqueue('test-key', { n: 2 }, { key: 'notification:1:email' });
    const other = await jobs.enqueue('test-key', { n: 3 }, { key: 'notification:2:email' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
    await jobs.enqueueMany('test-key', [{ data: { n: 4 }, key: 'notification:1:email' }, { data: { n: 5 }, key: 'notification:3:email' }]);
    const runs: number[] = [];
    const worker = await start(true);
    await worker.define<{ n: number }>('test-key', async (job) => {
      runs.push(job.data.n);
    });
    await eventually('the three distinct jobs ran', () => runs.length === 3);
    expect(runs.sort()).toEqual([1, 3, 5]);
  });

  it('fetches a batch, runs it `concurrency` at a time with rests, completes the ones that succeeded once and retries only the one that failed', async () => {
    const jobs = await start(true);
    const runs = new Map<number, number>();
    let running = 0;
    let mostAtOnce = 0;
    let failedOnce = false;
    await jobs.define<{ n: number }>(
      'test-batch',
      async (job) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
        if (job.data.n === 7 && !failedOnce) {
          failedOnce = true;
          throw new Error('a provider hiccup');
        }
      },
      { concurrency: 1, batchSize: 10, dutyCycle: 0.5, retryDelaySeconds: 1 },
    );
    await jobs.enqueueMany('test-batch', Array.from({ length: 30 }, (_, i) => ({ data: { n: i } })));
    await eventually('every job ran, the failed one twice', () => runs.size === 30 && runs.get(7) === 2);
    expect(mostAtOnce).toBe(1);
    expect([...runs.entries()].filter(([n, count]) => n !== 7 && count !== 1)).toEqual([]);
  });
});
