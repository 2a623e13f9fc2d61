import { useSearchParams } from 'react-router';
import { areaForPath, areaForRole, landingRouteFor, type Audience, type Role } from '@stillpoint/contracts';
import { loginRouteFor, ROUTES } from './routes';

/*
 * Where a person goes after signing in: back to the page they asked for (a link opened while signed out, or
 * the page they were on when their session ended), never somewhere else. The page travels in the login
 * page's `?next=` parameter, so it survives a reload of the login page, and is trusted only when it is a
 * path of this site in an area the signed-in role may open; anything else sends the person to their
 * landing route (decision 0010).
 */

/** The query parameter of the login pages that holds the page to return to. */
export const RETURN_PARAM = 'next';
const MAX_LENGTH = 2000;
const LOGIN_PATHS = new Set<string>([ROUTES['auth-login'], ROUTES['admin-login']]);
const BASE = 'https://stillpoint.invalid';

/**
 * The same-origin path (with its query and fragment) a candidate names, or null: only a path that starts
 * with one slash, with no backslash, control character or space, no scheme or host (also when
 * percent-decoded: `/%2F%2Fevil.example`), and not a login page.
 */
export function sameOriginPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (/[\\\s\p{Cc}]/u.test(candidate)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || /[\\\p{Cc}]/u.test(decoded) || /^\/*[a-z][a-z0-9+.-]*:/i.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || LOGIN_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to return to when the signed-in role may open it (masterAdmin counts as admin), else null. */
export function allowedReturnPath(candidate: unknown, role: Role): string | null {
  const path = sameOriginPath(candidate);
  if (!path) return null;
  return areaForPath(path) === areaForRole(role) ? path : null;
}

/** Where a person with this role goes once signed in: the page they asked for when allowed, else their landing route. */
export function pathAfterLogin(candidate: unknown, role: Role): string {
  return allowedReturnPath(candidate, role) ?? landingRouteFor(role);
}

/** The login page of a session family, asked to come back to `from` afterwards (when it is a page of this site). */
export function loginPathReturningTo(audience: Audience, from: string | null | undefined): string {
  const login = loginRouteFor(audience);
  const path = sameOriginPath(from);
  return path ? `${login}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}` : login;
}

/**
 * Where a session that can no longer be refreshed sends its owner: the family's login page, asked to come
 * back to the page they were on when it belongs to that family (the admin area for admin sessions, a front
 * area for front ones).
 */
export function loginPathAfterExpiry(audience: Audience, location: { pathname: string; search: string; hash: string }): string {
  const area = areaForPath(location.pathname);
  const ours = area !== undefined && (area === 'admin') === (audience === 'admin');
  return loginPathReturningTo(audience, ours ? `${location.pathname}${location.search}${location.hash}` : null);
}

/** The `?next=` of the current page, as it was given (check it with pathAfterLogin before following it). */
export function useReturnParam(): string | null {
  const [params] = useSearchParams();
  return params.get(RETURN_PARAM);
}
