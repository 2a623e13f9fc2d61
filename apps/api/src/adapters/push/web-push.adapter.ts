import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import webpush from 'web-push';
import type { PushSender } from './push.port.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may reach. */
  subject: string;
}

/**
 * The VAPID keys: from the environment when given (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT),
 * else made once at first start into DATA_DIR/vapid.json (kept: a new key would orphan every subscription).
 */
export function loadVapidKeys(options: { dataDir: string; publicKey?: string | undefined; privateKey?: string | undefined; subject?: string | undefined; publicUrl: string }): VapidKeys {
  const subject = options.subject ?? (options.publicUrl.startsWith('https://') ? options.publicUrl : 'mailto:no-reply@stillpoint.local');
  if (options.publicKey && options.privateKey) return { publicKey: options.publicKey, privateKey: options.privateKey, subject };
  const file = path.join(options.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  const made = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject };
}

/** Web Push through the `web-push` library: the payload encrypted for the subscription, signed with VAPID. */
/**
 * The push services of the browsers people use (Chrome and Edge through FCM, Firefox, Safari, Windows): a
 * subscription's endpoint must be on one of them, over https. `*.` matches any sub-domain.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** Whether `endpoint` is an https URL on one of `hosts` (exact, or a sub-domain of a `*.` entry). */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry));
}

export function createWebPush(
  keys: VapidKeys,
  options: {
    timeoutMs?: number;
    /** Tests: an agent trusting a local push service's certificate. */
    agent?: Agent;
    /** The push services' hosts subscriptions may name (default PUSH_SERVICE_HOSTS; PUSH_SERVICE_HOSTS in the environment). */
    serviceHosts?: readonly string[];
  } = {},
): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const serviceHosts = options.serviceHosts ?? PUSH_SERVICE_HOSTS;
  const acceptsEndpoint = (endpoint: string) => isPushServiceEndpoint(endpoint, serviceHosts);
  return {
    publicKey: keys.publicKey,
    acceptsEndpoint,
    async send(target, message, sendOptions = {}) {
      // A subscription saved before its service was refused is dead, not a reason to post anywhere.
      if (!acceptsEndpoint(target.endpoint)) return { state: 'gone' };
      try {
        await webpush.sendNotification(target, JSON.stringify({ title: message.title, body: message.body, link: message.link, tag: message.tag }), {
          vapidDetails,
          TTL: sendOptions.ttlSeconds ?? 24 * 3600,
          urgency: sendOptions.urgent ? 'high' : 'normal',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { state: 'sent' };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { state: 'gone' };
        return { state: 'failed', error: status ? `Push service answered ${status}` : `Push service unreachable: ${(error as Error).message}` };
      }
    },
  };
}
