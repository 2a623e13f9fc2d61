import path from 'node:path';
import { z } from 'zod';

const boolFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A size in MB (0 = no limit). */
const megabytes = z.coerce.number().int().min(0).max(10_000_000);

/**
 * Every environment variable the server reads, validated at boot. A wrong value stops the server with
 * a message naming the variable. README's configuration table lists the same variables.
 */
/** One STUN/TURN server as RTCPeerConnection takes it (ICE_SERVERS). */
const iceServersSchema = z.array(
  z.object({ urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]), username: z.string().optional(), credential: z.string().optional() }).strict(),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Port the API and the web app listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, media and generated keys live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset, the embedded PGlite in DATA_DIR/db is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Public URL of the web app, used in e-mailed links. */
  PUBLIC_URL: z.url().optional(),
  /** Secret for signing access tokens (32+ characters); generated into DATA_DIR on first start when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of access tokens, in seconds (short: minutes). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /** Lifetime of refresh tokens, in days. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SMTP server (smtp:// or smtps:// URL); when unset, e-mails stay in the outbox (dev mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Stillpoint <no-reply@stillpoint.local>'),
  /** OpenID Connect issuer for social sign-in (its discovery document is read at boot). */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default('Single sign-on'),
  /** S3-compatible bucket for media (it must exist); when unset, media live on local disk in DATA_DIR/media. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)')
    .optional(),
  /** Region of the bucket. */
  S3_REGION: z.string().default('us-east-1'),
  /** Endpoint of an S3-compatible store (MinIO, Ceph, R2...); unset means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  /** Address objects as endpoint/bucket/key (most S3-compatible stores need it). */
  S3_FORCE_PATH_STYLE: boolFromString.default(false),
  /** Static credentials (both or neither); unset means the AWS SDK's default chain (environment, profile, role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** OpenAI-compatible endpoint for the AI assistant (chat and speech); when unset, the offline composer and meSpeak answer. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_SPEECH_MODEL: z.string().default('tts-1'),
  /**
   * Redis (redis:// or rediss:// URL, a database number may end it): when set, every instance shares
   * through it what must hold across instances (rate limits, and the news that an account changed so
   * cached session checks are dropped at once). Unset: the same, in process (one instance).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits, colons, dots, dashes or underscores')
    .default('stillpoint:'),
  /**
   * STUN/TURN servers of the built-in video (decision 0033): a JSON array of RTCIceServer
   * (`[{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]`). Unset or empty: one public STUN
   * server; `[]`: none (browsers on one network still connect).
   */
  ICE_SERVERS: z
    .string()
    .transform((text, ctx) => {
      try {
        return iceServersSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"urls", "username"?, "credential"?}' });
        return z.NEVER;
      }
    })
    .optional(),
  /** Minutes before an appointment's start its video room opens. */
  VIDEO_EARLY_JOIN_MINUTES: z.coerce.number().int().min(0).max(240).default(10),
  /** People a peer-to-peer video room holds; beyond that a group needs LiveKit. */
  VIDEO_P2P_MAX: z.coerce.number().int().min(2).max(8).default(4),
  /** A LiveKit server (open-source SFU) for group video; all three, or none (then the admin's setting is used). */
  LIVEKIT_URL: z.url({ protocol: /^(https?|wss?)$/ }).optional(),
  LIVEKIT_API_KEY: z.string().optional(),
  LIVEKIT_API_SECRET: z.string().optional(),
  /** Twilio-compatible SMS API base URL (e.g. https://api.twilio.com); when unset, SMS stay in the outbox (dev mailbox). */
  SMS_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  /** The sender number or name SMS come from. */
  SMS_FROM: z.string().optional(),
  /** Web Push VAPID keys (both or neither, base64url as web-push makes them); when unset, made once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Contact for push services (mailto: or https: URL); default: PUBLIC_URL when https, else a mailto. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL').optional(),
  /**
   * The push services' hosts a subscription may name, comma-separated (`*.` for sub-domains); default: the
   * browsers' own (FCM, Mozilla, Apple, Windows). Anything else is refused, so no one can point the server's
   * pushes at another address.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .optional(),
  /**
   * Run background jobs (sends, reminders) in this process. Set false when a separate worker runs them
   * (`npm run worker`, PostgreSQL only): the API then only queues them.
   */
  JOBS_IN_PROCESS: boolFromString.default(true),
  /** Upload quota per person, in MB, by role (0 = no limit): what one person may keep stored. */
  UPLOAD_QUOTA_MB_PATIENT: megabytes.default(500),
  UPLOAD_QUOTA_MB_FRONTUSER: megabytes.default(500),
  UPLOAD_QUOTA_MB_EMPLOYEE: megabytes.default(2_000),
  UPLOAD_QUOTA_MB_CLINIC: megabytes.default(20_000),
  UPLOAD_QUOTA_MB_ADMIN: megabytes.default(0),
  /** Upload requests a patient or personal user may make per hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Upload requests a clinic account or employee may make per hour (they build libraries; administrators are not limited). */
  UPLOADS_PER_HOUR_STAFF: z.coerce.number().int().min(1).max(100_000).default(600),
  /**
   * The tax rate (percent, up to two decimals) in the platform's prices: package prices are gross and each
   * platform invoice shows the part of its total that is tax. Clinics choose their own rate per invoice.
   */
  BILLING_TAX_RATE: z.coerce.number().min(0).max(50).default(0),
  /** How to pay the platform's invoices with the manual provider (printed on each invoice and its PDF). */
  BILLING_PAYMENT_DETAILS: z.string().max(500).default('Pay by bank transfer to Stillpoint, quoting the invoice number.'),
  /** Load demo data into an empty database on start. */
  SEED_DEMO: boolFromString.default(true),
  /** Serve the built web app from this folder (default: apps/web/dist). */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  TRUST_PROXY: boolFromString.default(false),
});

export type Env = z.output<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) throw new ConfigError('Invalid environment:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid environment:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (env.SMS_URL && !(env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM)) {
    throw new ConfigError('Invalid environment:\n  SMS_ACCOUNT_SID: SMS_URL needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid environment:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (new Set([Boolean(env.LIVEKIT_URL), Boolean(env.LIVEKIT_API_KEY), Boolean(env.LIVEKIT_API_SECRET)]).size > 1) {
    throw new ConfigError('Invalid environment:\n  LIVEKIT_URL: LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET go together');
  }
  if (!env.JOBS_IN_PROCESS && !env.DATABASE_URL) {
    throw new ConfigError('Invalid environment:\n  JOBS_IN_PROCESS: a separate worker needs PostgreSQL (DATABASE_URL); the embedded database runs jobs in process');
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
