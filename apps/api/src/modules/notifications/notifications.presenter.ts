import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@stillpoint/contracts';
import type { NotificationRow } from './notifications.repository.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    // A kind a later version dropped still shows (as an announcement) instead of breaking the list.
    kind: (row.kind in NOTIFICATION_KINDS ? row.kind : 'announcement') as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    urgent: row.urgent,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
