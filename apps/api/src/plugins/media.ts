import '@fastify/cookie';
import type {} from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_BASE, type Audience, type Envelope } from '@stillpoint/contracts';
import { isValidKey, type ByteRange, type Storage } from '../adapters/storage/index.js';
import type { AccessTokenSigner } from '../lib/access-tokens.js';
import type { SessionGuard } from '../modules/auth/session-guard.js';
import type { Viewer } from '../modules/content/content.visibility.js';
import type { MediaAccess, MediaAccessChecker } from '../modules/media/media.access.js';
import { MEDIA_PASS_COOKIES } from '../modules/media/media-pass.js';

export interface MediaRouteDeps {
  storage: Storage;
  access: MediaAccessChecker;
  tokens: Pick<AccessTokenSigner, 'verifyMediaPass'>;
  guard: Pick<SessionGuard, 'isCurrent'>;
}

/** Public covers never change under their key (a new upload gets a new key): any cache may keep them. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Everything else is someone's: not kept by any cache, asked again (and checked again) each time. */
const PRIVATE_CACHE = 'private, no-store';

/**
 * Serves stored media at /api/media/<key> to those who may see them (decision 0015): public covers of the
 * platform's shared library to anyone (cacheable); every other file only to a caller whose media pass
 * (the session's HttpOnly cookie, since an `<img>` sends no Bearer header) is current and who may see a
 * row that uses it, checked on each request (`media.access.ts`), with `Cache-Control: private, no-store`.
 * Anything else answers 404, as if the file did not exist.
 *
 * HTTP Range lets audio and video seek (206 Partial Content; 416 for a range past the end), on either
 * storage adapter. Only keys the server could have made are looked up (no path traversal); the content
 * type comes from the key's extension, which the server chose after sniffing the bytes; responses carry
 * nosniff, a sandboxing CSP and an attachment disposition, so a browser never runs or renders anything
 * from here as a page (images, audio and video still play in their elements).
 */
export function registerMedia(app: FastifyInstance, deps: MediaRouteDeps): void {
  const { storage } = deps;
  const notFound: Envelope<never> = { status: false, message: 'Not found', code: 'NOT_FOUND' };

  /** The callers the request's media passes name (front and administration sessions are separate). */
  async function viewersOf(request: FastifyRequest): Promise<Viewer[]> {
    const viewers: Viewer[] = [];
    const header = request.headers.cookie;
    if (!header) return viewers;
    const cookies = app.parseCookie(header);
    for (const audience of ['front', 'admin'] as Audience[]) {
      const pass = cookies[MEDIA_PASS_COOKIES[audience]];
      if (!pass) continue;
      const auth = await deps.tokens.verifyMediaPass(pass, audience);
      if (auth && (await deps.guard.isCurrent(auth))) viewers.push(auth);
    }
    return viewers;
  }

  async function accessTo(key: string, request: FastifyRequest): Promise<MediaAccess> {
    if (!isValidKey(key)) return 'missing';
    const viewers = await viewersOf(request);
    if (key.startsWith('avatars/')) return deps.access.avatar(key, viewers);
    if (key.startsWith('media/')) return deps.access.file(key, viewers);
    return 'missing';
  }

  // Never compressed (@fastify/compress): media are compressed formats already, and Range answers count bytes of the file.
  app.get(`${MEDIA_BASE}/*`, { compress: false }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const access = await accessTo(key, request);
    if (access === 'missing' || access === 'refused') return reply.status(404).header('cache-control', 'no-store').send(notFound);
    reply.header('cache-control', access === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
    const rangeHeader = request.headers.range;
    let range: ByteRange | undefined;
    if (rangeHeader) {
      const whole = await storage.head(key);
      if (!whole) return reply.status(404).send(notFound);
      const asked = parseRange(rangeHeader, whole.size);
      if (asked === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${whole.size}`)
          .send({ status: false, message: 'Range not satisfiable', code: 'RANGE' });
      }
      range = asked;
    }
    const object = await storage.get(key, range);
    if (!object) return reply.status(404).send(notFound);
    const name = key.slice(key.lastIndexOf('/') + 1);
    reply
      .type(object.contentType)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `attachment; filename="${name}"`);
    if (object.range) {
      const { start, end } = object.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${object.size}`)
        .header('content-length', String(end - start + 1))
        .send(object.stream);
    }
    return reply.header('content-length', String(object.size)).send(object.stream);
  });
}

/**
 * One byte range of a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`). Several ranges are answered
 * with the first only, which RFC 9110 allows; a malformed header is ignored (whole object, 200).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
