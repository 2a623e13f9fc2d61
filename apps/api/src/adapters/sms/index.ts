import { eq } from 'drizzle-orm';
import { channelSettings, type Db } from '@stillpoint/db';
import type { Config } from '../../config/env.js';
import { createHttpSms } from './http.adapter.js';
import { createOutboxSms } from './outbox.adapter.js';
import type { SmsSender } from './sms.port.js';

export type { SmsMessage, SmsSender } from './sms.port.js';
export { createHttpSms } from './http.adapter.js';
export { createOutboxSms } from './outbox.adapter.js';

/** The adapter the configuration selects: the HTTP API when SMS_URL is set, else the outbox. */
export function createSms(db: Db, config: Pick<Config, 'SMS_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>): SmsSender {
  if (!config.SMS_URL) return createOutboxSms(db);
  return createHttpSms(db, { url: config.SMS_URL, accountSid: config.SMS_ACCOUNT_SID!, authToken: config.SMS_AUTH_TOKEN!, from: config.SMS_FROM! });
}

/** SMS provider settings an administrator saved (admin/sms/update_auth_config); an empty url means the outbox. */
export interface SavedSmsSettings {
  url?: string | null;
  account_sid?: string | null;
  auth_token?: string | null;
  from?: string | null;
}

export async function readSavedSmsSettings(db: Db): Promise<SavedSmsSettings | null> {
  const [row] = await db.select({ settings: channelSettings.settings }).from(channelSettings).where(eq(channelSettings.channel, 'sms'));
  return row ? (row.settings as SavedSmsSettings) : null;
}

/**
 * The adapter of the saved settings when an administrator saved some, else the configuration's (createSms).
 * The settings are read again at most every 5 s, so a change reaches every process (API and worker) soon.
 */
export function createSettingsSms(db: Db, config: Parameters<typeof createSms>[1]): SmsSender {
  const fromConfig = createSms(db, config);
  let cached: { at: number; sender: SmsSender } | undefined;
  async function current(): Promise<SmsSender> {
    if (cached && Date.now() - cached.at < 5_000) return cached.sender;
    const saved = await readSavedSmsSettings(db);
    let sender = fromConfig;
    if (saved) {
      sender =
        saved.url && saved.account_sid && saved.auth_token && saved.from
          ? createHttpSms(db, { url: saved.url, accountSid: saved.account_sid, authToken: saved.auth_token, from: saved.from })
          : createOutboxSms(db);
    }
    cached = { at: Date.now(), sender };
    return sender;
  }
  return {
    get kind() {
      return cached?.sender.kind ?? fromConfig.kind;
    },
    async send(message) {
      return (await current()).send(message);
    },
  };
}
