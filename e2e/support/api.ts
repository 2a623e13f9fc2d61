import { isEmail } from '@stillpoint/contracts';
import { inject } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts.js';

/** The response envelope every /api/v3 call answers with. */
export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  total_pages?: number;
  code?: string;
}

export interface ApiResult<T> {
  httpStatus: number;
  body: Envelope<T>;
}

export interface SessionData {
  role: string;
  roleid: number;
  fullName: string;
  accessToken: string;
  refreshToken: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * The server of this e2e worker: global-setup starts one per worker (each its own database), and Vitest
 * numbers its workers 1..maxWorkers (VITEST_POOL_ID), so files running at once never share a server.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(Math.max(1, worker) - 1) % urls.length]!;
}

/** Calls /api/v3/{path} directly (outside the browser), for setup and for checks the UI cannot show. */
export async function callApi<T>(
  path: string,
  options: { body?: unknown; token?: string; method?: 'GET' | 'POST'; query?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const method = options.method ?? 'POST';
  const url = new URL(`/api/v3/${path}`, baseUrl());
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  return { httpStatus: response.status, body: (await response.json()) as Envelope<T> };
}

/**
 * The call an account's login form sends: the admin form its e-mail, the front form an identifier that
 * looks like an e-mail as `email`, else as `username` (apps/web features/auth/api/login.ts).
 */
export function loginCall(account: DemoAccount, password = DEMO_PASSWORD): { path: string; body: Record<string, string> } {
  if (account.area === 'admin') return { path: 'admin/authentication/login', body: { email: account.email, password } };
  const identifier = account.identifier.trim();
  return {
    path: 'front/authentication/login',
    body: isEmail(identifier) ? { email: identifier, password } : { username: identifier, password },
  };
}

/** Logs an account in through the API (admin or front family, as its area says) and returns the session. */
export async function apiLogin(account: DemoAccount, password = DEMO_PASSWORD): Promise<SessionData> {
  const { path, body } = loginCall(account, password);
  const result = await callApi<SessionData>(path, { body });
  if (result.httpStatus !== 200 || !result.body.data) {
    throw new Error(`API login of ${account.email} failed: HTTP ${result.httpStatus} ${JSON.stringify(result.body)}`);
  }
  return result.body.data;
}

interface OutboxMessage {
  id: number;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/**
 * Waits for the newest e-mail to `to` whose text holds a link to `page` (reset-password, confirm-email)
 * and returns that link. Reads the outbox through the admin mailbox API, as a developer would.
 */
export async function linkFromOutbox(to: string, page: string, newerThanId = 0, timeoutMs = 15_000): Promise<{ url: string; id: number }> {
  const admin = await apiLogin(ACCOUNTS.admin);
  const pattern = new RegExp(`https?://[^\\s"'<>]+/${page}\\?token=[^\\s"'<>]+`);
  const deadline = Date.now() + timeoutMs;
  let seen: OutboxMessage[] = [];
  while (Date.now() < deadline) {
    const result = await callApi<OutboxMessage[]>('admin/mailbox/messages', { method: 'GET', token: admin.accessToken, query: { to } });
    if (result.httpStatus !== 200) throw new Error(`Mailbox read failed: HTTP ${result.httpStatus} ${JSON.stringify(result.body)}`);
    seen = result.body.data ?? [];
    for (const message of seen) {
      if (message.id <= newerThanId) continue;
      const match = pattern.exec(message.text) ?? pattern.exec(message.html ?? '');
      if (match) return { url: match[0].replace(/&amp;/g, '&'), id: message.id };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} with a /${page} link within ${timeoutMs / 1000} s; outbox for that address: ${JSON.stringify(seen.map((m) => m.subject))}`);
}

/** Id of the newest outbox message to an address (0 when none), so a journey can wait for a newer one. */
export async function newestOutboxId(to: string): Promise<number> {
  const admin = await apiLogin(ACCOUNTS.admin);
  const result = await callApi<OutboxMessage[]>('admin/mailbox/messages', { method: 'GET', token: admin.accessToken, query: { to } });
  return result.body.data?.[0]?.id ?? 0;
}

/** Turns the maintenance flag on or off as the master admin (only a master admin may). */
export async function setMaintenance(on: boolean): Promise<void> {
  const master = await apiLogin(ACCOUNTS.master);
  const result = await callApi('admin/settings/update_site_settings', { body: { maintenance: on }, token: master.accessToken });
  if (result.httpStatus !== 200) throw new Error(`Setting maintenance=${on} failed: HTTP ${result.httpStatus} ${JSON.stringify(result.body)}`);
}
