import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, type Endpoint, type MediaKind, type Role } from '@stillpoint/contracts';
import { mediaFiles } from '@stillpoint/db';
import { createUserAndLogin, type FactoryRole } from '../../test/factories.js';
import { createTestApp, multipartBody, type FormFile, type TestApp } from '../../test/harness.js';
import { makePdf, makeWav, TINY_PNG } from '../../test/media-fixtures.js';

/**
 * Walks the whole catalogue: every endpoint whose input names fields is sent, by a caller it allows, a body
 * in which one field (the first required one, else the first that can be wrong) holds a value its schema
 * refuses, in the form the endpoint reads (JSON, query string or multipart text fields). Each must answer
 * 422 VALIDATION naming that field. Upload endpoints get a valid file in every file field too: the refusal
 * must leave no stored file and no media row behind. Endpoints added later are covered without a new test.
 */

const KIND_FOR: Record<Role, FactoryRole> = {
  masterAdmin: 'masterAdmin',
  admin: 'admin',
  clinic: 'clinic',
  employee: 'employee',
  patient: 'patient',
  frontuser: 'personal',
};

/** The field names of an input schema (objects, their refinements and intersections of objects). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodIntersection)
    return [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)];
  return [];
}

/** What a wrong value can look like: query strings and multipart fields carry text only. */
const TEXT_CANDIDATES = ['not-a-valid-value', '-1', 'x'.repeat(5000)];
const JSON_CANDIDATES: unknown[] = [{ not: 'valid' }, 'not-a-valid-value', -1, 'x'.repeat(20_000)];

const readsText = (endpoint: Endpoint) => endpoint.method === 'GET' || endpoint.multipart;

/** The field to get wrong and a value its schema refuses (checked against the schema itself). */
function violation(endpoint: Endpoint): { field: string; value: unknown } | undefined {
  const fields = fieldsOf(endpoint.input);
  const missing = endpoint.input.safeParse({});
  const required = missing.success ? [] : fields.filter((field) => missing.error.issues.some((issue) => issue.path[0] === field));
  const candidates = readsText(endpoint) ? TEXT_CANDIDATES : JSON_CANDIDATES;
  for (const field of [...required, ...fields.filter((name) => !required.includes(name))]) {
    for (const value of candidates) {
      const parsed = endpoint.input.safeParse({ [field]: value });
      if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field)) return { field, value };
    }
  }
  return undefined;
}

/** A small valid file of a kind, so an upload endpoint stores it before the text fields are checked. */
const VALID_FILE: Record<MediaKind, { filename: string; contentType: string; data: Buffer }> = {
  image: { filename: 'ok.png', contentType: 'image/png', data: TINY_PNG },
  audio: { filename: 'ok.wav', contentType: 'audio/wav', data: makeWav(0.05) },
  document: { filename: 'ok.pdf', contentType: 'application/pdf', data: makePdf() },
  video: {
    filename: 'ok.mp4',
    contentType: 'video/mp4',
    data: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]),
  },
};

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const [role, kind] of Object.entries(KIND_FOR) as Array<[Role, FactoryRole]>)
    tokens.set(role, (await createUserAndLogin(t, kind)).session.accessToken);
});
afterAll(() => t.close());

const storedFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'media'), { recursive: true })
      .map(String)
      .filter((name) => name.includes('.'));
  } catch {
    return [];
  }
};

function send(endpoint: Endpoint, body: Record<string, unknown>) {
  const role = endpoint.access === 'public' ? undefined : endpoint.access[0];
  const headers: Record<string, string> = role ? { authorization: `Bearer ${tokens.get(role)}` } : {};
  if (endpoint.multipart) {
    const files: FormFile[] = Object.entries(endpoint.uploads ?? {}).map(([field, rule]) => ({
      field,
      ...VALID_FILE[rule.kinds[0]!],
    }));
    const { payload, contentType } = multipartBody(body as Record<string, string>, files);
    return t.app.inject({ method: 'POST', url: endpoint.url, payload, headers: { ...headers, 'content-type': contentType } });
  }
  if (endpoint.method === 'GET')
    return t.app.inject({ method: 'GET', url: endpoint.url, query: body as Record<string, string>, headers });
  return t.app.inject({ method: 'POST', url: endpoint.url, payload: body as object, headers });
}

const withFields = allEndpoints.filter((endpoint) => fieldsOf(endpoint.input).length > 0);

describe('every endpoint with input fields', () => {
  it('has a field the walk can get wrong', () => {
    expect(withFields.filter((endpoint) => !violation(endpoint)).map((endpoint) => endpoint.path)).toEqual([]);
    expect(withFields.length).toBeGreaterThan(250);
  });

  it.each(withFields.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s answers 422 naming the field at fault',
    async (_path, endpoint) => {
      const { field, value } = violation(endpoint)!;
      const rowsBefore = (await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length;
      const response = await send(endpoint, { [field]: value });
      const body = response.json();
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(body).toMatchObject({ status: false, code: 'VALIDATION' });
      expect(body.errors.map((error: { path: string }) => error.path)).toContain(field);
      if (endpoint.uploads) {
        expect((await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length).toBe(rowsBefore);
        expect(storedFiles()).toEqual([]);
      }
    },
  );
});
