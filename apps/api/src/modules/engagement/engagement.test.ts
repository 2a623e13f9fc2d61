import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints, MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { businessAnswers, businessQuestions, classes as classesTable, contentProgress, favourites, mediaFiles, ratings, stories, users } from '@stillpoint/db';
import { makePdf, TINY_PNG } from '../../../test/media-fixtures.js';
import { createContent, createClass, createClassWithLessons, createLesson, createMeditation } from '../../../test/content-factories.js';
import { auditEventsFor, createClinic, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A clinic with a logged-in patient, employee and clinic account, and a private class with lessons. */
async function setting() {
  const team = await createClinicTeam(t);
  const patient = (await login(t, team.patient)).accessToken;
  const employee = (await login(t, team.employee)).accessToken;
  const klass = await createClassWithLessons(t.db, { clinicId: team.clinic.id, lessonCount: 1, contentsPerLesson: 2 });
  const meditation = await createMeditation(t.db, { clinicId: team.clinic.id });
  return { team, patient, employee, klass, meditation };
}

describe('ratings and reviews', () => {
  it('keeps one rating per person and item (upsert) and averages them', async () => {
    const { team, patient, employee, klass } = await setting();
    const target = { data_id: klass.id, data_type: 'classes' as const };
    const first = await t.call(endpoints.frontAddRating, { ...target, rating: 2 }, patient);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(APP_MESSAGES.ratingAdded);
    expect(first.body.data).toMatchObject({ average_rating: 2, total_ratings: 1, my_rating: 2, my_review: null });
    const again = await t.call(endpoints.frontAddRating, { ...target, rating: 5 }, patient);
    expect(again.body.data).toMatchObject({ average_rating: 5, total_ratings: 1, my_rating: 5 });
    await t.call(endpoints.frontAddRating, { ...target, rating: 4 }, employee);
    const byClinic = await t.call(endpoints.clinicAddRating, { ...target, rating: 4 }, team.token);
    expect(byClinic.body.data).toMatchObject({ average_rating: 4.3, total_ratings: 3, my_rating: 4 });
    const average = await t.call(endpoints.frontAverageRating, target, patient);
    expect(average.body.data).toMatchObject({ average_rating: 4.3, total_ratings: 3, my_rating: 5 });
    const rows = await t.db.select().from(ratings).where(eq(ratings.classId, klass.id));
    expect(rows).toHaveLength(3);
    const invalid = await t.call(endpoints.frontAddRating, { ...target, rating: 6 }, patient);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('rating');
  });

  it('adds reviews as plain text, lists them newest first with author name and avatar, paged', async () => {
    const { patient, employee, klass } = await setting();
    const lesson = klass.lessons[0]!;
    const target = { data_id: lesson.id, data_type: 'lessons' as const };
    const review = await t.call(endpoints.frontAddReview, { ...target, review: '<b>Calm</b> and <script>x()</script>clear', rating: 4 }, patient);
    expect(review.body).toMatchObject({ message: APP_MESSAGES.reviewAdded, data: { my_review: 'Calm and clear', my_rating: 4 } });
    // A rating given before the review is kept when the review comes without stars.
    await t.call(endpoints.frontAddRating, { ...target, rating: 3 }, employee);
    await t.call(endpoints.frontAddReview, { ...target, review: 'Second thoughts' }, employee);
    const list = await t.call(endpoints.frontGetReviews, { ...target, perPage: 1 }, patient);
    expect(list.status).toBe(200);
    expect(list.body.total_pages).toBe(2);
    expect(list.body.data![0]).toMatchObject({ review: 'Second thoughts', rating: 3, author: { name: expect.any(String), avatar: expect.any(String) } });
    const second = await t.call(endpoints.frontGetReviews, { ...target, perPage: 1, pageNo: 2 }, patient);
    expect(second.body.data![0]).toMatchObject({ review: 'Calm and clear', rating: 4 });
    const empty = await t.call(endpoints.frontAddReview, { ...target, review: '<p></p>' }, patient);
    expect(empty.status).toBe(422);
    const meditation = await createMeditation(t.db, { shared: true });
    const onMeditation = await t.call(endpoints.frontAddReview, { data_id: meditation.id, data_type: 'meditations', review: 'Lovely', rating: 5 }, patient);
    expect(onMeditation.body.data).toMatchObject({ average_rating: 5, data_type: 'meditations' });
  });

  it('shows an author by real name to their own clinic, by the name they chose to everyone else (person-view.test.ts has every rule)', async () => {
    const { team, patient, employee } = await setting();
    const shared = await createClass(t.db, { shared: true, withContent: true });
    await t.db.update(users).set({ fullName: 'Paula Quiet Patel', avatarUrl: '/api/media/avatars/p.png' }).where(eq(users.id, team.patient.id));
    await t.call(endpoints.frontAddReview, { data_id: shared.id, data_type: 'classes', review: 'Lovely', rating: 5 }, patient);
    const colleague = await t.call(endpoints.frontGetReviews, { data_id: shared.id, data_type: 'classes' }, employee);
    expect(colleague.body.data![0]!.author).toEqual({ userid: team.patient.id, name: 'Paula Quiet Patel', avatar: '/api/media/avatars/p.png', self: false, team: false });
    const personal = (await createUserAndLogin(t, 'personal')).session.accessToken;
    const outsider = await t.call(endpoints.frontGetReviews, { data_id: shared.id, data_type: 'classes' }, personal);
    expect(outsider.body.data![0]!.author).toEqual({ userid: null, name: 'Paula P.', avatar: '/images/default-avatar.svg', self: false, team: false });
    const banner = await t.call(endpoints.frontTopBannerReviews, {}, personal);
    expect(banner.body.data!.classes.find((r) => r.review === 'Lovely')!.author.name).toBe('Paula P.');
    const self = await t.call(endpoints.frontGetReviews, { data_id: shared.id, data_type: 'classes' }, patient);
    expect(self.body.data![0]!.author).toMatchObject({ name: 'Paula Quiet Patel', self: true });
  });

  it("answers 404 for another clinic's private class, lesson or meditation, and for what does not exist", async () => {
    const { klass, meditation } = await setting();
    const other = await createClinicTeam(t);
    const stranger = (await login(t, other.patient)).accessToken;
    const personal = (await createUserAndLogin(t, 'personal')).session.accessToken;
    const calls: Array<[Endpoint, object, string]> = [
      [endpoints.frontAddRating, { data_id: klass.id, data_type: 'classes', rating: 5 }, stranger],
      [endpoints.frontAddReview, { data_id: klass.lessons[0]!.id, data_type: 'lessons', review: 'x' }, stranger],
      [endpoints.frontAverageRating, { data_id: meditation.id, data_type: 'meditations' }, stranger],
      [endpoints.frontGetReviews, { data_id: klass.id, data_type: 'classes' }, personal],
      [endpoints.clinicAddRating, { data_id: klass.id, data_type: 'classes', rating: 5 }, other.token],
      [endpoints.frontFavorite, { data_id: klass.id, type: 'class' }, stranger],
      [endpoints.frontFavorite, { data_id: klass.lessons[0]!.contents[0]!.id, type: 'content' }, stranger],
      [endpoints.clinicFavorite, { data_id: meditation.id, type: 'meditation' }, other.token],
      [endpoints.frontUnfavorite, { data_id: klass.id, type: 'class' }, personal],
      [endpoints.frontAddToWatch, { data_id: klass.id, type: 'class' }, stranger],
      [endpoints.frontFeedbackValue, { data_id: meditation.id, type: 'meditation', value: 3 }, stranger],
      [endpoints.frontSignature, { user_sign: 'Me', class_id: klass.id }, stranger],
      [endpoints.frontGetStories, { class_id: klass.id }, stranger],
      [endpoints.frontAddRating, { data_id: 99_999_999, data_type: 'classes', rating: 5 }, stranger],
    ];
    for (const [endpoint, body, token] of calls) {
      const response = await t.call(endpoint, body, token);
      expect(response.status, endpoint.path).toBe(404);
      expect(response.body).toMatchObject({ status: false, code: 'NOT_FOUND' });
    }
    expect(await t.db.select().from(favourites).where(eq(favourites.classId, klass.id))).toEqual([]);
  });

  it('lets another clinic rate a class it was given access to, and a personal user a shared one', async () => {
    const owner = await createClinic(t.db);
    const other = await createClinicTeam(t);
    const granted = await createClass(t.db, { clinicId: owner.id, accessClinicIds: [other.clinic.id], withContent: true });
    const shared = await createClass(t.db, { clinicId: owner.id, shared: true, withContent: true });
    const patient = (await login(t, other.patient)).accessToken;
    expect((await t.call(endpoints.frontAddRating, { data_id: granted.id, data_type: 'classes', rating: 4 }, patient)).status).toBe(200);
    const personal = (await createUserAndLogin(t, 'personal')).session.accessToken;
    expect((await t.call(endpoints.frontAddRating, { data_id: shared.id, data_type: 'classes', rating: 4 }, personal)).status).toBe(200);
    expect((await t.call(endpoints.frontAddRating, { data_id: granted.id, data_type: 'classes', rating: 4 }, personal)).status).toBe(404);
  });

  it('shows the newest good reviews per banner group, among what the viewer sees', async () => {
    const { team, patient, klass, meditation } = await setting();
    const videoLesson = await createLesson(t.db, klass.id, { sortOrder: 2 });
    await createContent(t.db, videoLesson, { type: 'video', videoSource: 'youtube', url: 'https://youtu.be/x' });
    await t.call(endpoints.frontAddReview, { data_id: klass.id, data_type: 'classes', review: 'Great class', rating: 5 }, patient);
    await t.call(endpoints.frontAddReview, { data_id: meditation.id, data_type: 'meditations', review: 'Poor', rating: 2 }, patient);
    await t.call(endpoints.frontAddReview, { data_id: videoLesson.id, data_type: 'lessons', review: 'Nice video', rating: 4 }, patient);
    const banner = await t.call(endpoints.frontTopBannerReviews, {}, patient);
    expect(banner.status).toBe(200);
    expect(banner.body.data!.classes.map((r) => r.review)).toContain('Great class');
    expect(banner.body.data!.meditation.map((r) => r.review)).not.toContain('Poor');
    expect(banner.body.data!.video[0]).toMatchObject({ review: 'Nice video', item: { type: 'lesson', id: videoLesson.id, classId: klass.id } });
    const stranger = (await login(t, (await createClinicTeam(t)).patient)).accessToken;
    const elsewhere = await t.call(endpoints.frontTopBannerReviews, {}, stranger);
    expect(elsewhere.body.data!.classes.map((r) => r.review)).not.toContain('Great class');
    const clinicView = await t.call(endpoints.clinicTopBannerReviews, {}, team.token);
    expect(clinicView.body.data!.classes.map((r) => r.review)).toContain('Great class');
  });
});

describe('favourites', () => {
  it("adds, lists by type and removes with 'Delete from favorite'", async () => {
    const { patient, klass, meditation } = await setting();
    const content = klass.lessons[0]!.contents[0]!;
    const added = await t.call(endpoints.frontFavorite, { data_id: klass.id, type: 'class' }, patient);
    expect(added.body).toMatchObject({ status: true, message: APP_MESSAGES.addedToFavorite, data: { favourite: true } });
    expect((await t.call(endpoints.frontFavorite, { data_id: klass.id, type: 'class' }, patient)).status).toBe(200);
    await t.call(endpoints.frontFavorite, { data_id: meditation.id, type: 'meditation' }, patient);
    await t.call(endpoints.frontFavorite, { data_id: content.id, type: 'content' }, patient);
    const classesList = await t.call(endpoints.frontFavoritesList, { type: 'class' }, patient);
    expect(classesList.body.total_pages).toBe(1);
    expect(classesList.body.data!.map((f) => f.item)).toEqual([
      { type: 'class', id: klass.id, title: klass.title, image: null, classId: klass.id, contentType: null },
    ]);
    const contentsList = await t.call(endpoints.frontFavoritesList, { type: 'content' }, patient);
    expect(contentsList.body.data!.map((f) => f.item)).toEqual([
      { type: 'content', id: content.id, title: content.title, image: null, classId: klass.id, contentType: 'text' },
    ]);
    const one = await t.call(endpoints.frontFavoritesList, { type: 'class', data_id: klass.id }, patient);
    expect(one.body.data!.map((f) => f.item.id)).toEqual([klass.id]);
    expect((await t.call(endpoints.frontFavoritesList, { type: 'class', data_id: klass.id + 1000 }, patient)).body.data).toEqual([]);
    const meditationsList = await t.call(endpoints.frontFavoritesList, { type: 'meditation' }, patient);
    expect(meditationsList.body.data!.map((f) => f.item.id)).toEqual([meditation.id]);
    const removed = await t.call(endpoints.frontUnfavorite, { data_id: klass.id, type: 'class' }, patient);
    expect(removed.body).toMatchObject({ status: true, message: 'Delete from favorite', data: { favourite: false } });
    expect(removed.body.message).toBe(MESSAGES.deleteFromFavorite);
    expect((await t.call(endpoints.frontFavoritesList, { type: 'class' }, patient)).body.data).toEqual([]);
  });

  it('lets a clinic account favourite its classes and meditations, and hides favourites that are no longer visible', async () => {
    const { team, klass, meditation } = await setting();
    await t.call(endpoints.clinicFavorite, { data_id: klass.id, type: 'class' }, team.token);
    await t.call(endpoints.clinicFavorite, { data_id: meditation.id, type: 'meditation' }, team.token);
    expect((await t.call(endpoints.clinicFavoritesList, { type: 'meditation' }, team.token)).body.data!.map((f) => f.item.id)).toEqual([meditation.id]);
    const removed = await t.call(endpoints.clinicUnfavorite, { data_id: meditation.id, type: 'meditation' }, team.token);
    expect(removed.body.message).toBe('Delete from favorite');

    // A patient who favourited a class another clinic shared loses it from the list when the access goes.
    const owner = await createClinic(t.db);
    const other = await createClinicTeam(t);
    const granted = await createClass(t.db, { clinicId: owner.id, accessClinicIds: [other.clinic.id], withContent: true });
    const patient = (await login(t, other.patient)).accessToken;
    await t.call(endpoints.frontFavorite, { data_id: granted.id, type: 'class' }, patient);
    expect((await t.call(endpoints.frontFavoritesList, { type: 'class' }, patient)).body.data).toHaveLength(1);
    await t.db.execute(`delete from class_clinics where class_id = ${granted.id}` as never);
    expect((await t.call(endpoints.frontFavoritesList, { type: 'class' }, patient)).body.data).toEqual([]);
  });
});

describe('watch list', () => {
  it('adds items once, lists them, marks one complete and removes one; other people’s entries are 404', async () => {
    const { patient, employee, klass, meditation } = await setting();
    const added = await t.call(endpoints.frontAddToWatch, { data_id: klass.id, type: 'class' }, patient);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ completed: false, item: { type: 'class', id: klass.id, title: klass.title } });
    const again = await t.call(endpoints.frontAddToWatch, { data_id: klass.id, type: 'class' }, patient);
    expect(again.body.data!.id).toBe(added.body.data!.id);
    const second = await t.call(endpoints.frontAddToWatch, { data_id: meditation.id, type: 'meditation' }, patient);
    const list = await t.call(endpoints.frontWatchListData, {}, patient);
    expect(list.body.data!.map((e) => e.id)).toEqual([second.body.data!.id, added.body.data!.id]);

    const only = await t.call(endpoints.frontWatchListData, { type: 'meditation', data_id: meditation.id }, patient);
    expect(only.body.data!.map((e) => e.id)).toEqual([second.body.data!.id]);
    const foreign = await t.call(endpoints.frontWatchMarkComplete, { id: added.body.data!.id }, employee);
    expect(foreign.status).toBe(404);
    expect((await t.call(endpoints.frontWatchRemove, { id: added.body.data!.id }, employee)).status).toBe(404);

    const done = await t.call(endpoints.frontWatchMarkComplete, { id: added.body.data!.id }, patient);
    expect(done.body).toMatchObject({ message: APP_MESSAGES.watchListCompleted, data: { completed: true } });
    expect((await t.call(endpoints.frontWatchListData, { status: 'completed' }, patient)).body.data!.map((e) => e.id)).toEqual([added.body.data!.id]);
    expect((await t.call(endpoints.frontWatchListData, { status: 'pending' }, patient)).body.data!.map((e) => e.id)).toEqual([second.body.data!.id]);

    const removed = await t.call(endpoints.frontWatchRemove, { id: second.body.data!.id }, patient);
    expect(removed.body).toMatchObject({ status: true, message: APP_MESSAGES.watchListRemoved, data: null });
    expect((await t.call(endpoints.frontWatchListData, {}, patient)).body.data!.map((e) => e.id)).toEqual([added.body.data!.id]);
    expect((await t.call(endpoints.frontWatchRemove, { id: second.body.data!.id }, patient)).status).toBe(404);
  });
});

describe('recommended', () => {
  it('recommends visible recommended classes and contents the person has not completed', async () => {
    const { team, patient } = await setting();
    const recommended = await createClassWithLessons(t.db, { clinicId: team.clinic.id, recommended: true, lessonCount: 1, contentsPerLesson: 2 });
    const foreign = await createClass(t.db, { clinicId: (await createClinic(t.db)).id, recommended: true, withContent: true });
    const done = recommended.lessons[0]!.contents[0]!;
    const patientRow = (await t.db.select().from(users).where(eq(users.id, team.patient.id)))[0]!;
    await t.db.insert(contentProgress).values({ contentId: done.id, userId: patientRow.id, classId: recommended.id, completedAt: new Date() });
    const response = await t.call(endpoints.frontRecommended, {}, patient);
    expect(response.status).toBe(200);
    const classIds = response.body.data!.classes.map((c) => c.id);
    expect(classIds).toContain(recommended.id);
    expect(classIds).not.toContain(foreign.id);
    const contentIds = response.body.data!.contents.map((c) => c.id);
    expect(contentIds).toContain(recommended.lessons[0]!.contents[1]!.id);
    expect(contentIds).not.toContain(done.id);
    expect(response.body.data!.contents[0]).toMatchObject({ classId: recommended.id, contentType: 'text' });
  });

  it("never gives a content its class's cover: a recommended or favourite content has its own picture or none", async () => {
    const { team, patient } = await setting();
    const klass = await createClassWithLessons(t.db, { clinicId: team.clinic.id, recommended: true, lessonCount: 1, contentsPerLesson: 1 });
    const [cover] = await t.db
      .insert(mediaFiles)
      .values({ key: `media/image/2026/cover-${Date.now()}.webp`, kind: 'image', contentType: 'image/webp', byteSize: 10, clinicId: team.clinic.id })
      .returning();
    await t.db.update(classesTable).set({ imageMediaId: cover!.id }).where(eq(classesTable.id, klass.id));
    const content = klass.lessons[0]!.contents[0]!;
    const response = (await t.call(endpoints.frontRecommended, {}, patient)).body.data!;
    expect(response.classes.find((c) => c.id === klass.id)!.image).toMatch(/cover-/);
    expect(response.contents.find((c) => c.id === content.id)!.image).toBeNull();
    await t.call(endpoints.frontFavorite, { data_id: content.id, type: 'content' }, patient);
    await t.call(endpoints.frontFavorite, { data_id: klass.id, type: 'class' }, patient);
    const contents = (await t.call(endpoints.frontFavoritesList, { type: 'content' }, patient)).body.data!;
    expect(contents.find((f) => f.item.id === content.id)!.item.image).toBeNull();
    const classes = (await t.call(endpoints.frontFavoritesList, { type: 'class' }, patient)).body.data!;
    expect(classes.find((f) => f.item.id === klass.id)!.item.image).toMatch(/cover-/);
  });
});

describe('feedback values and feedback data', () => {
  it('records feedback; the clinic reads feedback and reviews on its own items only, paged and audited', async () => {
    const { team, patient, klass, meditation } = await setting();
    const other = await setting();
    const content = klass.lessons[0]!.contents[0]!;
    const saved = await t.call(endpoints.frontFeedbackValue, { data_id: content.id, type: 'content', value: 4, comment: '<i>Lighter</i>' }, patient);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ message: APP_MESSAGES.feedbackSaved, data: { value: 4, comment: 'Lighter', type: 'content' } });
    await t.call(endpoints.frontFeedbackValue, { data_id: meditation.id, type: 'meditation', value: 2 }, patient);
    await t.call(endpoints.frontFeedbackValue, { data_id: other.klass.id, type: 'class', value: 5 }, other.patient);
    expect((await t.call(endpoints.frontFeedbackValue, { data_id: meditation.id, type: 'meditation', value: 9 }, patient)).status).toBe(422);

    const feedback = await t.call(endpoints.clinicFeedbackData, { perPage: 1 }, team.token);
    expect(feedback.status).toBe(200);
    expect(feedback.body.total_pages).toBe(2);
    expect(feedback.body.data![0]).toMatchObject({ kind: 'feedback', value: 2, item: { type: 'meditation', id: meditation.id } });
    const all = await t.call(endpoints.clinicFeedbackData, {}, team.token);
    expect(all.body.data!.map((f) => f.item.id)).toEqual([meditation.id, content.id]);
    expect(all.body.data![1]).toMatchObject({ text: 'Lighter', item: { type: 'content', classId: klass.id }, author: { userid: team.patient.id } });

    await t.call(endpoints.frontAddReview, { data_id: klass.lessons[0]!.id, data_type: 'lessons', review: 'Helpful', rating: 5 }, patient);
    await t.call(endpoints.frontAddReview, { data_id: other.klass.id, data_type: 'classes', review: 'Elsewhere' }, other.patient);
    const reviews = await t.call(endpoints.clinicFeedbackData, { kind: 'reviews' }, team.token);
    expect(reviews.body.data).toHaveLength(1);
    expect(reviews.body.data![0]).toMatchObject({ kind: 'reviews', value: 5, text: 'Helpful', item: { type: 'lesson', classId: klass.id } });
    const audited = await t.db.query.auditEvents.findMany({ where: (a, { eq: equals }) => equals(a.action, 'engagement.feedback_viewed') });
    expect(audited.some((a) => a.clinicId === team.clinic.id)).toBe(true);
    void auditEventsFor;
  });
});

describe('signature', () => {
  it('saves a typed or drawn signature, refusing other data URLs', async () => {
    const { patient, klass } = await setting();
    const typed = await t.call(endpoints.frontSignature, { user_sign: 'Paul Patel', class_id: klass.id }, patient);
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ message: APP_MESSAGES.signatureSaved, data: { user_sign: 'Paul Patel', class_id: klass.id } });
    const drawn = await t.call(endpoints.frontSignature, { user_sign: 'data:image/png;base64,iVBORw0KGgo=' }, patient);
    expect(drawn.body.data).toMatchObject({ class_id: null });
    const svg = await t.call(endpoints.frontSignature, { user_sign: 'data:image/svg+xml;base64,PHN2Zz4=' }, patient);
    expect(svg.status).toBe(422);
    expect(svg.body.errors?.[0]?.path).toBe('user_sign');
  });

  it("reads back the caller's newest signature for a class, or the general one; others' and foreign classes stay out", async () => {
    const { team, patient, employee, klass } = await setting();
    expect((await t.call(endpoints.frontGetSignature, { class_id: klass.id }, patient)).body.data).toBeNull();
    await t.call(endpoints.frontSignature, { user_sign: 'First try', class_id: klass.id }, patient);
    await t.call(endpoints.frontSignature, { user_sign: 'Paul Patel', class_id: klass.id }, patient);
    await t.call(endpoints.frontSignature, { user_sign: 'data:image/png;base64,iVBORw0KGgo=' }, patient);
    const forClass = await t.call(endpoints.frontGetSignature, { class_id: klass.id }, patient);
    expect(forClass.status).toBe(200);
    expect(forClass.body.data).toMatchObject({ user_sign: 'Paul Patel', class_id: klass.id });
    const general = await t.call(endpoints.frontGetSignature, {}, patient);
    expect(general.body.data).toMatchObject({ user_sign: 'data:image/png;base64,iVBORw0KGgo=', class_id: null });
    // Someone else's signature is never read back.
    expect((await t.call(endpoints.frontGetSignature, { class_id: klass.id }, employee)).body.data).toBeNull();
    await t.call(endpoints.clinicSignature, { user_sign: 'Harbor', class_id: klass.id }, team.token);
    expect((await t.call(endpoints.clinicGetSignature, { class_id: klass.id }, team.token)).body.data).toMatchObject({ user_sign: 'Harbor' });
    const foreign = await createClass(t.db, { clinicId: (await createClinic(t.db)).id, withContent: true });
    expect((await t.call(endpoints.frontGetSignature, { class_id: foreign.id }, patient)).status).toBe(404);
    const invalid = await t.call(endpoints.frontGetSignature, { class_id: 'x' }, patient);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('class_id');
  });
});

describe('business questions', () => {
  it('lists the active questions; only business users (role id 4) may answer', async () => {
    const [active, later] = await t.db
      .insert(businessQuestions)
      .values([
        { question: 'How many people work with you?', sortOrder: 1 },
        { question: 'What would help your team most?', sortOrder: 2 },
      ])
      .returning();
    const [inactive] = await t.db.insert(businessQuestions).values({ question: 'Old question', active: false }).returning();
    const business = await createUserAndLogin(t, 'business');
    const personal = await createUserAndLogin(t, 'personal');
    const list = await t.call(endpoints.frontBusinessQuestions, {}, business.session.accessToken);
    expect(list.body.data!.canAnswer).toBe(true);
    const ids = list.body.data!.questions.map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining([active!.id, later!.id]));
    expect(ids).not.toContain(inactive!.id);

    const refused = await t.call(endpoints.frontBusinessAnswers, { answers: [{ question_id: active!.id, answer: 'Five' }] }, personal.session.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(APP_MESSAGES.businessOnly);
    expect((await t.call(endpoints.frontBusinessQuestions, {}, personal.session.accessToken)).body.data!.canAnswer).toBe(false);

    const saved = await t.call(
      endpoints.frontBusinessAnswers,
      { answers: [{ question_id: active!.id, answer: 'Five' }, { question_id: later!.id, answer: '<b>Calm</b> meetings' }] },
      business.session.accessToken,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your answers submitted successfully');
    expect(saved.body.data!.questions.find((q) => q.id === later!.id)!.answer).toBe('Calm meetings');
    const updated = await t.call(endpoints.frontBusinessAnswers, { answers: [{ question_id: active!.id, answer: 'Six' }] }, business.session.accessToken);
    expect(updated.body.data!.questions.find((q) => q.id === active!.id)!.answer).toBe('Six');
    expect(await t.db.select().from(businessAnswers).where(eq(businessAnswers.userId, business.user.id))).toHaveLength(2);
    const unknown = await t.call(endpoints.frontBusinessAnswers, { answers: [{ question_id: inactive!.id, answer: 'x' }] }, business.session.accessToken);
    expect(unknown.status).toBe(404);
    const patient = (await createUserAndLogin(t, 'patient')).session.accessToken;
    expect((await t.call(endpoints.frontBusinessQuestions, {}, patient)).status).toBe(403);
  });
});

describe('stories', () => {
  it('lists a class’s stories; authors delete their own, the owning clinic any, others are refused', async () => {
    const { team, patient, employee, klass } = await setting();
    const author = team.patient;
    const [mine, theirs] = await t.db
      .insert(stories)
      .values([
        { classId: klass.id, userId: author.id, caption: 'My morning' },
        { classId: klass.id, userId: team.employee.id, caption: 'Team walk' },
      ])
      .returning();
    const list = await t.call(endpoints.frontGetStories, { class_id: klass.id }, patient);
    expect(list.status).toBe(200);
    expect(list.body.data!.map((s) => [s.id, s.canDelete, s.canEdit])).toEqual(
      expect.arrayContaining([
        [mine!.id, true, true],
        [theirs!.id, false, false],
      ]),
    );
    const clinicList = await t.call(endpoints.clinicGetStories, { class_id: klass.id }, team.token);
    expect(clinicList.body.data!.every((s) => s.canDelete)).toBe(true);
    // The clinic deletes any story of its class but edits none of its people's.
    expect(clinicList.body.data!.some((s) => s.canEdit)).toBe(false);

    const refused = await t.call(endpoints.frontDeleteStory, { id: theirs!.id }, patient);
    expect(refused.status).toBe(403);
    const stranger = await createClinicTeam(t);
    expect((await t.call(endpoints.clinicDeleteStory, { id: theirs!.id }, stranger.token)).status).toBe(404);
    const own = await t.call(endpoints.frontDeleteStory, { id: mine!.id }, patient);
    expect(own.body).toMatchObject({ status: true, message: APP_MESSAGES.storyDeleted });
    const byClinic = await t.call(endpoints.clinicDeleteStory, { id: theirs!.id }, team.token);
    expect(byClinic.status).toBe(200);
    expect(await t.db.select().from(stories).where(eq(stories.classId, klass.id))).toEqual([]);
    void employee;

    // A clinic that was only given access to another clinic's class may not delete its stories.
    const owner = await createClinic(t.db);
    const granted = await createClass(t.db, { clinicId: owner.id, accessClinicIds: [team.clinic.id], withContent: true });
    const someone = await createUser(t.db, 'patient', { clinicId: owner.id });
    const [foreignStory] = await t.db.insert(stories).values({ classId: granted.id, userId: someone.id }).returning();
    expect((await t.call(endpoints.clinicDeleteStory, { id: foreignStory!.id }, team.token)).status).toBe(403);
  });
});

describe('story uploads', () => {
  const png = { field: 'media', filename: 'morning.png', contentType: 'image/png', data: TINY_PNG };
  const mediaRows = async () => (await t.db.select().from(mediaFiles)).length;

  it('shares an image story, lists it with its media, lets only the author update it, and removes replaced files', async () => {
    const { team, patient, employee, klass } = await setting();
    const added = await t.form(endpoints.frontAddStory, { class_id: klass.id, caption: '<b>First</b> light' }, [png], patient);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: APP_MESSAGES.storyAdded,
      data: { class_id: klass.id, caption: 'First light', canDelete: true, media: { kind: 'image', contentType: 'image/png' } },
    });
    const story = added.body.data!;
    expect(story.media!.url).toMatch(/^\/api\/media\//);
    const served = await t.app.inject({ method: 'GET', url: story.media!.url, headers: { cookie: team.mediaCookie } });
    expect(served.statusCode).toBe(200);
    const list = await t.call(endpoints.clinicGetStories, { class_id: klass.id }, team.token);
    expect(list.body.data!.map((s) => s.id)).toEqual([story.id]);

    const refused = await t.form(endpoints.frontUpdateStory, { id: story.id, caption: 'Not mine' }, [], employee);
    expect(refused.status).toBe(403);
    const before = await mediaRows();
    const updated = await t.form(endpoints.frontUpdateStory, { id: story.id, caption: 'Golden hour' }, [{ ...png, filename: 'second.png' }], patient);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: APP_MESSAGES.storyUpdated, data: { caption: 'Golden hour' } });
    expect(updated.body.data!.media!.url).not.toBe(story.media!.url);
    // The new file came in and the replaced one went: the count is unchanged.
    expect(await mediaRows()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: story.media!.url, headers: { cookie: team.mediaCookie } })).statusCode).toBe(404);

    const captionOnly = await t.form(endpoints.frontUpdateStory, { id: story.id, caption: 'Dusk' }, [], patient);
    expect(captionOnly.body.data).toMatchObject({ caption: 'Dusk', media: { url: updated.body.data!.media!.url } });

    const deleted = await t.call(endpoints.frontDeleteStory, { id: story.id }, patient);
    expect(deleted.status).toBe(200);
    expect(await mediaRows()).toBe(before - 1);
  });

  it('refuses a wrong file type, a missing file and a class the person cannot see, leaving nothing behind', async () => {
    const { patient, klass } = await setting();
    const other = await createClinicTeam(t);
    const stranger = (await login(t, other.patient)).accessToken;
    const before = await mediaRows();
    const pdf = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [{ field: 'media', filename: 'x.png', contentType: 'image/png', data: makePdf() }], patient);
    expect(pdf.status).toBe(422);
    const missing = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [], patient);
    expect(missing.status).toBe(422);
    const hidden = await t.form(endpoints.frontAddStory, { class_id: klass.id }, [png], stranger);
    expect(hidden.status).toBe(404);
    expect(await mediaRows()).toBe(before);
    expect(await t.db.select().from(stories).where(eq(stories.classId, klass.id))).toEqual([]);
  });
});

describe('story uploads by clinic accounts', () => {
  const png = { field: 'media', filename: 'studio.png', contentType: 'image/png', data: TINY_PNG };
  const mediaKeys = async () => (await t.db.select({ key: mediaFiles.key }).from(mediaFiles)).map((row) => row.key).sort();

  it("adds and updates the clinic's own stories; another clinic's class or story is 404, a patient's story 403, and refusals keep no file", async () => {
    const { team, patient, klass } = await setting();
    const added = await t.form(endpoints.clinicAddStory, { class_id: klass.id, caption: 'From the <i>studio</i>' }, [png], team.token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: APP_MESSAGES.storyAdded,
      data: { class_id: klass.id, caption: 'From the studio', canDelete: true, media: { kind: 'image', contentType: 'image/png' } },
    });
    const story = added.body.data!;
    expect((await t.app.inject({ method: 'GET', url: story.media!.url, headers: { cookie: team.mediaCookie } })).statusCode).toBe(200);
    const seen = await t.call(endpoints.frontGetStories, { class_id: klass.id }, patient);
    expect(seen.body.data!.map((s) => [s.id, s.canDelete])).toEqual([[story.id, false]]);

    const updated = await t.form(endpoints.clinicUpdateStory, { id: story.id, caption: 'Evening light' }, [{ ...png, filename: 'new.png' }], team.token);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: APP_MESSAGES.storyUpdated, data: { id: story.id, caption: 'Evening light' } });
    expect(updated.body.data!.media!.url).not.toBe(story.media!.url);
    expect((await t.app.inject({ method: 'GET', url: story.media!.url, headers: { cookie: team.mediaCookie } })).statusCode).toBe(404);

    const other = await createClinicTeam(t);
    const before = await mediaKeys();
    const foreignClass = await t.form(endpoints.clinicAddStory, { class_id: klass.id }, [png], other.token);
    expect(foreignClass.status).toBe(404);
    const foreignStory = await t.form(endpoints.clinicUpdateStory, { id: story.id, caption: 'Taken' }, [png], other.token);
    expect(foreignStory.status).toBe(404);
    const patientStory = (await t.form(endpoints.frontAddStory, { class_id: klass.id, caption: 'Mine' }, [png], patient)).body.data!;
    const withPatient = await mediaKeys();
    const notTheAuthor = await t.form(endpoints.clinicUpdateStory, { id: patientStory.id, caption: 'Edited' }, [png], team.token);
    expect(notTheAuthor.status).toBe(403);
    expect(await mediaKeys()).toEqual(withPatient);
    expect(withPatient.filter((key) => !before.includes(key))).toHaveLength(1);
    const rows = await t.db.select().from(stories).where(eq(stories.classId, klass.id));
    expect(rows.map((row) => [row.id, row.caption]).sort()).toEqual(
      [
        [story.id, 'Evening light'],
        [patientStory.id, 'Mine'],
      ].sort(),
    );
  });
});

describe('the clinic family', () => {
  it('answers the same calls for clinic accounts, on what the clinic sees', async () => {
    const { team, klass, meditation } = await setting();
    const token = team.token;
    const watched = await t.call(endpoints.clinicAddToWatch, { data_id: meditation.id, type: 'meditation' }, token);
    expect(watched.status).toBe(200);
    expect((await t.call(endpoints.clinicWatchListData, {}, token)).body.data!.map((e) => e.item.id)).toEqual([meditation.id]);
    expect((await t.call(endpoints.clinicWatchMarkComplete, { id: watched.body.data!.id }, token)).body.data!.completed).toBe(true);
    expect((await t.call(endpoints.clinicWatchRemove, { id: watched.body.data!.id }, token)).status).toBe(200);
    expect((await t.call(endpoints.clinicFeedbackValue, { data_id: klass.id, type: 'class', value: 5 }, token)).status).toBe(201);
    expect((await t.call(endpoints.clinicSignature, { user_sign: 'Harbor' }, token)).status).toBe(201);
    await t.call(endpoints.clinicAddReview, { data_id: klass.id, data_type: 'classes', review: 'Our own', rating: 5 }, token);
    expect((await t.call(endpoints.clinicGetReviews, { data_id: klass.id, data_type: 'classes' }, token)).body.data!.map((r) => r.review)).toEqual(['Our own']);
    expect((await t.call(endpoints.clinicAverageRating, { data_id: klass.id, data_type: 'classes' }, token)).body.data!.average_rating).toBe(5);
    await t.db.update(classesTable).set({ recommended: true }).where(eq(classesTable.id, klass.id));
    expect((await t.call(endpoints.clinicRecommended, {}, token)).body.data!.classes.map((c) => c.id)).toContain(klass.id);
    const foreign = await createClass(t.db, { clinicId: (await createClinic(t.db)).id, withContent: true });
    expect((await t.call(endpoints.clinicAddToWatch, { data_id: foreign.id, type: 'class' }, token)).status).toBe(404);
    expect((await t.call(endpoints.clinicFeedbackValue, { data_id: foreign.id, type: 'class', value: 3 }, token)).status).toBe(404);
  });
});
