import { sql } from 'drizzle-orm';
import type { Db } from '@stillpoint/db';
import type { Jobs } from './jobs.port.js';

/** Refreshes the embedded database's planner statistics. */
export const EMBEDDED_ANALYZE_QUEUE = 'embedded-database-analyze';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics current; the embedded database (PGlite) has no
 * autovacuum, so a table that grew since it was last analysed is planned as if it were empty (a group feed
 * of 10,000 posts was sorted whole instead of read newest-first from its index: 16 ms a page instead of
 * 0.1). On the embedded database only, `ANALYZE` runs at start and every hour, through the job queue (once
 * per tick across processes).
 */
export async function registerEmbeddedStatistics(jobs: Jobs, db: Db): Promise<void> {
  await jobs.define(EMBEDDED_ANALYZE_QUEUE, async () => void (await db.execute(sql`analyze`)), { retryLimit: 1, retryDelaySeconds: 300, concurrency: 1 });
  if (!jobs.working) return;
  await jobs.every(EMBEDDED_ANALYZE_QUEUE, '37 * * * *');
  await jobs.enqueue(EMBEDDED_ANALYZE_QUEUE, {}, { key: 'embedded-database-analyze:start' });
}
