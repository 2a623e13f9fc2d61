import type { FastifyInstance } from 'fastify';
import { MEDIA_BASE, type Envelope } from '@stillpoint/contracts';
import type { Storage } from '../adapters/storage/index.js';

/**
 * Serves stored media at /api/media/<key>. Only keys the server could have made are looked up (no path
 * traversal); the content type comes from the key's extension, which the server chose after sniffing the
 * bytes; responses carry nosniff, a sandboxing CSP and an attachment disposition, so a browser never
 * runs or renders anything from here as a page (images still show in <img>).
 */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get(`${MEDIA_BASE}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await storage.get(key);
    if (!object) {
      const body: Envelope<never> = { status: false, message: 'Not found', code: 'NOT_FOUND' };
      return reply.status(404).send(body);
    }
    const name = key.slice(key.lastIndexOf('/') + 1);
    return reply
      .type(object.contentType)
      .header('content-length', String(object.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(object.stream);
  });
}
