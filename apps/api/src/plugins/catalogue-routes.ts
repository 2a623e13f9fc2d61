import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_MESSAGES,
  allEndpoints,
  documentedStatuses,
  parseEndpointInput,
  roleAllowed,
  TOKEN_TYPE,
  type Endpoint,
  type Envelope,
} from '@stillpoint/contracts';
import type { z } from 'zod';
import type { AccessTokenSigner, AuthContext } from '../lib/access-tokens.js';
import { AppError } from '../lib/app-error.js';
import type { RouteImpl } from '../lib/route.js';
import type { SessionGuard } from '../modules/auth/session-guard.js';
import { readUploadForm } from '../modules/media/media.form.js';
import { applyMediaPass } from '../modules/media/media-pass.js';
import type { MediaService } from '../modules/media/media.service.js';
import type { UploadAllowance } from '../modules/media/upload-allowance.js';

export interface CatalogueRouteDeps {
  tokens: AccessTokenSigner;
  /** Whether a token's session and account still are what it says (decision 0014). */
  guard: Pick<SessionGuard, 'assertCurrent' | 'isCurrentNow'>;
  /** Whether front and clinic endpoints are closed for maintenance (cached by the site service). */
  isUnderMaintenance(): Promise<boolean>;
  /** Check every response against its contract (tests and development): drift fails loudly. */
  validateResponses: boolean;
  /** With validateResponses: told of an answer whose status the catalogue entry does not document. */
  onUndocumentedStatus(endpoint: Endpoint, status: number): void;
  /** Refuses a caller for whom the endpoint's feature is switched off (features.policy.ts). */
  featureGate(auth: AuthContext, feature: NonNullable<Endpoint['feature']>): Promise<void>;
  /** The one upload path, for endpoints that declare `uploads`. */
  media: MediaService;
  /** Upload rate and storage quota per person. */
  uploads: UploadAllowance;
}

/**
 * Registers one Fastify route per catalogue entry, each running the same path:
 * maintenance gate -> auth (token, session family, roles from the catalogue) -> feature gate -> validate ->
 * handler (policy, service, presenter) -> envelope (or the file, for download endpoints).
 * Boot fails if an endpoint has no handler or a handler no endpoint.
 */
export function registerCatalogueRoutes(app: FastifyInstance, routes: readonly RouteImpl[], deps: CatalogueRouteDeps): void {
  const byPath = new Map(routes.map((impl) => [impl.endpoint.url, impl]));
  const missing = allEndpoints.filter((endpoint) => !byPath.has(endpoint.url)).map((endpoint) => endpoint.url);
  if (missing.length) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`);
  const known = new Set(allEndpoints.map((endpoint) => endpoint.url));
  const stray = routes.filter((impl) => !known.has(impl.endpoint.url)).map((impl) => impl.endpoint.url);
  if (stray.length) throw new Error(`Handlers for endpoints not in the catalogue: ${stray.join(', ')}`);

  for (const { endpoint, handler } of routes) {
    const documented = new Set(documentedStatuses(endpoint));
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      // The OpenAPI document lists the statuses the catalogue entry implies: an answer outside them is drift.
      ...(deps.validateResponses
        ? {
            onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
              if (!documented.has(reply.statusCode) && reply.statusCode !== 500) deps.onUndocumentedStatus(endpoint, reply.statusCode);
              return payload;
            },
          }
        : {}),
      handler: async (request, reply) => {
        // API answers hold personal data or tokens: no cache keeps them (browser, proxy or CDN).
        reply.header('cache-control', 'no-store');
        if (!endpoint.duringMaintenance && endpoint.audience === 'front' && (await deps.isUnderMaintenance())) {
          throw new AppError('MAINTENANCE');
        }
        const auth = endpoint.access === 'public' ? null : await authenticate(request, endpoint, deps);
        if (auth && endpoint.feature) await deps.featureGate(auth, endpoint.feature);
        // Uploads only where the catalogue says so; elsewhere a multipart body is refused, not ignored.
        if (!endpoint.multipart && request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'This content type is not supported');
        const form = endpoint.uploads
          ? await readUploadForm(
              request,
              endpoint.uploads,
              deps.media,
              { userId: auth?.userId ?? null, clinicId: auth?.clinicId ?? null },
              // Counted (hourly rate, quota) when a file arrives: a form of text fields alone is no upload.
              auth ? () => deps.uploads.open(auth) : undefined,
            )
          : undefined;
        let result: Awaited<ReturnType<typeof handler>>;
        try {
          const input = parseInput(endpoint, form ? form.fields : endpoint.method === 'GET' ? request.query : request.body);
          result = await handler({
            input,
            auth: auth as AuthContext,
            meta: { ip: request.ip, requestId: request.id, userAgent: request.headers['user-agent'] ?? null },
            request,
            uploads: form?.uploads ?? {},
          });
        } catch (error) {
          if (form) await deps.media.discard(Object.values(form.uploads).flat());
          // The account went (or its session ended) after the guard's cached check: a write naming it then
          // breaks a foreign key. That is the 401 the guard would give now, not a server error.
          if (auth && isForeignKeyViolation(error) && !(await deps.guard.isCurrentNow(auth))) throw new AppError('TOKEN_EXPIRED');
          throw error;
        }
        if (result.mediaPass) applyMediaPass(request, reply, result.mediaPass);
        if (deps.validateResponses) assertOutput(endpoint, result.data);
        if (endpoint.download) {
          const filename = (result.filename ?? 'download').replace(/[^A-Za-z0-9._-]/g, '_');
          return reply
            .status(200)
            .type(endpoint.download)
            .header('content-disposition', `attachment; filename="${filename}"`)
            .send(Buffer.from(result.data as Uint8Array));
        }
        const body: Envelope<unknown> = { status: true, message: result.message ?? APP_MESSAGES.ok, data: result.data };
        if (endpoint.paged) body.total_pages = result.total_pages ?? 0;
        if (endpoint.paged && result.totals) Object.assign(body, result.totals);
        return reply.status(result.httpStatus ?? 200).send(body);
      },
    });
  }
}

async function authenticate(request: FastifyRequest, endpoint: Endpoint, deps: CatalogueRouteDeps): Promise<AuthContext> {
  const header = request.headers.authorization;
  const prefix = `${TOKEN_TYPE} `;
  if (!header?.startsWith(prefix)) throw new AppError('UNAUTHENTICATED');
  const auth = await deps.tokens.verify(header.slice(prefix.length).trim());
  // A session that ended, or an account changed since the token was signed (another clinic, role, role id;
  // deleted): 401, and the client's refresh ends the session or brings a token with the new state.
  await deps.guard.assertCurrent(auth);
  // A valid token of the other session family, or of a role the catalogue does not admit, is refused
  // with 403: refreshing would not help, so the client must not loop on 401.
  if (auth.audience !== endpoint.audience || !roleAllowed(endpoint, auth.role)) throw new AppError('FORBIDDEN');
  return auth;
}

/** PostgreSQL's foreign_key_violation, however deep the driver wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

function parseInput(endpoint: Endpoint, raw: unknown): unknown {
  const parsed = parseEndpointInput(endpoint, raw);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  throw new AppError('VALIDATION', errors[0]?.message ?? APP_MESSAGES.validation, errors);
}

function assertOutput(endpoint: Endpoint, data: unknown): void {
  const parsed = (endpoint.output as z.ZodType).safeParse(data);
  if (!parsed.success) {
    throw new Error(`Response of ${endpoint.url} breaks its contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
}
