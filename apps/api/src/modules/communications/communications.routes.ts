import { COMMS_MESSAGES, endpoints, MESSAGES, type CommunicationChannel } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { presentCommunication, presentLog, presentTemplate } from './communications.presenter.js';
import type { CommunicationsService } from './communications.service.js';

/** Administrators' communications (spec section 7, "Admin notifications and statistics"): admin/... only. */
export function communicationsRoutes(service: CommunicationsService) {
  /** Template CRUD of one channel, with its messages. */
  const templateRoutes = (
    channel: CommunicationChannel,
    e: {
      list: typeof endpoints.adminEmailTemplates;
      add:
        | typeof endpoints.adminEmailAddTemplate
        | typeof endpoints.adminSmsAddTemplate
        | typeof endpoints.adminPushNotificationsAdd;
      edit:
        | typeof endpoints.adminEmailUpdateTemplate
        | typeof endpoints.adminSmsUpdateTemplate
        | typeof endpoints.adminPushNotificationsEdit;
      remove: typeof endpoints.adminEmailDeleteTemplate;
    },
    messages: { added: string; updated: string; deleted: string },
  ) => [
    route(e.list, async () => ({ data: (await service.templates(channel)).map(presentTemplate) })),
    route(e.add, async ({ input, auth }) => ({
      data: presentTemplate(
        await service.addTemplate(channel, input as Parameters<CommunicationsService['addTemplate']>[1], auth),
      ),
      message: messages.added,
      httpStatus: 201,
    })),
    route(e.edit, async ({ input }) => ({
      data: presentTemplate(
        await service.updateTemplate(channel, input as Parameters<CommunicationsService['updateTemplate']>[1]),
      ),
      message: messages.updated,
    })),
    route(e.remove, async ({ input }) => {
      await service.deleteTemplate(channel, input.id);
      return { data: null, message: messages.deleted };
    }),
  ];

  const logRoute = (channel: CommunicationChannel, endpoint: typeof endpoints.adminEmailLogs) =>
    route(endpoint, async ({ input }) => {
      const { rows, records, logs } = await service.logs({
        channel,
        communicationId: input.communication_id,
        state: input.state,
        limit: input.perPage,
        offset: pageOffset(input),
      });
      return {
        data: rows.map(presentLog),
        total_pages: pageCount(records, input.perPage),
        totals: { total_logs: logs, total_records: records },
      };
    });

  return [
    // E-mail
    route(endpoints.adminEmailConfig, async () => ({ data: service.emailConfig() })),
    route(endpoints.adminEmailEmails, async ({ input }) => {
      const { rows, total } = await service.listSends({ channel: 'email', limit: input.perPage, offset: pageOffset(input) });
      return { data: rows.map(presentCommunication), total_pages: pageCount(total, input.perPage) };
    }),
    ...templateRoutes(
      'email',
      {
        list: endpoints.adminEmailTemplates,
        add: endpoints.adminEmailAddTemplate,
        edit: endpoints.adminEmailUpdateTemplate,
        remove: endpoints.adminEmailDeleteTemplate,
      },
      {
        added: COMMS_MESSAGES.emailTemplateAdded,
        updated: COMMS_MESSAGES.emailTemplateUpdated,
        deleted: COMMS_MESSAGES.emailTemplateDeleted,
      },
    ),
    logRoute('email', endpoints.adminEmailLogs),
    route(endpoints.adminEmailSend, async ({ input, auth }) => ({
      data: presentCommunication(await service.send('email', input.user_id, input, auth)),
      message: MESSAGES.emailSent,
    })),
    route(endpoints.adminEmailBulkSend, async ({ input, auth }) => ({
      data: presentCommunication(await service.bulkSend('email', input.audience, input, auth)),
      message: MESSAGES.emailSent,
    })),
    route(endpoints.adminEmailAllClinics, async () => ({ data: await service.clinics() })),
    route(endpoints.adminEmailClinicUsers, async ({ input }) => ({ data: await service.clinicUsers(input.clinic_id) })),
    // SMS
    route(endpoints.adminSmsAuthConfig, async () => ({ data: await service.smsConfig() })),
    route(endpoints.adminSmsUpdateAuthConfig, async ({ input }) => ({
      data: await service.updateSmsConfig(input),
      message: COMMS_MESSAGES.smsConfigUpdated,
    })),
    route(endpoints.adminSmsNumbers, async ({ input }) => {
      const { rows, total } = await service.phoneNumbers({
        search: input.search,
        limit: input.perPage,
        offset: pageOffset(input),
      });
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...templateRoutes(
      'sms',
      {
        list: endpoints.adminSmsTemplates,
        add: endpoints.adminSmsAddTemplate,
        edit: endpoints.adminSmsUpdateTemplate,
        remove: endpoints.adminSmsDeleteTemplate,
      },
      {
        added: COMMS_MESSAGES.smsTemplateAdded,
        updated: COMMS_MESSAGES.smsTemplateUpdated,
        deleted: COMMS_MESSAGES.smsTemplateDeleted,
      },
    ),
    logRoute('sms', endpoints.adminSmsLogs),
    route(endpoints.adminSmsSend, async ({ input, auth }) => ({
      data: presentCommunication(await service.send('sms', input.user_id, input, auth)),
      message: COMMS_MESSAGES.smsSent,
    })),
    route(endpoints.adminSmsBulkSend, async ({ input, auth }) => ({
      data: presentCommunication(await service.bulkSend('sms', input.audience, input, auth)),
      message: COMMS_MESSAGES.smsSent,
    })),
    // Push notifications
    ...templateRoutes(
      'push',
      {
        list: endpoints.adminPushNotificationsGet,
        add: endpoints.adminPushNotificationsAdd,
        edit: endpoints.adminPushNotificationsEdit,
        remove: endpoints.adminPushNotificationsDelete,
      },
      {
        added: COMMS_MESSAGES.notificationAdded,
        updated: COMMS_MESSAGES.notificationUpdated,
        deleted: COMMS_MESSAGES.notificationDeleted,
      },
    ),
    logRoute('push', endpoints.adminPushNotificationsLogs),
    route(endpoints.adminPushSettingSendCustomNotifications, async ({ input, auth }) => ({
      data: presentCommunication(
        await service.bulkSend('push', input.audience, { subject: input.title, body: input.body, link: input.link }, auth),
      ),
      message: COMMS_MESSAGES.notificationSent,
    })),
    route(endpoints.adminPushSettingCustomLinkMedClass, async ({ input, auth }) => ({
      data: presentCommunication(await service.customLink(input, auth)),
      message: COMMS_MESSAGES.notificationSent,
    })),
    // Scheduled
    route(endpoints.adminScheduledNotificationsList, async ({ input }) => {
      const { rows, total } = await service.listSends({ scheduled: true, limit: input.perPage, offset: pageOffset(input) });
      return { data: rows.map(presentCommunication), total_pages: pageCount(total, input.perPage) };
    }),
    route(endpoints.adminScheduledNotificationsCreate, async ({ input, auth }) => ({
      data: presentCommunication(await service.schedule(input, auth)),
      message: COMMS_MESSAGES.notificationScheduled,
      httpStatus: 201,
    })),
    route(endpoints.adminScheduledNotificationsDelete, async ({ input }) => {
      await service.cancelScheduled(input.id);
      return { data: null, message: COMMS_MESSAGES.scheduledDeleted };
    }),
    // Hooks and preview
    route(endpoints.adminNotificationHooksGet, async () => ({ data: await service.hooks() })),
    route(endpoints.adminNotificationHooksUpdate, async ({ input }) => {
      await service.updateHooks(input.hooks);
      return { data: await service.hooks(), message: COMMS_MESSAGES.hooksUpdated };
    }),
    route(endpoints.adminTemplatesPreview, async ({ input }) => ({ data: await service.preview(input) })),
  ];
}
