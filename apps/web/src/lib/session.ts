import { useSyncExternalStore } from 'react';
import {
  DEFAULT_AVATAR,
  ROLES,
  STORAGE_KEYS,
  audienceForRole,
  type Audience,
  type SessionData,
  type SessionUser,
  type TokenPair,
} from '@stillpoint/contracts';
import { storage } from './storage';

/**
 * The two session families of spec section 4, stored separately under the spec's keys:
 * admin -> adminAccessToken, adminRefreshToken, adminData; front -> accessToken, refreshToken, userData.
 */
export const SESSION_KEYS = {
  admin: { access: STORAGE_KEYS.adminAccessToken, refresh: STORAGE_KEYS.adminRefreshToken, user: STORAGE_KEYS.adminData },
  front: { access: STORAGE_KEYS.accessToken, refresh: STORAGE_KEYS.refreshToken, user: STORAGE_KEYS.userData },
} as const satisfies Record<Audience, { access: string; refresh: string; user: string }>;

const ALL_KEYS = new Set<string>(Object.values(SESSION_KEYS).flatMap((keys) => Object.values(keys)));

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab logged in, out, or refreshed.
  if (event.key === null || ALL_KEYS.has(event.key)) emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getAccessToken(audience: Audience): string | null {
  return storage.get(SESSION_KEYS[audience].access);
}

export function getRefreshToken(audience: Audience): string | null {
  return storage.get(SESSION_KEYS[audience].refresh);
}

export function setTokens(audience: Audience, tokens: Pick<TokenPair, 'accessToken' | 'refreshToken'>): void {
  storage.set(SESSION_KEYS[audience].access, tokens.accessToken);
  storage.set(SESSION_KEYS[audience].refresh, tokens.refreshToken);
  // The live channel (lib/realtime.ts) sends a refreshed token to the server at once.
  emit();
}

const isInt = (value: unknown): boolean => Number.isInteger(value);
const isText = (value: unknown): boolean => typeof value === 'string';
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);

/**
 * What a stored user must hold, field by field (the fields of SessionUser, no more and no fewer: TypeScript
 * checks the list). A plain check rather than the contract's Zod schema: the stored user is read on every
 * page, the login page included, whose first chunks carry no Zod (docs/decisions/0016-web-weight.md).
 */
const STORED_USER_FIELDS = {
  userid: isInt,
  role: (value) => (ROLES as readonly unknown[]).includes(value),
  roleid: isInt,
  fullName: isText,
  username: orNull(isText),
  email: isText,
  avatar: isText,
  clinicId: orNull(isInt),
  clinicName: orNull(isText),
} satisfies Record<keyof SessionUser, (value: unknown) => boolean>;

/** The stored user as SessionUser (unknown fields left out), or null when a field is missing or of the wrong type. */
export function readStoredUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(STORED_USER_FIELDS)) {
    if (!check(record[field])) return null;
    user[field] = record[field];
  }
  return user as SessionUser;
}

const cache: Record<Audience, { raw: string | null; user: SessionUser | null }> = {
  admin: { raw: null, user: null },
  front: { raw: null, user: null },
};

/** The stored user of a session family (userData or adminData), or null when there is none or it is unreadable. */
export function getSessionUser(audience: Audience): SessionUser | null {
  const raw = storage.get(SESSION_KEYS[audience].user);
  if (raw === cache[audience].raw) return cache[audience].user;
  let user: SessionUser | null = null;
  if (raw) {
    try {
      const parsed = readStoredUser(JSON.parse(raw));
      user = parsed && audienceForRole(parsed.role) === audience ? parsed : null;
    } catch {
      user = null;
    }
  }
  cache[audience] = { raw, user };
  return user;
}

/** Stores a successful login in its family (by the role it carries); returns the family. */
export function saveSession(data: SessionData): Audience {
  const audience = audienceForRole(data.role);
  const user: SessionUser = {
    userid: data.userid,
    role: data.role,
    roleid: data.roleid,
    fullName: data.fullName,
    username: data.username,
    email: data.email,
    avatar: data.avatar || DEFAULT_AVATAR,
    clinicId: data.clinicId,
    clinicName: data.clinicName,
  };
  setTokens(audience, data);
  storage.set(SESSION_KEYS[audience].user, JSON.stringify(user));
  emit();
  return audience;
}

/** Changes fields of the stored user of a family (after an avatar upload or an account update). */
export function updateSessionUser(
  audience: Audience,
  patch: Partial<Pick<SessionUser, 'avatar' | 'fullName' | 'username'>>,
): void {
  const user = getSessionUser(audience);
  if (!user) return;
  storage.set(SESSION_KEYS[audience].user, JSON.stringify({ ...user, ...patch }));
  emit();
}

/** Forgets a session family: its tokens and its stored user. */
export function clearSession(audience: Audience): void {
  const keys = SESSION_KEYS[audience];
  storage.remove(keys.access);
  storage.remove(keys.refresh);
  storage.remove(keys.user);
  emit();
}

/** The stored user of a family, kept current across logins, logouts and other tabs. */
export function useSessionUser(audience: Audience): SessionUser | null {
  return useSyncExternalStore(
    subscribeSession,
    () => getSessionUser(audience),
    () => null,
  );
}
