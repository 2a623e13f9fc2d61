import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MEDITATION_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { classes, mediaFiles, meditationCategories, meditations } from '@stillpoint/db';
import { createCategory, createClass, createMeditation } from '../../../test/content-factories.js';
import { auditEventsFor, createClinicTeam, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { makePdf, TINY_PNG } from '../../../test/media-fixtures.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

/** Calls an endpoint: JSON, or a multipart form (no files) for the upload endpoints. */
function send<E extends Endpoint>(endpoint: E, body: Record<string, unknown> = {}, token?: string) {
  if (endpoint.uploads) return t.form(endpoint, body as Parameters<TestApp['form']>[1], [], token);
  return t.call(endpoint, body, token);
}

let fileCounter = 0;
/** A valid PCM WAV of `seconds` seconds (8 kHz, mono, 16-bit): a quiet tone. */
export function makeWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 3000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A stored file of a library, as the upload pipeline leaves it (bytes in storage, a media_files row). */
async function storedMedia(clinicId: number | null, kind: 'audio' | 'image', bytes = kind === 'audio' ? makeWav(3) : Buffer.from('img')) {
  const key = `media/${kind}/test/${process.pid}-${++fileCounter}.${kind === 'audio' ? 'wav' : 'png'}`;
  mkdirSync(path.dirname(path.join(t.dataDir, 'media', key)), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'media', key), bytes);
  const [row] = await t.db
    .insert(mediaFiles)
    .values({ key, kind, contentType: kind === 'audio' ? 'audio/wav' : 'image/png', byteSize: bytes.length, originalName: `calm-${fileCounter}.wav`, clinicId })
    .returning();
  return row!;
}

describe('meditations in the studio', () => {
  it('a clinic creates, lists, edits and deletes its meditations; the audio duration is measured from the WAV header', async () => {
    const team = await createClinicTeam(t);
    const category = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation' });
    const sub = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', parentId: category.id });
    const audio = await storedMedia(team.clinic.id, 'audio', makeWav(4));
    const image = await storedMedia(team.clinic.id, 'image');
    const created = await send(
      endpoints.clinicSaveMeditation,
      {
        title: 'Morning calm',
        description: '<p>Breathe <strong>slowly</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        category_ids: [category.id, sub.id],
        shared: '1',
        featured: false,
        duration: 999,
        audio_media_id: audio.id,
        image_media_id: image.id,
      },
      team.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MEDITATION_MESSAGES.meditationAdded);
    const meditation = created.body.data!;
    expect(meditation).toMatchObject({
      title: 'Morning calm',
      description: '<p>Breathe <strong>slowly</strong></p>',
      clinicId: team.clinic.id,
      duration: 4,
      shared: true,
      featured: false,
      sortOrder: 1,
      categoryIds: [category.id, sub.id].sort((a, b) => a - b),
      audios: [],
    });
    expect(meditation.audio?.url).toBe(`/api/media/${audio.key}`);
    expect(meditation.image?.id).toBe(image.id);

    const second = await send(endpoints.clinicSaveMeditation, { title: 'Evening rest', duration: 61.4 }, team.token);
    expect(second.body.data).toMatchObject({ duration: 61, sortOrder: 2, audio: null });

    const list = await send(endpoints.clinicAllMeditations, {}, team.token);
    expect(list.body.data!.map((m) => m.id)).toEqual([meditation.id, second.body.data!.id]);
    expect(list.body.total_pages).toBe(1);
    const searched = await send(endpoints.clinicAllMeditations, { search: 'evening' }, team.token);
    expect(searched.body.data!.map((m) => m.id)).toEqual([second.body.data!.id]);
    const byCategory = await send(endpoints.clinicMeditationByCategory, { cat_id: category.id }, team.token);
    expect(byCategory.body.data!.map((m) => m.id)).toEqual([meditation.id]);

    const updated = await send(
      endpoints.clinicSaveMeditation,
      { id: meditation.id, title: 'Morning calm, longer', category_ids: '', remove_image: true },
      team.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(MEDITATION_MESSAGES.meditationUpdated);
    expect(updated.body.data).toMatchObject({ title: 'Morning calm, longer', duration: 4, categoryIds: [], image: null, shared: true });
    expect(await auditEventsFor(t.db, 'content.meditation.created', meditation.id)).toHaveLength(1);
    const [updateEvent] = await auditEventsFor(t.db, 'content.meditation.updated', meditation.id);
    expect(updateEvent).toMatchObject({ clinicId: team.clinic.id, actorUserId: team.owner.id, targetType: 'meditation' });

    const removed = await send(endpoints.clinicDeleteMeditation, { id: meditation.id }, team.token);
    expect(removed.body.message).toBe(MEDITATION_MESSAGES.meditationDeleted);
    const after = await send(endpoints.clinicAllMeditations, {}, team.token);
    expect(after.body.data!.map((m) => [m.id, m.sortOrder])).toEqual([[second.body.data!.id, 1]]);
    expect(await auditEventsFor(t.db, 'content.meditation.deleted', meditation.id)).toHaveLength(1);
  });

  it("an administrator edits the platform library only; a clinic never sees or touches another library's meditations", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const foreign = await createMeditation(t.db, { clinicId: other.clinic.id, shared: true });
    const platform = await createMeditation(t.db, { clinicId: null, shared: true });
    const mine = await createMeditation(t.db, { clinicId: team.clinic.id });
    const foreignCategory = await createCategory(t.db, { clinicId: other.clinic.id, type: 'meditation' });
    const foreignAudio = await storedMedia(other.clinic.id, 'audio');

    const clinicList = await send(endpoints.clinicAllMeditations, {}, team.token);
    expect(clinicList.body.data!.map((m) => m.id)).toEqual([mine.id]);
    const adminList = await send(endpoints.adminAllMeditations, { perPage: 100 }, adminToken);
    const adminIds = adminList.body.data!.map((m) => m.id);
    expect(adminIds).toContain(platform.id);
    expect(adminIds).not.toContain(mine.id);

    const calls: Array<[Endpoint, Record<string, unknown>]> = [
      [endpoints.clinicMeditationDetail, { id: foreign.id }],
      [endpoints.clinicMeditationDetail, { id: platform.id }],
      [endpoints.clinicSaveMeditation, { id: foreign.id, title: 'Taken' }],
      [endpoints.clinicSaveMeditation, { title: 'Mine', category_ids: [foreignCategory.id] }],
      [endpoints.clinicSaveMeditation, { title: 'Mine', audio_media_id: foreignAudio.id }],
      [endpoints.clinicDeleteMeditation, { id: foreign.id }],
      [endpoints.clinicAddAudios, { meditation_id: foreign.id, media_ids: [foreignAudio.id] }],
      [endpoints.clinicReorderAudios, { meditation_id: foreign.id, content: [1] }],
      [endpoints.clinicMeditationTasks, { meditation_id: foreign.id }],
      [endpoints.clinicCreateMeditationTask, { meditation_id: foreign.id, title: 'Task' }],
      [endpoints.clinicMeditationResources, { meditation_id: foreign.id }],
      [endpoints.clinicCreateMeditationResource, { meditation_id: foreign.id, title: 'R', url: 'https://example.org' }],
      [endpoints.clinicMeditationByCategory, { cat_id: foreignCategory.id }],
      [endpoints.clinicUpdateShared, { data_type: 'meditations', data_id: foreign.id, shared: false }],
      [endpoints.clinicUpdateRecommendedPopular, { data_type: 'meditations', data_id: platform.id, payload: 'popular', status: true }],
      [endpoints.adminMeditationDetail, { id: mine.id }],
      [endpoints.adminDeleteMeditation, { id: mine.id }],
    ];
    for (const [endpoint, body] of calls) {
      const response = await send(endpoint, body, endpoint.family === 'admin' ? adminToken : team.token);
      expect(response.status, endpoint.path).toBe(404);
      expect(response.body.status).toBe(false);
    }
    const [untouched] = await t.db.select().from(meditations).where(eq(meditations.id, foreign.id));
    expect(untouched).toMatchObject({ title: foreign.title, shared: true });

    const adminCreated = await send(endpoints.adminSaveMeditation, { title: 'Library calm', shared: true }, adminToken);
    expect(adminCreated.status).toBe(201);
    expect(adminCreated.body.data!.clinicId).toBeNull();
    const [event] = await auditEventsFor(t.db, 'content.meditation.created', adminCreated.body.data!.id);
    expect(event!.clinicId).toBeNull();
  });

  it('refuses employees, patients and personal users (403) and anonymous callers (401)', async () => {
    const team = await createClinicTeam(t);
    const employee = await createUserAndLogin(t, 'employee', { clinicId: team.clinic.id });
    const patient = await createUserAndLogin(t, 'patient', { clinicId: team.clinic.id });
    const personal = await createUserAndLogin(t, 'personal');
    for (const token of [employee.session.accessToken, patient.session.accessToken, personal.session.accessToken]) {
      const list = await send(endpoints.clinicAllMeditations, {}, token);
      expect(list.status).toBe(403);
      const save = await send(endpoints.clinicSaveMeditation, { title: 'No' }, token);
      expect(save.status).toBe(403);
    }
    expect((await send(endpoints.clinicAllMeditations, {})).status).toBe(401);
    // A clinic token is not an admin session.
    expect((await send(endpoints.adminAllMeditations, {}, team.token)).status).toBe(403);
  });

  it('validates the meditation form (422 with the field)', async () => {
    const team = await createClinicTeam(t);
    const noTitle = await send(endpoints.clinicSaveMeditation, { title: '  ' }, team.token);
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors?.[0]?.path).toBe('title');
    const image = await storedMedia(team.clinic.id, 'image');
    const wrongKind = await send(endpoints.clinicSaveMeditation, { title: 'x', audio_media_id: image.id }, team.token);
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors?.[0]?.path).toBe('audio_media_id');
    const classCategory = await createCategory(t.db, { clinicId: team.clinic.id, type: 'class' });
    const wrongCategory = await send(endpoints.clinicSaveMeditation, { title: 'x', category_ids: [classCategory.id] }, team.token);
    expect(wrongCategory.status).toBe(404);
    expect(wrongCategory.body.errors?.[0]?.path).toBe('category_ids');
  });

  it("keeps a clinic meditation in the platform's categories it is filed under when the clinic saves it", async () => {
    const team = await createClinicTeam(t);
    const platform = await createCategory(t.db, { clinicId: null, type: 'meditation', title: 'Platform sleep' });
    const platformSub = await createCategory(t.db, { clinicId: null, type: 'meditation', parentId: platform.id, title: 'Wind down' });
    const otherPlatform = await createCategory(t.db, { clinicId: null, type: 'meditation', title: 'Platform focus' });
    const own = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', title: 'Own calm' });
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Harbor dusk' });
    await t.db.insert(meditationCategories).values([platform.id, platformSub.id].map((categoryId) => ({ meditationId: meditation.id, categoryId })));

    // The form sends back the categories the meditation shows, with the clinic's own one added.
    const saved = await send(
      endpoints.clinicSaveMeditation,
      { id: meditation.id, title: 'Harbor dusk', category_ids: [platform.id, platformSub.id, own.id] },
      team.token,
    );
    expect(saved.status).toBe(200);
    expect([...saved.body.data!.categoryIds].sort((a, b) => a - b)).toEqual([platform.id, platformSub.id, own.id].sort((a, b) => a - b));
    // Cleared by the clinic, only its own category goes: it cannot see (nor remove) the platform's.
    const cleared = await send(endpoints.clinicSaveMeditation, { id: meditation.id, title: 'Harbor dusk', category_ids: '' }, team.token);
    expect([...cleared.body.data!.categoryIds].sort((a, b) => a - b)).toEqual([platform.id, platformSub.id].sort((a, b) => a - b));
    // A platform category it is not filed under is still unknown to the clinic.
    const foreign = await send(
      endpoints.clinicSaveMeditation,
      { id: meditation.id, title: 'Harbor dusk', category_ids: [otherPlatform.id] },
      team.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.path).toBe('category_ids');
  });

  it('reorders meditations 1..n, refusing ids of another list', async () => {
    const team = await createClinicTeam(t);
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await send(endpoints.clinicSaveMeditation, { title }, team.token)).body.data!.id);
    const reordered = await send(endpoints.clinicReorderMeditations, { content: [ids[2], ids[0]] }, team.token);
    expect(reordered.status).toBe(200);
    expect(reordered.body.message).toBe('Reorder Successfully');
    expect(reordered.body.data).toEqual([ids[2], ids[0], ids[1]]);
    const list = await send(endpoints.clinicAllMeditations, {}, team.token);
    expect(list.body.data!.map((m) => [m.id, m.sortOrder])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    const other = await createMeditation(t.db, { clinicId: null });
    const refused = await send(endpoints.clinicReorderMeditations, { content: [other.id] }, team.token);
    expect(refused.status).toBe(422);
    // Concurrent reorders keep a gapless order.
    await Promise.all([
      send(endpoints.clinicReorderMeditations, { content: [ids[0], ids[1], ids[2]] }, team.token),
      send(endpoints.clinicReorderMeditations, { content: [ids[1], ids[2], ids[0]] }, team.token),
      send(endpoints.clinicSaveMeditation, { title: 'D' }, team.token),
    ]);
    const final = await send(endpoints.clinicAllMeditations, {}, team.token);
    expect(final.body.data!.map((m) => m.sortOrder)).toEqual([1, 2, 3, 4]);
  });
});

describe('meditations: draft and published', () => {
  it('a new meditation is a draft; publishing needs its audio; both families, own library only', async () => {
    const team = await createClinicTeam(t);
    const created = await t.form(endpoints.clinicSaveMeditation, { title: 'Draft first' }, [], team.token);
    expect(created.status).toBe(201);
    const id = created.body.data!.id as number;
    expect(created.body.data).toMatchObject({ status: 'draft', publishedAt: null, missing: ['audio'] });
    const refused = await send(endpoints.clinicPublishMeditation, { id }, team.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This meditation cannot be published yet: upload the audio first.');

    const audio = await storedMedia(team.clinic.id, 'audio');
    const withAudio = await t.form(endpoints.clinicSaveMeditation, { id, title: 'Draft first', audio_media_id: audio.id }, [], team.token);
    expect(withAudio.body.data).toMatchObject({ status: 'draft', missing: [] });
    const published = await send(endpoints.clinicPublishMeditation, { id }, team.token);
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(MEDITATION_MESSAGES.meditationPublished);
    expect(published.body.data).toMatchObject({ id, status: 'published', missing: [] });
    // Saving it again keeps it published.
    const resaved = await t.form(endpoints.clinicSaveMeditation, { id, title: 'Renamed' }, [], team.token);
    expect(resaved.body.data).toMatchObject({ status: 'published', publishedAt: published.body.data!.publishedAt });
    const listed = await send(endpoints.clinicAllMeditations, {}, team.token);
    expect(listed.body.data!.find((m) => m.id === id)).toMatchObject({ status: 'published' });
    expect(await auditEventsFor(t.db, 'content.meditation.published', id)).toHaveLength(1);

    const back = await send(endpoints.clinicUnpublishMeditation, { id }, team.token);
    expect(back.body.message).toBe(MEDITATION_MESSAGES.meditationUnpublished);
    expect(back.body.data).toMatchObject({ status: 'draft', publishedAt: null });

    const other = await createClinicTeam(t);
    expect((await send(endpoints.clinicPublishMeditation, { id }, other.token)).status).toBe(404);
    const { session } = await createUserAndLogin(t, 'admin');
    expect((await send(endpoints.adminPublishMeditation, { id }, session.accessToken)).status).toBe(404);
    const platform = await createMeditation(t.db, { published: false });
    expect((await send(endpoints.adminPublishMeditation, { id: platform.id }, session.accessToken)).body.data).toMatchObject({ status: 'published' });
    expect((await send(endpoints.clinicUnpublishMeditation, { id: platform.id }, team.token)).status).toBe(404);
  });
});

describe('uploads through the studio forms', () => {
  it('creates a meditation with an uploaded WAV and image, adds several audios and a PDF resource in multipart forms', async () => {
    const team = await createClinicTeam(t);
    const created = await t.form(
      endpoints.clinicSaveMeditation,
      { title: 'Uploaded calm', shared: '0', featured: '1', duration: '1' },
      [
        { field: 'audio', filename: 'calm.wav', contentType: 'audio/wav', data: makeWav(3) },
        { field: 'image', filename: 'calm.png', contentType: 'image/png', data: TINY_PNG },
      ],
      team.token,
    );
    expect(created.status).toBe(201);
    const meditation = created.body.data!;
    expect(meditation).toMatchObject({ title: 'Uploaded calm', duration: 3, featured: true, shared: false });
    expect(meditation.audio).toMatchObject({ contentType: 'audio/wav', originalName: 'calm.wav' });
    const played = await t.app.inject({ method: 'GET', url: meditation.audio!.url, headers: { range: 'bytes=0-43', cookie: team.mediaCookie } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');

    const audios = await t.form(
      endpoints.clinicAddAudios,
      { meditation_id: meditation.id, titles: ['Settle', 'Rest'], durations: [9, 9] },
      [
        { field: 'audios', filename: 'one.wav', contentType: 'audio/wav', data: makeWav(1) },
        { field: 'audios', filename: 'two.wav', contentType: 'audio/wav', data: makeWav(2) },
      ],
      team.token,
    );
    expect(audios.status).toBe(201);
    expect(audios.body.data!.map((a) => [a.title, a.duration, a.sortOrder])).toEqual([
      ['Settle', 1, 1],
      ['Rest', 2, 2],
    ]);

    const wrong = await t.form(
      endpoints.clinicAddAudios,
      { meditation_id: meditation.id },
      [{ field: 'audios', filename: 'fake.wav', contentType: 'audio/wav', data: Buffer.from('just some text, not a sound') }],
      team.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.path).toBe('audios');

    const resource = await t.form(
      endpoints.clinicCreateMeditationResource,
      { meditation_id: meditation.id, title: 'Handout' },
      [{ field: 'file', filename: 'handout.pdf', contentType: 'application/pdf', data: makePdf('Breathe') }],
      team.token,
    );
    expect(resource.status).toBe(201);
    expect(resource.body.data!.file).toMatchObject({ contentType: 'application/pdf', originalName: 'handout.pdf' });

    // A refused save (foreign meditation id) leaves no stored file behind.
    const other = await createClinicTeam(t);
    const before = (await t.db.select().from(mediaFiles)).length;
    const refused = await t.form(
      endpoints.clinicSaveMeditation,
      { id: meditation.id, title: 'Taken' },
      [{ field: 'audio', filename: 'x.wav', contentType: 'audio/wav', data: makeWav(1) }],
      other.token,
    );
    expect(refused.status).toBe(404);
    expect((await t.db.select().from(mediaFiles)).length).toBe(before);
  });
});

describe('extra audios, tasks and resources', () => {
  it('adds several audios with titles and measured durations, renames, reorders and deletes them', async () => {
    const team = await createClinicTeam(t);
    const meditation = (await send(endpoints.clinicSaveMeditation, { title: 'Body scan' }, team.token)).body.data!;
    const [a, b, c] = await Promise.all([
      storedMedia(team.clinic.id, 'audio', makeWav(2)),
      storedMedia(team.clinic.id, 'audio', makeWav(5)),
      storedMedia(team.clinic.id, 'audio', Buffer.from('not a wav at all')),
    ]);
    const added = await send(
      endpoints.clinicAddAudios,
      { meditation_id: meditation.id, media_ids: [a!.id, b!.id, c!.id], titles: ['Part one', 'Part two'], durations: [0, 0, 7] },
      team.token,
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(MEDITATION_MESSAGES.audiosAdded);
    expect(added.body.data!.map((x) => [x.title, x.duration, x.sortOrder])).toEqual([
      ['Part one', 2, 1],
      ['Part two', 5, 2],
      [c!.originalName!.replace('.wav', ''), 7, 3],
    ]);
    const ids = added.body.data!.map((x) => x.id);
    const renamed = await send(endpoints.clinicUpdateAudio, { id: ids[0], title: 'Arrive' }, team.token);
    expect(renamed.body.data).toMatchObject({ title: 'Arrive', duration: 2 });
    const reordered = await send(endpoints.clinicReorderAudios, { meditation_id: meditation.id, content: [ids[2], ids[1], ids[0]] }, team.token);
    expect(reordered.body.data).toEqual([ids[2], ids[1], ids[0]]);
    const deleted = await send(endpoints.clinicDeleteAudio, { id: ids[1] }, team.token);
    expect(deleted.body.message).toBe(MEDITATION_MESSAGES.audioDeleted);
    const detail = await send(endpoints.clinicMeditationDetail, { id: meditation.id }, team.token);
    expect(detail.body.data!.audios.map((x) => [x.id, x.sortOrder])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
    ]);
    expect((await send(endpoints.clinicAllMeditations, {}, team.token)).body.data![0]!.audioCount).toBe(2);
    expect(await auditEventsFor(t.db, 'content.meditation_audio.deleted', ids[1]!)).toHaveLength(1);
    const none = await send(endpoints.clinicAddAudios, { meditation_id: meditation.id }, team.token);
    expect(none.status).toBe(422);
    const other = await createClinicTeam(t);
    expect((await send(endpoints.clinicDeleteAudio, { id: ids[0] }, other.token)).status).toBe(404);
    expect((await send(endpoints.clinicUpdateAudio, { id: ids[0], title: 'x' }, other.token)).status).toBe(404);
  });

  it('creates, updates, lists and deletes tasks and resources of a meditation', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const meditation = (await send(endpoints.clinicSaveMeditation, { title: 'Walk' }, team.token)).body.data!;
    const task = await send(
      endpoints.clinicCreateMeditationTask,
      { meditation_id: meditation.id, title: 'Notice five sounds', description: '<p onclick="x()">Listen</p>' },
      team.token,
    );
    expect(task.status).toBe(201);
    expect(task.body.message).toBe(MEDITATION_MESSAGES.taskAdded);
    expect(task.body.data).toMatchObject({ title: 'Notice five sounds', description: '<p>Listen</p>', sortOrder: 1 });
    const second = await send(endpoints.clinicCreateMeditationTask, { meditation_id: meditation.id, title: 'Write' }, team.token);
    const updated = await send(endpoints.clinicUpdateMeditationTask, { id: task.body.data!.id, title: 'Notice three sounds' }, team.token);
    expect(updated.body.message).toBe(MEDITATION_MESSAGES.taskUpdated);
    expect((await send(endpoints.clinicUpdateMeditationTask, { id: task.body.data!.id, title: 'x' }, other.token)).status).toBe(404);
    expect((await send(endpoints.clinicDeleteMeditationTask, { id: task.body.data!.id }, other.token)).status).toBe(404);
    const deleted = await send(endpoints.clinicDeleteMeditationTask, { id: task.body.data!.id }, team.token);
    expect(deleted.body.message).toBe(MEDITATION_MESSAGES.taskDeleted);
    const tasks = await send(endpoints.clinicMeditationTasks, { meditation_id: meditation.id }, team.token);
    expect(tasks.body.data!.map((x) => [x.id, x.title, x.sortOrder])).toEqual([[second.body.data!.id, 'Write', 1]]);
    expect(await auditEventsFor(t.db, 'content.meditation_task.created', task.body.data!.id)).toHaveLength(1);

    const noTarget = await send(endpoints.clinicCreateMeditationResource, { meditation_id: meditation.id, title: 'R' }, team.token);
    expect(noTarget.status).toBe(422);
    const badUrl = await send(endpoints.clinicCreateMeditationResource, { meditation_id: meditation.id, title: 'R', url: 'javascript:alert(1)' }, team.token);
    expect(badUrl.status).toBe(422);
    const resource = await send(
      endpoints.clinicCreateMeditationResource,
      { meditation_id: meditation.id, title: 'Reading', url: 'https://example.org/walk' },
      team.token,
    );
    expect(resource.status).toBe(201);
    expect(resource.body.data).toMatchObject({ title: 'Reading', url: 'https://example.org/walk', file: null });
    const image = await storedMedia(team.clinic.id, 'image');
    const fileResource = await send(endpoints.clinicCreateMeditationResource, { meditation_id: meditation.id, title: 'Poster', media_id: image.id }, team.token);
    expect(fileResource.body.data).toMatchObject({ url: `/api/media/${image.key}`, sortOrder: 2 });
    expect((await send(endpoints.clinicDeleteMeditationResource, { id: resource.body.data!.id }, other.token)).status).toBe(404);
    await send(endpoints.clinicDeleteMeditationResource, { id: resource.body.data!.id }, team.token);
    const resources = await send(endpoints.clinicMeditationResources, { meditation_id: meditation.id }, team.token);
    expect(resources.body.data!.map((x) => [x.title, x.sortOrder])).toEqual([['Poster', 1]]);
    expect(await auditEventsFor(t.db, 'content.meditation_resource.deleted', resource.body.data!.id)).toHaveLength(1);
  });
});

describe('meditation sub-categories', () => {
  it('creates, reads, updates, moves, lists and deletes sub-categories under meditation categories of the same library', async () => {
    const team = await createClinicTeam(t);
    const parent = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', title: 'Sleep' });
    const parent2 = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', title: 'Focus' });
    const created = await send(endpoints.clinicCreateSubcategory, { parent_id: parent.id, title: 'Deep sleep' }, team.token);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MEDITATION_MESSAGES.subcategoryAdded);
    expect(created.body.data).toMatchObject({ parentId: parent.id, title: 'Deep sleep', sortOrder: 1, meditationCount: 0 });
    const sub = created.body.data!;
    const sub2 = (await send(endpoints.clinicCreateSubcategory, { parent_id: parent.id, title: 'Naps' }, team.token)).body.data!;
    expect(sub2.sortOrder).toBe(2);

    const meditation = (await send(endpoints.clinicSaveMeditation, { title: 'Drift', category_ids: [sub.id] }, team.token)).body.data!;
    const got = await send(endpoints.clinicSubcategory, { id: sub.id }, team.token);
    expect(got.body.data).toMatchObject({ id: sub.id, meditationCount: 1 });
    const bySub = await send(endpoints.clinicMeditationsBySubcategory, { id: sub.id }, team.token);
    expect(bySub.body.data!.map((m) => m.id)).toEqual([meditation.id]);

    const tree = await send(endpoints.clinicMeditationCategories, {}, team.token);
    expect(tree.body.data!.map((c) => [c.title, c.subcategories.map((s) => s.title)])).toEqual([
      ['Sleep', ['Deep sleep', 'Naps']],
      ['Focus', []],
    ]);

    const moved = await send(endpoints.clinicUpdateSubcategory, { id: sub.id, parent_id: parent2.id, title: 'Deep focus' }, team.token);
    expect(moved.body.message).toBe(MEDITATION_MESSAGES.subcategoryUpdated);
    expect(moved.body.data).toMatchObject({ parentId: parent2.id, title: 'Deep focus', sortOrder: 1 });
    const ofParent = await send(endpoints.clinicAllSubcategories, { parent_id: parent.id }, team.token);
    expect(ofParent.body.data!.map((s) => [s.id, s.sortOrder])).toEqual([[sub2.id, 1]]);
    const all = await send(endpoints.clinicAllSubcategories, {}, team.token);
    expect(all.body.data!.map((s) => s.id).sort()).toEqual([sub.id, sub2.id].sort());

    const deleted = await send(endpoints.clinicDeleteSubcategory, { id: sub.id }, team.token);
    expect(deleted.body.message).toBe(MEDITATION_MESSAGES.subcategoryDeleted);
    const detail = await send(endpoints.clinicMeditationDetail, { id: meditation.id }, team.token);
    expect(detail.body.data!.categoryIds).toEqual([]);
    expect(await auditEventsFor(t.db, 'content.meditation_subcategory.deleted', sub.id)).toHaveLength(1);
  });

  it('refuses parents of another library (404), class categories and sub-categories as parents (422), and foreign sub-categories (404)', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const foreignParent = await createCategory(t.db, { clinicId: other.clinic.id, type: 'meditation' });
    const platformParent = await createCategory(t.db, { clinicId: null, type: 'meditation' });
    const classCategory = await createCategory(t.db, { clinicId: team.clinic.id, type: 'class' });
    const parent = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation' });
    const sub = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', parentId: parent.id });
    const foreignSub = await createCategory(t.db, { clinicId: other.clinic.id, type: 'meditation', parentId: foreignParent.id });

    for (const parentId of [foreignParent.id, platformParent.id]) {
      const response = await send(endpoints.clinicCreateSubcategory, { parent_id: parentId, title: 'x' }, team.token);
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.path).toBe('parent_id');
    }
    for (const parentId of [classCategory.id, sub.id]) {
      const response = await send(endpoints.clinicCreateSubcategory, { parent_id: parentId, title: 'x' }, team.token);
      expect(response.status).toBe(422);
      expect(response.body.errors?.[0]?.path).toBe('parent_id');
    }
    expect((await send(endpoints.clinicUpdateSubcategory, { id: sub.id, parent_id: foreignParent.id }, team.token)).status).toBe(404);
    expect((await send(endpoints.clinicSubcategory, { id: foreignSub.id }, team.token)).status).toBe(404);
    expect((await send(endpoints.clinicSubcategory, { id: parent.id }, team.token)).status).toBe(404);
    expect((await send(endpoints.clinicUpdateSubcategory, { id: foreignSub.id, title: 'x' }, team.token)).status).toBe(404);
    expect((await send(endpoints.clinicDeleteSubcategory, { id: foreignSub.id }, team.token)).status).toBe(404);
    expect((await send(endpoints.clinicMeditationsBySubcategory, { id: foreignSub.id }, team.token)).status).toBe(404);
    const admin = await send(endpoints.adminCreateSubcategory, { parent_id: platformParent.id, title: 'Library sub' }, adminToken);
    expect(admin.status).toBe(201);
    expect((await send(endpoints.adminCreateSubcategory, { parent_id: parent.id, title: 'x' }, adminToken)).status).toBe(404);
  });
});

describe('recommended, popular and shared', () => {
  it("sets the flags of the owner's classes and meditations only, and lists them", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const klass = await createClass(t.db, { clinicId: team.clinic.id, title: 'Yoga basics' });
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Breath' });
    const foreignClass = await createClass(t.db, { clinicId: other.clinic.id, shared: true });

    const recommended = await send(
      endpoints.clinicUpdateRecommendedPopular,
      { data_type: 'classes', data_id: klass.id, payload: 'recommended', status: true },
      team.token,
    );
    expect(recommended.status).toBe(200);
    expect(recommended.body.message).toBe('Recommendation has been updated Successfully');
    expect(recommended.body.data).toMatchObject({ id: klass.id, recommended: true, popular: false });
    const popular = await send(
      endpoints.clinicUpdateRecommendedPopular,
      { data_type: 'meditations', data_id: meditation.id, payload: 'popular', status: '1' },
      team.token,
    );
    expect(popular.body.data).toMatchObject({ popular: true, recommended: false });
    const listRecommended = await send(endpoints.clinicRecommendedPopular, { payload: 'recommended' }, team.token);
    expect(listRecommended.body.data).toEqual({ classes: [expect.objectContaining({ id: klass.id })], meditations: [] });
    const listPopular = await send(endpoints.clinicRecommendedPopular, { payload: 'popular' }, team.token);
    expect(listPopular.body.data!.meditations.map((m) => m.id)).toEqual([meditation.id]);
    expect(
      (await send(endpoints.clinicUpdateRecommendedPopular, { data_type: 'classes', data_id: foreignClass.id, payload: 'popular', status: true }, team.token))
        .status,
    ).toBe(404);
    expect(
      (await send(endpoints.clinicUpdateRecommendedPopular, { data_type: 'classes', data_id: klass.id, payload: 'featured', status: true }, team.token))
        .status,
    ).toBe(422);
    expect(await auditEventsFor(t.db, 'content.class.recommended_set', klass.id)).toHaveLength(1);

    const shared = await send(endpoints.clinicUpdateShared, { data_type: 'classes', data_id: klass.id, shared: true }, team.token);
    expect(shared.body.message).toBe(MEDITATION_MESSAGES.sharedUpdated);
    expect(shared.body.data!.shared).toBe(true);
    const all = await send(endpoints.clinicSharedLibrary, {}, team.token);
    expect(all.body.data!.classes.map((c) => [c.id, c.shared])).toEqual([[klass.id, true]]);
    expect(all.body.data!.meditations.map((m) => [m.id, m.shared])).toEqual([[meditation.id, false]]);
    const onlyShared = await send(endpoints.clinicSharedLibrary, { filter: 'shared' }, team.token);
    expect(onlyShared.body.data).toEqual({ classes: [expect.objectContaining({ id: klass.id })], meditations: [] });
    const [row] = await t.db.select().from(classes).where(eq(classes.id, foreignClass.id));
    expect(row!.shared).toBe(true);
    expect((await send(endpoints.clinicUpdateShared, { data_type: 'classes', data_id: foreignClass.id, shared: false }, team.token)).status).toBe(404);
    expect(await auditEventsFor(t.db, 'content.class.shared_set', klass.id)).toHaveLength(1);

    // The administrator flags the platform library, never a clinic's item.
    const platform = await createMeditation(t.db, { clinicId: null });
    const adminFlag = await send(
      endpoints.adminUpdateRecommendedPopular,
      { data_type: 'meditations', data_id: platform.id, payload: 'recommended', status: true },
      adminToken,
    );
    expect(adminFlag.body.data!.recommended).toBe(true);
    expect(
      (await send(endpoints.adminUpdateShared, { data_type: 'meditations', data_id: meditation.id, shared: true }, adminToken)).status,
    ).toBe(404);
  });
});
