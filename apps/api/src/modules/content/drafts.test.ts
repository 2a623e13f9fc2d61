import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryActions, endpoints, type Endpoint } from '@stillpoint/contracts';
import {
  classes,
  contentFeedback,
  favourites,
  learningTasks,
  meditations,
  ratings,
  resources,
  sectionItems,
  sections,
  stories,
  watchList,
} from '@stillpoint/db';
import {
  createCategory,
  createClass,
  createClassWithLessons,
  createContent,
  createLesson,
  createMeditation,
} from '../../../test/content-factories.js';
import { createClinicTeam, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { listedClasses, listedMeditations, type Viewer } from './content.visibility.js';

/*
 * Drafts and unfinished content never reach learners (DESIGN.md 4b, decision 0011). One library holds, all
 * shared, popular, recommended and featured so every list would show them: a draft class (with a lesson, a
 * content, a video, a task, a resource), a draft meditation (with its audio and a task), a published class
 * with no lesson, a published class whose lesson is empty, a published meditation with no audio; and, as
 * controls, a live class and a live meditation. People already had them in their favourites, watch list,
 * ratings and stories (as if they were unpublished later). Every learner path is walked for a patient, an
 * employee, a personal user and the clinic account (its discovery lists): the unfinished items never show,
 * and they answer 404 by id; the clinic account previews its own drafts by id, nobody else does.
 */

let t: TestApp;
type Team = Awaited<ReturnType<typeof createClinicTeam>>;
let team: Team;
let otherClinic: Team;
const tokens = { patient: '', employee: '', personal: '', clinic: '' };
let personalId = 0;
let draftClass: Awaited<ReturnType<typeof createClassWithLessons>>;
let draftVideo: { id: number };
let draftTask: { id: number };
let draftMeditation: { id: number };
let draftMeditationTask: { id: number };
let emptyClass: { id: number };
let hollowClass: { id: number };
let silentMeditation: { id: number };
let liveClass: Awaited<ReturnType<typeof createClassWithLessons>>;
let liveMeditation: { id: number };
let classCategory: { id: number };
let meditationCategory: { id: number };
let publishedSection: { id: number };
let draftSection: { id: number };

const flags = { shared: true, popular: true, recommended: true, featured: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  team = await createClinicTeam(t);
  otherClinic = await createClinicTeam(t);
  tokens.clinic = team.token;
  tokens.patient = (await login(t, team.patient)).accessToken;
  tokens.employee = (await login(t, team.employee)).accessToken;
  const personal = await createUserAndLogin(t, 'personal');
  tokens.personal = personal.session.accessToken;
  personalId = personal.user.id;
  const clinicId = team.clinic.id;

  classCategory = await createCategory(t.db, { clinicId: null, type: 'class' });
  meditationCategory = await createCategory(t.db, { clinicId: null, type: 'meditation' });
  const categoryIds = [classCategory.id];

  draftClass = await createClassWithLessons(t.db, {
    clinicId,
    ...flags,
    categoryIds,
    title: 'Draft class',
    published: false,
    lessonCount: 1,
    contentsPerLesson: 1,
  });
  const draftLesson = draftClass.lessons[0]!;
  draftVideo = await createContent(t.db, draftLesson, {
    type: 'video',
    videoSource: 'youtube',
    url: 'https://youtu.be/abc',
    title: 'Draft video',
    sortOrder: 2,
  });
  // The most watched video of all, were it shown.
  await t.db.execute(sql`update contents set view_count = 100000 where id = ${draftVideo.id}`);
  draftTask = (await t.db.insert(learningTasks).values({ lessonId: draftLesson.id, title: 'Draft lesson task' }).returning())[0]!;
  await t.db.insert(resources).values({ classId: draftClass.id, title: 'Draft resource', url: 'https://example.org/sheet' });

  emptyClass = await createClass(t.db, { clinicId, ...flags, categoryIds, title: 'No lesson yet' });
  hollowClass = await createClass(t.db, { clinicId, ...flags, categoryIds, title: 'Empty lesson' });
  await createLesson(t.db, hollowClass.id);

  draftMeditation = await createMeditation(t.db, { clinicId, ...flags, published: false, title: 'Draft meditation' });
  silentMeditation = await createMeditation(t.db, { clinicId, ...flags, audioMediaId: null, title: 'No audio yet' });
  draftMeditationTask = (
    await t.db.insert(learningTasks).values({ meditationId: draftMeditation.id, title: 'Draft meditation task' }).returning()
  )[0]!;
  await t.db.execute(
    sql`insert into meditation_categories (meditation_id, category_id) values (${draftMeditation.id}, ${meditationCategory.id}), (${silentMeditation.id}, ${meditationCategory.id})`,
  );
  await t.db.execute(sql`update meditations set play_count = 100000 where id in (${draftMeditation.id}, ${silentMeditation.id})`);
  await t.db.execute(
    sql`update classes set member_count = 100000 where id in (${draftClass.id}, ${emptyClass.id}, ${hollowClass.id})`,
  );

  liveClass = await createClassWithLessons(t.db, { clinicId, ...flags, categoryIds, lessonCount: 1, contentsPerLesson: 1 });
  await createContent(t.db, liveClass.lessons[0]!, {
    type: 'video',
    videoSource: 'youtube',
    url: 'https://youtu.be/live',
    sortOrder: 2,
  });
  liveMeditation = await createMeditation(t.db, { clinicId, ...flags, title: 'Live meditation' });
  await t.db.execute(
    sql`insert into meditation_categories (meditation_id, category_id) values (${liveMeditation.id}, ${meditationCategory.id})`,
  );

  // The clinic's home: a published section holding everything, and a draft section.
  publishedSection = (
    await t.db.insert(sections).values({ clinicId, title: 'Everything', publishedAt: new Date() }).returning()
  )[0]!;
  draftSection = (
    await t.db.insert(sections).values({ clinicId, title: 'Not ready', publishedAt: null, sortOrder: 2 }).returning()
  )[0]!;
  await t.db.insert(sectionItems).values([
    { sectionId: publishedSection.id, classId: draftClass.id, sortOrder: 1 },
    { sectionId: publishedSection.id, lessonId: draftLesson.id, sortOrder: 2 },
    { sectionId: publishedSection.id, contentId: draftVideo.id, sortOrder: 3 },
    { sectionId: publishedSection.id, meditationId: draftMeditation.id, sortOrder: 4 },
    { sectionId: publishedSection.id, classId: emptyClass.id, sortOrder: 5 },
    { sectionId: publishedSection.id, classId: hollowClass.id, sortOrder: 6 },
    { sectionId: publishedSection.id, meditationId: silentMeditation.id, sortOrder: 7 },
    { sectionId: publishedSection.id, classId: liveClass.id, sortOrder: 8 },
    { sectionId: publishedSection.id, meditationId: liveMeditation.id, sortOrder: 9 },
    { sectionId: draftSection.id, classId: liveClass.id, sortOrder: 1 },
  ]);

  // What people did while these were live: favourites, watch list, good reviews (the top banner), a story.
  const people = [team.patient.id, team.employee.id, team.owner.id, personalId];
  const hidden = [
    { classId: draftClass.id },
    { meditationId: draftMeditation.id },
    { contentId: draftVideo.id },
    { classId: emptyClass.id },
    { meditationId: silentMeditation.id },
  ];
  for (const userId of people) {
    await t.db.insert(favourites).values(hidden.map((target) => ({ userId, ...target })));
    await t.db.insert(watchList).values(hidden.map((target) => ({ userId, ...target })));
    await t.db.insert(ratings).values([
      { userId, classId: draftClass.id, rating: 5, review: 'Lovely class' },
      { userId, meditationId: draftMeditation.id, rating: 5, review: 'Lovely meditation' },
      { userId, lessonId: draftLesson.id, rating: 5, review: 'Lovely video lesson' },
      { userId, meditationId: silentMeditation.id, rating: 5, review: 'Quiet' },
    ]);
  }
  await t.db.insert(stories).values({ classId: draftClass.id, userId: team.patient.id, caption: 'My week' });
  await t.db.insert(contentFeedback).values({ userId: team.patient.id, classId: draftClass.id, value: 4 });
});
afterAll(() => t.close());

type Family = 'front' | 'clinic';
const learners = [
  { who: 'patient', token: () => tokens.patient, family: 'front' as Family },
  { who: 'employee', token: () => tokens.employee, family: 'front' as Family },
  { who: 'personal user', token: () => tokens.personal, family: 'front' as Family },
  { who: 'clinic account', token: () => tokens.clinic, family: 'clinic' as Family },
];

const E = endpoints as unknown as Record<string, Endpoint>;
/** The titles of the hidden items and of the reviews about them. */
const HIDDEN_TITLES = [
  'Draft class',
  'Draft video',
  'Draft meditation',
  'No audio yet',
  'No lesson yet',
  'Empty lesson',
  'Lovely class',
  'Lovely meditation',
  'Lovely video lesson',
  'Quiet',
];
const pick = (family: Family, name: string) => E[`${family}${name}`]!;

type Context = 'class' | 'meditation' | 'content' | '';

/**
 * Every class, meditation, lesson and content id a response names: cards (their list says what they are),
 * section items (kind, targetId), item refs (type, id) and what hangs off them (classId). Rows that are not
 * library items (a review, a watch entry) are walked, not counted.
 */
function namedIds(body: unknown, top: Context) {
  const found = {
    classes: new Set<number>(),
    meditations: new Set<number>(),
    contents: new Set<number>(),
    lessons: new Set<number>(),
  };
  const walk = (value: unknown, context: Context) => {
    if (Array.isArray(value)) return value.forEach((entry) => walk(entry, context));
    if (!value || typeof value !== 'object') return;
    const row = value as Record<string, unknown>;
    const kind = (row.kind ?? row.type) as string | undefined;
    const id = (row.targetId ?? row.id) as number | undefined;
    // Not library items: a review, a watch entry (they hold one in `item`), a category (parentId).
    const notAnItem = 'review' in row || 'rating' in row || 'author' in row || 'item' in row || 'parentId' in row;
    if (typeof id === 'number' && !notAnItem) {
      if (kind === 'class' || context === 'class') found.classes.add(id);
      if (kind === 'meditation' || context === 'meditation') found.meditations.add(id);
      if (kind === 'content' || context === 'content' || kind === 'video') found.contents.add(id);
      if (kind === 'lesson') found.lessons.add(id);
    }
    if (typeof row.classId === 'number' && kind !== 'category') found.classes.add(row.classId);
    for (const [key, child] of Object.entries(row)) {
      const childContext: Context =
        key === 'popular_classes' || key === 'classes'
          ? 'class'
          : key === 'popular_meditations' || key === 'meditations'
            ? 'meditation'
            : key === 'most_watched_videos' || key === 'contents'
              ? 'content'
              : key === 'item' || key === 'lessons' || key === 'subCategories' || key === 'category'
                ? ''
                : context;
      walk(child, childContext);
    }
  };
  walk(body, top);
  return found;
}

describe('a draft or unfinished class or meditation is absent from every learner list', () => {
  for (const learner of learners) {
    it(`for a ${learner.who}`, async () => {
      const token = learner.token();
      const f = learner.family;
      const lists: Array<[Endpoint, Record<string, unknown>, Context]> = [
        [pick(f, 'DiscoveryHome'), {}, ''],
        [pick(f, 'DiscoveryPopularClasses'), {}, 'class'],
        [pick(f, 'DiscoveryRecommendedClasses'), {}, 'class'],
        [pick(f, 'DiscoveryRecentClasses'), {}, 'class'],
        [pick(f, 'DiscoverySharedClasses'), {}, 'class'],
        [pick(f, 'DiscoveryFeaturedClass'), {}, 'class'],
        [pick(f, 'DiscoveryRecommendedMeditation'), {}, 'meditation'],
        [pick(f, 'DiscoveryRecentMeditations'), { perPage: 100 }, 'meditation'],
        [pick(f, 'DiscoveryPopularMeditations'), { perPage: 100 }, 'meditation'],
        [pick(f, 'DiscoveryRecommendedMeditations'), { perPage: 100 }, 'meditation'],
        [pick(f, 'DiscoveryAllMeditations'), { perPage: 100 }, 'meditation'],
        [pick(f, 'DiscoveryAllMeditations'), { perPage: 100, category_id: meditationCategory.id }, 'meditation'],
        [pick(f, 'DiscoveryCategoryItems'), { cat_id: classCategory.id }, ''],
        [pick(f, 'DiscoveryCategoryItems'), { cat_id: meditationCategory.id }, ''],
        [pick(f, 'DiscoveryCategoryContent'), { id: classCategory.id }, ''],
        [pick(f, 'Recommended'), {}, ''],
        [pick(f, 'TopBannerReviews'), {}, ''],
        [pick(f, 'FavoritesList'), { type: 'class', perPage: 100 }, ''],
        [pick(f, 'FavoritesList'), { type: 'meditation', perPage: 100 }, ''],
        [pick(f, 'FavoritesList'), { type: 'content', perPage: 100 }, ''],
        [pick(f, 'WatchListData'), { perPage: 100 }, ''],
      ];
      // The clinic's own section (a personal user has no clinic: not theirs to open).
      if (learner.who !== 'personal user') lists.push([pick(f, 'DiscoverySectionContent'), { id: publishedSection.id }, '']);
      const seen = {
        classes: new Set<number>(),
        meditations: new Set<number>(),
        contents: new Set<number>(),
        lessons: new Set<number>(),
      };
      for (const [endpoint, input, top] of lists) {
        const response = await t.call(endpoint, input, token);
        expect(response.status, `${endpoint.path} ${JSON.stringify(response.body)}`).toBe(200);
        const named = namedIds(response.body.data, top);
        for (const key of Object.keys(seen) as Array<keyof typeof seen>) named[key].forEach((id) => seen[key].add(id));
        for (const id of [draftClass.id, emptyClass.id, hollowClass.id])
          expect(named.classes.has(id), `${endpoint.path}: class ${id}`).toBe(false);
        for (const id of [draftMeditation.id, silentMeditation.id])
          expect(named.meditations.has(id), `${endpoint.path}: meditation ${id}`).toBe(false);
        expect(named.contents.has(draftVideo.id), `${endpoint.path}: video`).toBe(false);
        // No list names a hidden item, whatever its shape.
        const text = JSON.stringify(response.body.data);
        for (const title of HIDDEN_TITLES) expect(text, `${endpoint.path} names "${title}"`).not.toContain(title);
      }
      for (const id of [draftClass.id, emptyClass.id, hollowClass.id]) expect(seen.classes.has(id), `class ${id}`).toBe(false);
      for (const id of [draftMeditation.id, silentMeditation.id])
        expect(seen.meditations.has(id), `meditation ${id}`).toBe(false);
      expect(seen.contents.has(draftVideo.id)).toBe(false);
      // The controls show: the lists do list things.
      expect(seen.classes.has(liveClass.id)).toBe(true);
      expect(seen.meditations.has(liveMeditation.id)).toBe(true);
    });
  }

  it('leaves a draft section off the home, and a published one shows only its published items', async () => {
    const home = await t.call(endpoints.frontDiscoveryHome, {}, tokens.patient);
    expect(home.body.data!.sections.map((s) => s.id)).toEqual([publishedSection.id]);
    expect(home.body.data!.sections[0]!.items.map((item) => [item.kind, item.targetId])).toEqual([
      ['class', liveClass.id],
      ['meditation', liveMeditation.id],
    ]);
    // A draft section by id: 404 for its clinic's people; the clinic account previews it.
    expect((await t.call(endpoints.frontDiscoverySectionContent, { id: draftSection.id }, tokens.patient)).status).toBe(404);
    expect((await t.call(endpoints.frontDiscoverySectionContent, { id: draftSection.id }, tokens.employee)).status).toBe(404);
    const preview = await t.call(endpoints.clinicDiscoverySectionContent, { id: draftSection.id }, tokens.clinic);
    expect(preview.status).toBe(200);
    expect(preview.body.data!.items.map((item) => item.targetId)).toEqual([liveClass.id]);
    expect((await t.call(endpoints.clinicDiscoverySectionContent, { id: draftSection.id }, otherClinic.token)).status).toBe(404);
  });

  it('keeps the learner rule in SQL: listedClasses and listedMeditations hold no hidden row for any viewer', async () => {
    const viewers: Viewer[] = [
      { userId: team.patient.id, role: 'patient', clinicId: team.clinic.id },
      { userId: team.owner.id, role: 'clinic', clinicId: team.clinic.id },
      { userId: personalId, role: 'frontuser', clinicId: null },
      { userId: 0, role: 'admin', clinicId: null },
    ];
    for (const viewer of viewers) {
      const classIds = (await t.db.select({ id: classes.id }).from(classes).where(listedClasses(viewer))).map((r) => r.id);
      const meditationIds = (await t.db.select({ id: meditations.id }).from(meditations).where(listedMeditations(viewer))).map(
        (r) => r.id,
      );
      expect(classIds, viewer.role).toContain(liveClass.id);
      expect(meditationIds, viewer.role).toContain(liveMeditation.id);
      for (const id of [draftClass.id, emptyClass.id, hollowClass.id]) expect(classIds, viewer.role).not.toContain(id);
      for (const id of [draftMeditation.id, silentMeditation.id]) expect(meditationIds, viewer.role).not.toContain(id);
    }
  });
});

describe('a draft or unfinished item answers 404 by id to learners', () => {
  const byId = (): Array<[Endpoint, Record<string, unknown>, string]> => {
    const lesson = draftClass.lessons[0]!;
    const content = lesson.contents[0]!;
    return [
      [endpoints.frontDiscoveryClassDetail, { class_id: draftClass.id }, 'draft class'],
      [endpoints.frontDiscoveryClassDetail, { class_id: emptyClass.id }, 'class without a lesson'],
      [endpoints.frontDiscoveryClassDetail, { class_id: hollowClass.id }, 'class with an empty lesson'],
      [endpoints.frontDiscoveryLessonsAndContents, { class_id: draftClass.id }, ''],
      [endpoints.frontDiscoveryClassContentAndLessons, { id: draftClass.id }, ''],
      [endpoints.frontDiscoveryLessonContent, { id: lesson.id }, ''],
      [endpoints.frontDiscoveryLessonContentDetail, { content_id: content.id }, ''],
      [endpoints.frontDiscoveryContentDetail, { id: draftVideo.id }, ''],
      [endpoints.frontDiscoveryResourceDetail, { class_id: draftClass.id }, ''],
      [endpoints.frontDiscoveryLessonTasks, { content_id: content.id }, ''],
      [endpoints.frontDiscoveryMoreTasks, { class_id: draftClass.id }, ''],
      [endpoints.frontDiscoveryMeditationDetail, { meditation_id: draftMeditation.id }, 'draft meditation'],
      [endpoints.frontDiscoveryMeditationDetail, { meditation_id: silentMeditation.id }, 'meditation without audio'],
      [endpoints.frontDiscoveryMeditationTasks, { data_id: draftMeditation.id }, ''],
      [discoveryActions.frontDiscoveryMarkTask, { id: draftTask.id }, ''],
      [discoveryActions.frontDiscoveryMarkTask, { id: draftMeditationTask.id }, ''],
      [discoveryActions.frontDiscoveryJoinClass, { class_id: draftClass.id }, ''],
      [discoveryActions.frontDiscoveryJoinClass, { class_id: emptyClass.id }, ''],
      [discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: content.id }, ''],
      [discoveryActions.frontDiscoveryCompleteClass, { class_id: draftClass.id }, ''],
      [discoveryActions.frontDiscoveryUpdateWatchTime, { content_id: content.id, position: 3 }, ''],
      [discoveryActions.frontDiscoveryGetWatchTime, { content_id: content.id }, ''],
      [discoveryActions.frontDiscoveryNotify, { class_id: draftClass.id }, ''],
      [discoveryActions.frontDiscoveryListenTime, { meditation_id: draftMeditation.id, time_listen_duration: 10 }, ''],
      [discoveryActions.frontDiscoveryCountAudio, { meditation_id: silentMeditation.id }, ''],
      [discoveryActions.frontDiscoveryCompleteMeditation, { meditation_id: draftMeditation.id }, ''],
      [endpoints.frontDiscoveryCreateTasks, { data_id: draftTask.id }, 'create tasks from a draft lesson'],
      [endpoints.frontDiscoveryCreateTasks, { data_id: draftMeditationTask.id }, ''],
      [endpoints.frontGetReviews, { data_id: draftClass.id, data_type: 'classes' }, ''],
      [endpoints.frontAverageRating, { data_id: draftMeditation.id, data_type: 'meditations' }, ''],
      [endpoints.frontAddRating, { data_id: draftClass.id, data_type: 'classes', rating: 5 }, ''],
      [endpoints.frontAddReview, { data_id: silentMeditation.id, data_type: 'meditations', review: 'Nice' }, ''],
      [endpoints.frontFavorite, { data_id: draftClass.id, type: 'class' }, ''],
      [endpoints.frontFavorite, { data_id: draftVideo.id, type: 'content' }, ''],
      [endpoints.frontAddToWatch, { data_id: draftMeditation.id, type: 'meditation' }, ''],
      [endpoints.frontFeedbackValue, { data_id: draftClass.id, type: 'class', value: 4 }, ''],
      [endpoints.frontGetStories, { class_id: draftClass.id }, ''],
      [endpoints.frontSignature, { user_sign: 'Pat', class_id: draftClass.id }, ''],
    ];
  };

  for (const who of ['patient', 'employee', 'personal'] as const) {
    it(`for a ${who}`, async () => {
      const token = tokens[who];
      for (const [endpoint, input, what] of byId()) {
        const response = await t.call(endpoint, input, token);
        expect(response.status, `${endpoint.path} ${what} ${JSON.stringify(response.body)}`).toBe(404);
      }
      // Nothing was recorded on the way.
      const [row] = await t.db.select().from(classes).where(eq(classes.id, draftClass.id));
      expect(row!.memberCount).toBe(100000);
    });
  }
});

describe("the clinic account's preview of its own drafts", () => {
  it('opens its draft class, lessons, contents and meditation by id, on the clinic family of discovery', async () => {
    const lesson = draftClass.lessons[0]!;
    const calls: Array<[Endpoint, Record<string, unknown>]> = [
      [endpoints.clinicDiscoveryClassDetail, { class_id: draftClass.id }],
      [endpoints.clinicDiscoveryClassDetail, { class_id: emptyClass.id }],
      [endpoints.clinicDiscoveryLessonContent, { id: lesson.id }],
      [endpoints.clinicDiscoveryLessonContentDetail, { content_id: draftVideo.id }],
      [endpoints.clinicDiscoveryMeditationDetail, { meditation_id: draftMeditation.id }],
      [endpoints.clinicDiscoveryMeditationDetail, { meditation_id: silentMeditation.id }],
      [endpoints.clinicDiscoveryMeditationTasks, { data_id: draftMeditation.id }],
      // The class page's extras (reviews, stories) load in the preview too.
      [endpoints.clinicGetReviews, { data_id: draftClass.id, data_type: 'classes' }],
      [endpoints.clinicGetStories, { class_id: draftClass.id }],
    ];
    for (const [endpoint, input] of calls) {
      const response = await t.call(endpoint, input, tokens.clinic);
      expect(response.status, `${endpoint.path} ${JSON.stringify(response.body)}`).toBe(200);
    }
    const detail = await t.call(endpoints.clinicDiscoveryClassDetail, { class_id: draftClass.id }, tokens.clinic);
    expect(detail.body.data!.lessons[0]!.contents.map((c) => c.id)).toEqual([lesson.contents[0]!.id, draftVideo.id]);
    // The page knows it is a preview; what learners open is always live.
    expect(detail.body.data!.live).toBe(false);
    const silent = await t.call(endpoints.clinicDiscoveryMeditationDetail, { meditation_id: silentMeditation.id }, tokens.clinic);
    expect(silent.body.data!.live).toBe(false);
    expect((await t.call(endpoints.clinicDiscoveryClassDetail, { class_id: liveClass.id }, tokens.clinic)).body.data!.live).toBe(
      true,
    );
    expect((await t.call(endpoints.frontDiscoveryClassDetail, { class_id: liveClass.id }, tokens.patient)).body.data!.live).toBe(
      true,
    );
    const live = await t.call(endpoints.frontDiscoveryMeditationDetail, { meditation_id: liveMeditation.id }, tokens.patient);
    expect(live.body.data!.live).toBe(true);
  });

  it("is the library's own: another clinic, given access or not, answers 404", async () => {
    await t.db.execute(sql`insert into class_clinics (class_id, clinic_id) values (${draftClass.id}, ${otherClinic.clinic.id})`);
    await t.db.execute(
      sql`insert into meditation_clinics (meditation_id, clinic_id) values (${draftMeditation.id}, ${otherClinic.clinic.id})`,
    );
    expect((await t.call(endpoints.clinicDiscoveryClassDetail, { class_id: draftClass.id }, otherClinic.token)).status).toBe(404);
    expect(
      (await t.call(endpoints.clinicDiscoveryMeditationDetail, { meditation_id: draftMeditation.id }, otherClinic.token)).status,
    ).toBe(404);
    const otherPatient = (await login(t, otherClinic.patient)).accessToken;
    expect((await t.call(endpoints.frontDiscoveryClassDetail, { class_id: draftClass.id }, otherPatient)).status).toBe(404);
  });
});

describe('publishing makes an item visible to learners, and taking it back hides it again', () => {
  it('a class: refused while empty, shown once published with a content, gone again when unpublished', async () => {
    const created = await t.call(endpoints.clinicStudioCreateClass, { title: 'Calm evenings', shared: false }, tokens.clinic);
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    expect(created.body.data).toMatchObject({ status: 'draft', publishedAt: null, missing: ['lesson'] });
    const patientSees = async () => {
      const recent = await t.call(endpoints.frontDiscoveryRecentClasses, {}, tokens.patient);
      const page = await t.call(endpoints.frontDiscoveryClassDetail, { class_id: id }, tokens.patient);
      return { listed: (recent.body.data ?? []).some((card) => card.id === id), status: page.status };
    };
    expect(await patientSees()).toEqual({ listed: false, status: 404 });

    const refused = await t.call(endpoints.clinicStudioPublishClass, { id }, tokens.clinic);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This class cannot be published yet: add a lesson first.');
    const lesson = await t.call(endpoints.clinicStudioCreateLesson, { class_id: id, title: 'Arriving' }, tokens.clinic);
    const stillRefused = await t.call(endpoints.clinicStudioPublishClass, { id }, tokens.clinic);
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body.message).toBe('This class cannot be published yet: add a content to a lesson first.');
    await t.form(
      endpoints.clinicStudioCreateContent,
      { lesson_id: lesson.body.data!.lesson_id, type: 'text', title: 'Read', body: '<p>Breathe.</p>' },
      [],
      tokens.clinic,
    );
    const published = await t.call(endpoints.clinicStudioPublishClass, { id }, tokens.clinic);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', missing: [] });
    expect(await patientSees()).toEqual({ listed: true, status: 200 });

    const back = await t.call(endpoints.clinicStudioUnpublishClass, { id }, tokens.clinic);
    expect(back.body.data).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await patientSees()).toEqual({ listed: false, status: 404 });
  });

  it('a meditation: refused without audio, shown once published, hidden again when its audio goes', async () => {
    const saved = await t.form(endpoints.clinicSaveMeditation, { title: 'Quiet harbour' }, [], tokens.clinic);
    expect(saved.status).toBe(201);
    const id = saved.body.data!.id as number;
    expect(saved.body.data).toMatchObject({ status: 'draft', missing: ['audio'] });
    const refused = await t.call(endpoints.clinicPublishMeditation, { id }, tokens.clinic);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This meditation cannot be published yet: upload the audio first.');
    expect(refused.body.errors).toEqual([{ path: 'audio', message: 'Upload the audio first' }]);

    const audio = await createMeditation(t.db, { clinicId: team.clinic.id, published: false });
    const [row] = await t.db.select().from(meditations).where(eq(meditations.id, audio.id));
    await t.db.update(meditations).set({ audioMediaId: row!.audioMediaId }).where(eq(meditations.id, id));
    const published = await t.call(endpoints.clinicPublishMeditation, { id }, tokens.clinic);
    expect(published.status).toBe(200);
    const sees = async () =>
      (await t.call(endpoints.frontDiscoveryMeditationDetail, { meditation_id: id }, tokens.patient)).status;
    expect(await sees()).toBe(200);
    // The audio goes (its file deleted, the reference set null): published but unfinished, hidden again.
    await t.db.update(meditations).set({ audioMediaId: null }).where(eq(meditations.id, id));
    expect(await sees()).toBe(404);
    const studio = await t.call(endpoints.clinicMeditationDetail, { id }, tokens.clinic);
    expect(studio.body.data).toMatchObject({ status: 'published', missing: ['audio'] });
  });

  it('records publishing in the update log', async () => {
    const log = await t.call(endpoints.clinicStudioUpdateLog, { perPage: 50 }, tokens.clinic);
    const actions = log.body.data!.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['content.class.published', 'content.class.unpublished', 'content.meditation.published']),
    );
  });
});
