import type { OutboxMessage } from '@stillpoint/contracts';
import type { outbox } from '@stillpoint/db';

export function presentOutboxMessage(row: typeof outbox.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    state: row.state as OutboxMessage['state'],
    createdAt: row.createdAt.toISOString(),
  };
}
