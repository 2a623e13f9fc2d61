import { APP_MESSAGES, AVATAR_MAX_BYTES, endpoints, MESSAGES } from '@stillpoint/contracts';
import { route, type RouteImpl } from '../../lib/route.js';
import { readSingleFile } from '../../lib/uploads.js';
import type { AccountService } from './account.service.js';

/** The signed-in account, for both session families (front/account/... and admin/account/...). */
export function accountRoutes(account: AccountService): RouteImpl[] {
  const families = [
    {
      details: endpoints.frontAccountDetails,
      update: endpoints.frontAccountUpdate,
      image: endpoints.frontAccountImage,
      password: endpoints.frontAccountPassword,
      notifications: endpoints.frontAccountNotifications,
      notificationSettings: endpoints.frontAccountNotificationSettings,
    },
    {
      details: endpoints.adminAccountDetails,
      update: endpoints.adminAccountUpdate,
      image: endpoints.adminAccountImage,
      password: endpoints.adminAccountPassword,
      notifications: endpoints.adminAccountNotifications,
      notificationSettings: endpoints.adminAccountNotificationSettings,
    },
  ] as const;

  return families.flatMap((family) => [
    route(family.details, async ({ auth }) => ({ data: await account.details(auth.userId) })),
    route(family.update, async ({ input, auth, meta }) => ({
      data: await account.update(auth, input, meta),
      message: MESSAGES.accountDetailsUpdated,
    })),
    route(family.image, async ({ auth, meta, request }) => {
      // Avatars replace each other and are small: the hourly upload rate counts them, the storage quota does not.
      await account.countUpload(auth);
      const { bytes } = await readSingleFile(request, family.image.fileField ?? 'image', AVATAR_MAX_BYTES);
      return { data: await account.uploadAvatar(auth, bytes, meta), message: MESSAGES.imageUploaded };
    }),
    route(family.password, async ({ input, auth, meta }) => {
      await account.changePassword(auth, input.oldPassword, input.newPassword, meta);
      return { data: null, message: APP_MESSAGES.passwordChanged };
    }),
    // account/notifications reads the switches, account/notification_settings changes them (spec names).
    route(family.notifications, async ({ auth }) => ({ data: await account.notificationSettings(auth.userId) })),
    route(family.notificationSettings, async ({ input, auth, meta }) => ({
      data: await account.updateNotificationSettings(auth, input, meta),
      message: APP_MESSAGES.notificationSettingsUpdated,
    })),
  ]);
}
