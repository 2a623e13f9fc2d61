import { outbox, type Db } from '@stillpoint/db';
import type { SmsMessage, SmsSender } from './sms.port.js';

/** Records an SMS in the outbox (the dev mailbox lists e-mails and SMS together). */
export async function recordSms(db: Db, message: SmsMessage, state: 'stored' | 'sent' | 'failed', error?: string): Promise<void> {
  await db.insert(outbox).values({
    channel: 'sms',
    toAddress: message.to,
    subject: null,
    textBody: message.text,
    state,
    error: error ?? null,
    deliveryKey: state === 'failed' ? null : (message.idempotencyKey ?? null),
    sentAt: state === 'sent' ? new Date() : null,
  }).onConflictDoNothing({ target: outbox.deliveryKey });
}

/** Embedded mode: messages are kept in the outbox table. */
export function createOutboxSms(db: Db): SmsSender {
  return { kind: 'outbox', send: (message) => recordSms(db, message, 'stored') };
}
