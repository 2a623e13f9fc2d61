import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  clinicOption,
  clinicUser,
  clinicUsersInput,
  communication,
  communicationIdInput,
  communicationListInput,
  customLinkInput,
  customNotificationInput,
  deliveryLog,
  deliveryLogInput,
  emailBulkSendInput,
  emailConfig,
  emailSendInput,
  emailTemplateInput,
  hook,
  hooksInput,
  messageTemplate,
  preview,
  previewInput,
  pushNotificationInput,
  scheduleInput,
  smsBulkSendInput,
  smsConfig,
  smsConfigInput,
  smsNumber,
  smsNumbersInput,
  smsSendInput,
  smsTemplateInput,
  templateIdInput,
} from './communications.schemas.js';

const ADMIN = ['admin'] as const;

/** Templates of one channel: list, add, edit, delete (e-mail and SMS templates, push notifications). */
function templates<const M extends string, I extends z.ZodObject>(
  module: M,
  noun: string,
  input: I,
  names: { list: string; add: string; edit: string; remove: string },
) {
  return {
    list: defineEndpoint({
      path: `admin/${module}/${names.list}`,
      method: 'GET',
      summary: `The ${noun}s, newest first.`,
      output: z.array(messageTemplate),
      access: ADMIN,
    }),
    add: defineEndpoint({
      path: `admin/${module}/${names.add}`,
      summary: `Add a ${noun}.`,
      input,
      output: messageTemplate,
      access: ADMIN,
      creates: true,
    }),
    edit: defineEndpoint({
      path: `admin/${module}/${names.edit}`,
      summary: `Change a ${noun}.`,
      input: input.extend({ id: templateIdInput.shape.id }),
      output: messageTemplate,
      access: ADMIN,
    }),
    remove: defineEndpoint({
      path: `admin/${module}/${names.remove}`,
      summary: `Delete a ${noun} (sends made with it keep their words).`,
      input: templateIdInput,
      output: noData,
      access: ADMIN,
    }),
  };
}

/** Delivery logs of one channel, paged with data, total_pages, total_logs and total_records (spec section 7). */
function logs<const M extends string>(module: M, noun: string) {
  return defineEndpoint({
    path: `admin/${module}/logs`,
    method: 'GET',
    summary: `Every ${noun} delivery, newest first: recipient, state (queued, sent, failed), attempts and the reason of a failure. total_logs counts every ${noun} delivery, total_records those the filter matches.`,
    input: deliveryLogInput,
    output: z.array(deliveryLog),
    access: ADMIN,
    paged: true,
  });
}

const email = templates('email', 'e-mail template', emailTemplateInput, {
  list: 'templates',
  add: 'add_template',
  edit: 'update_template',
  remove: 'delete_template',
});
const sms = templates('sms', 'SMS template', smsTemplateInput, {
  list: 'templates',
  add: 'add_template',
  edit: 'update_template',
  remove: 'delete_template',
});
const push = templates('push_notifications', 'push notification', pushNotificationInput, {
  list: 'get',
  add: 'add',
  edit: 'edit',
  remove: 'delete',
});

const SEND_ERRORS = ['NOT_FOUND'] as const;

export const communicationsEndpoints = {
  // E-mail
  adminEmailConfig: defineEndpoint({
    path: 'admin/email/config',
    method: 'GET',
    summary: 'How e-mail leaves the platform (outbox or SMTP) and from which address; never credentials.',
    output: emailConfig,
    access: ADMIN,
  }),
  adminEmailEmails: defineEndpoint({
    path: 'admin/email/emails',
    method: 'GET',
    summary: 'The e-mails administrators sent (single and bulk), newest first, with their state and recipients.',
    input: communicationListInput,
    output: z.array(communication),
    access: ADMIN,
    paged: true,
  }),
  adminEmailTemplates: email.list,
  adminEmailAddTemplate: email.add,
  adminEmailUpdateTemplate: email.edit,
  adminEmailDeleteTemplate: email.remove,
  adminEmailLogs: logs('email', 'e-mail'),
  adminEmailSend: defineEndpoint({
    path: 'admin/email/send',
    summary: 'Send an e-mail (a template or written here) to one person. Queued and sent in the background.',
    input: emailSendInput,
    output: communication,
    access: ADMIN,
    errors: SEND_ERRORS,
  }),
  adminEmailBulkSend: defineEndpoint({
    path: 'admin/email/bulk_send',
    summary: "Send an e-mail to a clinic's people, a role or chosen people: accepted at once, sent in the background.",
    input: emailBulkSendInput,
    output: communication,
    access: ADMIN,
    errors: SEND_ERRORS,
  }),
  adminEmailAllClinics: defineEndpoint({
    path: 'admin/email/all_clinics',
    method: 'GET',
    summary: 'The clinics (to send to their people), with how many people each has.',
    output: z.array(clinicOption),
    access: ADMIN,
  }),
  adminEmailClinicUsers: defineEndpoint({
    path: 'admin/email/clinic_users',
    method: 'GET',
    summary: "A clinic's people (the clinic account, employees, patients) with their e-mail addresses.",
    input: clinicUsersInput,
    output: z.array(clinicUser),
    access: ADMIN,
  }),
  // SMS
  adminSmsAuthConfig: defineEndpoint({
    path: 'admin/sms/auth_config',
    method: 'GET',
    summary: "The SMS provider's settings; the secret shows its last four characters only.",
    output: smsConfig,
    access: ADMIN,
  }),
  adminSmsUpdateAuthConfig: defineEndpoint({
    path: 'admin/sms/update_auth_config',
    summary: "Save the SMS provider's settings (kept on the server; an empty URL keeps SMS in the outbox).",
    input: smsConfigInput,
    output: smsConfig,
    access: ADMIN,
  }),
  adminSmsNumbers: defineEndpoint({
    path: 'admin/sms/numbers',
    method: 'GET',
    summary: 'People with a phone number (those an SMS can reach), paged, searchable by name or number.',
    input: smsNumbersInput,
    output: z.array(smsNumber),
    access: ADMIN,
    paged: true,
  }),
  adminSmsTemplates: sms.list,
  adminSmsAddTemplate: sms.add,
  adminSmsUpdateTemplate: sms.edit,
  adminSmsDeleteTemplate: sms.remove,
  adminSmsLogs: logs('sms', 'SMS'),
  adminSmsSend: defineEndpoint({
    path: 'admin/sms/send',
    summary: 'Send an SMS to one person (in the background).',
    input: smsSendInput,
    output: communication,
    access: ADMIN,
    errors: SEND_ERRORS,
  }),
  adminSmsBulkSend: defineEndpoint({
    path: 'admin/sms/bulk_send',
    summary: "Send an SMS to a clinic's people, a role or chosen people: accepted at once, sent in the background.",
    input: smsBulkSendInput,
    output: communication,
    access: ADMIN,
    errors: SEND_ERRORS,
  }),
  // Push notifications
  adminPushNotificationsGet: push.list,
  adminPushNotificationsAdd: push.add,
  adminPushNotificationsEdit: push.edit,
  adminPushNotificationsDelete: push.remove,
  adminPushNotificationsLogs: logs('push_notifications', 'push'),
  adminPushSettingSendCustomNotifications: defineEndpoint({
    path: 'admin/push_setting/send_custom_notifications',
    summary: 'Send a notification (in the app and as a push) written here, to an audience, in the background.',
    input: customNotificationInput,
    output: communication,
    access: ADMIN,
    errors: SEND_ERRORS,
  }),
  adminPushSettingCustomLinkMedClass: defineEndpoint({
    path: 'admin/push_setting/custom_link_med_class',
    summary: 'Send a notification that opens a class or a meditation, to an audience.',
    input: customLinkInput,
    output: communication,
    access: ADMIN,
    errors: SEND_ERRORS,
  }),
  // Scheduled notifications
  adminScheduledNotificationsList: defineEndpoint({
    path: 'admin/scheduled_notifications/list',
    method: 'GET',
    summary: 'Scheduled sends, the next first, with those already sent after them.',
    input: communicationListInput,
    output: z.array(communication),
    access: ADMIN,
    paged: true,
  }),
  adminScheduledNotificationsCreate: defineEndpoint({
    path: 'admin/scheduled_notifications/create',
    summary: 'Schedule a notification (push, e-mail or SMS) to a role, a clinic or chosen people at a future time.',
    input: scheduleInput,
    output: communication,
    access: ADMIN,
    creates: true,
    errors: SEND_ERRORS,
  }),
  adminScheduledNotificationsDelete: defineEndpoint({
    path: 'admin/scheduled_notifications/delete',
    summary: 'Cancel a scheduled send that has not gone yet.',
    input: communicationIdInput,
    output: noData,
    access: ADMIN,
    errors: ['CONFLICT'],
  }),
  // Hooks
  adminNotificationHooksGet: defineEndpoint({
    path: 'admin/notification_hooks/get',
    method: 'GET',
    summary: 'Update hooks: per event of the platform, the outside channels (e-mail, SMS, push) it may go out on.',
    output: z.array(hook),
    access: ADMIN,
  }),
  adminNotificationHooksUpdate: defineEndpoint({
    path: 'admin/notification_hooks/update',
    summary: 'Change the update hooks (the events named; people choose beneath what is allowed).',
    input: hooksInput,
    output: z.array(hook),
    access: ADMIN,
  }),
  // Preview
  adminTemplatesPreview: defineEndpoint({
    path: 'admin/templates/preview',
    summary: "A template's words as a person would receive them (variables filled in with theirs, or an example person's).",
    input: previewInput,
    output: preview,
    access: ADMIN,
  }),
};
