import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '@stillpoint/contracts';
import { mediaFiles, type Db } from '@stillpoint/db';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk.adapter.js';
import { sniffMedia, wavDurationSeconds } from '../../lib/sniff.js';
import { registerEnvelope } from '../../plugins/envelope.js';
import { parseRange, registerMedia } from '../../plugins/media.js';
import { createTestDb, multipartBody, type FormFile } from '../../../test/harness.js';
import { makePdf, makeWav, openMediaRoute, TINY_PNG } from '../../../test/media-fixtures.js';
import { readUploadForm } from './media.form.js';
import { mediaUrl, presentMedia } from './media.presenter.js';
import { createMediaRepository } from './media.repository.js';
import { createMediaService } from './media.service.js';

let db: Db;
let closeDb: () => Promise<void>;
let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  ({ db, close: closeDb } = await createTestDb());
  root = mkdtempSync(path.join(tmpdir(), 'stillpoint-media-'));
  const storage = createLocalDiskStorage(root);
  const media = createMediaService({ repo: createMediaRepository(db), storage });
  app = Fastify();
  registerEnvelope(app);
  await app.register(multipart);
  // A route shaped like a catalogue upload endpoint: one required audio, any number of images.
  app.post('/upload', async (request) => {
    const form = await readUploadForm(
      request,
      { audio: { kinds: ['audio'], required: true }, images: { kinds: ['image'], multiple: true } },
      media,
      { userId: null, clinicId: null },
    );
    return { fields: form.fields, uploads: Object.fromEntries(Object.entries(form.uploads).map(([k, rows]) => [k, rows.map(presentMedia)])) };
  });
  registerMedia(app, openMediaRoute(storage));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDb();
  rmSync(root, { recursive: true, force: true });
});

const send = (fields: Record<string, string | string[]>, files: FormFile[]) => {
  const { payload, contentType } = multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': contentType } });
};
const filesOnDisk = () => readdirSync(root, { recursive: true }).filter((name) => String(name).includes('.') && !String(name).endsWith('/'));
const rowCount = async () => (await db.select().from(mediaFiles)).length;

describe('sniffing', () => {
  it('tells media types from their bytes, whatever the name', () => {
    expect(sniffMedia(makeWav(0.1))).toMatchObject({ kind: 'audio', contentType: 'audio/wav' });
    expect(sniffMedia(makePdf())).toMatchObject({ kind: 'document', contentType: 'application/pdf' });
    expect(sniffMedia(TINY_PNG)).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(sniffMedia(Buffer.from('ID3\u0004\u0000'))).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg' });
    expect(sniffMedia(Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]))).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(sniffMedia(Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypM4A ')]))).toMatchObject({ kind: 'audio', contentType: 'audio/mp4' });
    expect(sniffMedia(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))).toMatchObject({ kind: 'video', contentType: 'video/webm' });
    expect(sniffMedia(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffMedia(Buffer.from(''))).toBeUndefined();
  });

  it('reads the duration of a WAV from its header', () => {
    const wav = makeWav(3);
    expect(wavDurationSeconds(wav.subarray(0, 4096), wav.length)).toBe(3);
    expect(wavDurationSeconds(makePdf(), 100)).toBeUndefined();
  });
});

describe('the upload pipeline', () => {
  it('streams files to storage, records them and hands the text fields over', async () => {
    const wav = makeWav(2);
    const response = await send({ title: 'Evening calm', tags: ['a', 'b'] }, [
      { field: 'audio', filename: 'calm.wav', contentType: 'application/octet-stream', data: wav },
      { field: 'images', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
      { field: 'images', filename: 'b.png', contentType: 'image/png', data: TINY_PNG },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toEqual({ title: 'Evening calm', tags: ['a', 'b'] });
    expect(body.uploads.audio[0]).toMatchObject({ kind: 'audio', content_type: 'audio/wav', size: wav.length, duration: 2, name: 'calm.wav' });
    expect(body.uploads.images).toHaveLength(2);
    expect(body.uploads.audio[0].url).toMatch(/^\/api\/media\/media\/audio\/\d{4}\/[0-9a-f]{24}\.wav$/);
    const served = await app.inject({ method: 'GET', url: body.uploads.audio[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(wav)).toBe(true);
  });

  it('refuses a file whose bytes are not of the accepted kind (422 on the field) and keeps nothing', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = filesOnDisk().length;
    const response = await send({}, [
      { field: 'images', filename: 'ok.png', contentType: 'image/png', data: TINY_PNG },
      { field: 'audio', filename: 'song.wav', contentType: 'audio/wav', data: makePdf() },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'audio', message: expect.stringContaining('not accepted') }]);
    expect(await rowCount()).toBe(rowsBefore);
    expect(filesOnDisk().length).toBe(filesBefore);
  });

  it('refuses a file over its kind limit with 413 and leaves no partial file behind', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = filesOnDisk().length;
    const oversize = Buffer.concat([TINY_PNG, Buffer.alloc(MEDIA_MAX_BYTES.image)]);
    const response = await send({}, [
      { field: 'audio', filename: 'a.wav', contentType: 'audio/wav', data: makeWav(0.5) },
      { field: 'images', filename: 'huge.png', contentType: 'image/png', data: oversize },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await rowCount()).toBe(rowsBefore);
    expect(filesOnDisk().length).toBe(filesBefore);
    expect(filesOnDisk().some((name) => String(name).endsWith('.tmp'))).toBe(false);
  });

  it('refuses a missing required file, an undeclared file field and a second single file', async () => {
    const missing = await send({ title: 'x' }, []);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].path).toBe('audio');
    const stray = await send({}, [{ field: 'virus', filename: 'x.png', contentType: 'image/png', data: TINY_PNG }]);
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors[0].path).toBe('virus');
    const twice = await send({}, [
      { field: 'audio', filename: 'a.wav', contentType: 'audio/wav', data: makeWav(0.2) },
      { field: 'audio', filename: 'b.wav', contentType: 'audio/wav', data: makeWav(0.2) },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].path).toBe('audio');
  });

  it('refuses an empty file', async () => {
    const response = await send({}, [{ field: 'audio', filename: 'empty.wav', contentType: 'audio/wav', data: Buffer.alloc(0) }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ path: 'audio', message: 'The file is empty' });
  });
});

describe('serving media with HTTP Range', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = makeWav(1);
    const response = await send({}, [{ field: 'audio', filename: 'r.wav', contentType: 'audio/wav', data: bytes }]);
    url = response.json().uploads.audio[0].url;
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('answers open and suffix ranges, and 416 past the end', async () => {
    const open = await app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const suffix = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const past = await app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('serves the whole file with safe headers when no range is asked', async () => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'audio/wav',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.length),
    });
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment/);
  });

  it('parses the forms of a Range header', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=9-3', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('items=1-2', 10)).toBeUndefined();
  });

  it('builds media urls under the media base', () => {
    expect(mediaUrl('media/audio/2026/abc.wav')).toBe('/api/media/media/audio/2026/abc.wav');
  });
});
