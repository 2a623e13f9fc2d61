import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStudioEndpoints as A, clinicStudioEndpoints as C, STUDIO_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { auditEvents, categories, classes, contents, learningTasks, lessons, mediaFiles, resources, type Db } from '@stillpoint/db';
import { createCategory, createClass, createClassWithLessons, createContent, createLesson, createMeditation } from '../../../test/content-factories.js';
import { createClinic, createClinicTeam, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type FormFile, type TestApp } from '../../../test/harness.js';
import { makePdf, makeWav, TINY_PNG } from '../../../test/media-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Calls a multipart (upload) endpoint with text fields and optional files. */
function form<E extends Endpoint>(endpoint: E, fields: Record<string, unknown>, token: string, files: FormFile[] = []) {
  const flat = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v === undefined ? undefined : String(v)]),
  ) as Record<string, string | string[] | undefined>;
  return t.form(endpoint, flat, files, token);
}

let mediaSeq = 0;
async function storedMedia(db: Db, kind: 'audio' | 'video' | 'image' | 'document', owner: { clinicId: number | null; uploadedBy: number }) {
  const ext = { audio: 'wav', video: 'mp4', image: 'png', document: 'pdf' }[kind];
  const [row] = await db
    .insert(mediaFiles)
    .values({
      key: `media/${kind}/2026/test${process.pid}${++mediaSeq}.${ext}`,
      kind,
      contentType: { audio: 'audio/wav', video: 'video/mp4', image: 'image/png', document: 'application/pdf' }[kind],
      byteSize: 1234,
      originalName: `file.${ext}`,
      uploadedBy: owner.uploadedBy,
      clinicId: owner.clinicId,
    })
    .returning();
  return row!;
}

async function orderOf(db: Db, table: typeof lessons | typeof contents | typeof classes, where: ReturnType<typeof eq>) {
  const rows = await db.select({ id: table.id, sortOrder: table.sortOrder }).from(table).where(where).orderBy(asc(table.sortOrder));
  return rows;
}

describe('class studio: a clinic builds a class', () => {
  it('creates categories, a class, lessons and contents of every type, with the spec messages', async () => {
    const team = await createClinicTeam(t);
    const cat1 = await t.call(C.createCategory, { type: 'class', title: 'Sleep' }, team.token);
    expect(cat1.status).toBe(201);
    expect(cat1.body.message).toBe(STUDIO_MESSAGES.categoryAdded);
    const cat2 = await t.call(C.createCategory, { type: 'class', title: 'Stress' }, team.token);
    expect(cat2.body.data!.order).toBe(2);

    const created = await t.call(
      C.createClass,
      {
        title: 'Calm evenings',
        description: '<p>Wind <b>down</b><script>alert(1)</script></p>',
        category_ids: [cat1.body.data!.id],
        shared: false,
        author_ids: [team.owner.id, team.employee.id],
      },
      team.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Class has been Added Successfully');
    const cls = created.body.data!;
    expect(cls.description).toBe('<p>Wind <b>down</b></p>');
    expect(cls.categories.map((c) => c.title)).toEqual(['Sleep']);
    expect(cls.authors.map((a) => a.userid).sort()).toEqual([team.owner.id, team.employee.id].sort());

    const updated = await form(C.updateClass, { id: cls.id, title: 'Calm nights', featured: '1', category_ids: '' + cat2.body.data!.id }, team.token);
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Class has been Updated Successfully');
    expect(updated.body.data).toMatchObject({ title: 'Calm nights', featured: true });
    expect(updated.body.data!.categories.map((c) => c.title)).toEqual(['Stress']);

    // Lesson descriptions are rich text too: sanitised on write, empty markup stored as nothing.
    const lesson = await t.call(
      C.createLesson,
      { class_id: cls.id, title: 'Lesson one', description: '<h2>Begin</h2><p onclick="x()">Sit <a href="javascript:x">well</a></p><img src=x>' },
      team.token,
    );
    expect(lesson.status).toBe(201);
    expect(lesson.body.data!.description).toBe('<h2>Begin</h2><p>Sit <a>well</a></p>');
    const lessonId = lesson.body.data!.lesson_id;
    expect(lessonId).toBeGreaterThan(0);
    const emptied = await t.call(C.updateLesson, { lesson_id: lessonId, description: '<p></p>' }, team.token);
    expect(emptied.body.data!.description).toBeNull();

    const audio = await storedMedia(t.db, 'audio', { clinicId: team.clinic.id, uploadedBy: team.owner.id });
    const pdf = await storedMedia(t.db, 'document', { clinicId: team.clinic.id, uploadedBy: team.owner.id });
    const target = await t.call(C.createClass, { title: 'Other class' }, team.token);
    const targetLesson = await t.call(C.createLesson, { class_id: target.body.data!.id, title: 'Target lesson' }, team.token);
    const ok: Array<Record<string, unknown>> = [
      { type: 'text', title: 'Welcome', body: '<p>Hello <a href="javascript:x">there</a></p>' },
      { type: 'document', title: 'Workbook', media_id: pdf.id },
      { type: 'audio', title: 'Guided', media_id: audio.id, duration_seconds: 120 },
      { type: 'video', video_source: 'youtube', title: 'Talk', url: 'https://www.youtube.com/watch?v=abc' },
      { type: 'video', video_source: 'youtube_link', title: 'Short', url: 'https://youtu.be/abc' },
      { type: 'video', video_source: 'vimeo', title: 'Vimeo', url: 'https://vimeo.com/123' },
      { type: 'video', video_source: 'soundcloud', title: 'Sound', url: 'https://soundcloud.com/a/b' },
      { type: 'class', title: 'See also', target_id: target.body.data!.id },
      { type: 'lesson', title: 'Go to lesson', target_id: targetLesson.body.data!.lesson_id },
    ];
    const ids: number[] = [];
    for (const body of ok) {
      const response = await form(C.createContent, { lesson_id: lessonId, ...body }, team.token);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.message).toBe('Content has been Added Successfully');
      ids.push(response.body.data!.id);
    }
    const detail = await t.call(C.classDetail, { id: cls.id }, team.token);
    const stored = detail.body.data!.lessons[0]!.contents;
    expect(stored.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(stored[0]!.body).toBe('<p>Hello <a>there</a></p>');
    expect(stored[1]!.media).toMatchObject({ id: pdf.id, kind: 'document' });
    expect(stored[7]!.target_title).toBe('Other class');
    expect(stored[8]!.target_title).toBe('Target lesson');

    const updatedContent = await form(C.updateContent, { id: ids[2]!, title: 'Guided (new)' }, team.token);
    expect(updatedContent.status).toBe(200);
    expect(updatedContent.body.message).toBe('Content has been Updated Successfully');
    expect(updatedContent.body.data).toMatchObject({ title: 'Guided (new)', media: { id: audio.id } });

    const log = await t.call(C.updateLog, { perPage: 50 }, team.token);
    expect(log.status).toBe(200);
    const actions = log.body.data!.map((e) => e.action);
    expect(actions[0]).toBe('content.content.updated');
    expect(actions).toContain('content.class.created');
    expect(actions).toContain('content.lesson.created');
    expect(actions).toContain('content.category.created');
  });

  it('refuses contents that do not fit their type: bad hosts, wrong media kinds, foreign targets', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const cls = await createClass(t.db, { clinicId: team.clinic.id });
    const lesson = await createLesson(t.db, cls.id);
    const image = await storedMedia(t.db, 'image', { clinicId: team.clinic.id, uploadedBy: team.owner.id });
    const foreignAudio = await storedMedia(t.db, 'audio', { clinicId: other.clinic.id, uploadedBy: other.owner.id });
    const foreignClass = await createClass(t.db, { clinicId: other.clinic.id });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'video', video_source: 'youtube', title: 'x', url: 'https://evil.example/watch?v=1' }, 'url'],
      [{ type: 'video', video_source: 'vimeo', title: 'x', url: 'javascript:alert(1)' }, 'url'],
      [{ type: 'video', title: 'x', url: 'https://youtu.be/a' }, 'video_source'],
      [{ type: 'audio', title: 'x', media_id: image.id }, 'file'],
      [{ type: 'audio', title: 'x', media_id: foreignAudio.id }, 'file'],
      [{ type: 'document', title: 'x' }, 'file'],
      [{ type: 'text', title: 'x', body: '<script>x</script>' }, 'body'],
      [{ type: 'class', title: 'x', target_id: foreignClass.id }, 'target_id'],
      [{ type: 'lesson', title: 'x', target_id: 99_999_999 }, 'target_id'],
    ];
    for (const [body, path] of cases) {
      const response = await form(C.createContent, { lesson_id: lesson.id, ...body }, team.token);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors?.[0]?.path).toBe(path);
    }
    expect(await t.db.select().from(contents).where(eq(contents.lessonId, lesson.id))).toEqual([]);
  });

  it('reorders lessons and contents, compacts after deletes and appends new items at the end', async () => {
    const team = await createClinicTeam(t);
    const cls = await createClassWithLessons(t.db, { clinicId: team.clinic.id, lessonCount: 3, contentsPerLesson: 3 });
    const made = cls.lessons;
    const lessonIds = made.map((l) => l.id);
    const reversed = [...lessonIds].reverse();
    const response = await t.call(C.reorderLessons, { content: reversed, type: 'lessons', id: cls.id }, team.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Reorder Successfully');
    expect((await orderOf(t.db, lessons, eq(lessons.classId, cls.id))).map((r) => r.id)).toEqual(reversed);

    const contentIds = made[0]!.contents.map((c) => c.id);
    await t.call(C.reorderContents, { content: [contentIds[2], contentIds[0]], id: made[0]!.id }, team.token);
    expect((await orderOf(t.db, contents, eq(contents.lessonId, made[0]!.id))).map((r) => r.id)).toEqual([
      contentIds[2],
      contentIds[0],
      contentIds[1],
    ]);
    // Another lesson's content cannot be slipped into this list.
    const foreign = await t.call(C.reorderContents, { content: [made[1]!.contents[0]!.id], id: made[0]!.id }, team.token);
    expect(foreign.status).toBe(422);

    await t.call(C.deleteContent, { id: contentIds[2] }, team.token);
    const after = await orderOf(t.db, contents, eq(contents.lessonId, made[0]!.id));
    expect(after.map((r) => r.sortOrder)).toEqual([1, 2]);
    const added = await form(C.createContent, { lesson_id: made[0]!.id, type: 'text', title: 'New', body: 'Hi' }, team.token);
    expect(added.body.data!.order).toBe(3);

    await t.call(C.deleteLesson, { lesson_id: lessonIds[1] }, team.token);
    expect((await orderOf(t.db, lessons, eq(lessons.classId, cls.id))).map((r) => r.sortOrder)).toEqual([1, 2]);
  });

  it('keeps a gapless 1..n order when reorders arrive concurrently over HTTP', async () => {
    const team = await createClinicTeam(t);
    const made = (await createClassWithLessons(t.db, { clinicId: team.clinic.id, lessonCount: 1, contentsPerLesson: 6 })).lessons;
    const lessonId = made[0]!.id;
    const ids = made[0]!.contents.map((c) => c.id);
    const shuffles = Array.from({ length: 8 }, (_, i) => [...ids].sort((a, b) => ((a * (i + 3)) % 7) - ((b * (i + 3)) % 7)));
    const responses = await Promise.all([
      ...shuffles.map((order) => t.call(C.reorderContents, { content: order, id: lessonId }, team.token)),
      form(C.createContent, { lesson_id: lessonId, type: 'text', title: 'Late', body: 'x' }, team.token),
      t.call(C.deleteContent, { id: ids[5] }, team.token),
    ]);
    for (const response of responses.slice(0, 8)) expect([200, 422]).toContain(response.status);
    const rows = await orderOf(t.db, contents, eq(contents.lessonId, lessonId));
    expect(rows.map((r) => r.sortOrder)).toEqual(rows.map((_, i) => i + 1));
    expect(rows).toHaveLength(6);
  });

  it('duplicates a class deeply (lessons, contents, tasks, resources) sharing the media rows', async () => {
    const team = await createClinicTeam(t);
    const cls = await createClass(t.db, { clinicId: team.clinic.id, title: 'Original' });
    const l1 = await createLesson(t.db, cls.id, { sortOrder: 1 });
    const l2 = await createLesson(t.db, cls.id, { sortOrder: 2 });
    const audio = await storedMedia(t.db, 'audio', { clinicId: team.clinic.id, uploadedBy: team.owner.id });
    await createContent(t.db, l1, { type: 'audio', mediaId: audio.id });
    await form(C.createContent, { lesson_id: l2.id, type: 'lesson', title: 'Back', target_id: l1.id }, team.token);
    await t.call(C.createLessonTask, { lesson_id: l1.id, title: 'Journal' }, team.token);
    await form(C.createResource, { data_type: 'lessons', data_id: l1.id, title: 'Link', url: 'https://example.org' }, team.token);
    await form(C.createResource, { data_type: 'classes', data_id: cls.id, title: 'Sheet', media_id: audio.id }, team.token);

    const copy = await t.call(C.duplicateClass, { id: cls.id }, team.token);
    expect(copy.status).toBe(201);
    // The original is published; its copy is a new class, a draft until published on its own.
    expect(copy.body.data).toMatchObject({ title: 'Original (copy)', lessonCount: 2, status: 'draft', publishedAt: null, missing: [] });
    const detail = (await t.call(C.classDetail, { id: copy.body.data!.id }, team.token)).body.data!;
    const [c1, c2] = detail.lessons;
    expect(c1!.lesson_id).not.toBe(l1.id);
    expect(c1!.contents[0]!.media?.id).toBe(audio.id);
    expect(c2!.contents[0]!.target_id).toBe(c1!.lesson_id);
    expect(c1!.tasks.map((x) => x.title)).toEqual(['Journal']);
    expect(c1!.resources.map((x) => x.title)).toEqual(['Link']);
    expect(detail.resources.map((x) => x.title)).toEqual(['Sheet']);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, audio.id))).toHaveLength(1);
  });

  it('features (toggle), lists paged with search, by category, and manages categories', async () => {
    const team = await createClinicTeam(t);
    const cat = (await t.call(C.createCategory, { type: 'class', title: 'Focus' }, team.token)).body.data!;
    const made = [];
    for (const title of ['Alpha breath', 'Beta walk', 'Gamma rest']) made.push((await t.call(C.createClass, { title }, team.token)).body.data!);
    const on = await t.call(C.featureClass, { id: made[0]!.id }, team.token);
    expect(on.body.data!.featured).toBe(true);
    const off = await t.call(C.featureClass, { id: made[0]!.id }, team.token);
    expect(off.body.data!.featured).toBe(false);

    const page = await t.call(C.allClasses, { pageNo: 2, perPage: 2 }, team.token);
    expect(page.body.total_pages).toBe(2);
    expect(page.body.data!.map((c) => c.title)).toEqual(['Gamma rest']);
    const searched = await t.call(C.allClasses, { search: 'walk' }, team.token);
    expect(searched.body.data!.map((c) => c.title)).toEqual(['Beta walk']);

    const moved = await t.call(C.changeCategory, { class_id: made[1]!.id, category_ids: [cat.id] }, team.token);
    expect(moved.body.data!.categories.map((c) => c.id)).toEqual([cat.id]);
    const byType = await t.call(C.classByType, { cat_id: cat.id }, team.token);
    expect(byType.body.data!.map((c) => c.id)).toEqual([made[1]!.id]);
    const cats = await t.call(C.categoriesByType, { type: 'class' }, team.token);
    expect(cats.body.data).toEqual([expect.objectContaining({ id: cat.id, itemCount: 1 })]);

    const reordered = await t.call(C.reorderClasses, { content: [made[2]!.id] }, team.token);
    expect(reordered.body.data!.content).toEqual([made[2]!.id, made[0]!.id, made[1]!.id]);
    await t.call(C.deleteClass, { id: made[2]!.id }, team.token);
    expect((await t.call(C.allClasses, {}, team.token)).body.data!.map((c) => c.order)).toEqual([1, 2]);

    const del = await t.call(C.deleteCategories, { ids: [cat.id] }, team.token);
    expect(del.body.message).toBe(STUDIO_MESSAGES.categoryDeleted);
    expect((await t.call(C.categoriesByType, { type: 'class' }, team.token)).body.data).toEqual([]);
  });

  it('renames categories and reorders each type of them on its own; foreign ids are 404 or 422', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const made = [];
    for (const title of ['Sleep', 'Stress', 'Focus']) made.push((await t.call(C.createCategory, { type: 'class', title }, team.token)).body.data!);
    const meditationCat = (await t.call(C.createCategory, { type: 'meditation', title: 'Calm' }, team.token)).body.data!;
    const foreign = (await t.call(C.createCategory, { type: 'class', title: 'Theirs' }, other.token)).body.data!;

    const renamed = await t.call(C.updateCategory, { id: made[1]!.id, title: '  Less stress ', description: 'For busy days' }, team.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(STUDIO_MESSAGES.categoryUpdated);
    expect(renamed.body.data).toEqual({ id: made[1]!.id, type: 'class', title: 'Less stress', description: 'For busy days', order: 2, itemCount: 0, platform: false });
    expect((await t.call(C.updateCategory, { id: foreign.id, title: 'Taken' }, team.token)).status).toBe(404);
    const [untouched] = await t.db.select().from(categories).where(eq(categories.id, foreign.id));
    expect(untouched!.title).toBe('Theirs');
    const blank = await t.call(C.updateCategory, { id: made[0]!.id, title: ' ' }, team.token);
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.[0]?.path).toBe('title');

    const reordered = await t.call(C.reorderCategories, { content: [made[2]!.id, made[0]!.id], category_type: 'class' }, team.token);
    expect(reordered.status).toBe(200);
    expect(reordered.body.message).toBe(STUDIO_MESSAGES.reordered);
    expect(reordered.body.data!.content).toEqual([made[2]!.id, made[0]!.id, made[1]!.id]);
    const listed = await t.call(C.categoriesByType, { type: 'class' }, team.token);
    expect(listed.body.data!.map((c) => [c.title, c.order])).toEqual([
      ['Focus', 1],
      ['Sleep', 2],
      ['Less stress', 3],
    ]);
    expect((await t.call(C.categoriesByType, { type: 'meditation' }, team.token)).body.data!.map((c) => [c.id, c.order])).toEqual([
      [meditationCat.id, 1],
    ]);
    // A category of the other type, or of another clinic, is not in this list.
    for (const id of [meditationCat.id, foreign.id]) {
      const refused = await t.call(C.reorderCategories, { content: [id], category_type: 'class' }, team.token);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]?.path).toBe('content');
    }
    const theirs = await t.call(C.categoriesByType, { type: 'class' }, other.token);
    expect(theirs.body.data!.map((c) => [c.id, c.order])).toEqual([[foreign.id, 1]]);

    // The admin family edits the platform's categories only.
    const { session } = await createUserAndLogin(t, 'admin');
    const platform = (await t.call(A.createCategory, { type: 'class', title: 'Platform' }, session.accessToken)).body.data!;
    const adminRenamed = await t.call(A.updateCategory, { id: platform.id, title: 'Platform calm' }, session.accessToken);
    expect(adminRenamed.body.data).toMatchObject({ id: platform.id, title: 'Platform calm' });
    expect((await t.call(A.updateCategory, { id: made[0]!.id, title: 'x' }, session.accessToken)).status).toBe(404);
    expect((await t.call(A.reorderCategories, { content: [made[0]!.id] }, session.accessToken)).status).toBe(422);
  });

  it("files a clinic's class under the platform's categories and its own (decision record 0018), never another clinic's", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const platform = await createCategory(t.db, { clinicId: null, type: 'class', title: 'Platform calm' });
    const otherPlatform = await createCategory(t.db, { clinicId: null, type: 'class', title: 'Platform focus' });
    const own = (await t.call(C.createCategory, { type: 'class', title: 'Own' }, team.token)).body.data!;
    const theirs = (await t.call(C.createCategory, { type: 'class', title: 'Theirs' }, other.token)).body.data!;
    const cls = await createClass(t.db, { clinicId: team.clinic.id, categoryIds: [platform.id] });
    const titles = (data: { categories: Array<{ title: string }> } | undefined) => data!.categories.map((c) => c.title).sort();

    // The library's own categories (what the Categories tab edits) stay the clinic's only...
    const library = (await t.call(C.categoriesByType, { type: 'class' }, team.token)).body.data!;
    expect(library.map((c) => c.id)).toEqual([own.id]);
    // ...and the categories a class may be filed under add the platform's, marked as such, after its own.
    const filing = (await t.call(C.categoriesByType, { type: 'class', scope: 'filing' }, team.token)).body.data!;
    expect(filing[0]).toMatchObject({ id: own.id, platform: false });
    expect(filing.filter((c) => c.platform).map((c) => c.id)).toEqual(expect.arrayContaining([platform.id, otherPlatform.id]));
    expect(filing.map((c) => c.id)).not.toContain(theirs.id);

    // A new class takes platform and own categories at once.
    const created = await t.call(C.createClass, { title: 'New', category_ids: [platform.id, own.id] }, team.token);
    expect(created.status).toBe(201);
    expect(titles(created.body.data)).toEqual(['Own', 'Platform calm']);
    // An existing class moves between them: exactly the categories sent.
    const moved = await form(C.updateClass, { id: cls.id, category_ids: `${otherPlatform.id},${own.id}` }, team.token);
    expect(moved.status).toBe(200);
    expect(titles(moved.body.data)).toEqual(['Own', 'Platform focus']);
    const none = await t.call(C.changeCategory, { class_id: cls.id, category_ids: [] }, team.token);
    expect(titles(none.body.data)).toEqual([]);
    // Another clinic's category is refused on the field.
    const foreign = await t.call(C.createClass, { title: 'Foreign', category_ids: [theirs.id] }, team.token);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.[0]?.path).toBe('category_ids');
  });

  it('manages lesson tasks and resources', async () => {
    const team = await createClinicTeam(t);
    const cls = await createClass(t.db, { clinicId: team.clinic.id });
    const lesson = await createLesson(t.db, cls.id);
    const task = await t.call(C.createLessonTask, { lesson_id: lesson.id, title: 'Breathe' }, team.token);
    expect(task.status).toBe(201);
    const second = await t.call(C.createLessonTask, { lesson_id: lesson.id, title: 'Walk' }, team.token);
    expect(second.body.data!.order).toBe(2);
    const upd = await t.call(C.updateLessonTask, { id: task.body.data!.id, title: 'Breathe slowly' }, team.token);
    expect(upd.body.data!.title).toBe('Breathe slowly');
    await t.call(C.deleteLessonTask, { id: task.body.data!.id }, team.token);
    const left = await t.db.select().from(learningTasks).where(eq(learningTasks.lessonId, lesson.id));
    expect(left.map((r) => [r.title, r.sortOrder])).toEqual([['Walk', 1]]);

    const bad = await form(C.createResource, { data_type: 'classes', data_id: cls.id, title: 'x', url: 'javascript:alert(1)' }, team.token);
    expect(bad.status).toBe(422);
    const res = await form(C.createResource, { data_type: 'classes', data_id: cls.id, title: 'Guide', url: 'https://example.org/guide' }, team.token);
    expect(res.status).toBe(201);
    const list = await t.call(C.getResources, { data_type: 'classes', data_id: cls.id }, team.token);
    expect(list.body.data!.map((r) => r.title)).toEqual(['Guide']);
    await t.call(C.deleteResource, { id: res.body.data!.id }, team.token);
    expect(await t.db.select().from(resources).where(eq(resources.classId, cls.id))).toEqual([]);
  });

  it('lists the clinic account and its employees as authors', async () => {
    const team = await createClinicTeam(t);
    const response = await t.call(C.authors, {}, team.token);
    expect(response.body.data!.map((a) => a.userid).sort()).toEqual([team.owner.id, team.employee.id].sort());
    const foreignAuthor = await createClinicTeam(t);
    const refused = await t.call(C.createClass, { title: 'x', author_ids: [foreignAuthor.owner.id] }, team.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.path).toBe('author_ids');
  });
});

describe('class studio: uploads', () => {
  it('stores uploaded audio and PDF contents, and refuses a wrong file leaving nothing behind', async () => {
    const team = await createClinicTeam(t);
    const cls = await createClass(t.db, { clinicId: team.clinic.id });
    const lesson = await createLesson(t.db, cls.id);
    const audio = await form(C.createContent, { lesson_id: lesson.id, type: 'audio', title: 'Tone' }, team.token, [
      { field: 'file', filename: 'tone.wav', contentType: 'audio/wav', data: makeWav(1) },
    ]);
    expect(audio.status, JSON.stringify(audio.body)).toBe(201);
    expect(audio.body.data!.media).toMatchObject({ kind: 'audio', content_type: 'audio/wav' });
    const pdf = await form(C.createContent, { lesson_id: lesson.id, type: 'document', title: 'Workbook' }, team.token, [
      { field: 'file', filename: 'book.pdf', contentType: 'application/pdf', data: makePdf('Hello') },
    ]);
    expect(pdf.status).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: pdf.body.data!.media!.url, headers: { cookie: team.mediaCookie } });
    expect(served.statusCode).toBe(200);

    const before = await t.db.select().from(mediaFiles);
    const wrong = await form(C.createContent, { lesson_id: lesson.id, type: 'audio', title: 'Not audio' }, team.token, [
      { field: 'file', filename: 'image.wav', contentType: 'audio/wav', data: TINY_PNG },
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.path).toBe('file');
    const wrongType = await form(C.updateContent, { id: audio.body.data!.id }, team.token, [
      { field: 'file', filename: 'book.pdf', contentType: 'application/pdf', data: makePdf() },
    ]);
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors?.[0]?.path).toBe('file');
    expect(await t.db.select().from(mediaFiles)).toHaveLength(before.length);
    expect(await t.db.select().from(contents).where(eq(contents.lessonId, lesson.id))).toHaveLength(2);

    const image = await form(C.updateClass, { id: cls.id, shared: '1' }, team.token, [
      { field: 'image', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
    ]);
    expect(image.status).toBe(200);
    expect(image.body.data).toMatchObject({ shared: true, image: { kind: 'image' } });
  });
});

describe('class studio: tenancy and roles', () => {
  it("answers 404 for another clinic's items and the platform library", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const foreign = await createClass(t.db, { clinicId: other.clinic.id, shared: true });
    const platform = await createClass(t.db, { clinicId: null, shared: true });
    const lesson = await createLesson(t.db, foreign.id);
    const content = await createContent(t.db, lesson);
    const platformLesson = await createLesson(t.db, platform.id);
    const calls: Array<[Endpoint, object]> = [
      [C.classDetail, { id: foreign.id }],
      [C.updateClass, { id: foreign.id, title: 'Taken' }],
      [C.deleteClass, { id: platform.id }],
      [C.duplicateClass, { id: foreign.id }],
      [C.featureClass, { id: platform.id }],
      [C.createLesson, { class_id: foreign.id, title: 'x' }],
      [C.updateLesson, { lesson_id: lesson.id, title: 'x' }],
      [C.deleteLesson, { lesson_id: platformLesson.id }],
      [C.createContent, { lesson_id: lesson.id, type: 'text', title: 'x', body: 'y' }],
      [C.updateContent, { id: content.id, title: 'x' }],
      [C.deleteContent, { id: content.id }],
      [C.reorderContents, { content: [content.id], id: lesson.id }],
      [C.reorderLessons, { content: [lesson.id], id: foreign.id }],
      [C.createLessonTask, { lesson_id: lesson.id, title: 'x' }],
      [C.getResources, { data_type: 'classes', data_id: foreign.id }],
      [C.getAccessRules, { data_type: 'classes', data_id: platform.id }],
      [C.updateAccessRules, { data_type: 'classes', data_id: foreign.id, clinic_ids: [team.clinic.id] }],
    ];
    for (const [endpoint, body] of calls) {
      const response = endpoint.uploads ? await form(endpoint, body as Record<string, unknown>, team.token) : await t.call(endpoint, body, team.token);
      expect(response.status, endpoint.path).toBe(404);
    }
    const [untouched] = await t.db.select().from(classes).where(eq(classes.id, foreign.id));
    expect(untouched!.title).toBe(foreign.title);
    expect((await t.call(C.allClasses, {}, team.token)).body.data).toEqual([]);
  });

  it('lets administrators edit only the platform library, through admin/...', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const team = await createClinicTeam(t);
    const clinicClass = await createClass(t.db, { clinicId: team.clinic.id });
    const created = await t.call(A.createClass, { title: 'Platform class' }, session.accessToken);
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, created.body.data!.id));
    expect(row!.clinicId).toBeNull();
    expect((await form(A.updateClass, { id: clinicClass.id, title: 'x' }, session.accessToken)).status).toBe(404);
    // The clinic family refuses an administrator's token, the admin family a clinic's.
    expect([401, 403]).toContain((await t.call(C.allClasses, {}, session.accessToken)).status);
    expect([401, 403]).toContain((await t.call(A.allClasses, {}, team.token)).status);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'content.class.created'), eq(auditEvents.targetId, created.body.data!.id)));
    expect(event!.clinicId).toBeNull();
    const log = await t.call(A.updateLog, {}, session.accessToken);
    expect(log.body.data!.some((e) => e.targetId === created.body.data!.id)).toBe(true);
    expect((await t.call(C.updateLog, {}, team.token)).body.data!.some((e) => e.targetId === created.body.data!.id)).toBe(false);
  });

  it('refuses employees and patients with 403', async () => {
    const team = await createClinicTeam(t);
    const cls = await createClass(t.db, { clinicId: team.clinic.id, withContent: true, published: false });
    for (const kind of ['employee', 'patient'] as const) {
      const { session } = await createUserAndLogin(t, kind, { clinicId: team.clinic.id });
      expect((await t.call(C.allClasses, {}, session.accessToken)).status).toBe(403);
      expect((await t.call(C.createClass, { title: 'x' }, session.accessToken)).status).toBe(403);
      expect((await t.call(C.publishClass, { id: cls.id }, session.accessToken)).status).toBe(403);
    }
  });
});

describe('class studio: draft and published', () => {
  it('creates a draft, lists its state and what it misses, publishes it with the spec-style messages and takes it back', async () => {
    const team = await createClinicTeam(t);
    const created = await t.call(C.createClass, { title: 'Evening wind-down' }, team.token);
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    expect(created.body.data).toMatchObject({ status: 'draft', publishedAt: null, missing: ['lesson'], lessonCount: 0 });
    const [row] = await t.db.select().from(classes).where(eq(classes.id, id));
    expect(row!.publishedAt).toBeNull();

    const refused = await t.call(C.publishClass, { id }, team.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This class cannot be published yet: add a lesson first.');
    expect(refused.body.errors).toEqual([{ path: 'lesson', message: 'Add a lesson first' }]);

    const lesson = (await t.call(C.createLesson, { class_id: id, title: 'One' }, team.token)).body.data!;
    const listed = await t.call(C.allClasses, {}, team.token);
    expect(listed.body.data!.find((c) => c.id === id)).toMatchObject({ status: 'draft', missing: ['content'], lessonCount: 1 });
    expect((await t.call(C.publishClass, { id }, team.token)).body.errors).toEqual([
      { path: 'content', message: 'Add a content to a lesson first' },
    ]);
    await form(C.createContent, { lesson_id: lesson.lesson_id, type: 'text', title: 'Read', body: '<p>Breathe</p>' }, team.token);
    const detail = await t.call(C.classDetail, { id }, team.token);
    expect(detail.body.data).toMatchObject({ status: 'draft', missing: [] });

    const published = await t.call(C.publishClass, { id }, team.token);
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(STUDIO_MESSAGES.classPublished);
    expect(published.body.data).toMatchObject({ status: 'published', missing: [] });
    const publishedAt = published.body.data!.publishedAt!;
    expect(Date.parse(publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Publishing again changes nothing (and logs nothing more).
    expect((await t.call(C.publishClass, { id }, team.token)).body.data!.publishedAt).toBe(publishedAt);
    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'content.class.published'), eq(auditEvents.targetId, id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.clinicId).toBe(team.clinic.id);

    const back = await t.call(C.unpublishClass, { id }, team.token);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(STUDIO_MESSAGES.classUnpublished);
    expect(back.body.data).toMatchObject({ status: 'draft', publishedAt: null });

    // The last lesson deleted from a published class: it stays published, and says what it misses.
    await t.call(C.publishClass, { id }, team.token);
    await t.call(C.deleteLesson, { lesson_id: lesson.lesson_id }, team.token);
    expect((await t.call(C.classDetail, { id }, team.token)).body.data).toMatchObject({ status: 'published', missing: ['lesson'] });
  });

  it("publishes through admin/... for the platform library; another library's class is 404", async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const team = await createClinicTeam(t);
    const platform = await createClass(t.db, { withContent: true, published: false });
    const clinicClass = await createClass(t.db, { clinicId: team.clinic.id, withContent: true, published: false });
    expect((await t.call(A.publishClass, { id: platform.id }, session.accessToken)).body.data).toMatchObject({ status: 'published' });
    expect((await t.call(A.publishClass, { id: clinicClass.id }, session.accessToken)).status).toBe(404);
    expect((await t.call(C.publishClass, { id: platform.id }, team.token)).status).toBe(404);
    expect((await t.call(C.unpublishClass, { id: platform.id }, team.token)).status).toBe(404);
    const other = await createClinicTeam(t);
    expect((await t.call(C.publishClass, { id: clinicClass.id }, other.token)).status).toBe(404);
    expect((await t.call(A.unpublishClass, { id: platform.id }, session.accessToken)).body.data).toMatchObject({ status: 'draft' });
  });
});

describe('class studio: access rules', () => {
  it('lets an administrator choose which clinics see a platform item, and a clinic grant its own', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const team = await createClinicTeam(t);
    const second = await createClinic(t.db);
    const platformClass = await createClass(t.db, { clinicId: null });
    const meditation = await createMeditation(t.db, { clinicId: null });
    const set = await t.call(A.updateAccessRules, { data_type: 'classes', data_id: platformClass.id, clinic_ids: [second.id, team.clinic.id] }, session.accessToken);
    expect(set.status).toBe(200);
    expect(set.body.data!.clinic_ids).toEqual([team.clinic.id, second.id].sort((a, b) => a - b));
    const got = await t.call(A.getAccessRules, { data_type: 'classes', data_id: platformClass.id }, session.accessToken);
    expect(got.body.data!.clinic_ids).toHaveLength(2);
    const med = await t.call(A.updateAccessRules, { data_type: 'meditations', data_id: meditation.id, clinic_ids: [second.id] }, session.accessToken);
    expect(med.body.data!.clinic_ids).toEqual([second.id]);
    const unknown = await t.call(A.updateAccessRules, { data_type: 'classes', data_id: platformClass.id, clinic_ids: [99_999_999] }, session.accessToken);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.path).toBe('clinic_ids');

    const own = await createClass(t.db, { clinicId: team.clinic.id });
    const grant = await t.call(C.updateAccessRules, { data_type: 'classes', data_id: own.id, clinic_ids: [second.id, team.clinic.id] }, team.token);
    expect(grant.body.data!.clinic_ids).toEqual([second.id]);
    const ownMeditation = await createMeditation(t.db, { clinicId: team.clinic.id });
    expect((await t.call(C.getAccessRules, { data_type: 'meditations', data_id: ownMeditation.id }, team.token)).body.data!.clinic_ids).toEqual([]);
  });
});
