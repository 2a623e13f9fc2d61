import { z } from 'zod';
import { allEndpoints, type Endpoint } from './catalogue/index.js';
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

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/** The OpenAPI 3.1 document, generated from the endpoint catalogue (never written by hand). */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints) {
    const roles = endpoint.access === 'public' ? 'anyone' : endpoint.access.join(', ');
    const success = endpoint.download
      ? { description: 'The file', content: { [endpoint.download]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Success', content: { 'application/json': { schema: envelopeFor(endpoint) } } };
    const responses: Record<string, unknown> = {
      200: success,
      422: ERROR_RESPONSE,
      429: ERROR_RESPONSE,
    };
    if (endpoint.access !== 'public') Object.assign(responses, { 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE });
    if (endpoint.multipart) Object.assign(responses, { 413: ERROR_RESPONSE, 415: ERROR_RESPONSE });
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
      responses: {
        Error: {
          description: 'Failure envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  status: { type: 'boolean', const: false },
                  message: { type: 'string' },
                  code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
                  errors: {
                    type: 'array',
                    items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
                  },
                },
                required: ['status', 'message', 'code'],
              },
            },
          },
        },
      },
    },
  };
}
