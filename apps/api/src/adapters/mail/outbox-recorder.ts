import { outbox, type Db } from '@stillpoint/db';
import type { MailMessage } from './mail.port.js';

/** Both adapters record every message in the outbox table, which the admin dev mailbox reads. */
export async function recordInOutbox(
  db: Db,
  message: MailMessage,
  state: 'stored' | 'sent' | 'failed',
  error?: string,
): Promise<void> {
  await db.insert(outbox).values({
    channel: 'email',
    toAddress: message.to.toLowerCase(),
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    state,
    error: error ?? null,
    sentAt: state === 'sent' ? new Date() : null,
  });
}
