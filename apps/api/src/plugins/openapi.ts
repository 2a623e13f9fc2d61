import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE, buildOpenApiDocument } from '@stillpoint/contracts';

const require = createRequire(import.meta.url);

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stillpoint API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// Kept in its own file so the page works under a strict Content-Security-Policy (no inline script).
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${API_BASE}/openapi.json', dom_id: '#swagger-ui' });`;

/** Serves the generated OpenAPI 3.1 document and a Swagger UI reading it at /api/docs. */
export function registerOpenApi(app: FastifyInstance, version: string): void {
  const document = buildOpenApiDocument({ version });
  const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  app.get(`${API_BASE}/openapi.json`, async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/init.js', async (_request, reply) => reply.type('text/javascript').send(INIT_SCRIPT));
  for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js'] as const) {
    app.get(`/api/docs/${file}`, async (_request, reply) =>
      reply
        .type(file.endsWith('.css') ? 'text/css' : 'text/javascript')
        .header('cache-control', 'public, max-age=86400')
        .send(await readFile(path.join(uiDir, file))),
    );
  }
}
