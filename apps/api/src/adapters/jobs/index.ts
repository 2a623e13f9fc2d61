export type { DeadLetterRow, EnqueueOptions, JobContext, Jobs, QueueOptions } from './jobs.port.js';
export { createPgBossJobs, prepareJobsSchema, jobIdForKey, JOBS_SCHEMA } from './pg-boss.adapter.js';
