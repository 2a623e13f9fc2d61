import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@stillpoint/contracts';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other GET that is
 * not an API path (client-side routes). API paths that match nothing answer the 404 envelope.
 *
 * The build writes a brotli and a gzip copy beside each text asset (apps/web/build/precompress.ts): the
 * copy the browser accepts is sent as it is (`Content-Encoding`, `Vary: Accept-Encoding`), so assets are
 * never compressed per request. index.html (small, read into memory) goes through @fastify/compress.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile!, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (!isApi && indexHtml && request.method === 'GET') {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    const body: Envelope<never> = { status: false, message: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
