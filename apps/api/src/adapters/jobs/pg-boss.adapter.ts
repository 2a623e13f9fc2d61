import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '@stillpoint/db';
import type { DeadLetterRow, Jobs } from './jobs.port.js';

/** pg-boss keeps its tables in this schema of our database. */
export const JOBS_SCHEMA = 'pgboss';

interface SqlResult {
  rows: Record<string, unknown>[];
}
/** pg-boss's whole view of a database: one function that runs SQL. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  exec(text: string): Promise<SqlResult[]>;
}
interface PoolLike {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
}

/**
 * pg-boss over the connection the rest of the app uses (drizzle's client): a pg Pool on PostgreSQL, the
 * embedded PGlite otherwise. pg-boss sends its schema changes and locked sections as several statements in
 * one text without values: PGlite runs those with `exec` (its `query` takes one statement).
 */
export function sqlExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        try {
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        } catch (error) {
          // A failed statement inside the text's own BEGIN leaves the one connection in an aborted transaction.
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

export interface PgBossJobsOptions {
  db: Db;
  /** Run jobs in this process (the embedded default; false in an API whose jobs `npm run worker` runs). */
  work: boolean;
  /** How often an idle queue looks for new jobs, in seconds (default 2). */
  pollingIntervalSeconds?: number;
  /** How often expired runs are found and retried, in seconds (default 60). */
  maintenanceIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

/** A stable job id for an idempotency key (a UUID made from the key), so the database refuses a second one. */
export function jobIdForKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // A version-5-shaped UUID: pg-boss stores ids as uuid.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates pg-boss's schema (or brings it to this version) without running anything: server start does it
 * through `createPgBossJobs`, and the tests' golden image does it once.
 */
export async function prepareJobsSchema(db: Db): Promise<void> {
  const boss = new PgBoss({ db: sqlExecutor(db), schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

export async function createPgBossJobs(options: PgBossJobsOptions): Promise<Jobs> {
  const executor = sqlExecutor(options.db);
  /**
   * pg-boss's stop waits for the jobs in hand, not for a fetch in flight, and completes or fails a batch
   * without awaiting it: after stop() the owner closes the database, and such a late statement would meet a
   * closed pool as an unhandled rejection. Once stopped, pg-boss's statements do nothing (a late fetch finds
   * no job; a job taken late stays active and is retried after its expiry, so nothing is lost).
   */
  let stopped = false;
  // pg-boss reads a missing result as "no rows" (a fetch) and "none affected" (a complete or a fail).
  const NOTHING_DONE = null as unknown as Awaited<ReturnType<SqlExecutor['executeSql']>>;
  const bossExecutor: typeof executor = {
    executeSql: (text, values) => (stopped ? Promise.resolve(NOTHING_DONE) : executor.executeSql(text, values)),
  };
  const boss = new PgBoss({
    db: bossExecutor,
    schema: JOBS_SCHEMA,
    // Only a working process supervises (expires crashed runs, archives) and runs recurring schedules.
    supervise: options.work,
    schedule: options.work,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    // Dead letters stay a month in the job table (the admin's list reads them there).
    archiveFailedAfterSeconds: 30 * 86_400,
    retentionDays: 30,
    deleteAfterDays: 30,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const queues = new Set<string>();
  /** This process's worker of each queue it works, woken when this process queues a job there. */
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };
  const polling = options.pollingIntervalSeconds ?? 2;
  /** Set when stop() begins: a worker that finishes a batch then rests no more and fetches no more. */
  let stopping = false;

  async function ensureQueue(name: string, queue: Partial<PgBoss.Queue> = {}) {
    if (queues.has(name)) return;
    const existing = await boss.getQueue(name);
    if (existing) await boss.updateQueue(name, { ...queue, name } as PgBoss.Queue);
    else await boss.createQueue(name, { ...queue, name } as PgBoss.Queue);
    queues.add(name);
  }

  return {
    kind: 'pg-boss',
    working: options.work,
    async define(queue, handler, queueOptions = {}) {
      const retryLimit = queueOptions.retryLimit ?? 5;
      await ensureQueue(queue, {
        retryLimit,
        retryDelay: queueOptions.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: queueOptions.expireInSeconds ?? 120,
        // Jobs waiting to run are kept a month (a long outage of a provider loses nothing).
        retentionMinutes: 30 * 24 * 60,
      } as Partial<PgBoss.Queue>);
      if (!options.work) return;
      // One worker per queue fetching up to `batchSize` jobs at a time (default `concurrency`), run
      // `concurrency` at a time, each failed on its own and those that succeeded completed together (pg-boss
      // would otherwise complete or fail a fetched batch as one). A fetch sorts the queue's waiting jobs, so
      // on a long queue one fetch per several jobs is much cheaper. The worker fetches again at once while
      // there is work (see wake below) and polls when idle.
      const concurrency = queueOptions.concurrency ?? 2;
      const batchSize = Math.max(concurrency, queueOptions.batchSize ?? concurrency);
      const duty = Math.min(1, Math.max(0.05, queueOptions.dutyCycle ?? 1));
      const workerId = await boss.work<object>(queue, { pollingIntervalSeconds: polling, batchSize, includeMetadata: true }, async (batch) => {
        const started = performance.now();
        const succeeded: string[] = [];
        let next = 0;
        const lane = async () => {
          for (let job = batch[next++]; job; job = batch[next++]) {
            try {
              await handler({ id: job.id, queue, data: job.data as never, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
              succeeded.push(job.id);
            } catch (error) {
              await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
        if (succeeded.length > 0) await boss.complete(queue, succeeded);
        // A full batch: there may be more waiting; look again now rather than after the polling interval
        // (or, for a queue with a duty cycle, after a rest as long as its share requires).
        if (batch.length === batchSize && !stopping) {
          // The rest is taken here, with the batch done and completed: the worker cannot fetch meanwhile
          // (a wake-up from an enqueue would otherwise cut a rest between fetches short).
          const restMs = Math.min(polling * 1000, (performance.now() - started) * (1 / duty - 1));
          if (restMs >= 1) await new Promise((resolve) => setTimeout(resolve, restMs));
          setImmediate(() => boss.notifyWorker(workerId));
        }
      });
      workers.set(queue, workerId);
    },
    async enqueue(queue, data, enqueueOptions = {}) {
      await ensureQueue(queue);
      const id = await boss.send(queue, data, {
        ...(enqueueOptions.key ? { id: jobIdForKey(queue, enqueueOptions.key) } : {}),
        ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
      });
      if (!enqueueOptions.runAt) wake(queue);
      return id;
    },
    async cancel(queue, keys) {
      if (keys.length === 0) return;
      await ensureQueue(queue);
      await boss.cancel(queue, keys.map((key) => jobIdForKey(queue, key)));
    },
    async enqueueMany(queue, items) {
      await ensureQueue(queue);
      for (let i = 0; i < items.length; i += 1_000) {
        await boss.insert(
          items.slice(i, i + 1_000).map((item) => ({ name: queue, data: item.data, ...(item.key ? { id: jobIdForKey(queue, item.key) } : {}) })) as never,
        );
      }
      wake(queue);
    },
    async every(queue, cron, data = {}) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
    async deadLetters({ limit, offset }) {
      const where = `state = 'failed'`;
      const [{ rows }, { rows: count }] = await Promise.all([
        executor.executeSql(
          `select id, name, retry_count, output, completed_on from ${JOBS_SCHEMA}.job where ${where} order by completed_on desc, id limit $1 offset $2`,
          [limit, offset],
        ),
        // (A value, so PGlite runs it through `query` and answers its rows.)
        executor.executeSql(`select count(*)::int as total from ${JOBS_SCHEMA}.job where ${where} and $1::int >= 0`, [0]),
      ]);
      return {
        rows: rows.map(
          (row): DeadLetterRow => ({
            id: String(row.id),
            queue: String(row.name),
            attempts: Number(row.retry_count) + 1,
            error: errorOf(row.output),
            failedAt: new Date(row.completed_on as string),
          }),
        ),
        total: Number(count[0]?.total ?? 0),
      };
    },
    async retryDeadLetter(id) {
      const { rows } = await executor.executeSql(`select name from ${JOBS_SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
      const name = rows[0]?.name;
      if (typeof name !== 'string') return false;
      // Back to the start: the full number of retries again.
      await executor.executeSql(
        `update ${JOBS_SCHEMA}.job set state = 'created', retry_count = 0, start_after = now(), completed_on = null, started_on = null,
           keep_until = now() + interval '30 days' where id = $1 and name = $2 and state = 'failed'`,
        [id, name],
      );
      return true;
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      stopped = true;
    },
  };
}

/** The error a failed job recorded: its message only (stacks stay in the logs). */
function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message).slice(0, 500);
  return null;
}
