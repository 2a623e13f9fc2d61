import { APP_MESSAGES, NOTIFICATIONS_FAMILIES, endpoints } from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import { notFound } from '../../lib/app-error.js';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { NotificationService } from './notifications.service.js';

/** A person's notifications, in both families (front/... and admin/...): always the caller's own. */
export function notificationsRoutes(notifications: NotificationService): RouteImpl[] {
  return Object.values(NOTIFICATIONS_FAMILIES).flatMap((family) => [
    route(family.all, async ({ input, auth }) => {
      const { list, unread_count, total } = await notifications.list(auth.userId, {
        limit: input.perPage,
        offset: pageOffset(input),
        ...(input.unread ? { unreadOnly: true } : {}),
      });
      return { data: { list, unread_count }, total_pages: pageCount(total, input.perPage) };
    }),
    route(family.latest, async ({ auth }) => ({ data: await notifications.latest(auth.userId) })),
    route(family.markAllRead, async ({ auth }) => ({ data: await notifications.markAllRead(auth.userId), message: APP_MESSAGES.notificationsMarkedRead })),
    route(family.updateAll, async ({ auth }) => ({ data: await notifications.markAllRead(auth.userId), message: APP_MESSAGES.notificationsMarkedRead })),
    route(family.readSingle, async ({ input, auth }) => ({ data: await notifications.readSingle(auth.userId, input.id), message: APP_MESSAGES.notificationRead })),
    route(family.deleteSingle, async ({ input, auth }) => ({ data: await notifications.deleteSingle(auth.userId, input.id), message: APP_MESSAGES.notificationDeleted })),
    route(family.deleteAll, async ({ auth }) => ({ data: await notifications.deleteAll(auth.userId), message: APP_MESSAGES.notificationsDeleted })),
    route(family.savePushToken, async ({ input, auth }) => {
      await notifications.savePushToken(auth.userId, input.token);
      return { data: null, message: APP_MESSAGES.pushTokenSaved };
    }),
    route(family.pushPublicKey, async () => ({ data: notifications.pushPublicKey() })),
  ]);
}

/** Administrators see the background jobs that failed every retry, and run them again. */
export function jobsRoutes(jobs: Jobs): RouteImpl[] {
  return [
    route(endpoints.adminJobsDeadLetters, async ({ input }) => {
      const { rows, total } = await jobs.deadLetters({ limit: input.perPage, offset: pageOffset(input) });
      return {
        data: rows.map((row) => ({ id: row.id, queue: row.queue, attempts: row.attempts, error: row.error, failedAt: row.failedAt.toISOString() })),
        total_pages: pageCount(total, input.perPage),
      };
    }),
    route(endpoints.adminJobsRetryDeadLetter, async ({ input }) => {
      if (!(await jobs.retryDeadLetter(input.id))) throw notFound();
      return { data: null, message: APP_MESSAGES.jobRetried };
    }),
  ];
}
