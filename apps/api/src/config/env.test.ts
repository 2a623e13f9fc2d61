import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the defaults of the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      ACCESS_TOKEN_TTL_SECONDS: 600,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
      expect((error as Error).message).toMatch(/JWT_SECRET: must be at least 32/);
    }
  });

  it('requires a client id with an OIDC issuer, and treats empty values as unset', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('selects Stripe by its secret key, which needs the webhook signing secret', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    );
  });

  it('selects S3 storage by bucket, checks its name and takes credentials in pairs', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'stillpoint-media', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      S3_BUCKET: 'stillpoint-media',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'only-half' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('runs jobs in process unless a worker runs them (PostgreSQL only), and takes SMS and VAPID settings in sets', () => {
    expect(loadConfig({}).JOBS_IN_PROCESS).toBe(true);
    expect(() => loadConfig({ JOBS_IN_PROCESS: 'false' })).toThrow(/JOBS_IN_PROCESS: a separate worker needs PostgreSQL/);
    expect(loadConfig({ JOBS_IN_PROCESS: 'false', DATABASE_URL: 'postgres://db/stillpoint' }).JOBS_IN_PROCESS).toBe(false);
    expect(() => loadConfig({ SMS_URL: 'https://api.twilio.com' })).toThrow(
      /SMS_URL needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM/,
    );
    const sms = loadConfig({
      SMS_URL: 'https://api.twilio.com',
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'secret',
      SMS_FROM: '+15550000000',
    });
    expect(sms).toMatchObject({ SMS_URL: 'https://api.twilio.com', SMS_FROM: '+15550000000' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'only-half' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone@example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: or https:\/\/ URL/,
    );
  });

  it('takes a Redis URL (unset: in process) and upload limits per role', () => {
    const defaults = loadConfig({});
    expect(defaults.REDIS_URL).toBeUndefined();
    expect(defaults).toMatchObject({
      REDIS_KEY_PREFIX: 'stillpoint:',
      UPLOAD_QUOTA_MB_PATIENT: 500,
      UPLOAD_QUOTA_MB_ADMIN: 0,
      UPLOADS_PER_HOUR: 60,
      UPLOADS_PER_HOUR_STAFF: 600,
    });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'app-a:' })).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REDIS_KEY_PREFIX: 'app-a:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has spaces' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB_PATIENT: '-1' })).toThrow(/UPLOAD_QUOTA_MB_PATIENT/);
    expect(loadConfig({ UPLOAD_QUOTA_MB_CLINIC: '0' }).UPLOAD_QUOTA_MB_CLINIC).toBe(0);
  });
});
