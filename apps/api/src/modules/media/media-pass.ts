import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_BASE, type Audience } from '@stillpoint/contracts';
import type { MediaPassGrant } from '../../lib/access-tokens.js';

/**
 * The media pass (decision 0015): `<img>`, `<audio>` and `<video>` cannot send a Bearer header, so each
 * session family also holds an HttpOnly cookie that only requests to /api/media carry (Path), only from
 * this site (SameSite=Strict), and that scripts cannot read. It names the session like an access token
 * does and the media route checks it on every request through the session guard, so it ends with the
 * session (logout, password change, a changed account) however long its cookie would have lasted.
 */
export const MEDIA_PASS_COOKIES: Record<Audience, string> = { front: 'sp_media', admin: 'sp_media_admin' };

/** Sets or clears the media pass a handler asked for. */
export function applyMediaPass(request: FastifyRequest, reply: FastifyReply, grant: MediaPassGrant): void {
  const options = { path: MEDIA_BASE, httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' };
  if ('clear' in grant) {
    reply.clearCookie(MEDIA_PASS_COOKIES[grant.audience], options);
    return;
  }
  reply.setCookie(MEDIA_PASS_COOKIES[grant.audience], grant.token, { ...options, expires: grant.expiresAt });
}
