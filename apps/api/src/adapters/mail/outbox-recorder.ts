import { and, eq } from 'drizzle-orm';
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
    attachments: message.attachments?.length
      ? message.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType }))
      : null,
    state,
    error: error ?? null,
    // A failed attempt is kept for the record without the key: the retry that succeeds takes it.
    deliveryKey: state === 'failed' ? null : (message.idempotencyKey ?? null),
    sentAt: state === 'sent' ? new Date() : null,
  }).onConflictDoNothing({ target: outbox.deliveryKey });
}

/** Whether the message of this delivery is already stored or sent (a retried job then does nothing). */
export async function alreadyInOutbox(db: Db, deliveryKey: string | undefined): Promise<boolean> {
  if (!deliveryKey) return false;
  const rows = await db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.deliveryKey, deliveryKey)));
  return rows.length > 0;
}
