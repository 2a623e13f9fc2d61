import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SECTION_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { sectionItems, sections } from '@stillpoint/db';
import {
  createCategory,
  createClass,
  createClassWithLessons,
  createContent,
  createLesson,
  createMeditation,
} from '../../../test/content-factories.js';
import { createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

const E = endpoints;

async function addSection(token: string, title = 'Morning', extra: Record<string, unknown> = {}, admin = false) {
  const response = await t.call(admin ? E.adminSectionsAdd : E.clinicSectionsAdd, { title, ...extra }, token);
  expect(response.status).toBe(201);
  return response.body.data!;
}

async function orderOf(sectionId: number) {
  const rows = await t.db.select().from(sectionItems).where(eq(sectionItems.sectionId, sectionId));
  return rows.sort((a, b) => a.sortOrder - b.sortOrder);
}

describe('sections: list, add, edit, delete', () => {
  it('adds, lists (paged, searched, in order), edits and deletes its own sections with the section messages', async () => {
    const team = await createClinicTeam(t);
    const added = await t.call(E.clinicSectionsAdd, { title: 'Calm mornings', description: 'Start the day' }, team.token);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(SECTION_MESSAGES.sectionAdded);
    expect(added.body.data).toMatchObject({
      title: 'Calm mornings',
      description: 'Start the day',
      status: 'draft',
      publishedAt: null,
      missing: ['item'],
      sortOrder: 1,
      itemCount: 0,
    });
    await addSection(team.token, 'Sleep well');
    await addSection(team.token, 'Focus');

    const all = await t.call(E.clinicSectionsList, {}, team.token);
    expect(all.status).toBe(200);
    expect(all.body.total_pages).toBe(1);
    expect(all.body.data!.map((s) => s.title)).toEqual(['Calm mornings', 'Sleep well', 'Focus']);
    expect(all.body.data!.map((s) => s.sortOrder)).toEqual([1, 2, 3]);

    const page2 = await t.call(E.clinicSectionsList, { pageNo: 2, perPage: 2 }, team.token);
    expect(page2.body.total_pages).toBe(2);
    expect(page2.body.data!.map((s) => s.title)).toEqual(['Focus']);
    const searched = await t.call(E.clinicSectionsList, { searchBy: 'the DAY' }, team.token);
    expect(searched.body.data!.map((s) => s.title)).toEqual(['Calm mornings']);
    const percent = await t.call(E.clinicSectionsList, { searchBy: '%' }, team.token);
    expect(percent.body.data).toEqual([]);

    const edited = await t.call(
      E.clinicSectionsEdit,
      { id: added.body.data!.id, title: 'Calm', description: '' },
      team.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(SECTION_MESSAGES.sectionUpdated);
    expect(edited.body.data).toMatchObject({ title: 'Calm', status: 'draft', description: null });

    const deleted = await t.call(E.clinicSectionsDelete, { id: added.body.data!.id }, team.token);
    expect(deleted.body.message).toBe(SECTION_MESSAGES.sectionDeleted);
    const after = await t.call(E.clinicSectionsList, {}, team.token);
    expect(after.body.data!.map((s) => [s.title, s.sortOrder])).toEqual([
      ['Sleep well', 1],
      ['Focus', 2],
    ]);
  });

  it('refuses invalid input with 422 and the field', async () => {
    const team = await createClinicTeam(t);
    const blank = await t.call(E.clinicSectionsAdd, { title: '  ' }, team.token);
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.[0]?.path).toBe('title');
    const badPage = await t.call(E.clinicSectionsList, { perPage: 1000 }, team.token);
    expect(badPage.status).toBe(422);
  });

  it('keeps the clinic and the platform apart: clinic_id never comes from the body, admin sections are the defaults', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const sneaky = await t.call(
      E.clinicSectionsAdd,
      { title: 'Mine', clinic_id: other.clinic.id, clinicId: other.clinic.id },
      team.token,
    );
    const [row] = await t.db.select().from(sections).where(eq(sections.id, sneaky.body.data!.id));
    expect(row!.clinicId).toBe(team.clinic.id);
    const platform = await addSection(adminToken, `Platform ${Date.now()}`, {}, true);
    const [prow] = await t.db.select().from(sections).where(eq(sections.id, platform.id));
    expect(prow!.clinicId).toBeNull();
    const adminList = await t.call(E.adminSectionsList, { searchBy: platform.title }, adminToken);
    expect(adminList.body.data!.map((s) => s.id)).toEqual([platform.id]);
    const clinicList = await t.call(E.clinicSectionsList, {}, team.token);
    expect(clinicList.body.data!.map((s) => s.id)).toEqual([sneaky.body.data!.id]);
  });

  it('answers 403 to roles that may not manage sections', async () => {
    const team = await createClinicTeam(t);
    const employee = await login(t, team.employee);
    const patient = await login(t, team.patient);
    for (const token of [employee.accessToken, patient.accessToken]) {
      expect((await t.call(E.clinicSectionsList, {}, token)).status).toBe(403);
      expect((await t.call(E.clinicSectionsAdd, { title: 'x' }, token)).status).toBe(403);
    }
    expect((await t.call(E.adminSectionsList, {}, team.token)).status).toBe(403);
    expect((await t.call(E.clinicSectionsList, {}, adminToken)).status).toBe(403);
    expect((await t.call(E.clinicSectionsList, {})).status).toBe(401);
  });
});

describe('sections: default status', () => {
  it('reads and edits the default status; new sections start as drafts whatever it is', async () => {
    const team = await createClinicTeam(t);
    const initial = await t.call(E.clinicSectionsDefaultStatus, {}, team.token);
    expect(initial.body.data).toEqual({ default_status: true });
    expect((await addSection(team.token, 'While on')).status).toBe('draft');
    const edited = await t.call(E.clinicSectionsEditDefaultStatus, { default_status: '0' }, team.token);
    expect(edited.body.message).toBe(SECTION_MESSAGES.defaultStatusUpdated);
    expect(edited.body.data).toEqual({ default_status: false });
    expect((await t.call(E.clinicSectionsDefaultStatus, {}, team.token)).body.data).toEqual({ default_status: false });
    // An old client's `active` is not a field any more: stripped, the section is still a draft.
    expect((await addSection(team.token, 'Asked active', { active: true })).status).toBe('draft');
    const other = await createClinicTeam(t);
    expect((await t.call(E.clinicSectionsDefaultStatus, {}, other.token)).body.data).toEqual({ default_status: true });
  });
});

describe('sections: draft and published', () => {
  it('refuses to publish a section without an item (409 naming it), publishes it with one, and takes it back to draft', async () => {
    const team = await createClinicTeam(t);
    const section = await addSection(team.token, 'Evening');
    const refused = await t.call(E.clinicSectionsPublish, { id: section.id }, team.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This section cannot be published yet: add an item first.');
    expect(refused.body.errors).toEqual([{ path: 'item', message: 'Add an item first' }]);

    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id });
    await t.call(E.clinicSectionsAddMeditation, { section_id: section.id, meditation_id: meditation.id }, team.token);
    const published = await t.call(E.clinicSectionsPublish, { id: section.id }, team.token);
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(SECTION_MESSAGES.sectionPublished);
    expect(published.body.data).toMatchObject({ status: 'published', missing: [], itemCount: 1 });
    const publishedAt = published.body.data!.publishedAt;
    expect(new Date(publishedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Publishing again keeps the date; the list shows the state.
    expect((await t.call(E.clinicSectionsPublish, { id: section.id }, team.token)).body.data!.publishedAt).toBe(publishedAt);
    const listed = await t.call(E.clinicSectionsList, {}, team.token);
    expect(listed.body.data!.find((s) => s.id === section.id)).toMatchObject({ status: 'published', publishedAt });

    const back = await t.call(E.clinicSectionsUnpublish, { id: section.id }, team.token);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(SECTION_MESSAGES.sectionUnpublished);
    expect(back.body.data).toMatchObject({ status: 'draft', publishedAt: null });
    const [row] = await t.db.select().from(sections).where(eq(sections.id, section.id));
    expect(row!.publishedAt).toBeNull();

    // Another library's section answers 404, for both calls; administrators publish the platform's.
    const other = await createClinicTeam(t);
    expect((await t.call(E.clinicSectionsPublish, { id: section.id }, other.token)).status).toBe(404);
    expect((await t.call(E.clinicSectionsUnpublish, { id: section.id }, other.token)).status).toBe(404);
    expect((await t.call(E.adminSectionsPublish, { id: section.id }, adminToken)).status).toBe(404);
    const platform = await addSection(adminToken, 'Platform picks', {}, true);
    const shared = await createMeditation(t.db, { shared: true });
    await t.call(E.adminSectionsAddMeditation, { section_id: platform.id, meditation_id: shared.id }, adminToken);
    expect((await t.call(E.adminSectionsPublish, { id: platform.id }, adminToken)).body.data).toMatchObject({ status: 'published' });
  });

  it("lets the studio add its own draft class and meditation to a section, but not another library's draft", async () => {
    const team = await createClinicTeam(t);
    const section = await addSection(team.token, 'Soon');
    const draftClass = await createClass(t.db, { clinicId: team.clinic.id, published: false });
    const draftMeditation = await createMeditation(t.db, { clinicId: team.clinic.id, published: false });
    expect((await t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: draftClass.id }, team.token)).status).toBe(201);
    expect(
      (await t.call(E.clinicSectionsAddMeditation, { section_id: section.id, meditation_id: draftMeditation.id }, team.token)).status,
    ).toBe(201);
    const detail = await t.call(E.clinicSectionsDetail, { id: section.id }, team.token);
    expect(detail.body.data!.items.map((item) => item.dataId)).toEqual([draftClass.id, draftMeditation.id]);
    const candidates = await t.call(E.clinicSectionsCandidates, { type: 'classes', searchBy: draftClass.title }, team.token);
    expect(candidates.body.data!.map((c) => c.id)).toContain(draftClass.id);

    const foreignDraft = await createClass(t.db, { shared: true, published: false });
    const refused = await t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: foreignDraft.id }, team.token);
    expect(refused.status).toBe(404);
    const foreignCandidates = await t.call(E.clinicSectionsCandidates, { type: 'classes', searchBy: foreignDraft.title }, team.token);
    expect(foreignCandidates.body.data).toEqual([]);
  });
});

describe('sections: items', () => {
  it('adds each kind of item the clinic may see, fetches them by kind and in the detail, edits the title and deletes them', async () => {
    const team = await createClinicTeam(t);
    const section = await addSection(team.token);
    const category = await createCategory(t.db, { clinicId: team.clinic.id, title: 'Breath' });
    const platformCategory = await createCategory(t.db, { type: 'meditation' });
    const klass = await createClassWithLessons(t.db, { clinicId: team.clinic.id, title: 'Own class' });
    const shared = await createClass(t.db, { shared: true, title: 'Shared class', withContent: true });
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Body scan' });
    const lesson = klass.lessons[0]!;
    const content = lesson.contents[1]!;

    const adds: Array<[Endpoint, Record<string, unknown>, string]> = [
      [E.clinicSectionsAddCategory, { cat_id: category.id }, SECTION_MESSAGES.categoryAdded],
      [E.clinicSectionsAddCategory, { cat_id: platformCategory.id }, SECTION_MESSAGES.categoryAdded],
      [E.clinicSectionsAddClass, { class_id: klass.id, title: 'Start here' }, SECTION_MESSAGES.classAdded],
      [E.clinicSectionsAddClass, { class_id: shared.id }, SECTION_MESSAGES.classAdded],
      [E.clinicSectionsAddLesson, { lesson_id: lesson.id }, SECTION_MESSAGES.lessonAdded],
      [E.clinicSectionsAddContent, { content_id: content.id }, SECTION_MESSAGES.contentAdded],
      [E.clinicSectionsAddMeditation, { meditation_id: meditation.id }, SECTION_MESSAGES.meditationAdded],
    ];
    const ids: number[] = [];
    for (const [endpoint, body, message] of adds) {
      const response = await t.call(endpoint, { section_id: section.id, ...body }, team.token);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.message).toBe(message);
      ids.push((response.body.data as { id: number }).id);
    }
    expect((await orderOf(section.id)).map((row) => row.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const detail = await t.call(E.clinicSectionsDetail, { id: section.id }, team.token);
    expect(detail.body.data!.itemCount).toBe(7);
    expect(detail.body.data!.items.map((item) => [item.type, item.title])).toEqual([
      ['category', 'Breath'],
      ['category', platformCategory.title],
      ['class', 'Start here'],
      ['class', 'Shared class'],
      ['lesson', lesson.title],
      ['content', content.title],
      ['meditation', 'Body scan'],
    ]);
    const contentItem = detail.body.data!.items[5]!;
    expect(contentItem).toMatchObject({
      classId: klass.id,
      classTitle: 'Own class',
      lessonId: lesson.id,
      subtype: 'text',
      dataId: content.id,
    });

    expect(
      (await t.call(E.clinicSectionsCategories, { section_id: section.id }, team.token)).body.data!.map((i) => i.dataId),
    ).toEqual([category.id, platformCategory.id]);
    expect(
      (await t.call(E.clinicSectionsClasses, { section_id: section.id }, team.token)).body.data!.map((i) => i.dataId),
    ).toEqual([klass.id, shared.id]);
    expect(
      (await t.call(E.clinicSectionsLessons, { section_id: section.id }, team.token)).body.data!.map((i) => i.dataId),
    ).toEqual([lesson.id]);
    expect(
      (await t.call(E.clinicSectionsContents, { section_id: section.id }, team.token)).body.data!.map((i) => i.dataId),
    ).toEqual([content.id]);
    expect(
      (await t.call(E.clinicSectionsMeditations, { section_id: section.id }, team.token)).body.data!.map((i) => i.dataId),
    ).toEqual([meditation.id]);

    const renamed = await t.call(E.clinicSectionsEditClass, { id: ids[2], title: '' }, team.token);
    expect(renamed.body.message).toBe(SECTION_MESSAGES.classUpdated);
    expect(renamed.body.data).toMatchObject({ title: 'Own class', overrideTitle: null });
    const retitled = await t.call(E.clinicSectionsEditMeditation, { id: ids[6], title: 'Evening scan' }, team.token);
    expect(retitled.body.data).toMatchObject({ title: 'Evening scan', ownTitle: 'Body scan' });
    // An item edited through another kind's endpoint is not found.
    expect((await t.call(E.clinicSectionsEditLesson, { id: ids[6], title: 'x' }, team.token)).status).toBe(404);
    for (const [endpoint, id] of [
      [E.clinicSectionsEditCategory, ids[0]],
      [E.clinicSectionsEditLesson, ids[4]],
      [E.clinicSectionsEditContent, ids[5]],
    ] as const)
      expect((await t.call(endpoint, { id, title: 'Renamed' }, team.token)).body.data).toMatchObject({ title: 'Renamed' });

    const deletes: Array<[Endpoint, number, string]> = [
      [E.clinicSectionsDeleteCategory, ids[0]!, SECTION_MESSAGES.categoryDeleted],
      [E.clinicSectionsDeleteLesson, ids[4]!, SECTION_MESSAGES.lessonDeleted],
      [E.clinicSectionsDeleteContent, ids[5]!, SECTION_MESSAGES.contentDeleted],
      [E.clinicSectionsDeleteMeditation, ids[6]!, SECTION_MESSAGES.meditationDeleted],
      [E.clinicSectionsDeleteClass, ids[2]!, SECTION_MESSAGES.classDeleted],
    ];
    for (const [endpoint, id, message] of deletes) {
      const response = await t.call(endpoint, { id }, team.token);
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(message);
    }
    const left = await orderOf(section.id);
    expect(left.map((row) => [row.id, row.sortOrder])).toEqual([
      [ids[1], 1],
      [ids[3], 2],
    ]);
  });

  it('refuses with 404 items the clinic may not see, and with 409 an item already in the section', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const section = await addSection(team.token);
    const foreignClass = await createClassWithLessons(t.db, { clinicId: other.clinic.id });
    const foreignMeditation = await createMeditation(t.db, { clinicId: other.clinic.id });
    const foreignCategory = await createCategory(t.db, { clinicId: other.clinic.id });
    const privatePlatform = await createClass(t.db, { withContent: true });
    const granted = await createClass(t.db, { clinicId: other.clinic.id, accessClinicIds: [team.clinic.id], withContent: true });
    const grantedMeditation = await createMeditation(t.db, { clinicId: other.clinic.id, accessClinicIds: [team.clinic.id] });
    const refused: Array<[Endpoint, Record<string, unknown>]> = [
      [E.clinicSectionsAddClass, { class_id: foreignClass.id }],
      [E.clinicSectionsAddClass, { class_id: privatePlatform.id }],
      [E.clinicSectionsAddClass, { class_id: 999999 }],
      [E.clinicSectionsAddLesson, { lesson_id: foreignClass.lessons[0]!.id }],
      [E.clinicSectionsAddContent, { content_id: foreignClass.lessons[0]!.contents[0]!.id }],
      [E.clinicSectionsAddMeditation, { meditation_id: foreignMeditation.id }],
      [E.clinicSectionsAddCategory, { cat_id: foreignCategory.id }],
    ];
    for (const [endpoint, body] of refused) {
      const response = await t.call(endpoint, { section_id: section.id, ...body }, team.token);
      expect(response.status, `${endpoint.path} ${JSON.stringify(body)}`).toBe(404);
    }
    expect((await t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: granted.id }, team.token)).status).toBe(
      201,
    );
    expect(
      (await t.call(E.clinicSectionsAddMeditation, { section_id: section.id, meditation_id: grantedMeditation.id }, team.token))
        .status,
    ).toBe(201);
    const twice = await t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: granted.id }, team.token);
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.[0]?.path).toBe('class_id');
    expect(await orderOf(section.id)).toHaveLength(2);
  });

  it("answers 404 to every call about another clinic's section or item, and to the platform's sections", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const theirs = await addSection(other.token, 'Theirs');
    const klass = await createClass(t.db, { shared: true, withContent: true });
    const theirItem = (await t.call(E.clinicSectionsAddClass, { section_id: theirs.id, class_id: klass.id }, other.token)).body
      .data!;
    const platform = await addSection(adminToken, 'Platform', {}, true);
    for (const sectionId of [theirs.id, platform.id]) {
      const calls: Array<[Endpoint, Record<string, unknown>]> = [
        [E.clinicSectionsDetail, { id: sectionId }],
        [E.clinicSectionsEdit, { id: sectionId, title: 'Taken' }],
        [E.clinicSectionsDelete, { id: sectionId }],
        [E.clinicSectionsClasses, { section_id: sectionId }],
        [E.clinicSectionsCategories, { section_id: sectionId }],
        [E.clinicSectionsLessons, { section_id: sectionId }],
        [E.clinicSectionsContents, { section_id: sectionId }],
        [E.clinicSectionsMeditations, { section_id: sectionId }],
        [E.clinicSectionsAddClass, { section_id: sectionId, class_id: klass.id }],
        [E.clinicSectionsCategoryContents, { section_id: sectionId }],
        [E.clinicSectionsClassContents, { section_id: sectionId }],
        [E.clinicSectionsLessonContents, { section_id: sectionId }],
        [E.clinicSectionsReorder, { type: 'items', id: sectionId, content: [theirItem.id] }],
        [E.clinicSectionsReorder, { type: 'classes', id: sectionId, content: [theirItem.id] }],
      ];
      for (const [endpoint, body] of calls) {
        const response = await t.call(endpoint, body, team.token);
        expect(response.status, `${endpoint.path} ${JSON.stringify(body)}`).toBe(404);
      }
    }
    expect((await t.call(E.clinicSectionsEditClass, { id: theirItem.id, title: 'x' }, team.token)).status).toBe(404);
    expect((await t.call(E.clinicSectionsDeleteClass, { id: theirItem.id }, team.token)).status).toBe(404);
    const reorderSections = await t.call(E.clinicSectionsReorder, { type: 'section', content: [theirs.id] }, team.token);
    expect(reorderSections.status).toBe(422);
    expect(reorderSections.body.errors?.[0]?.path).toBe('content');
    expect((await orderOf(theirs.id)).map((row) => row.id)).toEqual([theirItem.id]);
  });
});

describe('sections: expansions', () => {
  it('expands categories into their classes or meditations, classes into lessons and contents, lessons into contents', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const section = await addSection(team.token);
    const classCategory = await createCategory(t.db, { clinicId: team.clinic.id, type: 'class' });
    const meditationCategory = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation' });
    const sub = await createCategory(t.db, { clinicId: team.clinic.id, type: 'meditation', parentId: meditationCategory.id });
    const inCategory = await createClass(t.db, {
      withContent: true,
      clinicId: team.clinic.id,
      categoryIds: [classCategory.id],
      title: 'In category',
    });
    await createClass(t.db, { clinicId: other.clinic.id, categoryIds: [classCategory.id], withContent: true }); // not visible to the clinic
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Sub meditation' });
    await t.db.execute(sql`insert into meditation_categories (meditation_id, category_id) values (${meditation.id}, ${sub.id})`);
    const klass = await createClassWithLessons(t.db, { clinicId: team.clinic.id, lessonCount: 2, contentsPerLesson: 2 });
    const lesson = await createLesson(t.db, inCategory.id, { title: 'Solo lesson' });
    const c1 = await createContent(t.db, lesson, { title: 'Second', sortOrder: 2 });
    const c2 = await createContent(t.db, lesson, { title: 'First', sortOrder: 1 });

    for (const [endpoint, body] of [
      [E.clinicSectionsAddCategory, { cat_id: classCategory.id }],
      [E.clinicSectionsAddCategory, { cat_id: meditationCategory.id }],
      [E.clinicSectionsAddClass, { class_id: klass.id }],
      [E.clinicSectionsAddLesson, { lesson_id: lesson.id }],
    ] as const)
      expect((await t.call(endpoint, { section_id: section.id, ...body }, team.token)).status).toBe(201);

    const categories = await t.call(E.clinicSectionsCategoryContents, { section_id: section.id }, team.token);
    expect(categories.status).toBe(200);
    expect(categories.body.data!.map((row) => [row.item.dataId, row.classes, row.meditations])).toEqual([
      [classCategory.id, [{ id: inCategory.id, title: 'In category' }], []],
      [meditationCategory.id, [], [{ id: meditation.id, title: 'Sub meditation' }]],
    ]);
    const one = await t.call(
      E.clinicSectionsCategoryContents,
      { section_id: section.id, id: categories.body.data![1]!.item.id },
      team.token,
    );
    expect(one.body.data!.map((row) => row.item.dataId)).toEqual([meditationCategory.id]);

    const classContents = await t.call(E.clinicSectionsClassContents, { section_id: section.id }, team.token);
    expect(classContents.body.data).toHaveLength(1);
    expect(classContents.body.data![0]!.lessons.map((l) => [l.id, l.contents.map((c) => c.id)])).toEqual(
      klass.lessons.map((l) => [l.id, l.contents.map((c) => c.id)]),
    );

    const lessonContents = await t.call(E.clinicSectionsLessonContents, { section_id: section.id }, team.token);
    expect(lessonContents.body.data!.map((row) => [row.item.dataId, row.contents.map((c) => c.title)])).toEqual([
      [lesson.id, ['First', 'Second']],
    ]);
    expect([c1.id, c2.id]).toHaveLength(2);
  });
});

describe('sections: reorder', () => {
  it('reorders sections, all items of a section and one kind of item among its own positions', async () => {
    const team = await createClinicTeam(t);
    const a = await addSection(team.token, 'A');
    const b = await addSection(team.token, 'B');
    const c = await addSection(team.token, 'C');
    const reordered = await t.call(E.clinicSectionsReorder, { type: 'section', content: [c.id, a.id] }, team.token);
    expect(reordered.status).toBe(200);
    expect(reordered.body.message).toBe(SECTION_MESSAGES.reorder);
    expect(reordered.body.data).toEqual([c.id, a.id, b.id]);
    expect((await t.call(E.clinicSectionsList, {}, team.token)).body.data!.map((s) => [s.title, s.sortOrder])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);

    const class1 = await createClass(t.db, { clinicId: team.clinic.id });
    const class2 = await createClass(t.db, { clinicId: team.clinic.id });
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id });
    const i1 = (await t.call(E.clinicSectionsAddClass, { section_id: a.id, class_id: class1.id }, team.token)).body.data!.id;
    const m = (await t.call(E.clinicSectionsAddMeditation, { section_id: a.id, meditation_id: meditation.id }, team.token)).body
      .data!.id;
    const i2 = (await t.call(E.clinicSectionsAddClass, { section_id: a.id, class_id: class2.id }, team.token)).body.data!.id;

    const kind = await t.call(E.clinicSectionsReorder, { type: 'classes', id: a.id, content: [i2] }, team.token);
    expect(kind.body.data).toEqual([i2, m, i1]);
    const all = await t.call(E.clinicSectionsReorder, { type: 'items', id: a.id, content: [m, i1, i2] }, team.token);
    expect(all.body.data).toEqual([m, i1, i2]);
    expect((await orderOf(a.id)).map((row) => [row.id, row.sortOrder])).toEqual([
      [m, 1],
      [i1, 2],
      [i2, 3],
    ]);
    const wrongKind = await t.call(E.clinicSectionsReorder, { type: 'lessons', id: a.id, content: [m] }, team.token);
    expect(wrongKind.status).toBe(422);
    const noSection = await t.call(E.clinicSectionsReorder, { type: 'classes', content: [i1] }, team.token);
    expect(noSection.status).toBe(422);
    expect(noSection.body.errors?.[0]?.path).toBe('id');
    const twice = await t.call(E.clinicSectionsReorder, { type: 'items', id: a.id, content: [m, m] }, team.token);
    expect(twice.status).toBe(422);
  });

  it('keeps a gapless 1..n order under concurrent adds, deletes and reorders through HTTP', async () => {
    const team = await createClinicTeam(t);
    const section = await addSection(team.token, 'Busy');
    const library = await Promise.all(Array.from({ length: 12 }, () => createClass(t.db, { clinicId: team.clinic.id })));
    const first = [];
    for (const klass of library.slice(0, 6))
      first.push(
        (await t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: klass.id }, team.token)).body.data!.id,
      );
    const responses = await Promise.all([
      ...library
        .slice(6)
        .map((klass) => t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: klass.id }, team.token)),
      t.call(E.clinicSectionsDeleteClass, { id: first[0] }, team.token),
      t.call(E.clinicSectionsDeleteClass, { id: first[3] }, team.token),
      t.call(E.clinicSectionsReorder, { type: 'items', id: section.id, content: [first[5], first[4]] }, team.token),
      t.call(E.clinicSectionsReorder, { type: 'classes', id: section.id, content: [first[2], first[1]] }, team.token),
      ...Array.from({ length: 4 }, () => t.call(E.clinicSectionsAdd, { title: 'Concurrent' }, team.token)),
    ]);
    for (const response of responses) expect([200, 201]).toContain(response.status);
    const rows = await orderOf(section.id);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const list = await t.call(E.clinicSectionsList, { perPage: 100 }, team.token);
    expect(list.body.data!.map((s) => s.sortOrder)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers 404, never a server error, to items added while their section is deleted', async () => {
    const team = await createClinicTeam(t);
    const section = await addSection(team.token, 'Going away');
    const library = await Promise.all(Array.from({ length: 6 }, () => createClass(t.db, { clinicId: team.clinic.id })));
    const responses = await Promise.all([
      ...library
        .slice(0, 3)
        .map((klass) => t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: klass.id }, team.token)),
      t.call(E.clinicSectionsDelete, { id: section.id }, team.token),
      ...library
        .slice(3)
        .map((klass) => t.call(E.clinicSectionsAddClass, { section_id: section.id, class_id: klass.id }, team.token)),
    ]);
    for (const response of responses) expect([200, 201, 404]).toContain(response.status);
    expect(await orderOf(section.id)).toEqual([]);
  });
});

describe('sections: candidates and the admin family', () => {
  it('lists candidates the clinic may add, by kind and search', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const tag = `cand${Date.now()}`;
    const own = await createClassWithLessons(t.db, {
      clinicId: team.clinic.id,
      title: `${tag} own`,
      lessonCount: 1,
      contentsPerLesson: 1,
    });
    await createClass(t.db, { clinicId: other.clinic.id, title: `${tag} foreign`, withContent: true });
    const shared = await createClass(t.db, { shared: true, title: `${tag} shared`, withContent: true });
    const classes = await t.call(E.clinicSectionsCandidates, { type: 'classes', searchBy: tag }, team.token);
    expect(classes.body.data!.map((c) => c.id).sort()).toEqual([own.id, shared.id].sort());
    // The shared class's lesson and content come too (its class's title matches); never the foreign one's.
    const lessons = await t.call(E.clinicSectionsCandidates, { type: 'lessons', searchBy: tag }, team.token);
    expect(lessons.body.data!.map((c) => c.context)).toEqual([`${tag} own`, `${tag} shared`]);
    expect(lessons.body.data![0]).toEqual({ id: own.lessons[0]!.id, title: own.lessons[0]!.title, context: `${tag} own` });
    const contents = await t.call(E.clinicSectionsCandidates, { type: 'contents', searchBy: tag }, team.token);
    expect(contents.body.data!.map((c) => c.context?.split(' › ')[0])).toEqual([`${tag} own`, `${tag} shared`]);
    expect(contents.body.data![0]!.id).toBe(own.lessons[0]!.contents[0]!.id);
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: `${tag} med` });
    expect(
      (await t.call(E.clinicSectionsCandidates, { type: 'meditations', searchBy: tag }, team.token)).body.data!.map((c) => c.id),
    ).toEqual([meditation.id]);
    const category = await createCategory(t.db, { clinicId: team.clinic.id, title: `${tag} cat`, type: 'meditation' });
    expect((await t.call(E.clinicSectionsCandidates, { type: 'categories', searchBy: tag }, team.token)).body.data).toEqual([
      { id: category.id, title: `${tag} cat`, context: 'meditation' },
    ]);
    expect((await t.call(E.clinicSectionsCandidates, { type: 'nope' }, team.token)).status).toBe(422);
  });

  it('lets the admin build the default sections from any library item with the same calls', async () => {
    const team = await createClinicTeam(t);
    const section = await addSection(adminToken, 'Defaults', {}, true);
    const clinicClass = await createClass(t.db, { clinicId: team.clinic.id });
    const meditation = await createMeditation(t.db, { shared: true });
    const c = await t.call(E.adminSectionsAddClass, { section_id: section.id, class_id: clinicClass.id }, adminToken);
    expect(c.status).toBe(201);
    const m = await t.call(E.adminSectionsAddMeditation, { section_id: section.id, meditation_id: meditation.id }, adminToken);
    expect(m.status).toBe(201);
    const reorder = await t.call(
      E.adminSectionsReorder,
      { type: 'items', id: section.id, content: [m.body.data!.id] },
      adminToken,
    );
    expect(reorder.body.data).toEqual([m.body.data!.id, c.body.data!.id]);
    const detail = await t.call(E.adminSectionsDetail, { id: section.id }, adminToken);
    expect(detail.body.data!.items.map((i) => i.type)).toEqual(['meditation', 'class']);
    // A clinic's section is not the admin's to edit.
    const clinicSection = await addSection(team.token, 'Clinic');
    expect((await t.call(E.adminSectionsEdit, { id: clinicSection.id, title: 'x' }, adminToken)).status).toBe(404);
    expect((await t.call(E.adminSectionsDelete, { id: section.id }, adminToken)).body.message).toBe(
      SECTION_MESSAGES.sectionDeleted,
    );
    const personal = await createUser(t.db, 'personal');
    expect(personal.clinicId).toBeNull();
  });
});
