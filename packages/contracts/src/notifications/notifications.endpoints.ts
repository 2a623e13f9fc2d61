import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  notificationIdInput,
  notificationList,
  notificationListInput,
  pushPublicKey,
  savePushTokenInput,
  unreadCount,
} from './notifications.schemas.js';
import { z } from 'zod';
import { notification } from './notifications.schemas.js';

const FRONT = ['clinic', 'employee', 'patient', 'frontuser'] as const;
const ADMIN = ['admin'] as const;

/**
 * A person's notifications (spec section 7, "Chat and notifications"), once for the front family
 * (front/notifications/...) and once for administrators (admin/notifications/...).
 */
function notificationsFamily<const F extends 'front' | 'admin', const A extends typeof ADMIN | typeof FRONT>(family: F, access: A) {
  return {
    all: defineEndpoint({
      path: `${family}/notifications/all`,
      method: 'GET',
      summary: 'Your notifications, newest first, paged, with the number still unread.',
      input: notificationListInput,
      output: notificationList,
      access,
      paged: true,
    }),
    latest: defineEndpoint({
      path: `${family}/notifications/latest`,
      method: 'GET',
      summary: 'Your four newest notifications (the navbar bell) with the number still unread.',
      output: notificationList,
      access,
    }),
    markAllRead: defineEndpoint({
      path: `${family}/notifications/mark_all_read`,
      summary: 'Mark all your notifications read.',
      output: unreadCount,
      access,
    }),
    updateAll: defineEndpoint({
      path: `${family}/notifications/update_all`,
      summary: 'Mark all your notifications seen (the same as mark all read; both names are in the spec).',
      output: unreadCount,
      access,
    }),
    readSingle: defineEndpoint({
      path: `${family}/notifications/read_single`,
      summary: 'Mark one of your notifications read.',
      input: notificationIdInput,
      output: z.object({ notification, unread_count: z.number().int() }),
      access,
    }),
    deleteSingle: defineEndpoint({
      path: `${family}/notifications/delete_single`,
      summary: 'Delete one of your notifications.',
      input: notificationIdInput,
      output: unreadCount,
      access,
    }),
    deleteAll: defineEndpoint({
      path: `${family}/notifications/delete_all`,
      summary: 'Delete all your notifications.',
      output: unreadCount,
      access,
    }),
    savePushToken: defineEndpoint({
      path: `${family}/notifications/save_push_token`,
      summary: "Save this browser's Web Push subscription (the token) so notifications can reach it as pushes.",
      input: savePushTokenInput,
      output: noData,
      access,
    }),
    pushPublicKey: defineEndpoint({
      path: `${family}/notifications/push_public_key`,
      method: 'GET',
      summary: 'The public key (VAPID) a browser subscribes to pushes with.',
      output: pushPublicKey,
      access,
    }),
  };
}

const front = notificationsFamily('front', FRONT);
const admin = notificationsFamily('admin', ADMIN);

export const notificationsEndpoints = {
  frontNotificationsAll: front.all,
  frontNotificationsLatest: front.latest,
  frontNotificationsMarkAllRead: front.markAllRead,
  frontNotificationsUpdateAll: front.updateAll,
  frontNotificationsReadSingle: front.readSingle,
  frontNotificationsDeleteSingle: front.deleteSingle,
  frontNotificationsDeleteAll: front.deleteAll,
  frontNotificationsSavePushToken: front.savePushToken,
  frontNotificationsPushPublicKey: front.pushPublicKey,
  adminNotificationsAll: admin.all,
  adminNotificationsLatest: admin.latest,
  adminNotificationsMarkAllRead: admin.markAllRead,
  adminNotificationsUpdateAll: admin.updateAll,
  adminNotificationsReadSingle: admin.readSingle,
  adminNotificationsDeleteSingle: admin.deleteSingle,
  adminNotificationsDeleteAll: admin.deleteAll,
  adminNotificationsSavePushToken: admin.savePushToken,
  adminNotificationsPushPublicKey: admin.pushPublicKey,
};

/** The two families, with the same keys: pick one by the caller's audience. */
export const NOTIFICATIONS_FAMILIES = { front, admin };
export type NotificationsFamily = typeof front | typeof admin;
