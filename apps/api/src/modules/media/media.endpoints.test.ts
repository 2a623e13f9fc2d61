import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicStudioEndpoints as C, endpoints, MEDIA_MAX_BYTES, type Endpoint, type MediaKind } from '@stillpoint/contracts';
import { contents, mediaFiles, meditationAudios, meditations, resources, stories } from '@stillpoint/db';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk.adapter.js';
import type { Storage } from '../../adapters/storage/index.js';
import { createClass, createLesson, createMeditation } from '../../../test/content-factories.js';
import { createClinicTeam, login } from '../../../test/factories.js';
import { createTestApp, type FormFile, type TestApp } from '../../../test/harness.js';
import { makePdf, makeWav, TINY_PNG } from '../../../test/media-fixtures.js';

/*
 * Oversize and wrongly-typed files sent to the real upload endpoints: each is refused (413, or 422 on the
 * file field) and leaves nothing behind: no media row, no file or temporary file in storage, and no row of
 * what the call would have made. Files sent beside it in the same request are removed again too.
 *
 * The audio, video and document limits (200 MB, 1 GB, 50 MB) are too large to send in a test, so the
 * storage given to this app refuses those kinds past SMALL_LIMIT, as the real one does past MEDIA_MAX_BYTES
 * (the same TooLargeError path). Images keep their real 10 MB limit.
 */
const SMALL_LIMIT = 64 * 1024;

function withSmallLimits(storage: Storage): Storage {
  return {
    ...storage,
    putStream(key, source, contentType, options) {
      const kind = key.split('/')[1];
      const maxBytes = kind === 'image' ? options.maxBytes : Math.min(options.maxBytes, SMALL_LIMIT);
      return storage.putStream(key, source, contentType, { maxBytes });
    },
  };
}

const mp4 = (padding = 64) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(padding)]);
const text = Buffer.from('Just some notes, not a media file at all.\n');

/** Per kind: a valid file, one past the limit, and one whose name and declared type lie about its bytes. */
const FILES: Record<
  MediaKind,
  { valid: Omit<FormFile, 'field'>; oversize: Omit<FormFile, 'field'>; mistyped: Omit<FormFile, 'field'> }
> = {
  audio: {
    valid: { filename: 'tone.wav', contentType: 'audio/wav', data: makeWav(0.5) },
    oversize: { filename: 'long.wav', contentType: 'audio/wav', data: makeWav(5) },
    mistyped: { filename: 'song.mp3', contentType: 'audio/mpeg', data: TINY_PNG },
  },
  video: {
    valid: { filename: 'talk.mp4', contentType: 'video/mp4', data: mp4() },
    oversize: { filename: 'film.mp4', contentType: 'video/mp4', data: mp4(SMALL_LIMIT) },
    mistyped: { filename: 'talk.mp4', contentType: 'video/mp4', data: makePdf() },
  },
  document: {
    valid: { filename: 'book.pdf', contentType: 'application/pdf', data: makePdf('Workbook') },
    oversize: {
      filename: 'huge.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([makePdf(), Buffer.alloc(SMALL_LIMIT)]),
    },
    mistyped: { filename: 'notes.pdf', contentType: 'application/pdf', data: text },
  },
  image: {
    valid: { filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
    oversize: {
      filename: 'huge.png',
      contentType: 'image/png',
      data: Buffer.concat([TINY_PNG, Buffer.alloc(MEDIA_MAX_BYTES.image)]),
    },
    mistyped: { filename: 'cover.png', contentType: 'image/png', data: text },
  },
};

let t: TestApp;
let root: string;
let team: Awaited<ReturnType<typeof createClinicTeam>>;
let patient: string;
let lessonId: number;
let classId: number;
let meditationId: number;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'stillpoint-uploads-'));
  t = await createTestApp({ storage: withSmallLimits(createLocalDiskStorage(root)) });
  team = await createClinicTeam(t);
  patient = (await login(t, team.patient)).accessToken;
  const klass = await createClass(t.db, { clinicId: team.clinic.id });
  classId = klass.id;
  lessonId = (await createLesson(t.db, klass.id)).id;
  meditationId = (await createMeditation(t.db, { clinicId: team.clinic.id })).id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const filesInStorage = () =>
  readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => name.includes('.'))
    .sort();
const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]!.n;
const mediaRows = () => countOf(t.db.select({ n: count() }).from(mediaFiles));

interface UploadCase {
  name: string;
  endpoint: Endpoint;
  token: () => string;
  fields: () => Record<string, string>;
  field: string;
  kind: MediaKind;
  /** Fields that take every kind of media are sent a file that is none (text) as the mistyped one. */
  anyKind?: boolean;
  /** How many rows of what the call makes exist now. */
  made: () => Promise<number>;
}

const CASES: UploadCase[] = [
  ...(['audio', 'video', 'document'] as const).map((kind): UploadCase => ({
    name: `create_content (${kind})`,
    endpoint: C.createContent,
    token: () => team.token,
    fields: () => ({
      lesson_id: String(lessonId),
      type: kind,
      title: `A ${kind}`,
      ...(kind === 'video' ? { video_source: 'video' } : {}),
    }),
    field: 'file',
    kind,
    made: () => countOf(t.db.select({ n: count() }).from(contents).where(eq(contents.lessonId, lessonId))),
  })),
  ...(['audio', 'image'] as const).map((kind): UploadCase => ({
    name: `update_or_create_meditation (${kind})`,
    endpoint: endpoints.clinicSaveMeditation,
    token: () => team.token,
    fields: () => ({ title: 'Uploaded calm' }),
    field: kind,
    kind,
    made: () => countOf(t.db.select({ n: count() }).from(meditations).where(eq(meditations.clinicId, team.clinic.id))),
  })),
  {
    name: 'more_audios',
    endpoint: endpoints.clinicAddAudios,
    token: () => team.token,
    fields: () => ({ meditation_id: String(meditationId) }),
    field: 'audios',
    kind: 'audio',
    made: () =>
      countOf(t.db.select({ n: count() }).from(meditationAudios).where(eq(meditationAudios.meditationId, meditationId))),
  },
  ...(['image', 'video'] as const).map((kind): UploadCase => ({
    name: `add_story (${kind})`,
    endpoint: endpoints.frontAddStory,
    token: () => patient,
    fields: () => ({ class_id: String(classId) }),
    field: 'media',
    kind,
    made: () => countOf(t.db.select({ n: count() }).from(stories).where(eq(stories.classId, classId))),
  })),
  {
    name: 'create_resource (document)',
    endpoint: C.createResource,
    token: () => team.token,
    fields: () => ({ data_type: 'classes', data_id: String(classId), title: 'Handout' }),
    field: 'file',
    kind: 'document',
    made: () => countOf(t.db.select({ n: count() }).from(resources).where(eq(resources.classId, classId))),
  },
  {
    name: 'create_meditation_resource (audio)',
    endpoint: endpoints.clinicCreateMeditationResource,
    token: () => team.token,
    fields: () => ({ meditation_id: String(meditationId), title: 'Extra' }),
    field: 'file',
    kind: 'audio',
    anyKind: true,
    made: () => countOf(t.db.select({ n: count() }).from(resources).where(eq(resources.meditationId, meditationId))),
  },
];

/** Sends the files and checks the refusal left no media row, no stored file and nothing made. */
async function expectRefusedCleanly(upload: UploadCase, files: FormFile[], status: number) {
  const before = { media: await mediaRows(), files: filesInStorage(), made: await upload.made() };
  const response = await t.form(upload.endpoint, upload.fields(), files, upload.token());
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(await mediaRows()).toBe(before.media);
  expect(filesInStorage()).toEqual(before.files);
  expect(filesInStorage().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  expect(await upload.made()).toBe(before.made);
  return response;
}

describe.each(CASES.map((upload) => [upload.name, upload] as const))('%s', (_name, upload) => {
  const file = (which: 'valid' | 'oversize' | 'mistyped'): FormFile =>
    which === 'mistyped' && upload.anyKind
      ? { field: upload.field, ...FILES[upload.kind].mistyped, data: text }
      : { field: upload.field, ...FILES[upload.kind][which] };

  it('takes a valid file (the fields are right, so only the file decides below)', async () => {
    const response = await t.form(upload.endpoint, upload.fields(), [file('valid')], upload.token());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it('refuses a file past the limit with 413, leaving nothing behind', async () => {
    const response = await expectRefusedCleanly(upload, [file('oversize')], 413);
    expect(response.body).toMatchObject({ status: false, code: 'TOO_LARGE' });
  });

  it('refuses a file whose bytes are not of the accepted kind with 422 on the field, leaving nothing behind', async () => {
    const response = await expectRefusedCleanly(upload, [file('mistyped')], 422);
    // Refused by the upload pipeline (bytes of no accepted kind) or by the service (a kind that does not
    // fit the item, e.g. an image as an audio content): either way on the file field.
    expect(response.body.errors?.map((error) => error.path)).toEqual([upload.field]);
  });
});

describe('several files in one request', () => {
  const meditationCase = CASES.find((c) => c.name === 'update_or_create_meditation (audio)')!;
  const audiosCase = CASES.find((c) => c.name === 'more_audios')!;

  it('removes the audio already stored when the image after it is too large', async () => {
    await expectRefusedCleanly(
      meditationCase,
      [
        { field: 'audio', ...FILES.audio.valid },
        { field: 'image', ...FILES.image.oversize },
      ],
      413,
    );
  });

  it('removes the audios already stored when a later one is too large or not audio', async () => {
    const valid = { field: 'audios', ...FILES.audio.valid };
    await expectRefusedCleanly(audiosCase, [valid, valid, { field: 'audios', ...FILES.audio.oversize }], 413);
    const mistyped = await expectRefusedCleanly(audiosCase, [valid, { field: 'audios', ...FILES.audio.mistyped }], 422);
    expect(mistyped.body.errors?.[0]?.path).toBe('audios');
  });
});
