import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import { deadLetter, deadLetterIdInput, deadLetterListInput } from './jobs.schemas.js';

export const jobsEndpoints = {
  adminJobsDeadLetters: defineEndpoint({
    path: 'admin/jobs/dead_letters',
    method: 'GET',
    summary: 'Background jobs (sends, reminders) that failed every retry, newest first.',
    input: deadLetterListInput,
    output: z.array(deadLetter),
    access: ['admin'],
    paged: true,
  }),
  adminJobsRetryDeadLetter: defineEndpoint({
    path: 'admin/jobs/retry_dead_letter',
    summary: 'Run a dead-lettered job again (it leaves the dead-letter list).',
    input: deadLetterIdInput,
    output: noData,
    access: ['admin'],
    errors: ['NOT_FOUND'],
  }),
};
