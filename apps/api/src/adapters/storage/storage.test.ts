import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MEDIA_BASE } from '@stillpoint/contracts';
import { createClinicTeam } from '../../../test/factories.js';
import { createTestApp } from '../../../test/harness.js';
import { makeWav, openMediaRoute } from '../../../test/media-fixtures.js';
import { S3_TEST_CREDENTIALS, startS3Server } from '../../../test/s3-server.js';
import { registerEnvelope } from '../../plugins/envelope.js';
import { registerMedia } from '../../plugins/media.js';
import { createLocalDiskStorage } from './local-disk.adapter.js';
import { createS3Storage } from './s3.adapter.js';
import { createStorage, TooLargeError, type Storage } from './index.js';

/*
 * The storage port's contract, run against both adapters: local disk, and the S3 adapter against a real
 * S3-compatible server (s3rver) started on a local port.
 */

const BUCKET = 'stillpoint-test';
let folder: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const adapters: Record<'local' | 's3', Storage> = {} as Record<'local' | 's3', Storage>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'stillpoint-storage-'));
  s3 = await startS3Server(BUCKET);
  adapters.local = createLocalDiskStorage(folder);
  adapters.s3 = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

let counter = 0;
const newKey = (extension = 'wav') => `media/audio/test/${process.pid}-${++counter}.${extension}`;
/** Bytes that differ at every position, so a wrong offset shows. */
const bytes = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7 + (i >> 8)) % 251));
/** A stream of `data` in chunks, as a request body arrives. */
const chunked = (data: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += chunk) yield data.subarray(i, i + chunk);
    })(),
  );
async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(['local', 's3'] as const)('the %s adapter', (name) => {
  const storage = () => adapters[name];

  it('stores bytes and reads them back whole, with size and the type its key names', async () => {
    const key = newKey();
    const data = bytes(10_000);
    await storage().put(key, data, 'audio/wav');
    expect(await storage().head(key)).toEqual({ size: data.length, contentType: 'audio/wav' });
    const object = (await storage().get(key))!;
    expect(object).toMatchObject({ size: data.length, contentType: 'audio/wav' });
    expect(object.range).toBeUndefined();
    expect((await read(object.stream)).equals(data)).toBe(true);
  });

  it('streams a source in, across several parts when it is large, and reports its size', async () => {
    const key = newKey('mp4');
    // Past S3's 5 MB part size: a multipart upload for the S3 adapter.
    const data = bytes(6 * 1024 * 1024 + 123);
    expect(await storage().putStream(key, chunked(data), 'video/mp4', { maxBytes: 10 * 1024 * 1024 })).toEqual({
      size: data.length,
    });
    const object = (await storage().get(key))!;
    expect(object.size).toBe(data.length);
    expect((await read(object.stream)).equals(data)).toBe(true);
  });

  it('reads a byte range: exactly those bytes, with the whole size', async () => {
    const key = newKey();
    const data = bytes(5000);
    await storage().putStream(key, chunked(data, 700), 'audio/wav', { maxBytes: 10_000 });
    const middle = (await storage().get(key, { start: 100, end: 199 }))!;
    expect(middle).toMatchObject({ size: 5000, range: { start: 100, end: 199 } });
    expect((await read(middle.stream)).equals(data.subarray(100, 200))).toBe(true);
    const tail = (await storage().get(key, { start: 4990 }))!;
    expect(tail.range).toEqual({ start: 4990, end: 4999 });
    expect((await read(tail.stream)).equals(data.subarray(4990))).toBe(true);
  });

  it('refuses a stream past its limit with TooLargeError and leaves no object', async () => {
    const key = newKey();
    const source = chunked(bytes(300_000), 10_000);
    await expect(storage().putStream(key, source, 'audio/wav', { maxBytes: 100_000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage().head(key)).toBeUndefined();
    expect(await storage().get(key)).toBeUndefined();
  });

  it('deletes an object; a missing one is no error, and unknown or invalid keys find nothing', async () => {
    const key = newKey('png');
    await storage().put(key, bytes(100), 'image/png');
    await storage().delete(key);
    expect(await storage().head(key)).toBeUndefined();
    expect(await storage().get(key, { start: 0, end: 9 })).toBeUndefined();
    await expect(storage().delete(key)).resolves.toBeUndefined();
    expect(await storage().get('media/../../etc/passwd.png')).toBeUndefined();
    expect(await storage().head('media/audio/x.exe')).toBeUndefined();
    await expect(storage().put('../escape.png', bytes(10), 'image/png')).rejects.toThrow(/invalid storage key/);
  });
});

describe.each(['local', 's3'] as const)('serving media of the %s adapter with HTTP Range', (name) => {
  let app: FastifyInstance;
  let url: string;
  const data = bytes(5000);
  beforeAll(async () => {
    app = Fastify();
    registerEnvelope(app);
    registerMedia(app, openMediaRoute(adapters[name]));
    await app.ready();
    const key = newKey();
    await adapters[name].put(key, data, 'audio/wav');
    url = `${MEDIA_BASE}/${key}`;
  });
  afterAll(() => app.close());
  const get = (range?: string) => app.inject({ method: 'GET', url, headers: range ? { range } : {} });

  it.each([
    ['start-end', 'bytes=100-199', 100, 199],
    // (bytes=0-0 is left out: s3rver reads an end of 0 as "to the end"; real S3 does not.)
    ['the first two bytes (how Safari probes media)', 'bytes=0-1', 0, 1],
    ['a single byte', 'bytes=7-7', 7, 7],
    ['an end past the size (clamped)', 'bytes=4990-99999', 4990, 4999],
    ['open-ended', 'bytes=4321-', 4321, 4999],
    ['a suffix', 'bytes=-37', 4963, 4999],
    ['a suffix longer than the file', 'bytes=-99999', 0, 4999],
  ])('answers %s (%s) with 206 and exactly those bytes', async (_kind, range, start, end) => {
    const response = await get(range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${data.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(data.subarray(start, end + 1))).toBe(true);
  });

  it.each([
    ['starting at the size', 'bytes=5000-'],
    ['starting past the size', 'bytes=6000-7000'],
    ['ending before it starts', 'bytes=300-200'],
    ['an empty suffix', 'bytes=-0'],
  ])('answers a range %s (%s) with 416 and the size', async (_kind, range) => {
    const response = await get(range);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${data.length}`);
    expect(response.json()).toMatchObject({ status: false, code: 'RANGE' });
  });

  it('answers the whole file without a range or with one it cannot read, and 404 for a missing key', async () => {
    for (const range of [undefined, 'items=0-10', 'bytes=-']) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(200);
      expect(response.headers['content-length']).toBe(String(data.length));
      expect(response.rawPayload.equals(data)).toBe(true);
    }
    const missing = await app.inject({ method: 'GET', url: `${MEDIA_BASE}/${newKey()}`, headers: { range: 'bytes=0-9' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('choosing the adapter', () => {
  it('is local disk by default and S3 when S3_BUCKET is set', () => {
    expect(createStorage({ dataDir: folder }).kind).toBe('local');
    expect(createStorage({ dataDir: folder, S3_BUCKET: BUCKET, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: true }).kind).toBe(
      's3',
    );
  });

  it('runs the whole app on the bucket: uploads land there, are served with Range, and replaced files leave it', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      },
    });
    try {
      const { token, mediaCookie } = await createClinicTeam(t);
      const audio = makeWav(1);
      const file = { field: 'audio', filename: 'calm.wav', contentType: 'audio/wav', data: audio };
      const saved = await t.form(endpoints.clinicSaveMeditation, { title: 'On S3' }, [file], token);
      expect(saved.status).toBe(201);
      const url = saved.body.data!.audio!.url;
      const key = url.slice(`${MEDIA_BASE}/`.length);
      expect(await adapters.s3.head(key)).toEqual({ size: audio.length, contentType: 'audio/wav' });

      const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=44-143', cookie: mediaCookie } });
      expect(part.headers['cache-control']).toBe('private, no-store');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 44-143/${audio.length}`);
      expect(part.rawPayload.equals(audio.subarray(44, 144))).toBe(true);

      const replaced = await t.form(endpoints.clinicSaveMeditation, { id: saved.body.data!.id, title: 'On S3' }, [file], token);
      expect(replaced.status).toBe(200);
      expect(await adapters.s3.head(key)).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: mediaCookie } })).statusCode).toBe(404);
      const again = await t.app.inject({ method: 'GET', url: replaced.body.data!.audio!.url, headers: { cookie: mediaCookie } });
      expect(again.rawPayload.equals(audio)).toBe(true);
      // Without the pass, the clinic's private audio is nobody's business.
      expect((await t.app.inject({ method: 'GET', url: replaced.body.data!.audio!.url })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
