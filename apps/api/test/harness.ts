import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, type Endpoint, type Envelope, type InputOf, type OutputOf } from '@stillpoint/contracts';
import { createDb, type Db } from '@stillpoint/db';
import { buildApp, type AppDeps } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
// The ProvidedContext keys (goldenImagePath, pgServerUrl, pgTemplate) are declared beside the global setup.
import type {} from './global-setup.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** This app's own DATA_DIR (media land in its media/ folder), removed on close. */
  dataDir: string;
  /** Calls an endpoint through HTTP (app.inject) with an optional bearer token. */
  call<E extends Endpoint>(
    endpoint: E,
    input?: InputOf<E> | Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: Envelope<OutputOf<E>>; headers: Record<string, unknown> }>;
  /** Sends one file as multipart/form-data (field name, file name, declared type, bytes) to an upload endpoint. */
  upload(
    endpoint: Endpoint,
    file: { field?: string; filename: string; contentType: string; data: Uint8Array },
    token?: string,
  ): Promise<{ status: number; body: Envelope<unknown>; headers: Record<string, unknown> }>;
  /**
   * Sends a multipart form (text fields, a list value becomes repeated fields, and files) to an endpoint
   * with `uploads`.
   */
  form<E extends Endpoint>(
    endpoint: E,
    fields: Record<string, string | number | boolean | readonly (string | number)[] | undefined>,
    files: FormFile[],
    token?: string,
  ): Promise<{ status: number; body: Envelope<OutputOf<E>>; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(
  fields: Record<string, string | number | boolean | readonly (string | number)[] | undefined>,
  files: FormFile[],
): { payload: Buffer; contentType: string } {
  const boundary = `----stillpoint${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`));
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

let databaseCounter = 0;

/**
 * Drops a scratch PostgreSQL database whose pool was just closed. pool.end() resolves before its connections
 * have finished closing; forcing the drop while one is still closing kills it with an error nobody listens
 * to (in a worker that goes on to the next test file, an unhandled error). Wait for them to be gone first.
 */
export async function dropDatabaseOnceClosed(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** A fresh database cloned from the golden image (or the PostgreSQL template), and the app on top of it. */
export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const pgServerUrl = inject('pgServerUrl');
  if (pgServerUrl) {
    const name = `stillpoint_t_${process.pid}_${++databaseCounter}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: pgServerUrl });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
        break;
      } catch (error) {
        // Two files cloning the template at the same instant: wait and retry.
        if (attempt > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const url = new URL(pgServerUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString(), poolSize: 5 });
    return {
      db: handle.db,
      close: async () => {
        await handle.close();
        await dropDatabaseOnceClosed(admin, name);
        await admin.end();
      },
    };
  }
  const image = readFileSync(inject('goldenImagePath'));
  const handle = await createDb({ loadDataDir: new Blob([image]) });
  return { db: handle.db, close: handle.close };
}

/**
 * The app on a fresh database; `db` given: a further instance on that database (as a second server of the
 * same deployment), which leaves the database to its owner when it closes.
 */
export async function createTestApp(overrides: Partial<AppDeps> & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const { db, close } = overrides.db ? { db: overrides.db, close: async () => {} } : await createTestDb();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stillpoint-data-'));
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://stillpoint.test', DATA_DIR: dataDir, ...overrides.env });
  // STATUS_AUDIT_FILE collects undocumented statuses across a whole run instead of failing each test.
  const audit = process.env.STATUS_AUDIT_FILE;
  const app = await buildApp({
    db,
    config,
    jwtSecret: TEST_JWT_SECRET,
    validateResponses: true,
    // Sends queued by a test run within a second, not two.
    jobsPollingIntervalSeconds: 0.5,
    ...(audit ? { onUndocumentedStatus: (endpoint, status) => appendFileSync(audit, `${endpoint.path} ${status}\n`) } : {}),
    ...overrides,
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    db,
    dataDir,
    async call(endpoint, input, token) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      const response =
        endpoint.method === 'GET'
          ? await app.inject({ method: 'GET', url: endpoint.url, query: stringifyQuery(input ?? {}), headers })
          : await app.inject({ method: 'POST', url: endpoint.url, payload: (input ?? {}) as object, headers });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async upload(endpoint, file, token) {
      return testApp.form(endpoint, {}, [{ ...file, field: file.field ?? endpoint.fileField ?? 'file' }], token);
    },
    async form(endpoint, fields, files, token) {
      const { payload, contentType } = multipartBody(fields, files);
      const headers: Record<string, string> = { 'content-type': contentType };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await app.inject({ method: 'POST', url: endpoint.url, payload, headers });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async close() {
      await app.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

function stringifyQuery(input: object): Record<string, string> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
}

export { API_BASE };

/** Waits until `check` holds, polling; fails naming `what` after a generous bound (never a timing assertion). */
export async function eventually<T>(what: string, check: () => T | Promise<T>, boundMs = 20_000): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > boundMs) throw new Error(`Not seen within ${boundMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
