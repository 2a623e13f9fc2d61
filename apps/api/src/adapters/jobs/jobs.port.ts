/**
 * The jobs port: a durable queue over the database (decision 0019). A job accepted is stored before
 * `enqueue` returns, so a crash or restart never loses it; it runs at least once, retries with exponential
 * backoff, and after its last attempt waits in the dead-letter list until an administrator retries it.
 */
export interface JobContext<T> {
  id: string;
  queue: string;
  data: T;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  /** Whether this run is the last the queue allows (a failure now dead-letters the job). */
  lastAttempt: boolean;
}

export interface QueueOptions {
  /** Retries after the first run (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; each further retry waits about twice as long (default 10). */
  retryDelaySeconds?: number;
  /** A run still going after this many seconds counts as crashed and is retried (default 120). */
  expireInSeconds?: number;
  /** Jobs of this queue run at once in this process (default 2). */
  concurrency?: number;
  /**
   * Jobs fetched at once (default `concurrency`), then run `concurrency` at a time. Fetching sorts the
   * queue's waiting jobs: for a queue thousands long (a bulk send), fetching many at once costs far less.
   * The batch must run within `expireInSeconds`.
   */
  batchSize?: number;
  /**
   * The share of time this queue's worker may spend running jobs while it has a backlog (0 < d <= 1,
   * default 1): after a batch that took T, it waits T * (1/d - 1) before fetching the next. On the embedded
   * database, whose one connection the API's requests share, a bulk send at 0.5 leaves every other moment
   * to the requests.
   */
  dutyCycle?: number;
}

export interface EnqueueOptions {
  /**
   * Idempotency key: a second enqueue with a key already queued or running is dropped (returns null), so
   * "send this person this notification" is accepted once however often it is asked.
   */
  key?: string;
  /** Run at (or after) this time instead of now. */
  runAt?: Date;
}

export interface DeadLetterRow {
  id: string;
  queue: string;
  attempts: number;
  error: string | null;
  failedAt: Date;
}

export interface Jobs {
  readonly kind: 'pg-boss';
  /** Whether this process runs jobs (false: an API whose jobs a separate worker runs). */
  readonly working: boolean;
  /** Declares a queue and the handler that runs its jobs (only in a process that works jobs). */
  define<T>(queue: string, handler: (job: JobContext<T>) => Promise<void>, options?: QueueOptions): Promise<void>;
  enqueue<T extends object>(queue: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Cancels queued jobs by their idempotency keys (a deleted appointment's reminders): a job not yet run
   * never runs; keys of jobs that ran, or never were, are passed over.
   */
  cancel(queue: string, keys: readonly string[]): Promise<void>;
  /** Many jobs of one queue in one statement (bulk sends). */
  enqueueMany<T extends object>(queue: string, items: { data: T; key?: string }[]): Promise<void>;
  /** A recurring job: the queue gets `data` on the cron schedule (UTC), once per tick across every process. */
  every(queue: string, cron: string, data?: object): Promise<void>;
  deadLetters(page: { limit: number; offset: number }): Promise<{ rows: DeadLetterRow[]; total: number }>;
  /** Puts a dead-lettered job back in its queue; false when no such job is dead-lettered. */
  retryDeadLetter(id: string): Promise<boolean>;
  /** Waits for the jobs this process is running, then stops (the database stays open). */
  stop(): Promise<void>;
}
