import { randomBytes } from 'node:crypto';
import { eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MEDIA_BASE } from '@stillpoint/contracts';
import {
  aiMeditations,
  assistantChats,
  assistantMessages,
  categories,
  classes,
  mediaFiles,
  meditationAudios,
  meditations,
  resources,
  stories,
  users,
} from '@stillpoint/db';
import { createStorage, type Storage } from '../../adapters/storage/index.js';
import { createClass, createClassWithLessons, createContent, createMeditation } from '../../../test/content-factories.js';
import { createClinic, createUser, login, type TestSession } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { makeWav, TINY_PNG } from '../../../test/media-fixtures.js';
import { MEDIA_RULES } from './media.access.js';
import { MEDIA_REFERENCES } from './media.lifecycle.js';

/*
 * Decision 0015: a stored file is served only to those who may see a row that uses it, checked on every
 * request through the session's media pass; public covers of the shared library to anyone, cacheable.
 */

let t: TestApp;
let storage: Storage;
type Who =
  | 'anonymous'
  | 'harborClinic'
  | 'harborEmployee'
  | 'harborPatient'
  | 'otherHarborPatient'
  | 'cedarClinic'
  | 'cedarPatient'
  | 'personal'
  | 'admin';
const people = {} as Record<Exclude<Who, 'anonymous'>, { id: number; session: TestSession }>;
let harbor: { id: number };
let cedar: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  storage = createStorage({ dataDir: t.dataDir });
  harbor = await createClinic(t.db, 'Harbor');
  cedar = await createClinic(t.db, 'Cedar');
  const make = async (kind: Parameters<typeof createUser>[1], clinicId?: number) => {
    const user = await createUser(t.db, kind, clinicId ? { clinicId } : {});
    return { id: user.id, session: await login(t, user) };
  };
  people.harborClinic = await make('clinic', harbor.id);
  people.harborEmployee = await make('employee', harbor.id);
  people.harborPatient = await make('patient', harbor.id);
  people.otherHarborPatient = await make('patient', harbor.id);
  people.cedarClinic = await make('clinic', cedar.id);
  people.cedarPatient = await make('patient', cedar.id);
  people.personal = await make('personal');
  people.admin = await make('admin');
});
afterAll(() => t.close());

/** Stores a file and its media_files row as an upload by `uploadedBy` would have. */
async function storeFile(kind: 'image' | 'audio', uploadedBy: number | null = null) {
  const key = `media/${kind}/2026/${randomBytes(12).toString('hex')}.${kind === 'image' ? 'png' : 'wav'}`;
  const data = kind === 'image' ? TINY_PNG : makeWav(1);
  await storage.put(key, data, kind === 'image' ? 'image/png' : 'audio/wav');
  const [row] = await t.db
    .insert(mediaFiles)
    .values({ key, kind, contentType: kind === 'image' ? 'image/png' : 'audio/wav', byteSize: data.length, uploadedBy })
    .returning();
  return { id: row!.id, url: `${MEDIA_BASE}/${key}` };
}

const fetchAs = (who: Who, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: who === 'anonymous' ? headers : { ...headers, cookie: people[who].session.mediaCookie },
  });

/** Every caller in `allowed` gets the file (private, not stored by any cache); everyone else 404. */
async function expectOnlyFor(url: string, allowed: readonly Who[]) {
  const everyone: Who[] = [
    'anonymous',
    'harborClinic',
    'harborEmployee',
    'harborPatient',
    'otherHarborPatient',
    'cedarClinic',
    'cedarPatient',
    'personal',
    'admin',
  ];
  for (const who of everyone) {
    const response = await fetchAs(who, url);
    if (allowed.includes(who)) {
      expect(response.statusCode, `${who} may fetch ${url}`).toBe(200);
      expect(response.headers['cache-control'], who).toBe('private, no-store');
    } else {
      expect(response.statusCode, `${who} may not fetch ${url}`).toBe(404);
      expect(response.headers['cache-control'], who).toBe('no-store');
    }
  }
}

const HARBOR_PEOPLE: Who[] = ['harborClinic', 'harborEmployee', 'harborPatient', 'otherHarborPatient', 'admin'];

describe('library media follow the visibility of their rows', () => {
  it("a clinic's private class: its cover, a content's audio, a story and a resource only for that clinic's people (and administrators)", async () => {
    const cover = await storeFile('image');
    const audio = await storeFile('audio');
    const story = await storeFile('image', people.harborPatient.id);
    const lessonResource = await storeFile('audio');
    const klass = await createClassWithLessons(t.db, { clinicId: harbor.id, lessonCount: 1, contentsPerLesson: 0 });
    await t.db.update(classes).set({ imageMediaId: cover.id }).where(eq(classes.id, klass.id));
    await createContent(t.db, klass.lessons[0]!, { type: 'audio', mediaId: audio.id });
    await t.db.insert(stories).values({ classId: klass.id, userId: people.harborPatient.id, mediaId: story.id });
    await t.db.insert(resources).values({ lessonId: klass.lessons[0]!.id, title: 'Notes', mediaId: lessonResource.id });
    for (const file of [cover, audio, story, lessonResource]) await expectOnlyFor(file.url, HARBOR_PEOPLE);
  });

  it('a class granted to another clinic is seen by both clinics', async () => {
    const cover = await storeFile('image');
    const klass = await createClass(t.db, { clinicId: harbor.id, accessClinicIds: [cedar.id], withContent: true });
    await t.db.update(classes).set({ imageMediaId: cover.id }).where(eq(classes.id, klass.id));
    await expectOnlyFor(cover.url, [...HARBOR_PEOPLE, 'cedarClinic', 'cedarPatient']);
  });

  it("a clinic's private meditation: its image, audio, extra audio and resource", async () => {
    const [image, audio, extra, resource] = [
      await storeFile('image'),
      await storeFile('audio'),
      await storeFile('audio'),
      await storeFile('audio'),
    ];
    const meditation = await createMeditation(t.db, { clinicId: cedar.id, audioMediaId: audio.id });
    await t.db.update(meditations).set({ imageMediaId: image.id }).where(eq(meditations.id, meditation.id));
    await t.db.insert(meditationAudios).values({ meditationId: meditation.id, title: 'Extra', mediaId: extra.id });
    await t.db.insert(resources).values({ meditationId: meditation.id, title: 'Guide', mediaId: resource.id });
    for (const file of [image, audio, extra, resource]) await expectOnlyFor(file.url, ['cedarClinic', 'cedarPatient', 'admin']);
  });

  it("a clinic's category image: that clinic's people", async () => {
    const image = await storeFile('image');
    await t.db.insert(categories).values({ clinicId: harbor.id, type: 'class', title: 'Ours', imageMediaId: image.id });
    await expectOnlyFor(image.url, HARBOR_PEOPLE);
  });

  it('the platform library: shared covers are public and cacheable; its audio needs a signed-in person', async () => {
    const cover = await storeFile('image');
    const audio = await storeFile('audio');
    const meditation = await createMeditation(t.db, { clinicId: null, shared: true, audioMediaId: audio.id });
    await t.db.update(meditations).set({ imageMediaId: cover.id }).where(eq(meditations.id, meditation.id));
    const anonymous = await fetchAs('anonymous', cover.url);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectOnlyFor(audio.url, [
      'harborClinic',
      'harborEmployee',
      'harborPatient',
      'otherHarborPatient',
      'cedarClinic',
      'cedarPatient',
      'personal',
      'admin',
    ]);

    // An unshared platform item is the administration's only, cover included.
    const draftCover = await storeFile('image');
    const unshared = await createClass(t.db, { clinicId: null, shared: false, withContent: true });
    await t.db.update(classes).set({ imageMediaId: draftCover.id }).where(eq(classes.id, unshared.id));
    await expectOnlyFor(draftCover.url, ['admin']);
  });

  it('keeps HTTP Range for a private audio (seeking), for those who may play it', async () => {
    const audio = await storeFile('audio');
    await createMeditation(t.db, { clinicId: harbor.id, audioMediaId: audio.id });
    const part = await fetchAs('harborPatient', audio.url, { range: 'bytes=44-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 44-99\//);
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect((await fetchAs('cedarPatient', audio.url, { range: 'bytes=44-99' })).statusCode).toBe(404);
  });
});

describe("people's own media", () => {
  it("the assistant's spoken answers: their owner only, not their clinic, not an administrator", async () => {
    const audio = await storeFile('audio', people.harborPatient.id);
    const [chat] = await t.db.insert(assistantChats).values({ userId: people.harborPatient.id, title: 'A hard day' }).returning();
    await t.db
      .insert(assistantMessages)
      .values({ chatId: chat!.id, role: 'assistant', text: 'Breathe with me.', audioMediaId: audio.id });
    await expectOnlyFor(audio.url, ['harborPatient']);
  });

  it("a composed meditation's audio: the library that composed it", async () => {
    const clinicAudio = await storeFile('audio', people.harborClinic.id);
    const platformAudio = await storeFile('audio', people.admin.id);
    const base = { title: 'Evening', prompt: 'calm', script: 'Breathe.', durationMinutes: 3, status: 'voiced' };
    await t.db.insert(aiMeditations).values({ ...base, clinicId: harbor.id, audioMediaId: clinicAudio.id });
    await t.db.insert(aiMeditations).values({ ...base, clinicId: null, audioMediaId: platformAudio.id });
    await expectOnlyFor(clinicAudio.url, ['harborClinic']);
    await expectOnlyFor(platformAudio.url, ['admin']);
  });

  it('a file no row uses yet: whoever uploaded it', async () => {
    const upload = await storeFile('image', people.cedarPatient.id);
    await expectOnlyFor(upload.url, ['cedarPatient']);
  });

  it("avatars: the person, their clinic's team and administrators; a team member's for anyone signed in", async () => {
    const setAvatar = async (userId: number) => {
      const key = `avatars/${userId}/${randomBytes(12).toString('hex')}.png`;
      await storage.put(key, TINY_PNG, 'image/png');
      await t.db
        .update(users)
        .set({ avatarUrl: `${MEDIA_BASE}/${key}` })
        .where(eq(users.id, userId));
      return `${MEDIA_BASE}/${key}`;
    };
    await expectOnlyFor(await setAvatar(people.harborPatient.id), ['harborPatient', 'harborClinic', 'harborEmployee', 'admin']);
    await expectOnlyFor(await setAvatar(people.harborEmployee.id), [
      'harborClinic',
      'harborEmployee',
      'harborPatient',
      'otherHarborPatient',
      'cedarClinic',
      'cedarPatient',
      'personal',
      'admin',
    ]);
    // An old avatar (no longer the account's) is gone for everyone.
    const old = await setAvatar(people.personal.id);
    await setAvatar(people.personal.id);
    await expectOnlyFor(old, []);
  });
});

describe('the rules themselves', () => {
  it('cover every column that references media_files (a new one must get a rule)', () => {
    const referenced = MEDIA_REFERENCES.map(({ table, column }) => `${getTableName(table)}.${column.name}`).sort();
    expect(Object.keys(MEDIA_RULES).sort()).toEqual(referenced);
  });

  it('answer 404 for keys the server could not have made, and mark API answers no-store', async () => {
    for (const url of [`${MEDIA_BASE}/../x.png`, `${MEDIA_BASE}/media/image/none.png`, `${MEDIA_BASE}/other/x.png`]) {
      expect((await fetchAs('admin', url)).statusCode, url).toBe(404);
    }
    const details = await t.call(endpoints.frontAccountDetails, {}, people.personal.session.accessToken);
    expect(details.headers['cache-control']).toBe('no-store');
    const refused = await t.call(endpoints.frontAccountDetails, {});
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sets the media pass as an HttpOnly, SameSite=Strict cookie scoped to /api/media', async () => {
    const user = await createUser(t.db, 'personal');
    const response = await t.call(endpoints.frontLogin, { email: user.email, password: 'Factory-pass-1' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sp_media=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('Path=/api/media');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toMatch(/Expires=/);
  });
});
