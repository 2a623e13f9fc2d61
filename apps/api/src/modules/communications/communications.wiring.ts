import type { Db } from '@stillpoint/db';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { Config } from '../../config/env.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { createCommunicationsRepository } from './communications.repository.js';
import { createCommunicationsService } from './communications.service.js';

/** The communications service with its fan-out queue defined: the API (app.ts) and the worker build it alike. */
export async function createConfiguredCommunications(deps: {
  db: Db;
  config: Config;
  jobs: Jobs;
  notifications: NotificationService;
}) {
  const { db, config } = deps;
  const service = createCommunicationsService({
    repo: createCommunicationsRepository(db),
    notifications: deps.notifications,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
    smsEnv: { url: config.SMS_URL, accountSid: config.SMS_ACCOUNT_SID, authToken: config.SMS_AUTH_TOKEN, from: config.SMS_FROM },
    db,
  });
  await service.registerJobs();
  return service;
}
