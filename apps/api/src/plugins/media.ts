import type { FastifyInstance } from 'fastify';
import { MEDIA_BASE, type Envelope } from '@stillpoint/contracts';
import type { ByteRange, Storage } from '../adapters/storage/index.js';

/**
 * Serves stored media at /api/media/<key>, with HTTP Range so audio and video can seek (206 Partial
 * Content; 416 for a range past the end). Only keys the server could have made are looked up (no path
 * traversal); the content type comes from the key's extension, which the server chose after sniffing the
 * bytes; responses carry nosniff, a sandboxing CSP and an attachment disposition, so a browser never runs
 * or renders anything from here as a page (images, audio and video still play in their elements).
 */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  const notFound: Envelope<never> = { status: false, message: 'Not found', code: 'NOT_FOUND' };
  app.get(`${MEDIA_BASE}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const rangeHeader = request.headers.range;
    let range: ByteRange | undefined;
    if (rangeHeader) {
      const whole = await storage.head(key);
      if (!whole) return reply.status(404).send(notFound);
      const asked = parseRange(rangeHeader, whole.size);
      if (asked === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${whole.size}`).send({ status: false, message: 'Range not satisfiable', code: 'RANGE' });
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
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'public, max-age=31536000, immutable');
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
