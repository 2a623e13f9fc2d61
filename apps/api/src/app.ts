import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '@stillpoint/db';
import { createMailer, type Mailer } from './adapters/mail/index.js';
import type { Config } from './config/env.js';
import { createAccessTokens } from './lib/access-tokens.js';
import { createRateLimiter } from './lib/rate-limiter.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSocialVerifier, type SocialVerifier } from './modules/auth/social-login.js';
import { createLoginThrottle } from './modules/auth/throttle.js';
import { createMailboxRepository } from './modules/mailbox/mailbox.repository.js';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.js';
import { createSiteRepository } from './modules/site/site.repository.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { createSiteService } from './modules/site/site.service.js';
import { registerCatalogueRoutes } from './plugins/catalogue-routes.js';
import { registerEnvelope } from './plugins/envelope.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';

export const API_VERSION = '3.0.0';
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
  /** Folder of the built web app; absent serves the API only. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every response against its contract (tests). */
  validateResponses?: boolean;
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
  await app.register(formbody);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
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
  const authRepository = createAuthRepository(db);
  const authService = createAuthService({
    repo: authRepository,
    tokens,
    throttle: createLoginThrottle(authRepository),
    limiter: createRateLimiter(),
    mailer,
    audit,
    social,
    publicUrl: config.publicUrl,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
  const siteService = createSiteService(createSiteRepository(db), audit);

  registerCatalogueRoutes(
    app,
    [...authRoutes(authService), ...accountRoutes(authRepository), ...siteRoutes(siteService), ...mailboxRoutes(createMailboxRepository(db))],
    { tokens, isUnderMaintenance: siteService.isUnderMaintenance, validateResponses: deps.validateResponses ?? false },
  );
  app.get('/api/health', async () => ({ status: true, message: 'ok', data: { database: 'up' } }));
  registerOpenApi(app, API_VERSION);
  await registerWebApp(app, deps.webDist);
  return app;
}
