import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { AVATAR_MAX_BYTES, type Endpoint } from '@stillpoint/contracts';
import type { Db } from '@stillpoint/db';
import { createAssistant, type AssistantPort } from './adapters/ai/index.js';
import { createCoordination, type Coordination } from './adapters/coordination/index.js';
import { createPgBossJobs, type Jobs } from './adapters/jobs/index.js';
import { createMailer, type Mailer } from './adapters/mail/index.js';
import type { PushSender } from './adapters/push/index.js';
import { createSocketIoRealtime, type Realtime } from './adapters/realtime/index.js';
import type { SmsSender } from './adapters/sms/index.js';
import { createStorage, type Storage } from './adapters/storage/index.js';
import type { Config } from './config/env.js';
import { createAccessTokens } from './lib/access-tokens.js';
import { createRateLimiter } from './lib/rate-limiter.js';
import { createWeblinks } from './lib/weblinks.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAssistantRepository } from './modules/assistant/assistant.repository.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAssistantService } from './modules/assistant/assistant.service.js';
import { createTasksRepository } from './modules/tasks/tasks.repository.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { appointmentEmailAttachments } from './modules/meetings/meetings.calendar.js';
import { createMeetingsRepository } from './modules/meetings/meetings.repository.js';
import { meetingsRoutes } from './modules/meetings/meetings.routes.js';
import { liveSessionEmailAttachments } from './modules/meetings/live-sessions.calendar.js';
import { registerEmbeddedStatistics } from './adapters/jobs/embedded-statistics.js';
import { createChallengesRepository } from './modules/community/challenges.repository.js';
import { createBillingRepository } from './modules/billing/billing.repository.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { createBillingService } from './modules/billing/billing.service.js';
import { createInvoicesRepository } from './modules/billing/invoices.repository.js';
import { invoicesRoutes } from './modules/billing/invoices.routes.js';
import { createInvoicesService } from './modules/billing/invoices.service.js';
import { createPayments } from './adapters/payments/index.js';
import { challengesRoutes } from './modules/community/challenges.routes.js';
import { createChallengesService } from './modules/community/challenges.service.js';
import { createEventsRepository } from './modules/community/events.repository.js';
import { eventsRoutes } from './modules/community/events.routes.js';
import { createEventsService } from './modules/community/events.service.js';
import { createGroupsRepository } from './modules/community/groups.repository.js';
import { groupsRoutes } from './modules/community/groups.routes.js';
import { createGroupsService } from './modules/community/groups.service.js';
import { createLiveSessionsRepository } from './modules/meetings/live-sessions.repository.js';
import { liveSessionsRoutes } from './modules/meetings/live-sessions.routes.js';
import { createLiveSessionsService } from './modules/meetings/live-sessions.service.js';
import { createMeetingsService } from './modules/meetings/meetings.service.js';
import { createTasksService } from './modules/tasks/tasks.service.js';
import { createMeasuresRepository } from './modules/measures/measures.repository.js';
import { measuresRoutes } from './modules/measures/measures.routes.js';
import { createMeasuresService } from './modules/measures/measures.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createOneTimeLinks } from './modules/auth/one-time-links.js';
import { createSocialVerifier, type SocialVerifier } from './modules/auth/social-login.js';
import { createSessionGuard } from './modules/auth/session-guard.js';
import { createLoginThrottle, type THROTTLE_POLICIES } from './modules/auth/throttle.js';
import { createStudioRepository } from './modules/content/studio.repository.js';
import { studioRoutes } from './modules/content/studio.routes.js';
import { createStudioService } from './modules/content/studio.service.js';
import { createChatRepository } from './modules/chat/chat.repository.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createClinicsRepository } from './modules/clinics/clinics.repository.js';
import { clinicsRoutes } from './modules/clinics/clinics.routes.js';
import { createClinicsService } from './modules/clinics/clinics.service.js';
import { createDiscoveryRepository } from './modules/discovery/discovery.repository.js';
import { discoveryRoutes } from './modules/discovery/discovery.routes.js';
import { createDiscoveryService } from './modules/discovery/discovery.service.js';
import { createEngagementRepository } from './modules/engagement/engagement.repository.js';
import { engagementRoutes } from './modules/engagement/engagement.routes.js';
import { createEngagementService } from './modules/engagement/engagement.service.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { createFeatureGate } from './modules/features/features.policy.js';
import { createFeaturesRepository } from './modules/features/features.repository.js';
import { featuresRoutes } from './modules/features/features.routes.js';
import { createFeaturesService } from './modules/features/features.service.js';
import { createMailboxRepository } from './modules/mailbox/mailbox.repository.js';
import { createMediaAccess } from './modules/media/media.access.js';
import { createMediaRepository } from './modules/media/media.repository.js';
import { createUploadAllowance } from './modules/media/upload-allowance.js';
import { createMediaService } from './modules/media/media.service.js';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.js';
import { jobsRoutes, notificationsRoutes } from './modules/notifications/notifications.routes.js';
import type { NotificationService } from './modules/notifications/notifications.service.js';
import { createConfiguredNotifications } from './modules/notifications/notifications.wiring.js';
import { communicationsRoutes } from './modules/communications/communications.routes.js';
import { createConfiguredCommunications } from './modules/communications/communications.wiring.js';
import { createMeditationsRepository } from './modules/meditations/meditations.repository.js';
import { meditationsRoutes } from './modules/meditations/meditations.routes.js';
import { createMeditationsService } from './modules/meditations/meditations.service.js';
import { createPatientsRepository } from './modules/patients/patients.repository.js';
import { createPracticeRepository } from './modules/practice/practice.repository.js';
import { createSessionNotesRepository } from './modules/session-notes/session-notes.repository.js';
import { sessionNotesRoutes } from './modules/session-notes/session-notes.routes.js';
import { createSessionNotesService } from './modules/session-notes/session-notes.service.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { createPatientsService } from './modules/patients/patients.service.js';
import { createPeoplePolicy } from './modules/people/people.policy.js';
import { createPeopleRepository } from './modules/people/people.repository.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { createPeopleService } from './modules/people/people.service.js';
import { createSectionsRepository } from './modules/sections/sections.repository.js';
import { sectionsRoutes } from './modules/sections/sections.routes.js';
import { createSectionsService } from './modules/sections/sections.service.js';
import { createSafetyRepository } from './modules/safety/safety.repository.js';
import { safetyRoutes } from './modules/safety/safety.routes.js';
import { createSafetyService } from './modules/safety/safety.service.js';
import { createSiteRepository } from './modules/site/site.repository.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { createSiteService } from './modules/site/site.service.js';
import { videoRoutes } from './modules/video/video.routes.js';
import { createConfiguredVideo } from './modules/video/video.wiring.js';
import { registerCatalogueRoutes } from './plugins/catalogue-routes.js';
import { registerEnvelope } from './plugins/envelope.js';
import { registerCalendarFeed } from './plugins/calendar-feed.js';
import { registerMedia } from './plugins/media.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';

export const API_VERSION = '3.0.0';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
    jobs: Jobs;
  }
}
const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  db: Db;
  config: Config;
  /** Secret that signs access tokens (server.ts reads or generates it). */
  jwtSecret: string;
  /** Defaults to the adapter the configuration selects (outbox, or SMTP when SMTP_URL is set). */
  mailer?: Mailer;
  /** Defaults to the provider the configuration names (or disabled). */
  social?: SocialVerifier;
  /** Defaults to the adapter the configuration selects (S3 when S3_BUCKET is set, else local disk under DATA_DIR/media). */
  storage?: Storage;
  /** Defaults to the assistant the configuration selects (an OpenAI-compatible endpoint, or the offline composer). */
  assistant?: AssistantPort;
  /** Defaults to the adapter the configuration selects (Redis when REDIS_URL is set, else in process); closed with the app when made here. */
  coordination?: Coordination;
  /** Defaults to pg-boss on `db`, working jobs in this process unless JOBS_IN_PROCESS is false; stopped with the app when made here. */
  jobs?: Jobs;
  /** Tests only: how often idle job queues look for work, in seconds (default 2). */
  jobsPollingIntervalSeconds?: number;
  /** Defaults to Socket.IO on the app's HTTP server (with the Redis adapter when REDIS_URL is set). */
  realtime?: Realtime;
  /** Defaults to the adapter the configuration selects (Twilio-compatible HTTP when SMS_URL is set, else the outbox). */
  sms?: SmsSender;
  /** Defaults to Web Push with the VAPID keys of the environment or DATA_DIR/vapid.json. */
  push?: PushSender;
  /** Tests only: seconds before an unread chat message is notified (default three minutes). */
  chatNotifyDelaySeconds?: number;
  /** Tests only: how long the session guard trusts a read (default one second). */
  sessionCacheMs?: number;
  /** Tests only: e-mail addresses live session invitations may go to per clinic (or administrator) and hour (default INVITATION_ADDRESSES_PER_HOUR). */
  invitationsPerHour?: number;
  /** Tests only: login throttling rules (default THROTTLE_POLICIES). */
  throttlePolicies?: typeof THROTTLE_POLICIES;
  /** Folder of the built web app; absent serves the API only. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every response against its contract (tests): its data, and its status against documentedStatuses. */
  validateResponses?: boolean;
  /** Told of an answer whose status the endpoint's catalogue entry does not document (default: console.error, which fails a test). */
  onUndocumentedStatus?: (endpoint: Endpoint, status: number) => void;
}

/** Builds the whole application from its dependencies; nothing here reads the environment. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerEnvelope(app);

  // An empty JSON body means "no fields" (the spec's calls are POST even when they carry nothing).
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, {});
    parseJson(request, body as string, done);
  });
  // Answers of 1 KB or more (JSON, index.html) go compressed to a browser that accepts it: brotli at quality 4
  // (fast enough per request), else gzip. Built assets have precompressed copies (web-app.ts), media are
  // never compressed (registerMedia: Range answers, and files already compressed), and request bodies are
  // read as sent (no decompression of uploads).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(formbody);
  // Only the media pass is a cookie (decision 0015); everything else authenticates with a Bearer token. So no
  // hook parses cookies on every request: the media route reads its own (app.parseCookie).
  await app.register(cookie, { hook: false });
  // Uploads: streamed, one file per request; each upload endpoint sets its own, smaller file limit.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fileSize: AVATAR_MAX_BYTES } });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // Discovery's video contents embed YouTube (privacy-enhanced), Vimeo and SoundCloud players.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com'],
        // pdf.js renders documents in a worker loaded from the app itself.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const tokens = createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const audit = createAuditService(db);
  const mailer = deps.mailer ?? createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const social =
    deps.social ??
    createSocialVerifier(
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID
        ? { issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, providerName: config.OIDC_PROVIDER_NAME }
        : null,
    );
  const storage = deps.storage ?? createStorage(config);
  const mediaRepository = createMediaRepository(db);
  const media = createMediaService({ repo: mediaRepository, storage });
  let coordination = deps.coordination;
  if (!coordination) {
    const made = await createCoordination(config, (error) => app.log.warn({ err: error }, 'Redis is unreachable; rate limits count per instance until it is back'));
    app.addHook('onClose', () => made.close());
    coordination = made;
  }
  const limiter = createRateLimiter(coordination);
  const uploads = createUploadAllowance({ repo: mediaRepository, limiter, config });
  const weblinks = createWeblinks(deps.jwtSecret);
  const authRepository = createAuthRepository(db);
  const guard = createSessionGuard({ repo: authRepository, coordination, ...(deps.sessionCacheMs ? { cacheMs: deps.sessionCacheMs } : {}) });
  const links = createOneTimeLinks({ repo: authRepository, mailer, publicUrl: config.publicUrl });
  const authService = createAuthService({
    repo: authRepository,
    tokens,
    throttle: createLoginThrottle(authRepository, deps.throttlePolicies),
    limiter,
    guard,
    links,
    weblinks,
    audit,
    social,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
  const features = createFeaturesService(createFeaturesRepository(db), audit);
  const peopleRepository = createPeopleRepository(db);
  const policy = createPeoplePolicy(peopleRepository);
  const people = createPeopleService({ repo: peopleRepository, authRepo: authRepository, guard, links, mailer, storage, media, audit, publicUrl: config.publicUrl });
  const clinics = createClinicsService({ repo: createClinicsRepository(db), audit, weblinks, storage, media, guard, publicUrl: config.publicUrl });
  const patients = createPatientsService({
    repo: createPatientsRepository(db),
    practice: createPracticeRepository(db),
    audit,
    people,
    features,
  });
  const assistant = deps.assistant ?? createAssistant(config);
  app.addHook('onClose', () => assistant.close());
  const meditations = createMeditationsService({ repo: createMeditationsRepository(db), audit, storage, media });
  let jobs = deps.jobs;
  if (!jobs) {
    const made = await createPgBossJobs({
      db,
      work: config.JOBS_IN_PROCESS,
      ...(deps.jobsPollingIntervalSeconds ? { pollingIntervalSeconds: deps.jobsPollingIntervalSeconds } : {}),
      onError: (error) => app.log.error({ err: error }, 'Job queue error'),
    });
    app.addHook('onClose', () => made.stop());
    jobs = made;
  }
  let realtime = deps.realtime;
  if (!realtime) {
    const made = await createSocketIoRealtime({
      httpServer: app.server,
      tokens,
      guard,
      ...(config.REDIS_URL ? { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX } : {}),
      onError: (error) => app.log.warn({ err: error }, 'Realtime: Redis is unreachable'),
    });
    // Before the HTTP server closes: it waits for open connections, and sockets stay open until told.
    app.addHook('preClose', () => made.close());
    realtime = made;
  }
  const notifications = await createConfiguredNotifications({ db, config, jobs, realtime, mailer, sms: deps.sms, push: deps.push });
  // Scripts (bench, crash test) and tests reach the one notify() entry and the jobs through the app.
  app.decorate('notifications', notifications);
  app.decorate('jobs', jobs);
  // The embedded database has no autovacuum: its planner statistics are refreshed by a job instead.
  if (!config.DATABASE_URL) await registerEmbeddedStatistics(jobs, db);
  const chat = createChatService({
    repo: createChatRepository(db),
    realtime,
    jobs,
    notifications,
    ...(deps.chatNotifyDelaySeconds !== undefined ? { notifyDelaySeconds: deps.chatNotifyDelaySeconds } : {}),
  });
  await chat.register();
  const meetingsRepository = createMeetingsRepository(db);
  const payments = createPayments();
  const invoices = createInvoicesService({
    repo: createInvoicesRepository(db),
    payments,
    taxRatePercent: config.BILLING_TAX_RATE,
    paymentDetails: config.BILLING_PAYMENT_DETAILS,
    publicUrl: config.publicUrl,
  });
  const billing = createBillingService({ repo: createBillingRepository(db), payments, invoices });
  const meetings = createMeetingsService({ repo: meetingsRepository, policy, notifications, jobs, publicUrl: config.publicUrl });
  await meetings.register();
  notifications.addEmailAttachments('appointment_update', appointmentEmailAttachments(meetingsRepository));
  const liveSessionsRepository = createLiveSessionsRepository(db);
  const liveSessions = createLiveSessionsService({
    repo: liveSessionsRepository,
    policy,
    notifications,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
    limiter,
    ...(deps.invitationsPerHour !== undefined ? { invitationsPerHour: deps.invitationsPerHour } : {}),
  });
  await liveSessions.register();
  // Live sessions tell through appointment_update too: their invitations and seat e-mails carry the session's .ics.
  notifications.addEmailAttachments('appointment_update', liveSessionEmailAttachments(liveSessionsRepository, config.publicUrl));
  const events = createEventsService({
    repo: createEventsRepository(db),
    notifications,
    jobs,
    removeReleased: (released) => media.removeReleased(released),
    publicUrl: config.publicUrl,
  });
  await events.register();
  const communications = await createConfiguredCommunications({ db, config, jobs, notifications });
  const video = await createConfiguredVideo({ db, config, realtime, coordination });
  const safety = createSafetyService({ repo: createSafetyRepository(db), audit, notifications });
  const siteService = createSiteService(createSiteRepository(db), audit, notifications);
  const account = createAccountService({ repo: createAccountRepository(db), authRepo: authRepository, features, storage, audit, limiter, guard, uploads });

  registerCatalogueRoutes(
    app,
    [
      ...authRoutes(authService),
      ...accountRoutes(account),
      ...siteRoutes(siteService),
      ...mailboxRoutes(createMailboxRepository(db)),
      ...peopleRoutes({ people, policy }),
      ...clinicsRoutes(clinics),
      ...featuresRoutes({ features, people, policy }),
      ...patientsRoutes({ patients, people, policy, features }),
      ...employeesRoutes({ people, policy, features }),
      ...sessionNotesRoutes(createSessionNotesService({ repo: createSessionNotesRepository(db), policy, audit })),
      ...studioRoutes(createStudioService({ repo: createStudioRepository(db), audit, media })),
      ...meditationsRoutes(meditations),
      ...sectionsRoutes(createSectionsService({ db, repo: createSectionsRepository(db), audit })),
      ...discoveryRoutes(createDiscoveryService(createDiscoveryRepository(db))),
      ...engagementRoutes(createEngagementService({ repo: createEngagementRepository(db), audit, media })),
      ...tasksRoutes(createTasksService({ repo: createTasksRepository(db), policy, audit, notifications })),
      ...assistantRoutes(createAssistantService({ repo: createAssistantRepository(db), assistant, media, meditations, audit, safety })),
      ...safetyRoutes(safety),
      ...measuresRoutes(createMeasuresService({ repo: createMeasuresRepository(db), policy, audit, notifications, safety })),
      ...notificationsRoutes(notifications),
      ...chatRoutes(chat),
      ...jobsRoutes(jobs),
      ...communicationsRoutes(communications),
      ...meetingsRoutes(meetings),
      ...liveSessionsRoutes(liveSessions, meetings),
      ...videoRoutes(video),
      ...groupsRoutes(createGroupsService({ repo: createGroupsRepository(db), notifications, removeReleased: (released) => media.removeReleased(released) })),
      ...challengesRoutes(createChallengesService({ repo: createChallengesRepository(db), notifications, policy, removeReleased: (released) => media.removeReleased(released) })),
      ...eventsRoutes(events),
      ...billingRoutes(billing),
      ...invoicesRoutes(invoices),
    ],
    {
      tokens,
      guard,
      isUnderMaintenance: siteService.isUnderMaintenance,
      validateResponses: deps.validateResponses ?? false,
      onUndocumentedStatus:
        deps.onUndocumentedStatus ??
        ((endpoint, status) =>
          console.error(`${endpoint.path} answered ${status}, which its catalogue entry does not document: declare it (creates, errors)`)),
      featureGate: createFeatureGate(features),
      media,
      uploads,
    },
  );
  registerMedia(app, { storage, access: createMediaAccess(db), tokens, guard });
  registerCalendarFeed(app, { feed: meetings.feed, limiter });
  app.get('/api/health', async () => ({ status: true, message: 'ok', data: { database: 'up' } }));
  registerOpenApi(app, API_VERSION);
  await registerWebApp(app, deps.webDist);
  return app;
}
