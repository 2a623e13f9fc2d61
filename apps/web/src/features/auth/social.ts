import { randomId, type OutputOf } from '@stillpoint/contracts';
import type { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { ROUTES } from '../../lib/routes';

type SocialConfig = OutputOf<typeof authEndpoints.socialLoginConfig>;

/** Where the state and nonce of a sign-in in progress wait for the provider's answer (this tab only). */
const PENDING_KEY = 'stillpoint.socialLogin';

interface PendingSocialLogin {
  state: string;
  nonce: string;
  /** The login page's `?next=`: the page to return to after the provider (checked again after sign-in). */
  next?: string;
}

/** The provider's authorization URL for an implicit ID-token sign-in that comes back to /auth/callback. */
export function socialAuthorizationUrl(config: SocialConfig, origin: string, pending: PendingSocialLogin): string | null {
  if (!config.enabled || !config.authorizationEndpoint || !config.clientId) return null;
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}${ROUTES['auth-callback']}`);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  return url.toString();
}

/**
 * Sends the person to the provider, keeping a random state and nonce to check the answer against, and the
 * page to return to afterwards (providers only come back to the exact callback address).
 */
export function startSocialLogin(config: SocialConfig, next?: string | null): void {
  const pending: PendingSocialLogin = { state: randomId(32), nonce: randomId(32), ...(next ? { next } : {}) };
  const url = socialAuthorizationUrl(config, window.location.origin, pending);
  if (!url) return;
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(url);
}

export type SocialCallbackResult =
  { ok: true; idToken: string; nonce: string; next?: string } | { ok: false; reason: 'provider' | 'state' | 'token'; detail?: string };

/** Forgets the sign-in in progress (its state and nonce work once). */
export function forgetSocialLogin(): void {
  window.sessionStorage.removeItem(PENDING_KEY);
}

/** Reads the provider's answer from the URL fragment and checks its state against the one kept. */
export function readSocialCallback(hash: string): SocialCallbackResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  let pending: PendingSocialLogin | null = null;
  try {
    pending = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSocialLogin | null;
  } catch {
    pending = null;
  }
  const error = params.get('error');
  if (error) return { ok: false, reason: 'provider', detail: params.get('error_description') ?? error };
  const state = params.get('state');
  if (!pending || !state || state !== pending.state) return { ok: false, reason: 'state' };
  const idToken = params.get('id_token');
  if (!idToken) return { ok: false, reason: 'token' };
  return { ok: true, idToken, nonce: pending.nonce, ...(typeof pending.next === 'string' ? { next: pending.next } : {}) };
}
