import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@stillpoint/db';
import { createPgBossJobs } from './adapters/jobs/index.js';
import { createMailer } from './adapters/mail/index.js';
import { createSocketIoRealtime } from './adapters/realtime/index.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createChatRepository } from './modules/chat/chat.repository.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createConfiguredCommunications } from './modules/communications/communications.wiring.js';
import { appointmentEmailAttachments } from './modules/meetings/meetings.calendar.js';
import { createMeetingsRepository } from './modules/meetings/meetings.repository.js';
import { createMeetingsService } from './modules/meetings/meetings.service.js';
import { liveSessionEmailAttachments } from './modules/meetings/live-sessions.calendar.js';
import { createLiveSessionsRepository } from './modules/meetings/live-sessions.repository.js';
import { createLiveSessionsService } from './modules/meetings/live-sessions.service.js';
import { createEventsRepository } from './modules/community/events.repository.js';
import { createEventsService } from './modules/community/events.service.js';
import { createPeopleRepository } from './modules/people/people.repository.js';
import { createPeoplePolicy } from './modules/people/people.policy.js';
import { createConfiguredNotifications } from './modules/notifications/notifications.wiring.js';

/**
 * `npm run worker`: runs the background jobs (e-mail, SMS and push sends, reminders of practice and of appointments, unread chat messages) in a process of its
 * own, beside API instances started with JOBS_IN_PROCESS=false. It needs PostgreSQL (DATABASE_URL): the
 * embedded database belongs to the one process that opened it. With REDIS_URL, what a job announces live
 * (a reminder's notification) reaches the sockets of every API instance through the Redis adapter.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
    if (!config.DATABASE_URL) throw new ConfigError('Invalid environment:\n  DATABASE_URL: the worker needs PostgreSQL (the embedded database runs its jobs in the server)');
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Stillpoint worker cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const handle = await createDb({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    migrationsFolder: existsSync(path.join(here, 'migrations')) ? path.join(here, 'migrations') : undefined,
  });
  await handle.migrate();
  const jobs = await createPgBossJobs({ db: handle.db, work: true, onError: (error) => console.error('Job queue error:', error.message) });
  const realtime = await createSocketIoRealtime({
    ...(config.REDIS_URL ? { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX } : {}),
    onError: (error) => console.error('Realtime: Redis is unreachable:', error.message),
  });
  const mailer = createMailer(handle.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const notifications = await createConfiguredNotifications({
    db: handle.db,
    config,
    jobs,
    realtime,
    mailer,
  });
  // Appointment and live session e-mails carry their .ics, made where the e-mail is sent (as in the API).
  const meetingsRepository = createMeetingsRepository(handle.db);
  const liveSessionsRepository = createLiveSessionsRepository(handle.db);
  notifications.addEmailAttachments('appointment_update', appointmentEmailAttachments(meetingsRepository));
  notifications.addEmailAttachments('appointment_update', liveSessionEmailAttachments(liveSessionsRepository, config.publicUrl));
  // Appointment reminders (and their hourly sweep) and live session invitations to addresses run here too.
  const policy = createPeoplePolicy(createPeopleRepository(handle.db));
  await createMeetingsService({ repo: meetingsRepository, policy, notifications, jobs, publicUrl: config.publicUrl }).register();
  await createLiveSessionsService({ repo: liveSessionsRepository, policy, notifications, jobs, mailer, publicUrl: config.publicUrl }).register();
  // Event reminders a day before (decision 0037) run here too; nothing of theirs removes media here.
  await createEventsService({ repo: createEventsRepository(handle.db), notifications, jobs, removeReleased: async () => {}, publicUrl: config.publicUrl }).register();
  // Chat's delayed "unread message" notifications run here too.
  await createChatService({ repo: createChatRepository(handle.db), realtime, jobs, notifications }).register();
  await createConfiguredCommunications({ db: handle.db, config, jobs, notifications });
  console.log(`Stillpoint worker is running jobs (PostgreSQL${config.REDIS_URL ? ', live events through Redis' : ''}).`);

  const stop = async () => {
    // Jobs running now finish (or, past the timeout, are retried by the next worker).
    await jobs.stop();
    await realtime.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Stillpoint worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
