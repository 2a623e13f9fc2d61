import { z } from 'zod';
import { pagingInput } from '../envelope.js';

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  /** stored: kept in the outbox (embedded mode); sent: handed to SMTP/SMS; failed: the provider refused. */
  state: z.enum(['stored', 'sent', 'failed']),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxListInput = pagingInput.extend({
  /** Only messages to this address (exact, case-insensitive). */
  to: z.string().trim().toLowerCase().max(254).optional(),
  /** Only e-mails, or only SMS. */
  channel: z.enum(['email', 'sms']).optional(),
  /** Messages whose recipient contains this text (case-insensitive). */
  search: z.string().trim().toLowerCase().max(254).optional(),
});
