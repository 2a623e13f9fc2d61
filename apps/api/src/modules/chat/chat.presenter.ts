import type { ChatContact, DirectMessage } from '@stillpoint/contracts';
import type { chatMessages } from '@stillpoint/db';
import type { MediaRow } from '../media/media.repository.js';
import { presentMedia } from '../media/media.presenter.js';
import { presentPersonView, type PersonViewer, type PersonViewRow } from '../people/person-view.presenter.js';

type MessageRow = typeof chatMessages.$inferSelect;

/** One chat message (the one presenter of the entity). */
export function presentMessage(message: MessageRow, media: MediaRow | null): DirectMessage {
  return {
    id: message.id,
    from: message.senderId,
    to: message.receiverId,
    message: message.body,
    file: media ? presentMedia(media) : null,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
  };
}

const CONTACT_ROLE: Record<string, ChatContact['role']> = {
  masterAdmin: 'admin',
  admin: 'admin',
  clinic: 'clinic',
  employee: 'employee',
  patient: 'patient',
  frontuser: 'frontuser',
};

/** A contact as the viewer sees them (peers by the name they chose, decision 0010). */
export function presentContact(
  row: { person: PersonViewRow; unread: number; last: MessageRow | null },
  viewer: PersonViewer,
): ChatContact {
  return {
    chat_with_userid: row.person.id,
    person: presentPersonView(row.person, viewer),
    role: CONTACT_ROLE[row.person.role] ?? 'frontuser',
    unread_count: Number(row.unread),
    last_message: row.last ? row.last.body : null,
    last_message_at: row.last ? row.last.createdAt.toISOString() : null,
  };
}
