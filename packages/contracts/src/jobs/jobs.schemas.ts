import { z } from 'zod';
import { pagingInput } from '../envelope.js';

/** A job that failed every attempt and now waits in the dead-letter list. */
export const deadLetter = z.object({
  id: z.uuid(),
  /** The queue it ran in (send-email, send-sms, send-push...). */
  queue: z.string(),
  /** How many times it ran. */
  attempts: z.number().int(),
  /** The last error (never a message body). */
  error: z.string().nullable(),
  failedAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetter>;
export const deadLetterListInput = pagingInput;
export const deadLetterIdInput = z.object({ id: z.uuid('Not a valid id') });
