import {
  effectiveKinds,
  LATEST_NOTIFICATIONS,
  NOTIFICATION_KINDS,
  OUTSIDE_CHANNELS,
  type NotificationKind,
  type OutsideChannel,
} from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { MailAttachment, Mailer } from '../../adapters/mail/index.js';
import type { PushSender } from '../../adapters/push/index.js';
import type { Realtime } from '../../adapters/realtime/index.js';
import type { SmsSender } from '../../adapters/sms/index.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { escapeHtml } from '../auth/auth.mails.js';
import { presentNotification } from './notifications.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** What any module asks for: one entry for every event that notifies people. */
export interface NotifyInput {
  userId?: number;
  userIds?: readonly number[];
  kind: NotificationKind;
  /** A function gives each recipient their own (an administrator's template with the person's name). */
  title: string | ((recipient: Recipient) => string);
  /** Shown in the app; e-mail, SMS and push carry it too, so it must say nothing a lock screen may not show. */
  body: string | ((recipient: Recipient) => string);
  /**
   * The outside channels the sender chose (an administrator's e-mail, SMS or push), instead of the person's
   * choice for the kind; the person's channel switches, the update hooks and reachability still apply.
   */
  channels?: readonly OutsideChannel[];
  /** The administrator's send this is (communications), recorded on each delivery for its logs. */
  communicationId?: number;
  /** Where the notification leads (a path of the app); a function gives each recipient's own (by role area). */
  link?: string | null | ((recipient: { id: number; role: string }) => string | null);
  data?: Record<string, unknown>;
  /** Urgent (safety): shown apart, pushed with high urgency. */
  urgent?: boolean;
  /**
   * Idempotency key: a person gets one notification (and one of each delivery) per key, however often this
   * notify runs (a bulk job run again after a crash). Without it every call notifies.
   */
  key?: string;
  /**
   * Collapse key: a person has at most one unread notification per key. While theirs is unread, a later
   * notify with the same key rewrites it (title, body, data) and brings it to the top instead of adding
   * another, and sends nothing outside the app again ("3 people liked your post", not three notifications).
   */
  collapse?: string;
}

/** Whom notify() reaches, as its functions (link, title, body) receive them. */
export type Recipient = Awaited<ReturnType<NotificationsRepository['recipients']>>[number];

/** A notify() queued as jobs (bulk and later scheduled sends): the recipients in chunks, each chunk keyed. */
type NotifyManyJob = Omit<NotifyInput, 'link' | 'userId' | 'userIds' | 'title' | 'body'> & { userIds: number[]; link: string | null; key: string; title: string; body: string };

/** Live events on a person's realtime room. */
export const LIVE_EVENTS = { notification: 'notification', unread: 'notifications:unread' } as const;

/** The queues that deliver outside the app (one job per delivery, keyed so a retry sends once). */
export const DELIVERY_QUEUES: Record<OutsideChannel, string> = { email: 'send-email', sms: 'send-sms', push: 'send-push' };
/**
 * Deliveries of administrators' sends (communications, decision 0023) wait in queues of their own, worked
 * a few at a time: a 10,000-person bulk e-mail neither holds up care notifications nor crowds the API.
 */
export const BULK_DELIVERY_QUEUES: Record<OutsideChannel, string> = { email: 'send-email-bulk', sms: 'send-sms-bulk', push: 'send-push-bulk' };
const BULK_CONCURRENCY = 3;
export const REMINDER_QUEUE = 'practice-reminders';
export const NOTIFY_MANY_QUEUE = 'notify-many';
/** Tells everyone of an administrator's urgent alert when it starts (one job per alert and start time). */
export const URGENT_ALERT_QUEUE = 'urgent-alert';
/** Recipients per notify-many job. */
const NOTIFY_MANY_CHUNK = 500;

interface DeliveryJob {
  key: string;
  /** Push: the subscription (one delivery per browser). */
  subscriptionId?: number;
}

export interface NotificationServiceDeps {
  repo: NotificationsRepository;
  realtime: Realtime;
  jobs: Jobs;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  publicUrl: string;
  /**
   * How bulk deliveries are worked (default three at a time, no rest): on the embedded database, whose one
   * connection the API shares, fewer at a time and half the time resting, so requests keep their pace.
   */
  bulkPace?: { concurrency: number; batchSize: number; dutyCycle: number; chunk: number };
}

/** The area of the web app a role signs in to (links in notifications lead there). */
export function areaOf(role: string): string {
  return role === 'admin' || role === 'masterAdmin' ? '/administration' : `/${role}`;
}

/**
 * Files an e-mail of a kind carries, made when the e-mail is sent (an appointment's .ics, decision 0031)
 * from the stored notification: its recipient and its data. None when the provider answers none.
 */
export type EmailAttachmentProvider = (notification: { userId: number; data: Record<string, unknown> }) => Promise<MailAttachment[]>;

export function createNotificationService(deps: NotificationServiceDeps) {
  const { repo, realtime, jobs } = deps;
  /** Several modules may attach files to one kind (appointments and live sessions both tell through appointment_update). */
  const attachmentProviders = new Map<NotificationKind, EmailAttachmentProvider[]>();

  /** Which outside channels this recipient gets this kind on: their switches, the kind's choice, and an address. */
  function channelsFor(recipient: Recipient, kind: NotificationKind, hooks: Map<string, Record<OutsideChannel, boolean>>, sendersChoice?: readonly OutsideChannel[]): OutsideChannel[] {
    const settings = recipient.settings;
    const master = { email: settings?.email ?? true, sms: settings?.sms ?? false, push: settings?.push ?? true };
    const chosen = sendersChoice
      ? { email: sendersChoice.includes('email'), sms: sendersChoice.includes('sms'), push: sendersChoice.includes('push') }
      : effectiveKinds(settings?.kinds)[kind];
    const allowed = hooks.get(kind) ?? { email: true, sms: true, push: true };
    const topic = NOTIFICATION_KINDS[kind].topic;
    // No settings row: every topic a kind names is on by default.
    const topicOn = topic === null || (settings?.[topic] ?? true);
    const reachable = { email: Boolean(recipient.email), sms: Boolean(recipient.phone), push: recipient.pushCount > 0 };
    return OUTSIDE_CHANNELS.filter((channel) => master[channel] && chosen[channel] && allowed[channel] && topicOn && reachable[channel]);
  }

  /** The update hooks (admin/notification_hooks), read again at most every 5 s. */
  let hooksCache: { at: number; hooks: Map<string, Record<OutsideChannel, boolean>> } | undefined;
  async function platformHooks() {
    if (hooksCache && Date.now() - hooksCache.at < 5_000) return hooksCache.hooks;
    const rows = await repo.hooks();
    hooksCache = { at: Date.now(), hooks: new Map(rows.map((row) => [row.kind, { email: row.email, sms: row.sms, push: row.push }])) };
    return hooksCache.hooks;
  }

  /**
   * Notifies people: stores the in-app notification, sends it live to their open windows with their new
   * unread count, and queues an e-mail, SMS or push delivery for each channel their preferences choose.
   * Returns the stored notifications' ids. Never logs the body.
   */
  async function notify(input: NotifyInput): Promise<number[]> {
    const ids = [...new Set([...(input.userIds ?? []), ...(input.userId !== undefined ? [input.userId] : [])])];
    let recipients = await repo.recipients(ids);
    if (recipients.length === 0) return [];
    const titleOf = (recipient: Recipient) => (typeof input.title === 'function' ? input.title(recipient) : input.title);
    const bodyOf = (recipient: Recipient) => (typeof input.body === 'function' ? input.body(recipient) : input.body);
    const linkOf = (recipient: Recipient) => (typeof input.link === 'function' ? input.link(recipient) : (input.link ?? null));
    const data = input.collapse ? { ...input.data, collapse: input.collapse } : (input.data ?? {});
    const collapsed: number[] = [];
    const rewritten = new Set<number>();
    if (input.collapse) {
      const collapse = input.collapse;
      for (const recipient of recipients) {
        const row = await repo.rewriteUnread(recipient.id, collapse, { title: titleOf(recipient), body: bodyOf(recipient), link: linkOf(recipient), data });
        if (!row) continue;
        collapsed.push(row.id);
        rewritten.add(row.userId);
        const unread = await repo.unreadCount(row.userId);
        realtime.emitTo(row.userId, LIVE_EVENTS.notification, { notification: presentNotification(row), unread_count: unread });
      }
      recipients = recipients.filter((recipient) => !rewritten.has(recipient.id));
      if (recipients.length === 0) return collapsed;
    }
    const { created, rows } = await repo.insertOnce(
      recipients.map((recipient) => ({
        userId: recipient.id,
        kind: input.kind,
        title: titleOf(recipient),
        body: bodyOf(recipient),
        link: linkOf(recipient),
        urgent: input.urgent ?? false,
        data,
        key: input.key ?? null,
      })),
    );
    const counts = await repo.unreadCounts(created.map((row) => row.userId));
    // Live only for what is new: a notification made by an earlier run of the same keyed notify was shown then.
    for (const row of created) {
      realtime.emitTo(row.userId, LIVE_EVENTS.notification, { notification: presentNotification(row), unread_count: counts.get(row.userId) ?? 0 });
    }

    const byUser = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    const deliveries: { key: string; notificationId: number; userId: number; kind: string; channel: OutsideChannel; subscriptionId?: number; communicationId: number | null }[] = [];
    const pushTargets = new Map<number, { id: number }[]>();
    const hooks = await platformHooks();
    const communicationId = input.communicationId ?? null;
    for (const row of rows) {
      const channels = channelsFor(byUser.get(row.userId)!, input.kind, hooks, input.channels);
      for (const channel of channels) {
        if (channel === 'push') {
          const subscriptions = pushTargets.get(row.userId) ?? (await repo.pushSubscriptionsOf(row.userId));
          pushTargets.set(row.userId, subscriptions);
          for (const subscription of subscriptions) {
            deliveries.push({ key: `n${row.id}:push:${subscription.id}`, notificationId: row.id, userId: row.userId, kind: input.kind, channel, subscriptionId: subscription.id, communicationId });
          }
        } else {
          deliveries.push({ key: `n${row.id}:${channel}`, notificationId: row.id, userId: row.userId, kind: input.kind, channel, communicationId });
        }
      }
    }
    if (deliveries.length > 0) {
      await repo.queueDeliveries(deliveries.map(({ subscriptionId: _subscriptionId, ...delivery }) => delivery));
      for (const channel of OUTSIDE_CHANNELS) {
        const items = deliveries
          .filter((delivery) => delivery.channel === channel)
          .map((delivery) => ({ key: delivery.key, data: { key: delivery.key, ...(delivery.subscriptionId ? { subscriptionId: delivery.subscriptionId } : {}) } satisfies DeliveryJob }));
        if (items.length > 0) await jobs.enqueueMany((communicationId === null ? DELIVERY_QUEUES : BULK_DELIVERY_QUEUES)[channel], items);
      }
    }
    return [...collapsed, ...rows.map((row) => row.id)];
  }

  /** Runs one delivery job: sends unless it was sent already (a retried job sends once), and records the outcome. */
  async function deliver(channel: OutsideChannel, job: { data: DeliveryJob; lastAttempt: boolean }) {
    const found = await repo.startAttempt(job.data.key);
    if (!found) return;
    const { notification } = found;
    const link = notification.link ? `${deps.publicUrl}${notification.link}` : deps.publicUrl;
    try {
      if (channel === 'email') {
        const providers = attachmentProviders.get(notification.kind as NotificationKind) ?? [];
        const stored = { userId: notification.userId, data: (notification.data ?? {}) as Record<string, unknown> };
        const attachments = (await Promise.all(providers.map((provider) => provider(stored)))).flat();
        await deps.mailer.send({
          idempotencyKey: job.data.key,
          ...(attachments.length ? { attachments } : {}),
          to: found.email,
          subject: notification.title,
          text: `${notification.body}\n\n${link}\n\nStillpoint\n(Choose what you are told of, and how, in your account's notification settings.)`,
          html: `${escapeHtml(notification.body).split(/\n{2,}/).map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`).join('')}<p><a href="${escapeHtml(link)}">Open Stillpoint</a></p><p>Stillpoint</p><p><small>Choose what you are told of, and how, in your account's notification settings.</small></p>`,
        });
      } else if (channel === 'sms') {
        if (!found.phone) return void (await repo.finishDelivery(job.data.key, 'failed', 'No phone number'));
        await deps.sms.send({ to: found.phone, text: `${notification.title}: ${notification.body} ${link}`.slice(0, 640), idempotencyKey: job.data.key });
      } else {
        const subscription = job.data.subscriptionId ? await repo.pushSubscription(job.data.subscriptionId) : undefined;
        if (!subscription) return void (await repo.finishDelivery(job.data.key, 'failed', 'The browser no longer takes pushes'));
        const outcome = await deps.push.send(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          { title: notification.title, body: notification.body, link: notification.link, tag: `notification-${notification.id}` },
          { urgent: notification.urgent },
        );
        if (outcome.state === 'gone') {
          // The browser unsubscribed or the subscription expired: it is removed, and nothing is retried.
          await repo.deletePushSubscription(subscription.id);
          return void (await repo.finishDelivery(job.data.key, 'failed', 'Subscription expired (removed)'));
        }
        if (outcome.state === 'failed') throw new Error(outcome.error);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.finishDelivery(job.data.key, job.lastAttempt ? 'failed' : 'queued', message);
      throw error;
    }
    await repo.finishDelivery(job.data.key, 'sent');
  }

  async function unreadChanged(userId: number) {
    const unread = await repo.unreadCount(userId);
    realtime.emitTo(userId, LIVE_EVENTS.unread, { unread_count: unread });
    return { unread_count: unread };
  }

  /**
   * Notifies many people in the background (bulk and scheduled sends): accepted at once as keyed jobs of
   * 500 recipients each, so a crash or restart loses none and a job run twice notifies no one twice.
   */
  async function notifyInBackground(input: NotifyInput & { key: string; link?: string | null; title: string; body: string; runAt?: Date }): Promise<void> {
    const ids = [...new Set([...(input.userIds ?? []), ...(input.userId !== undefined ? [input.userId] : [])])];
    const { runAt, userId: _userId, userIds: _userIds, ...rest } = input;
    const items: { data: NotifyManyJob; key: string }[] = [];
    const chunk = deps.bulkPace?.chunk ?? NOTIFY_MANY_CHUNK;
    for (let i = 0; i < ids.length; i += chunk) {
      items.push({ key: `${input.key}:${i / chunk}`, data: { ...rest, link: input.link ?? null, userIds: ids.slice(i, i + chunk) } });
    }
    if (runAt) for (const item of items) await jobs.enqueue(NOTIFY_MANY_QUEUE, item.data, { key: item.key, runAt });
    else await jobs.enqueueMany(NOTIFY_MANY_QUEUE, items);
  }

  return {
    notify,
    notifyInBackground,
    /** Forget the cached update hooks (they were just changed). */
    hooksChanged: () => void (hooksCache = undefined),
    deliver,
    /**
     * Lets e-mails of a kind carry files (the API and the worker both register the same providers); each
     * provider answers files only for the notifications it knows (by their data), none for the others.
     */
    addEmailAttachments(kind: NotificationKind, provider: EmailAttachmentProvider) {
      attachmentProviders.set(kind, [...(attachmentProviders.get(kind) ?? []), provider]);
    },

    /** Defines the delivery and reminder queues (their handlers run where jobs are worked). */
    async registerJobs() {
      for (const channel of OUTSIDE_CHANNELS) {
        await jobs.define<DeliveryJob>(DELIVERY_QUEUES[channel], (job) => deliver(channel, job), { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 60, concurrency: 10 });
        await jobs.define<DeliveryJob>(BULK_DELIVERY_QUEUES[channel], (job) => deliver(channel, job), {
          retryLimit: 5,
          retryDelaySeconds: 10,
          expireInSeconds: 60,
          concurrency: deps.bulkPace?.concurrency ?? BULK_CONCURRENCY,
          ...(deps.bulkPace ? { batchSize: deps.bulkPace.batchSize, dutyCycle: deps.bulkPace.dutyCycle } : {}),
        });
      }
      await jobs.define<NotifyManyJob>(NOTIFY_MANY_QUEUE, async (job) => void (await notify(job.data)), {
        retryLimit: 5,
        retryDelaySeconds: 10,
        expireInSeconds: 120,
        concurrency: 1,
        ...(deps.bulkPace ? { dutyCycle: deps.bulkPace.dutyCycle } : {}),
      });
      await jobs.define<{ alertId: number }>(URGENT_ALERT_QUEUE, async (job) => void (await tellUrgentAlert(job.data.alertId)), { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 120, concurrency: 1 });
      await jobs.define(REMINDER_QUEUE, async () => void (await sendDueReminders()), { retryLimit: 2, retryDelaySeconds: 30, concurrency: 1 });
      // Every five minutes; whoever is due and not yet reminded today is reminded once (claimDueReminders).
      if (jobs.working) await jobs.every(REMINDER_QUEUE, '*/5 * * * *');
    },

    async list(userId: number, page: { limit: number; offset: number; unreadOnly?: boolean }) {
      const [{ rows, total }, unread] = await Promise.all([repo.page(userId, page), repo.unreadCount(userId)]);
      return { list: rows.map(presentNotification), unread_count: unread, total };
    },

    async latest(userId: number) {
      const [{ rows }, unread] = await Promise.all([repo.page(userId, { limit: LATEST_NOTIFICATIONS, offset: 0 }), repo.unreadCount(userId)]);
      return { list: rows.map(presentNotification), unread_count: unread };
    },

    async markAllRead(userId: number) {
      await repo.markAllRead(userId);
      return unreadChanged(userId);
    },

    async readSingle(userId: number, id: number) {
      const row = await repo.markRead(userId, id);
      if (!row) throw notFound();
      return { notification: presentNotification(row), ...(await unreadChanged(userId)) };
    },

    async deleteSingle(userId: number, id: number) {
      if (!(await repo.delete(userId, id))) throw notFound();
      return unreadChanged(userId);
    },

    async deleteAll(userId: number) {
      await repo.deleteAll(userId);
      return unreadChanged(userId);
    },

    async savePushToken(userId: number, token: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      if (!deps.push.acceptsEndpoint(token.endpoint)) throw fieldError('VALIDATION', 'token', 'Not a push subscription of a known push service');
      await repo.savePushSubscription(userId, { endpoint: token.endpoint, p256dh: token.keys.p256dh, auth: token.keys.auth });
    },

    pushPublicKey: () => ({ publicKey: deps.push.publicKey }),

    sendDueReminders,
    announceUrgentAlert,
    tellUrgentAlert,
  };

  /**
   * An urgent alert was published or changed: everyone is told once, through notify(), when it starts
   * (now, or at its start time). Inactive or ended alerts tell no one; each person gets one notification
   * per alert however often it is edited (the notification's key).
   */
  async function announceUrgentAlert(alert: { id: number; active: boolean; startsAt: Date | null; endsAt: Date | null }): Promise<void> {
    const now = Date.now();
    if (!alert.active || (alert.endsAt && alert.endsAt.getTime() <= now)) return;
    const later = alert.startsAt && alert.startsAt.getTime() > now ? alert.startsAt : undefined;
    await jobs.enqueue(URGENT_ALERT_QUEUE, { alertId: alert.id }, { key: `urgent-alert:${alert.id}:${later ? later.getTime() : 'now'}`, ...(later ? { runAt: later } : {}) });
  }

  /** The urgent alert's job: if the alert still stands and has started, notify everyone (in the background, keyed). */
  async function tellUrgentAlert(alertId: number): Promise<number> {
    const alert = await repo.urgentAlert(alertId);
    const now = Date.now();
    // Deleted, switched off, ended, or moved later (a job for the new start time is queued): nothing now.
    if (!alert || !alert.active || (alert.endsAt && alert.endsAt.getTime() <= now) || (alert.startsAt && alert.startsAt.getTime() > now + 5_000)) return 0;
    const userIds = await repo.everyoneToAlert();
    await notifyInBackground({
      userIds,
      kind: 'urgent_alert',
      title: alert.title,
      body: alert.message,
      link: null,
      urgent: alert.level === 'critical',
      key: `urgent-alert:${alert.id}`,
    });
    return userIds.length;
  }

  /** The daily practice reminder for everyone due now (idempotent per person per day). */
  async function sendDueReminders(): Promise<number> {
    const due = await repo.claimDueReminders();
    if (due.length === 0) return 0;
    const roles = new Map(due.map((person) => [person.userId, person.role]));
    await notify({
      userIds: due.map((person) => person.userId),
      kind: 'practice_reminder',
      title: 'Time for your practice',
      body: 'A few quiet minutes are waiting for you: open Stillpoint and take a breath.',
      link: (recipient) => areaOf(roles.get(recipient.id) ?? recipient.role),
    });
    return due.length;
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>;
