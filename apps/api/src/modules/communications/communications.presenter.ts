import type { Communication, DeliveryLog, MessageTemplate } from '@stillpoint/contracts';
import type { CommunicationRow, CommunicationsRepository, TemplateRow } from './communications.repository.js';

export function presentTemplate(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    channel: row.channel as MessageTemplate['channel'],
    name: row.name,
    subject: row.subject,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCommunication(row: CommunicationRow): Communication {
  const a = row.audience;
  return {
    id: row.id,
    channel: row.channel as Communication['channel'],
    template_id: row.templateId,
    subject: row.subject,
    body: row.body,
    link: row.link,
    audience:
      a.type === 'users'
        ? { type: 'users', users: a.userIds.length }
        : a.type === 'role'
          ? { type: 'role', role: a.role }
          : a.type === 'clinic'
            ? { type: 'clinic', clinic_id: a.clinicId }
            : { type: 'all' },
    send_at: row.sendAt?.toISOString() ?? null,
    state: row.state as Communication['state'],
    recipients: row.recipients,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

type LogRow = Awaited<ReturnType<CommunicationsRepository['logs']>>['rows'][number];

/** A delivery as the logs show it: whom, where, its state and attempts; never the message. */
export function presentLog(row: LogRow): DeliveryLog {
  const d = row.delivery;
  const address = d.channel === 'email' ? row.email : d.channel === 'sms' ? row.phone : null;
  return {
    id: d.id,
    communication_id: d.communicationId,
    kind: d.kind as DeliveryLog['kind'],
    channel: d.channel as DeliveryLog['channel'],
    state: d.state as DeliveryLog['state'],
    attempts: d.attempts,
    reason: d.error,
    recipient: { userid: row.userid, name: row.name, address },
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    sent_at: d.sentAt?.toISOString() ?? null,
  };
}
