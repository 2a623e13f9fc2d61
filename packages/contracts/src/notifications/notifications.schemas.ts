import { z } from 'zod';
import { idField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { NOTIFICATION_KIND_NAMES } from './notifications.kinds.js';

export const notificationKind = z.enum(NOTIFICATION_KIND_NAMES);

/** One in-app notification. */
export const notification = z.object({
  id: z.number().int(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app (a path), when it leads somewhere. */
  link: z.string().nullable(),
  /** Urgent notifications (safety alerts) are shown apart. */
  urgent: z.boolean(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** A page of notifications with the count of unread ones (spec: list and unread_count). */
export const notificationList = z.object({
  list: z.array(notification),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationListInput = pagingInput.extend({
  /** Unread ones only. */
  unread: z.stringbool().optional(),
});

export const notificationIdInput = z.object({ id: idField });

/** The unread count after a change (mark read, delete). */
export const unreadCount = z.object({ unread_count: z.number().int() });

/**
 * "Save push token {token}": the token is the browser's Web Push subscription (PushSubscription.toJSON()),
 * as an object or as its JSON text.
 */
export const pushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(128),
  }),
});
/** The subscription as its JSON text (what PushSubscription.toJSON() gives, stringified). */
const subscriptionText = z
  .string()
  .max(4096)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Not a push subscription' });
      return z.NEVER;
    }
  })
  .pipe(pushSubscription);
export const savePushTokenInput = z.object({
  // A union: a wrong token is refused at `token` itself, whichever of its parts is wrong.
  token: z.union([pushSubscription, subscriptionText], { error: 'Not a push subscription' }),
});

/** The server's public VAPID key the browser subscribes with. */
export const pushPublicKey = z.object({ publicKey: z.string() });

/** What the live channel sends on `notification` (the new notification and the person's unread count). */
export const notificationEvent = z.object({ notification, unread_count: z.number().int() });
export type NotificationEvent = z.infer<typeof notificationEvent>;
