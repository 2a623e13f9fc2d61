import { z } from 'zod';
import { allEndpoints, documentedStatuses, type Endpoint } from './catalogue/index.js';
import { ERROR_STATUS } from './errors.js';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function envelopeFor(endpoint: Endpoint): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    status: { type: 'boolean', const: true },
    message: { type: 'string' },
    data: toSchema(endpoint.output, 'output'),
  };
  if (endpoint.paged) properties.total_pages = { type: 'integer', minimum: 0 };
  return { type: 'object', properties, required: Object.keys(properties) };
}

function queryParameters(endpoint: Endpoint): unknown[] {
  const schema = toSchema(endpoint.input, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** What each refusal means, for the document's shared responses (one per status). */
const REFUSALS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The body could not be read (BAD_REQUEST)' },
  401: {
    name: 'Unauthenticated',
    description: 'No valid access token of the right session family (UNAUTHENTICATED, TOKEN_EXPIRED), or wrong credentials',
  },
  403: {
    name: 'Forbidden',
    description:
      'The role, the feature or the account state does not allow it (FORBIDDEN, FEATURE_DISABLED, EMAIL_NOT_CONFIRMED, NOT_APPROVED)',
  },
  404: { name: 'NotFound', description: "Nothing with this id that the caller may see (another tenant's ids answer 404 too)" },
  409: { name: 'Conflict', description: 'The change conflicts with the current state (CONFLICT)' },
  413: { name: 'TooLarge', description: 'The body or a file is larger than allowed (TOO_LARGE)' },
  415: { name: 'UnsupportedMedia', description: 'The content type, or a file type, is not accepted (UNSUPPORTED_MEDIA)' },
  422: { name: 'Invalid', description: 'The input breaks its contract (VALIDATION), with errors: [{path, message}]' },
  429: { name: 'Throttled', description: 'Too many attempts (THROTTLED, LOCKED), with Retry-After' },
  501: { name: 'NotConfigured', description: 'This server is not configured for it (NOT_CONFIGURED)' },
  503: {
    name: 'Unavailable',
    description: 'Under maintenance (MAINTENANCE), or a provider is down (UNAVAILABLE): try again later',
  },
};
const refusal = (status: number) => ({ $ref: `#/components/responses/${REFUSALS[status]!.name}` });

/** The OpenAPI 3.1 document, generated from the endpoint catalogue (never written by hand). */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints) {
    const roles = endpoint.access === 'public' ? 'anyone' : endpoint.access.join(', ');
    const success = endpoint.download
      ? { description: 'The file', content: { [endpoint.download]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Success', content: { 'application/json': { schema: envelopeFor(endpoint) } } };
    // The statuses it really answers, derived from its catalogue entry (catalogue/statuses.ts).
    const responses: Record<string, unknown> = {};
    for (const status of documentedStatuses(endpoint)) {
      if (status === 200) responses[200] = success;
      else if (status === 201) responses[201] = { ...success, description: 'Created' };
      else responses[status] = refusal(status);
    }
    const operation: Record<string, unknown> = {
      operationId: endpoint.path.replace(/[/]/g, '_'),
      summary: endpoint.summary,
      description: `Allowed: ${roles}. Session family: ${endpoint.audience}.${endpoint.feature ? ` Feature: ${endpoint.feature}.` : ''}`,
      tags: [endpoint.path.split('/').slice(0, 2).join('/')],
      'x-roles': endpoint.access,
      ...(endpoint.feature ? { 'x-feature': endpoint.feature } : {}),
      security: endpoint.access === 'public' ? [] : [{ [endpoint.audience === 'admin' ? 'adminBearer' : 'frontBearer']: [] }],
      responses,
    };
    if (endpoint.method === 'GET') {
      operation.parameters = queryParameters(endpoint);
    } else {
      const body = toSchema(endpoint.input, 'input');
      if (endpoint.multipart && endpoint.fileField) {
        body.properties = { ...(body.properties as object), [endpoint.fileField]: { type: 'string', format: 'binary' } };
        body.required = [...((body.required as string[] | undefined) ?? []), endpoint.fileField];
      }
      for (const [field, upload] of Object.entries(endpoint.uploads ?? {})) {
        const file = { type: 'string', format: 'binary', description: `Accepted: ${upload.kinds.join(', ')}` };
        body.properties = { ...(body.properties as object), [field]: upload.multiple ? { type: 'array', items: file } : file };
        if (upload.required) body.required = [...((body.required as string[] | undefined) ?? []), field];
      }
      operation.requestBody = {
        required: true,
        content: endpoint.multipart
          ? { 'multipart/form-data': { schema: body } }
          : { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } },
      };
    }
    paths[endpoint.url] = { [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stillpoint API',
      version: options.version,
      description:
        'Every response is the envelope {status, message, data, total_pages}. Errors carry a true HTTP status, a code and, on 422, errors: [{path, message}].',
    },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : [],
    paths,
    components: {
      securitySchemes: {
        adminBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token of an admin session' },
        frontBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token of a front session' },
      },
      schemas: {
        Error: {
          type: 'object',
          description: 'Failure envelope',
          properties: {
            status: { type: 'boolean', const: false },
            message: { type: 'string' },
            code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
                required: ['path', 'message'],
              },
            },
          },
          required: ['status', 'message', 'code'],
        },
      },
      responses: Object.fromEntries(
        Object.values(REFUSALS).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}
