import type { Db } from '@stillpoint/db';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { Mailer } from '../../adapters/mail/index.js';
import { createWebPush, loadVapidKeys, type PushSender } from '../../adapters/push/index.js';
import type { Realtime } from '../../adapters/realtime/index.js';
import { createSettingsSms, type SmsSender } from '../../adapters/sms/index.js';
import type { Config } from '../../config/env.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationService } from './notifications.service.js';

/**
 * The notification service with the adapters the configuration selects: the API (app.ts) and the worker
 * (worker.ts) build it the same way, so a job runs the same code wherever it is worked.
 */
/**
 * Bulk sends on the embedded database (decision 0023): the fan-out in chunks of 100 people; deliveries
 * fetched 25 at a time (a fetch sorts the whole waiting queue) and sent one at a time; each queue working
 * at most a quarter of the time, so a bulk send takes turns with requests on the one connection.
 */
export const EMBEDDED_BULK_PACE = { concurrency: 1, batchSize: 25, dutyCycle: 0.25, chunk: 100 } as const;

export async function createConfiguredNotifications(deps: {
  db: Db;
  config: Config;
  jobs: Jobs;
  realtime: Realtime;
  mailer: Mailer;
  sms?: SmsSender | undefined;
  push?: PushSender | undefined;
}) {
  const { db, config } = deps;
  const notifications = createNotificationService({
    repo: createNotificationsRepository(db),
    realtime: deps.realtime,
    jobs: deps.jobs,
    mailer: deps.mailer,
    sms: deps.sms ?? createSettingsSms(db, config),
    push:
      deps.push ??
      createWebPush(
        loadVapidKeys({
          dataDir: config.dataDir,
          publicKey: config.VAPID_PUBLIC_KEY,
          privateKey: config.VAPID_PRIVATE_KEY,
          subject: config.VAPID_SUBJECT,
          publicUrl: config.publicUrl,
        }),
        config.PUSH_SERVICE_HOSTS ? { serviceHosts: config.PUSH_SERVICE_HOSTS } : {},
      ),
    publicUrl: config.publicUrl,
    // The embedded database has one connection for the API and the jobs: a bulk send takes turns with requests.
    ...(config.DATABASE_URL ? {} : { bulkPace: EMBEDDED_BULK_PACE }),
  });
  await notifications.registerJobs();
  return notifications;
}
