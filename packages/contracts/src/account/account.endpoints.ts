import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  accountDetails,
  accountUpdateInput,
  avatarUploaded,
  notificationSettings,
  notificationSettingsUpdate,
  passwordChangeInput,
} from './account.schemas.js';

const FRONT = ['clinic', 'employee', 'patient', 'frontuser'] as const;
const ADMIN = ['admin'] as const;

/**
 * The signed-in account, named as the spec lists its calls (details, update, image, password, notifications:
 * read the notification switches, notification settings: change them), once for
 * the front family (front/account/...) and once for administrators (admin/account/...).
 */
function accountFamily<const F extends 'front' | 'admin', const A extends readonly ['admin'] | typeof FRONT>(family: F, access: A) {
  return {
    details: defineEndpoint({
      path: `${family}/account/details`,
      summary: 'The signed-in account: name, role, clinic, avatar, and its effective features.',
      output: accountDetails,
      access,
    }),
    update: defineEndpoint({
      path: `${family}/account/update`,
      errors: ['CONFLICT'],
      summary: 'Change your name, username or phone (clinic accounts: also the clinic details). Role, clinic and approvals are never taken.',
      input: accountUpdateInput,
      output: accountDetails,
      access,
    }),
    image: defineEndpoint({
      path: `${family}/account/image`,
      summary: 'Upload your avatar: multipart/form-data with one file field `image` (PNG, JPEG, WebP or GIF, 5 MiB at most).',
      output: avatarUploaded,
      access,
      multipart: true,
      fileField: 'image',
    }),
    password: defineEndpoint({
      path: `${family}/account/password`,
      errors: ['THROTTLED'],
      summary: 'Change your password (the current one is required); every other session of the account ends.',
      input: passwordChangeInput,
      output: noData,
      access,
    }),
    notifications: defineEndpoint({
      path: `${family}/account/notifications`,
      summary: 'Your notification switches: channels (email, push, sms) and topics.',
      output: notificationSettings,
      access,
    }),
    notificationSettings: defineEndpoint({
      path: `${family}/account/notification_settings`,
      summary: 'Change your notification switches (absent fields stay as they are).',
      input: notificationSettingsUpdate,
      output: notificationSettings,
      access,
    }),
  };
}

const front = accountFamily('front', FRONT);
const admin = accountFamily('admin', ADMIN);

export const accountEndpoints = {
  frontAccountDetails: front.details,
  frontAccountUpdate: front.update,
  frontAccountImage: front.image,
  frontAccountPassword: front.password,
  frontAccountNotifications: front.notifications,
  frontAccountNotificationSettings: front.notificationSettings,
  adminAccountDetails: admin.details,
  adminAccountUpdate: admin.update,
  adminAccountImage: admin.image,
  adminAccountPassword: admin.password,
  adminAccountNotifications: admin.notifications,
  adminAccountNotificationSettings: admin.notificationSettings,
};
