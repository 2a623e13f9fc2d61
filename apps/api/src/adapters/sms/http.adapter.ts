import type { Db } from '@stillpoint/db';
import { AppError } from '../../lib/app-error.js';
import { alreadyInOutbox } from '../mail/outbox-recorder.js';
import { recordSms } from './outbox.adapter.js';
import type { SmsSender } from './sms.port.js';

export interface HttpSmsOptions {
  /** Base URL of the Twilio-compatible API (e.g. https://api.twilio.com). */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Give up on a request after this many milliseconds (default 10 s). */
  timeoutMs?: number;
}

/**
 * At scale: a Twilio-compatible API. POST {url}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To, From, Body, with HTTP basic auth (sid:token) and the delivery's key as Twilio's idempotency token.
 * Each message is also recorded in the outbox with its outcome. A refusal or an outage throws, so the
 * send job retries with backoff.
 */
export function createHttpSms(db: Db, options: HttpSmsOptions): SmsSender {
  const endpoint = `${options.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    kind: 'http',
    async send(message) {
      // Sent before (its job ran again after a crash or a lost answer): not again.
      if (await alreadyInOutbox(db, message.idempotencyKey)) return;
      let failure: string | undefined;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            ...(message.idempotencyKey ? { 'i-twilio-idempotency-token': message.idempotencyKey } : {}),
          },
          body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) {
          // Twilio answers { code, message } on refusal; keep the provider's reason, never the text sent.
          const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
          failure = `SMS provider answered ${response.status}${typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : ''}`;
        }
      } catch (error) {
        failure = `SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (failure) {
        await recordSms(db, message, 'failed', failure);
        throw new AppError('UNAVAILABLE', failure);
      }
      await recordSms(db, message, 'sent');
    },
  };
}
