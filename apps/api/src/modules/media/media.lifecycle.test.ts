import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicStudioEndpoints as C, endpoints, MEDIA_BASE, type Endpoint } from '@stillpoint/contracts';
import { mediaFiles } from '@stillpoint/db';
import { rows } from '../../lib/ordering.js';
import { createClinicTeam, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type FormFile, type TestApp } from '../../../test/harness.js';
import { makePdf, makeWav, TINY_PNG } from '../../../test/media-fixtures.js';
import { MEDIA_REFERENCES, releaseMedia } from './media.lifecycle.js';

/*
 * Every path that replaces or deletes a stored file, through the real endpoints: the old file leaves
 * storage and its media_files row goes, the new one is served, and a file another row still uses stays.
 */

let t: TestApp;
let adminToken: string;
/** An administrator's media pass: they may see every library's files, so "served" means "still there". */
let adminMediaCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUserAndLogin(t, 'admin');
  adminToken = admin.session.accessToken;
  adminMediaCookie = admin.session.mediaCookie;
});
afterAll(() => t.close());

const png = (field = 'image'): FormFile => ({ field, filename: 'picture.png', contentType: 'image/png', data: TINY_PNG });
const pdf = (field = 'file'): FormFile => ({ field, filename: 'notes.pdf', contentType: 'application/pdf', data: makePdf() });
const wav = (field = 'audio'): FormFile => ({ field, filename: 'calm.wav', contentType: 'audio/wav', data: makeWav(1) });

/** Sends a multipart form to an upload endpoint and returns its data (failing loudly on anything but 2xx). */
async function form<E extends Endpoint>(endpoint: E, fields: Record<string, string | number | boolean | undefined>, files: FormFile[], token: string) {
  const response = await t.form(endpoint, fields, files, token);
  if (response.status >= 300) throw new Error(`${endpoint.url}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data!;
}
async function call<E extends Endpoint>(endpoint: E, input: Record<string, unknown>, token: string) {
  const response = await t.call(endpoint, input, token);
  if (response.status >= 300) throw new Error(`${endpoint.url}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data!;
}

const keyOf = (url: string) => url.slice(`${MEDIA_BASE}/`.length);
const onDisk = (url: string) => existsSync(path.join(t.dataDir, 'media', keyOf(url)));
const rowOf = async (url: string) => (await t.db.select().from(mediaFiles).where(eq(mediaFiles.key, keyOf(url))))[0];
const statusOf = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie: adminMediaCookie } })).statusCode;

/** The file is in storage, has its row, and is served. */
async function expectServed(...urls: string[]) {
  for (const url of urls) {
    expect(onDisk(url), url).toBe(true);
    expect(await rowOf(url), url).toBeDefined();
    expect(await statusOf(url), url).toBe(200);
  }
}
/** The file left storage, its row is gone, and its address answers 404. */
async function expectGone(...urls: string[]) {
  for (const url of urls) {
    expect(onDisk(url), url).toBe(false);
    expect(await rowOf(url), url).toBeUndefined();
    expect(await statusOf(url), url).toBe(404);
  }
}

describe('meditations', () => {
  it('replacing the audio or the image removes the old file and row, and serves the new one', async () => {
    const { token } = await createClinicTeam(t);
    const created = await form(endpoints.clinicSaveMeditation, { title: 'Evening' }, [wav(), png()], token);
    const [audio1, image1] = [created.audio!.url, created.image!.url];
    await expectServed(audio1, image1);

    const newAudio = await form(endpoints.clinicSaveMeditation, { id: created.id, title: 'Evening' }, [wav()], token);
    await expectGone(audio1);
    await expectServed(newAudio.audio!.url, image1);

    const newImage = await form(endpoints.clinicSaveMeditation, { id: created.id, title: 'Evening' }, [png()], token);
    await expectGone(image1);
    await expectServed(newImage.image!.url, newAudio.audio!.url);

    const noImage = await form(endpoints.clinicSaveMeditation, { id: created.id, title: 'Evening', remove_image: true }, [], token);
    expect(noImage.image).toBeNull();
    await expectGone(newImage.image!.url);
    await expectServed(newAudio.audio!.url);
  });

  it('deleting an extra audio, a resource or the meditation removes their files', async () => {
    const { token } = await createClinicTeam(t);
    const meditation = await form(endpoints.clinicSaveMeditation, { title: 'Morning' }, [wav(), png()], token);
    const audios = await form(endpoints.clinicAddAudios, { meditation_id: meditation.id }, [wav('audios'), wav('audios')], token);
    const resource1 = await form(endpoints.clinicCreateMeditationResource, { meditation_id: meditation.id, title: 'Notes' }, [pdf()], token);
    const resource2 = await form(endpoints.clinicCreateMeditationResource, { meditation_id: meditation.id, title: 'More' }, [pdf()], token);
    const [extra1, extra2] = audios.map((audio) => audio.audio!.url);

    await call(endpoints.clinicDeleteAudio, { id: audios[0]!.id }, token);
    await expectGone(extra1!);
    await call(endpoints.clinicDeleteMeditationResource, { id: resource1.id }, token);
    await expectGone(resource1.file!.url);
    await expectServed(extra2!, resource2.file!.url, meditation.audio!.url, meditation.image!.url);

    await call(endpoints.clinicDeleteMeditation, { id: meditation.id }, token);
    await expectGone(extra2!, resource2.file!.url, meditation.audio!.url, meditation.image!.url);
  });
});

/** A published clinic class with an image, one lesson with a document content and a lesson resource, and a class resource. */
async function buildClass(token: string) {
  const klass = await call(C.createClass, { title: 'Calm evenings' }, token);
  const withImage = await form(C.updateClass, { id: klass.id }, [png()], token);
  const lesson = await call(C.createLesson, { class_id: klass.id, title: 'First' }, token);
  const content = await form(C.createContent, { lesson_id: lesson.lesson_id, type: 'document', title: 'Read me' }, [pdf()], token);
  const lessonResource = await form(C.createResource, { data_type: 'lessons', data_id: lesson.lesson_id, title: 'Sheet' }, [pdf()], token);
  const classResource = await form(C.createResource, { data_type: 'classes', data_id: klass.id, title: 'Poster' }, [png('file')], token);
  // Published, so the clinic's people may open it (and add stories to it).
  await call(C.publishClass, { id: klass.id }, token);
  return {
    klass,
    lesson,
    content,
    urls: {
      image: withImage.image!.url,
      content: content.media!.url,
      lessonResource: lessonResource.media!.url,
      classResource: classResource.media!.url,
    },
  };
}

describe('classes, lessons, contents and resources', () => {
  it('replacing a class image removes the old one', async () => {
    const { token } = await createClinicTeam(t);
    const { klass, urls } = await buildClass(token);
    const replaced = await form(C.updateClass, { id: klass.id }, [png()], token);
    await expectGone(urls.image);
    await expectServed(replaced.image!.url);
    // An update that leaves the image alone keeps it.
    await form(C.updateClass, { id: klass.id, title: 'Renamed' }, [], token);
    await expectServed(replaced.image!.url);
  });

  it("replacing a content's file, turning it into text or deleting it removes the file", async () => {
    const { token } = await createClinicTeam(t);
    const { lesson, content, urls } = await buildClass(token);
    const replaced = await form(C.updateContent, { id: content.id }, [pdf()], token);
    await expectGone(urls.content);
    await expectServed(replaced.media!.url);
    // Without a new file the stored one stays.
    await form(C.updateContent, { id: content.id, title: 'Renamed' }, [], token);
    await expectServed(replaced.media!.url);
    await form(C.updateContent, { id: content.id, type: 'text', body: '<p>Now words</p>' }, [], token);
    await expectGone(replaced.media!.url);

    const audio = await form(C.createContent, { lesson_id: lesson.lesson_id, type: 'audio', title: 'Listen' }, [wav('file')], token);
    await call(C.deleteContent, { id: audio.id }, token);
    await expectGone(audio.media!.url);
  });

  it('deleting a resource removes its file; deleting a lesson removes its contents and resources', async () => {
    const { token } = await createClinicTeam(t);
    const { klass, lesson, urls } = await buildClass(token);
    const [classResource] = await call(C.getResources, { data_type: 'classes', data_id: klass.id }, token);
    await call(C.deleteResource, { id: classResource!.id }, token);
    await expectGone(urls.classResource);

    await call(C.deleteLesson, { lesson_id: lesson.lesson_id }, token);
    await expectGone(urls.content, urls.lessonResource);
    await expectServed(urls.image);
  });

  it('deleting a class removes every file in it, its stories included', async () => {
    const team = await createClinicTeam(t);
    const { klass, urls } = await buildClass(team.token);
    const patient = (await login(t, team.patient)).accessToken;
    const story = await form(endpoints.frontAddStory, { class_id: klass.id, caption: 'Sunrise' }, [png('media')], patient);
    await expectServed(story.media!.url);

    await call(C.deleteClass, { id: klass.id }, team.token);
    await expectGone(urls.image, urls.content, urls.lessonResource, urls.classResource, story.media!.url);
  });

  it('a duplicated class shares its files: they stay while either class uses them', async () => {
    const { token } = await createClinicTeam(t);
    const { klass, urls } = await buildClass(token);
    const copy = await call(C.duplicateClass, { id: klass.id }, token);
    expect(copy.image!.url).toBe(urls.image);

    await call(C.deleteClass, { id: klass.id }, token);
    await expectServed(urls.image, urls.content, urls.lessonResource, urls.classResource);
    const detail = await call(C.classDetail, { id: copy.id }, token);
    expect(detail.lessons[0]!.contents[0]!.media!.url).toBe(urls.content);

    await call(C.deleteClass, { id: copy.id }, token);
    await expectGone(urls.image, urls.content, urls.lessonResource, urls.classResource);
  });

  it('a file picked again by id stays until the last content using it goes', async () => {
    const { token } = await createClinicTeam(t);
    const { lesson, content, urls } = await buildClass(token);
    const again = await form(C.createContent, { lesson_id: lesson.lesson_id, type: 'document', title: 'Again', media_id: content.media!.id }, [], token);
    expect(again.media!.url).toBe(urls.content);

    await call(C.deleteContent, { id: content.id }, token);
    await expectServed(urls.content);
    await call(C.deleteContent, { id: again.id }, token);
    await expectGone(urls.content);
  });
});

describe('stories, people and clinics', () => {
  it("replacing or deleting a story's file removes it", async () => {
    const team = await createClinicTeam(t);
    const { klass } = await buildClass(team.token);
    const patient = (await login(t, team.patient)).accessToken;
    const story = await form(endpoints.frontAddStory, { class_id: klass.id }, [png('media')], patient);
    const replaced = await form(endpoints.frontUpdateStory, { id: story.id }, [png('media')], patient);
    await expectGone(story.media!.url);
    await expectServed(replaced.media!.url);
    await call(endpoints.frontDeleteStory, { id: story.id }, patient);
    await expectGone(replaced.media!.url);
  });

  it('deleting a person removes the files of their stories', async () => {
    const team = await createClinicTeam(t);
    const { klass } = await buildClass(team.token);
    const patient = (await login(t, team.patient)).accessToken;
    const story = await form(endpoints.frontAddStory, { class_id: klass.id }, [png('media')], patient);

    await call(endpoints.deleteUser, { userid: team.patient.id }, adminToken);
    await expectGone(story.media!.url);
  });

  it("deleting a clinic removes its library's files and its people's stories, and nothing of another library", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const { klass, urls } = await buildClass(team.token);
    const meditation = await form(endpoints.clinicSaveMeditation, { title: 'Rest' }, [wav(), png()], team.token);
    const patient = (await login(t, team.patient)).accessToken;
    const story = await form(endpoints.frontAddStory, { class_id: klass.id }, [png('media')], patient);
    const elsewhere = await form(endpoints.clinicSaveMeditation, { title: 'Kept' }, [wav(), png()], other.token);

    await call(endpoints.deleteClinic, { id: team.clinic.id, patients: 'delete' }, adminToken);
    await expectGone(...Object.values(urls), meditation.audio!.url, meditation.image!.url, story.media!.url);
    await expectServed(elsewhere.audio!.url, elsewhere.image!.url);
  });
});

describe('the release mechanism', () => {
  it('knows every column that references media_files', async () => {
    const result = await t.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'media_files'::regclass`);
    const inDatabase = rows<{ table: string; column: string }>(result).map((row) => `${row.table}.${row.column}`);
    const known = MEDIA_REFERENCES.map(({ table, column }) => `${getTableName(table)}.${column.name}`);
    expect(known.sort()).toEqual(inDatabase.sort());
    expect(known.length).toBeGreaterThanOrEqual(8);
  });

  it('removes nothing when the releasing transaction rolls back', async () => {
    const { token } = await createClinicTeam(t);
    const meditation = await form(endpoints.clinicSaveMeditation, { title: 'Held' }, [wav()], token);
    const url = meditation.audio!.url;
    const row = (await rowOf(url))!;
    const rollback = new Error('rolled back');
    // The meditation still references it: nothing is released even inside the transaction.
    await t.db.transaction(async (tx) => {
      expect(await releaseMedia(tx, [row.id])).toEqual([]);
    });
    // Unreferenced inside a transaction that then fails: the row comes back and the file was never touched.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update meditations set audio_media_id = null where id = ${meditation.id}`);
        expect(await releaseMedia(tx, [row.id])).toEqual([{ id: row.id, key: row.key }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectServed(url);
  });
});
