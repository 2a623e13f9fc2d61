import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryActions, discoveryReads, endpoints, MESSAGES, type Endpoint } from '@stillpoint/contracts';
import {
  classes,
  classMembers,
  contents,
  learningTasks,
  mediaFiles,
  meditations,
  resources,
  sectionItems,
  sections,
} from '@stillpoint/db';
import {
  createCategory,
  createClass,
  createClassWithLessons,
  createContent,
  createLesson,
  createMeditation,
} from '../../../test/content-factories.js';
import { createClinic, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let clinicA: { id: number };
let clinicB: { id: number };
let patientA: string;
let employeeA: string;
let clinicAccountA: string;
let patientB: string;
let clinicAccountB: string;
let personal: string;

beforeAll(async () => {
  t = await createTestApp();
  clinicA = await createClinic(t.db);
  clinicB = await createClinic(t.db);
  patientA = (await createUserAndLogin(t, 'patient', { clinicId: clinicA.id })).session.accessToken;
  employeeA = (await createUserAndLogin(t, 'employee', { clinicId: clinicA.id })).session.accessToken;
  clinicAccountA = (await createUserAndLogin(t, 'clinic', { clinicId: clinicA.id })).session.accessToken;
  patientB = (await createUserAndLogin(t, 'patient', { clinicId: clinicB.id })).session.accessToken;
  clinicAccountB = (await createUserAndLogin(t, 'clinic', { clinicId: clinicB.id })).session.accessToken;
  personal = (await createUserAndLogin(t, 'personal')).session.accessToken;
});
afterAll(() => t.close());

const ids = (rows: Array<{ id: number }> | undefined) => (rows ?? []).map((row) => row.id);

describe('discovery lists and visibility', () => {
  it("shows a clinic's own, shared and granted classes, never another clinic's; personal users see the shared only", async () => {
    const own = await createClass(t.db, { clinicId: clinicA.id, popular: true, withContent: true });
    const shared = await createClass(t.db, { shared: true, withContent: true });
    const granted = await createClass(t.db, { clinicId: clinicB.id, accessClinicIds: [clinicA.id], withContent: true });
    const foreign = await createClass(t.db, { clinicId: clinicB.id, popular: true, withContent: true });
    const platformPrivate = await createClass(t.db, { withContent: true });

    const recent = await t.call(endpoints.frontDiscoveryRecentClasses, {}, patientA);
    expect(recent.status).toBe(200);
    expect(ids(recent.body.data)).toEqual(expect.arrayContaining([own.id, shared.id, granted.id]));
    expect(ids(recent.body.data)).not.toContain(foreign.id);
    expect(ids(recent.body.data)).not.toContain(platformPrivate.id);

    const asClinic = await t.call(endpoints.clinicDiscoveryRecentClasses, {}, clinicAccountA);
    expect(ids(asClinic.body.data)).toEqual(expect.arrayContaining([own.id, shared.id, granted.id]));
    expect(ids(asClinic.body.data)).not.toContain(foreign.id);

    const asPersonal = await t.call(endpoints.frontDiscoveryRecentClasses, {}, personal);
    expect(ids(asPersonal.body.data)).toContain(shared.id);
    for (const hidden of [own.id, granted.id, foreign.id, platformPrivate.id])
      expect(ids(asPersonal.body.data)).not.toContain(hidden);

    const sharedList = await t.call(endpoints.frontDiscoverySharedClasses, {}, employeeA);
    expect(ids(sharedList.body.data)).toContain(shared.id);
    expect(ids(sharedList.body.data)).not.toContain(own.id);

    const popular = await t.call(endpoints.frontDiscoveryPopularClasses, {}, patientB);
    expect(ids(popular.body.data)).toContain(foreign.id);
    expect(ids(popular.body.data)).not.toContain(own.id);
  });

  it('answers 404 by id for another clinic’s class, its lessons, contents, tasks and resources', async () => {
    const foreign = await createClassWithLessons(t.db, { clinicId: clinicB.id, lessonCount: 1, contentsPerLesson: 1 });
    const lesson = foreign.lessons[0]!;
    const content = lesson.contents[0]!;
    const [task] = await t.db.insert(learningTasks).values({ lessonId: lesson.id, title: 'Breathe' }).returning();
    const calls: Array<[Endpoint, object]> = [
      [endpoints.frontDiscoveryClassDetail, { class_id: foreign.id }],
      [endpoints.frontDiscoveryLessonsAndContents, { class_id: foreign.id }],
      [endpoints.frontDiscoveryClassContentAndLessons, { id: foreign.id }],
      [endpoints.frontDiscoveryLessonContent, { id: lesson.id }],
      [endpoints.frontDiscoveryLessonContentDetail, { content_id: content.id }],
      [endpoints.frontDiscoveryContentDetail, { id: content.id }],
      [endpoints.frontDiscoveryResourceDetail, { class_id: foreign.id }],
      [endpoints.frontDiscoveryLessonTasks, { content_id: content.id }],
      [endpoints.frontDiscoveryMoreTasks, { class_id: foreign.id }],
      [discoveryActions.frontDiscoveryMarkTask, { id: task!.id }],
      [discoveryActions.frontDiscoveryJoinClass, { class_id: foreign.id }],
      [discoveryActions.frontDiscoveryLeaveClass, { class_id: foreign.id }],
      [discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: content.id }],
      [discoveryActions.frontDiscoveryCompleteClass, { class_id: foreign.id }],
      [discoveryActions.frontDiscoveryUpdateWatchTime, { content_id: content.id, position: 3 }],
      [discoveryActions.frontDiscoveryGetWatchTime, { content_id: content.id }],
      [discoveryActions.frontDiscoveryNotify, { class_id: foreign.id }],
      [endpoints.clinicDiscoveryClassDetail, { class_id: foreign.id }],
    ];
    for (const [endpoint, input] of calls) {
      const token = endpoint.family === 'clinics' ? clinicAccountA : patientA;
      const response = await t.call(endpoint, input, token);
      expect(response.status, endpoint.path).toBe(404);
    }
    // Nothing was counted.
    const [row] = await t.db.select().from(classes).where(eq(classes.id, foreign.id));
    expect(row!.memberCount).toBe(0);
  });

  it('refuses the front actions to clinic accounts and the clinic reads to patients (403)', async () => {
    const klass = await createClass(t.db, { clinicId: clinicA.id, withContent: true });
    expect((await t.call(discoveryActions.frontDiscoveryJoinClass, { class_id: klass.id }, clinicAccountA)).status).toBe(403);
    expect((await t.call(endpoints.clinicDiscoveryClassDetail, { class_id: klass.id }, patientA)).status).toBe(403);
    expect((await t.call(endpoints.frontDiscoveryClassDetail, { class_id: klass.id })).status).toBe(401);
    // Every read exists in both families.
    for (const { front, clinic } of Object.values(discoveryReads)) {
      expect(front.path.replace('front/', '')).toBe(clinic.path.replace('clinics/', ''));
    }
  });

  it('meditations: lists paged with visibility, play counts and resume position', async () => {
    const own = await createMeditation(t.db, { clinicId: clinicA.id, durationSeconds: 600, recommended: true });
    const foreign = await createMeditation(t.db, { clinicId: clinicB.id });
    const shared = await createMeditation(t.db, { shared: true, popular: true });
    const all = await t.call(endpoints.frontDiscoveryAllMeditations, { perPage: 100 }, patientA);
    expect(all.status).toBe(200);
    expect(ids(all.body.data)).toEqual(expect.arrayContaining([own.id, shared.id]));
    expect(ids(all.body.data)).not.toContain(foreign.id);
    const paged = await t.call(endpoints.frontDiscoveryRecentMeditations, { perPage: 1, pageNo: 1 }, patientA);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total_pages).toBeGreaterThanOrEqual(2);
    const personalList = await t.call(endpoints.frontDiscoveryPopularMeditations, { perPage: 100 }, personal);
    expect(ids(personalList.body.data)).toEqual([shared.id]);
    const recommended = await t.call(endpoints.frontDiscoveryRecommendedMeditation, {}, patientA);
    expect(ids(recommended.body.data)).toContain(own.id);

    // Listen time is saved and read back (time_listen_duration), capped at the duration.
    const saved = await t.call(
      discoveryActions.frontDiscoveryListenTime,
      { meditation_id: own.id, time_listen_duration: 125, listened: 20 },
      patientA,
    );
    expect(saved.body.data).toMatchObject({ time_listen_duration: 125, listenedSeconds: 20 });
    const read = await t.call(discoveryActions.frontDiscoveryListenTime, { meditation_id: own.id }, patientA);
    expect(read.body.data!.time_listen_duration).toBe(125);
    const detail = await t.call(endpoints.frontDiscoveryMeditationDetail, { meditation_id: own.id }, patientA);
    expect(detail.body.data).toMatchObject({ time_listen_duration: 125, percent: 21 });
    const capped = await t.call(
      discoveryActions.frontDiscoveryListenTime,
      { meditation_id: own.id, time_listen_duration: 9000 },
      patientA,
    );
    expect(capped.body.data!.time_listen_duration).toBe(600);

    // Count audio: the person's and the meditation's play_count, in one transaction.
    await t.call(discoveryActions.frontDiscoveryCountAudio, { meditation_id: own.id }, patientA);
    const second = await t.call(discoveryActions.frontDiscoveryCountAudio, { meditation_id: own.id }, patientA);
    expect(second.body.data).toMatchObject({ playCount: 2, myPlayCount: 2 });
    const [row] = await t.db.select().from(meditations).where(eq(meditations.id, own.id));
    expect(row!.playCount).toBe(2);

    // Complete: counted, and the saved position starts again.
    const done = await t.call(discoveryActions.frontDiscoveryCompleteMeditation, { meditation_id: own.id }, patientA);
    expect(done.body.data).toMatchObject({ completedCount: 1, time_listen_duration: 0 });

    // Another clinic's meditation: 404 everywhere.
    for (const [endpoint, input] of [
      [endpoints.frontDiscoveryMeditationDetail, { meditation_id: foreign.id }],
      [endpoints.frontDiscoveryMeditationTasks, { data_id: foreign.id }],
      [discoveryActions.frontDiscoveryListenTime, { meditation_id: foreign.id, time_listen_duration: 3 }],
      [discoveryActions.frontDiscoveryCountAudio, { meditation_id: foreign.id }],
      [discoveryActions.frontDiscoveryCompleteMeditation, { meditation_id: foreign.id }],
    ] as Array<[Endpoint, object]>)
      expect((await t.call(endpoint, input, patientA)).status, endpoint.path).toBe(404);
    const [foreignRow] = await t.db.select().from(meditations).where(eq(meditations.id, foreign.id));
    expect(foreignRow!.playCount).toBe(0);
  });
});

describe('recommended lists', () => {
  it('lists recommended classes and meditations the viewer may see, in both families, with their card data', async () => {
    const own = await createClass(t.db, { clinicId: clinicA.id, recommended: true, title: 'Recommended own' });
    const lesson = await createLesson(t.db, own.id);
    await createContent(t.db, lesson, { type: 'audio', durationSeconds: 90 });
    const shared = await createClass(t.db, { shared: true, recommended: true, withContent: true });
    const granted = await createClass(t.db, { clinicId: clinicB.id, recommended: true, accessClinicIds: [clinicA.id], withContent: true });
    const foreign = await createClass(t.db, { clinicId: clinicB.id, recommended: true, withContent: true });
    const notRecommended = await createClass(t.db, { clinicId: clinicA.id, withContent: true });
    const ownMeditation = await createMeditation(t.db, { clinicId: clinicA.id, recommended: true, durationSeconds: 420 });
    const sharedMeditation = await createMeditation(t.db, { shared: true, recommended: true });
    const foreignMeditation = await createMeditation(t.db, { clinicId: clinicB.id, recommended: true });
    const plainMeditation = await createMeditation(t.db, { clinicId: clinicA.id });

    for (const [endpoint, token] of [
      [endpoints.frontDiscoveryRecommendedClasses, patientA],
      [endpoints.clinicDiscoveryRecommendedClasses, clinicAccountA],
    ] as const) {
      const response = await t.call(endpoint, {}, token);
      expect(response.status, endpoint.path).toBe(200);
      expect(ids(response.body.data)).toEqual(expect.arrayContaining([own.id, shared.id, granted.id]));
      for (const hidden of [foreign.id, notRecommended.id]) expect(ids(response.body.data)).not.toContain(hidden);
      expect(response.body.data!.find((card) => card.id === own.id)).toEqual({
        id: own.id,
        title: 'Recommended own',
        imageUrl: null,
        shared: false,
        featured: false,
        lessonCount: 1,
        durationSeconds: 90,
        memberCount: 0,
        progress: { joined: false, completed: false, completedContents: 0, totalContents: 1, percent: 0 },
      });
    }
    const forPersonal = await t.call(endpoints.frontDiscoveryRecommendedClasses, {}, personal);
    expect(ids(forPersonal.body.data)).toContain(shared.id);
    for (const hidden of [own.id, granted.id, foreign.id]) expect(ids(forPersonal.body.data)).not.toContain(hidden);

    for (const [endpoint, token] of [
      [endpoints.frontDiscoveryRecommendedMeditations, employeeA],
      [endpoints.clinicDiscoveryRecommendedMeditations, clinicAccountA],
    ] as const) {
      const response = await t.call(endpoint, { perPage: 100 }, token);
      expect(response.status, endpoint.path).toBe(200);
      expect(response.body.total_pages).toBe(1);
      expect(ids(response.body.data)).toEqual(expect.arrayContaining([ownMeditation.id, sharedMeditation.id]));
      for (const hidden of [foreignMeditation.id, plainMeditation.id]) expect(ids(response.body.data)).not.toContain(hidden);
      expect(response.body.data!.find((card) => card.id === ownMeditation.id)).toMatchObject({
        title: ownMeditation.title,
        durationSeconds: 420,
        playCount: 0,
        time_listen_duration: 0,
        percent: 0,
      });
    }
    const onePerPage = await t.call(endpoints.frontDiscoveryRecommendedMeditations, { perPage: 1 }, patientA);
    expect(onePerPage.body.data).toHaveLength(1);
    expect(onePerPage.body.total_pages).toBeGreaterThanOrEqual(2);
    const firstFew = await t.call(endpoints.clinicDiscoveryRecommendedMeditation, {}, clinicAccountA);
    expect(ids(firstFew.body.data)).toContain(ownMeditation.id);
    expect(ids(firstFew.body.data)).not.toContain(foreignMeditation.id);
    expect(ids((await t.call(endpoints.frontDiscoveryRecommendedMeditations, { perPage: 100 }, patientB)).body.data)).toContain(
      foreignMeditation.id,
    );
  });
});

describe("a class's lessons, tasks and resources", () => {
  it('answers lessons with contents, the class with its lessons and tasks, resources and meditation tasks; 404 across clinics', async () => {
    const klass = await createClassWithLessons(t.db, { clinicId: clinicA.id, lessonCount: 2, contentsPerLesson: 2 });
    const [l1, l2] = klass.lessons;
    const [task1] = await t.db.insert(learningTasks).values({ lessonId: l1!.id, title: 'Journal', sortOrder: 1 }).returning();
    const [task2] = await t.db
      .insert(learningTasks)
      .values({ lessonId: l2!.id, title: 'Walk', description: 'Ten minutes', sortOrder: 1 })
      .returning();
    const [pdf] = await t.db
      .insert(mediaFiles)
      .values({
        key: 'media/document/2026/discoveryresource.pdf',
        kind: 'document',
        contentType: 'application/pdf',
        byteSize: 10,
        originalName: 'sheet.pdf',
      })
      .returning();
    const [classResource] = await t.db
      .insert(resources)
      .values({ classId: klass.id, title: 'Workbook', mediaId: pdf!.id })
      .returning();
    const [lessonResource] = await t.db
      .insert(resources)
      .values({ lessonId: l2!.id, title: 'Reading', url: 'https://example.org/read', description: 'Background' })
      .returning();
    await t.call(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: l1!.contents[0]!.id }, patientA);

    const lessonsList = await t.call(endpoints.frontDiscoveryLessonsAndContents, { class_id: klass.id }, patientA);
    expect(lessonsList.status).toBe(200);
    expect(lessonsList.body.data!.map((lesson) => [lesson.id, lesson.sortOrder, lesson.classId])).toEqual([
      [l1!.id, 1, klass.id],
      [l2!.id, 2, klass.id],
    ]);
    expect(lessonsList.body.data![0]!.contents.map((c) => [c.id, c.sortOrder, c.type, c.completed])).toEqual([
      [l1!.contents[0]!.id, 1, 'text', true],
      [l1!.contents[1]!.id, 2, 'text', false],
    ]);
    // The clinic family previews the same lessons, without anyone's progress.
    const asClinic = await t.call(endpoints.clinicDiscoveryLessonsAndContents, { class_id: klass.id }, clinicAccountA);
    expect(asClinic.body.data!.flatMap((lesson) => lesson.contents.map((c) => c.completed))).toEqual([
      false,
      false,
      false,
      false,
    ]);

    const whole = await t.call(endpoints.frontDiscoveryClassContentAndLessons, { id: klass.id }, patientA);
    expect(whole.status).toBe(200);
    expect(whole.body.data!.data).toEqual(lessonsList.body.data);
    expect(whole.body.data!.detail).toMatchObject({
      id: klass.id,
      title: klass.title,
      lessonCount: 2,
      progress: { joined: true, completedContents: 1, totalContents: 4, percent: 25 },
      next_content_id: l1!.contents[1]!.id,
    });
    expect(whole.body.data!.detail).not.toHaveProperty('lessons');
    expect(whole.body.data!.tasks).toEqual([
      { id: task1!.id, title: 'Journal', description: null, completed: false, lessonId: l1!.id },
      { id: task2!.id, title: 'Walk', description: 'Ten minutes', completed: false, lessonId: l2!.id },
    ]);

    const resourceList = await t.call(endpoints.clinicDiscoveryResourceDetail, { class_id: klass.id }, clinicAccountA);
    expect(resourceList.status).toBe(200);
    expect(resourceList.body.data!.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: classResource!.id,
        title: 'Workbook',
        description: null,
        url: '/api/media/media/document/2026/discoveryresource.pdf',
        media: {
          url: '/api/media/media/document/2026/discoveryresource.pdf',
          kind: 'document',
          contentType: 'application/pdf',
          originalName: 'sheet.pdf',
        },
        lessonId: null,
      },
      {
        id: lessonResource!.id,
        title: 'Reading',
        description: 'Background',
        url: 'https://example.org/read',
        media: null,
        lessonId: l2!.id,
      },
    ]);

    const meditation = await createMeditation(t.db, { clinicId: clinicA.id });
    const [m1] = await t.db
      .insert(learningTasks)
      .values({ meditationId: meditation.id, title: 'Breathe', sortOrder: 1 })
      .returning();
    const [m2] = await t.db
      .insert(learningTasks)
      .values({ meditationId: meditation.id, title: 'Notice', sortOrder: 2 })
      .returning();
    await t.call(discoveryActions.frontDiscoveryMarkTask, { id: m2!.id }, patientA);
    const medTasks = await t.call(endpoints.frontDiscoveryMeditationTasks, { data_id: meditation.id }, patientA);
    expect(medTasks.status).toBe(200);
    expect(medTasks.body.data!.map((task) => [task.id, task.title, task.completed, task.lessonId])).toEqual([
      [m1!.id, 'Breathe', false, null],
      [m2!.id, 'Notice', true, null],
    ]);
    const clinicTasks = await t.call(endpoints.clinicDiscoveryMeditationTasks, { data_id: meditation.id }, clinicAccountA);
    expect(clinicTasks.body.data!.map((task) => task.id)).toEqual([m1!.id, m2!.id]);

    // Another clinic's private class and meditation are 404 for patients and clinic accounts alike.
    for (const [endpoint, input, token] of [
      [endpoints.frontDiscoveryLessonsAndContents, { class_id: klass.id }, patientB],
      [endpoints.frontDiscoveryClassContentAndLessons, { id: klass.id }, patientB],
      [endpoints.frontDiscoveryResourceDetail, { class_id: klass.id }, patientB],
      [endpoints.frontDiscoveryMeditationTasks, { data_id: meditation.id }, patientB],
      [endpoints.frontDiscoveryResourceDetail, { class_id: klass.id }, personal],
      [endpoints.clinicDiscoveryLessonsAndContents, { class_id: klass.id }, clinicAccountB],
      [endpoints.clinicDiscoveryClassContentAndLessons, { id: klass.id }, clinicAccountB],
      [endpoints.clinicDiscoveryResourceDetail, { class_id: klass.id }, clinicAccountB],
      [endpoints.clinicDiscoveryMeditationTasks, { data_id: meditation.id }, clinicAccountB],
    ] as Array<[Endpoint, object, string]>) {
      const response = await t.call(endpoint, input, token);
      expect(response.status, endpoint.path).toBe(404);
    }
  });
});

describe('progress through a class', () => {
  it('join, complete contents (next_content_id across lessons, null at the end), counters, leave', async () => {
    const klass = await createClassWithLessons(t.db, { clinicId: clinicA.id, lessonCount: 2, contentsPerLesson: 2 });
    const [l1, l2] = klass.lessons;
    const order = [...l1!.contents, ...l2!.contents].map((content) => content.id);

    const joined = await t.call(discoveryActions.frontDiscoveryJoinClass, { class_id: klass.id }, patientA);
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe(MESSAGES.classJoined);
    expect(joined.body.data!.memberCount).toBe(1);
    // Joining twice counts once.
    expect(
      (await t.call(discoveryActions.frontDiscoveryJoinClass, { class_id: klass.id }, patientA)).body.data!.memberCount,
    ).toBe(1);

    const detail = await t.call(endpoints.frontDiscoveryClassDetail, { class_id: klass.id }, patientA);
    expect(detail.body.data!.progress).toMatchObject({ joined: true, completed: false, percent: 0, totalContents: 4 });
    expect(detail.body.data!.lessonCount).toBe(2);
    expect(detail.body.data!.lessons.flatMap((lesson) => lesson.contents.map((content) => content.id))).toEqual(order);
    expect(detail.body.data!.next_content_id).toBe(order[0]);

    const expectedNext = [order[1], order[2], order[3], null];
    for (let i = 0; i < order.length; i++) {
      const done = await t.call(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: order[i] }, patientA);
      expect(done.status).toBe(200);
      expect(done.body.data!.next_content_id, `after content ${i + 1}`).toBe(expectedNext[i]);
    }
    const after = await t.call(endpoints.frontDiscoveryClassDetail, { class_id: klass.id }, patientA);
    expect(after.body.data!.progress).toMatchObject({ completed: true, percent: 100, completedContents: 4 });
    expect(after.body.data!.next_content_id).toBeNull();
    // Completing again does not count the view twice.
    await t.call(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: order[0] }, patientA);
    const [first] = await t.db.select().from(contents).where(eq(contents.id, order[0]!));
    expect(first!.viewCount).toBe(1);

    // The content viewer reads previous/next, and content detail its status.
    const viewer = await t.call(endpoints.frontDiscoveryLessonContentDetail, { content_id: order[2] }, patientA);
    expect(viewer.body.data).toMatchObject({ previous_content_id: order[1], next_content_id: order[3], completed: true });
    const detailed = await t.call(endpoints.frontDiscoveryContentDetail, { id: order[1] }, patientA);
    expect(detailed.body.data!.status).toBe('completed');
    expect(detailed.body.data!.data[0]!.id).toBe(order[1]);

    const left = await t.call(discoveryActions.frontDiscoveryLeaveClass, { class_id: klass.id }, patientA);
    expect(left.body.data).toMatchObject({ joined: false, memberCount: 0 });
    const [row] = await t.db.select().from(classes).where(eq(classes.id, klass.id));
    expect(row!.memberCount).toBe(0);
  });

  it('completing a content joins the class once; complete class and notify', async () => {
    const klass = await createClassWithLessons(t.db, { shared: true, lessonCount: 1, contentsPerLesson: 3 });
    const content = klass.lessons[0]!.contents[0]!;
    expect((await t.call(discoveryActions.frontDiscoveryNotify, { class_id: klass.id, notify: true }, personal)).status).toBe(
      409,
    );
    await t.call(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: content.id }, personal);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, klass.id));
    expect(row!.memberCount).toBe(1);
    const notified = await t.call(discoveryActions.frontDiscoveryNotify, { class_id: klass.id, notify: true }, personal);
    expect(notified.body.data).toEqual({ class_id: klass.id, notify: true });
    const complete = await t.call(discoveryActions.frontDiscoveryCompleteClass, { class_id: klass.id }, personal);
    expect(complete.body.data!.progress).toMatchObject({ completed: true, percent: 100 });
    const members = await t.db
      .select()
      .from(classMembers)
      .where(and(eq(classMembers.classId, klass.id)));
    expect(members).toHaveLength(1);
  });

  it('watch time: the position is saved and read back (resume), watched time adds up', async () => {
    const klass = await createClass(t.db, { clinicId: clinicA.id });
    const lesson = await createLesson(t.db, klass.id);
    const audio = await createContent(t.db, lesson, { type: 'audio', durationSeconds: 300 });
    await t.call(discoveryActions.frontDiscoveryUpdateWatchTime, { content_id: audio.id, position: 40, watched: 40 }, employeeA);
    const saved = await t.call(
      discoveryActions.frontDiscoveryUpdateWatchTime,
      { content_id: audio.id, position: 75, watched: 35 },
      employeeA,
    );
    expect(saved.body.data).toMatchObject({ position: 75, watched: 75, completed: false });
    const read = await t.call(discoveryActions.frontDiscoveryGetWatchTime, { content_id: audio.id }, employeeA);
    expect(read.body.data).toMatchObject({ position: 75, watched: 75 });
    const lessonList = await t.call(endpoints.frontDiscoveryLessonContent, { id: lesson.id }, employeeA);
    expect(lessonList.body.data!.contents[0]!.positionSeconds).toBe(75);
    const status = await t.call(endpoints.frontDiscoveryContentDetail, { id: audio.id }, employeeA);
    expect(status.body.data!.status).toBe('in_progress');
  });

  it('tasks: lesson tasks with next content, mark task, class tasks', async () => {
    const klass = await createClassWithLessons(t.db, { clinicId: clinicA.id, lessonCount: 2, contentsPerLesson: 1 });
    const [l1, l2] = klass.lessons;
    const [task] = await t.db.insert(learningTasks).values({ lessonId: l1!.id, title: 'Journal' }).returning();
    await t.db.insert(learningTasks).values({ lessonId: l2!.id, title: 'Walk' });
    const lessonTasks = await t.call(endpoints.frontDiscoveryLessonTasks, { content_id: l1!.contents[0]!.id }, patientA);
    expect(lessonTasks.body.data).toMatchObject({
      next_content_id: l2!.contents[0]!.id,
      tasks: [{ id: task!.id, completed: false }],
    });
    const marked = await t.call(discoveryActions.frontDiscoveryMarkTask, { id: task!.id }, patientA);
    expect(marked.body.data).toMatchObject({ id: task!.id, completed: true });
    const more = await t.call(endpoints.frontDiscoveryMoreTasks, { class_id: klass.id }, patientA);
    expect(more.body.data!.map((row) => [row.title, row.completed])).toEqual([
      ['Journal', true],
      ['Walk', false],
    ]);
    const unmarked = await t.call(discoveryActions.frontDiscoveryMarkTask, { id: task!.id, completed: false }, patientA);
    expect(unmarked.body.data!.completed).toBe(false);
  });
});

describe('the discovery home', () => {
  it("shows the clinic's active sections (or the platform's), popular classes, most watched videos and popular meditations", async () => {
    const clinic = await createClinic(t.db);
    const other = await createClinic(t.db);
    const patient = (await createUserAndLogin(t, 'patient', { clinicId: clinic.id })).session.accessToken;
    const own = await createClass(t.db, { clinicId: clinic.id, popular: true });
    const lesson = await createLesson(t.db, own.id);
    const video = await createContent(t.db, lesson, {
      type: 'video',
      videoSource: 'youtube',
      url: 'https://www.youtube.com/watch?v=abc',
    });
    const foreignClass = await createClass(t.db, { clinicId: other.id, withContent: true });
    const meditation = await createMeditation(t.db, { clinicId: clinic.id, popular: true });
    const category = await createCategory(t.db, { clinicId: clinic.id });
    const [image] = await t.db
      .insert(mediaFiles)
      .values({ key: `media/image/2026/${Date.now()}.png`, kind: 'image', contentType: 'image/png', byteSize: 10 })
      .returning();
    await t.db.update(classes).set({ imageMediaId: image!.id }).where(eq(classes.id, own.id));

    // No clinic sections yet: the platform's default sections show (those with an item the viewer may see).
    const [platform] = await t.db
      .insert(sections)
      .values({ clinicId: null, title: `Platform ${Date.now()}`, publishedAt: new Date() })
      .returning();
    const sharedClass = await createClass(t.db, { shared: true, withContent: true });
    await t.db.insert(sectionItems).values({ sectionId: platform!.id, classId: sharedClass.id, sortOrder: 1 });
    let home = await t.call(endpoints.frontDiscoveryHome, {}, patient);
    expect(home.status).toBe(200);
    expect(home.body.data!.sections.map((section) => section.id)).toContain(platform!.id);

    const [mine] = await t.db.insert(sections).values({ clinicId: clinic.id, title: 'For you', publishedAt: new Date() }).returning();
    await t.db.insert(sections).values({ clinicId: clinic.id, title: 'Hidden', publishedAt: null });
    await t.db.insert(sectionItems).values([
      { sectionId: mine!.id, classId: own.id, sortOrder: 1 },
      { sectionId: mine!.id, classId: foreignClass.id, sortOrder: 2 },
      { sectionId: mine!.id, contentId: video.id, sortOrder: 3 },
      { sectionId: mine!.id, meditationId: meditation.id, sortOrder: 4 },
      { sectionId: mine!.id, categoryId: category.id, sortOrder: 5 },
    ]);
    home = await t.call(endpoints.frontDiscoveryHome, {}, patient);
    const data = home.body.data!;
    expect(data.sections.map((section) => section.title)).toEqual(['For you']);
    expect(data.sections[0]!.items.map((item) => [item.kind, item.targetId])).toEqual([
      ['class', own.id],
      ['content', video.id],
      ['meditation', meditation.id],
      ['category', category.id],
    ]);
    expect(ids(data.popular_classes)).toContain(own.id);
    expect(ids(data.popular_classes)).not.toContain(foreignClass.id);
    expect(data.popular_classes.find((card) => card.id === own.id)!.imageUrl).toBe(`/api/media/${image!.key}`);
    expect(ids(data.most_watched_videos)).toContain(video.id);
    // A content never borrows its class's cover: it has a picture of its own or none (the page shows its tile).
    expect(data.most_watched_videos.find((card) => card.id === video.id)!.imageUrl).toBeNull();
    expect(data.sections[0]!.items.find((item) => item.kind === 'content')!.imageUrl).toBeNull();
    expect(data.sections[0]!.items.find((item) => item.kind === 'class')!.imageUrl).toBe(`/api/media/${image!.key}`);
    expect(ids(data.popular_meditations)).toContain(meditation.id);

    // The same home for the clinic account; another clinic's patient never sees them.
    const asClinic = await t.call(endpoints.clinicDiscoveryHome, {}, clinicAccountA);
    expect(asClinic.status).toBe(200);
    const elsewhere = await t.call(endpoints.frontDiscoveryHome, {}, patientB);
    expect(ids(elsewhere.body.data!.popular_classes)).not.toContain(own.id);
    expect(elsewhere.body.data!.sections.map((section) => section.id)).not.toContain(mine!.id);

    // Section reads and categories.
    const section = await t.call(endpoints.frontDiscoverySectionContent, { id: mine!.id }, patient);
    expect(section.body.data!.items).toHaveLength(4);
    const sectionCats = await t.call(endpoints.frontDiscoverySectionCategories, { id: mine!.id }, patient);
    expect(sectionCats.body.data!.items.map((item) => item.kind)).toEqual(['category']);
    expect((await t.call(endpoints.frontDiscoverySectionContent, { id: mine!.id }, patientB)).status).toBe(404);
  });

  it("leaves the platform's default sections off the home of a clinic whose default status is off", async () => {
    const clinic = await createClinic(t.db);
    const patient = (await createUserAndLogin(t, 'patient', { clinicId: clinic.id })).session.accessToken;
    const clinicAccount = (await createUserAndLogin(t, 'clinic', { clinicId: clinic.id })).session.accessToken;
    const sharedClass = await createClass(t.db, { shared: true, withContent: true });
    const [platform] = await t.db
      .insert(sections)
      .values({ clinicId: null, title: `Platform default ${Date.now()}`, publishedAt: new Date() })
      .returning();
    await t.db.insert(sectionItems).values({ sectionId: platform!.id, classId: sharedClass.id, sortOrder: 1 });
    const sectionIds = async () =>
      (await t.call(endpoints.frontDiscoveryHome, {}, patient)).body.data!.sections.map((section) => section.id);

    expect(await sectionIds()).toContain(platform!.id);
    const switched = await t.call(endpoints.clinicSectionsEditDefaultStatus, { default_status: false }, clinicAccount);
    expect(switched.status).toBe(200);
    expect(await sectionIds()).not.toContain(platform!.id);
    // The rest of the home is still there.
    const home = await t.call(endpoints.frontDiscoveryHome, {}, patient);
    expect(ids(home.body.data!.popular_classes)).toContain(sharedClass.id);
  });

  it('categories by type and their items, sub-categories included; featured class', async () => {
    const parent = await createCategory(t.db, { clinicId: clinicA.id, type: 'meditation' });
    const child = await createCategory(t.db, { clinicId: clinicA.id, type: 'meditation', parentId: parent.id });
    const foreignCat = await createCategory(t.db, { clinicId: clinicB.id, type: 'meditation' });
    const klassCat = await createCategory(t.db, { clinicId: clinicA.id });
    const klass = await createClass(t.db, { clinicId: clinicA.id, categoryIds: [klassCat.id], featured: true, withContent: true });
    const list = await t.call(endpoints.frontDiscoveryCategoriesByType, { type: 'meditation' }, patientA);
    expect(ids(list.body.data)).toContain(parent.id);
    expect(ids(list.body.data)).not.toContain(child.id);
    expect(ids(list.body.data)).not.toContain(foreignCat.id);
    const items = await t.call(endpoints.frontDiscoveryCategoryItems, { cat_id: parent.id }, patientA);
    expect(ids(items.body.data!.subCategories)).toEqual([child.id]);
    const classItems = await t.call(endpoints.frontDiscoveryCategoryContent, { id: klassCat.id }, patientA);
    expect(classItems.body.data!.category.title).toBe(klassCat.title);
    expect(ids(classItems.body.data!.classes)).toEqual([klass.id]);
    expect((await t.call(endpoints.frontDiscoveryCategoryItems, { cat_id: foreignCat.id }, patientA)).status).toBe(404);
    const featured = await t.call(endpoints.frontDiscoveryFeaturedClass, {}, patientA);
    expect(featured.body.data?.featured).toBe(true);
  });
});
