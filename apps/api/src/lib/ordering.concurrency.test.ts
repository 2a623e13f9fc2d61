import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicStudioEndpoints as C, endpoints, type Endpoint } from '@stillpoint/contracts';
import { categories, classes, learningTasks, lessons, meditationAudios, meditations } from '@stillpoint/db';
import { createClinicTeam } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeWav } from '../../test/media-fixtures.js';

/*
 * Every ordered list of the studio keeps a gapless 1..n order while reorders, appends and deletes of the
 * same list arrive at once over HTTP (lib/ordering.ts takes a lock per list). Lesson contents and section
 * items have their own such tests beside their modules; this walks the other lists with one scenario.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Response = Awaited<ReturnType<TestApp['call']>>;
type Team = Awaited<ReturnType<typeof createClinicTeam>>;

/** Sends JSON, or a multipart form for upload endpoints (lists become repeated fields). */
function send(
  endpoint: Endpoint,
  body: Record<string, unknown>,
  token: string,
  files: Parameters<TestApp['form']>[2] = [],
): Promise<Response> {
  if (!endpoint.uploads) return t.call(endpoint, body, token);
  const fields = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
  return t.form(endpoint, fields, files, token);
}

/** The id of what a create call answered (lessons answer lesson_id; extra audios answer a list). */
function createdId(response: Response): number {
  expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
  const data = response.body.data as { id?: number; lesson_id?: number } | Array<{ id: number }>;
  return Array.isArray(data) ? data[0]!.id : (data.id ?? data.lesson_id)!;
}

interface ListCase {
  name: string;
  /** Makes the list's parent (when it has one) and answers what the calls below need. */
  parent(team: Team): Promise<number | undefined>;
  create(team: Team, parent: number | undefined, n: number): Promise<Response>;
  remove(team: Team, id: number): Promise<Response>;
  /** Absent for lists that have no reorder call (tasks, sub-categories). */
  reorder?(team: Team, parent: number | undefined, ids: number[]): Promise<Response>;
  /** [id, sort_order] of the list, in order. */
  orders(team: Team, parent: number | undefined): Promise<Array<{ id: number; sortOrder: number }>>;
}

const tone = makeWav(0.05);

const CASES: ListCase[] = [
  {
    name: 'categories of a type',
    parent: async () => undefined,
    create: (team, _p, n) => t.call(C.createCategory, { type: 'class', title: `Category ${n}` }, team.token),
    remove: (team, id) => t.call(C.deleteCategories, { ids: [id] }, team.token),
    reorder: (team, _p, ids) => t.call(C.reorderCategories, { content: ids, category_type: 'class' }, team.token),
    orders: (team) =>
      t.db
        .select({ id: categories.id, sortOrder: categories.sortOrder })
        .from(categories)
        .where(and(eq(categories.clinicId, team.clinic.id), eq(categories.type, 'class'), isNull(categories.parentId)))
        .orderBy(asc(categories.sortOrder)),
  },
  {
    name: 'classes',
    parent: async () => undefined,
    create: (team, _p, n) => t.call(C.createClass, { title: `Class ${n}` }, team.token),
    remove: (team, id) => t.call(C.deleteClass, { id }, team.token),
    reorder: (team, _p, ids) => t.call(C.reorderClasses, { content: ids }, team.token),
    orders: (team) =>
      t.db
        .select({ id: classes.id, sortOrder: classes.sortOrder })
        .from(classes)
        .where(eq(classes.clinicId, team.clinic.id))
        .orderBy(asc(classes.sortOrder)),
  },
  {
    name: 'lessons of a class',
    parent: async (team) => createdId(await t.call(C.createClass, { title: 'Parent class' }, team.token)),
    create: (team, classId, n) => t.call(C.createLesson, { class_id: classId, title: `Lesson ${n}` }, team.token),
    remove: (team, id) => t.call(C.deleteLesson, { lesson_id: id }, team.token),
    reorder: (team, classId, ids) => t.call(C.reorderLessons, { content: ids, id: classId }, team.token),
    orders: (_team, classId) =>
      t.db
        .select({ id: lessons.id, sortOrder: lessons.sortOrder })
        .from(lessons)
        .where(eq(lessons.classId, classId!))
        .orderBy(asc(lessons.sortOrder)),
  },
  {
    name: 'tasks of a lesson',
    parent: async (team) => {
      const classId = createdId(await t.call(C.createClass, { title: 'Parent class' }, team.token));
      return createdId(await t.call(C.createLesson, { class_id: classId, title: 'Parent lesson' }, team.token));
    },
    create: (team, lessonId, n) => t.call(C.createLessonTask, { lesson_id: lessonId, title: `Task ${n}` }, team.token),
    remove: (team, id) => t.call(C.deleteLessonTask, { id }, team.token),
    orders: (_team, lessonId) =>
      t.db
        .select({ id: learningTasks.id, sortOrder: learningTasks.sortOrder })
        .from(learningTasks)
        .where(eq(learningTasks.lessonId, lessonId!))
        .orderBy(asc(learningTasks.sortOrder)),
  },
  {
    name: 'meditations',
    parent: async () => undefined,
    create: (team, _p, n) => send(endpoints.clinicSaveMeditation, { title: `Meditation ${n}` }, team.token),
    remove: (team, id) => t.call(endpoints.clinicDeleteMeditation, { id }, team.token),
    reorder: (team, _p, ids) => t.call(endpoints.clinicReorderMeditations, { content: ids }, team.token),
    orders: (team) =>
      t.db
        .select({ id: meditations.id, sortOrder: meditations.sortOrder })
        .from(meditations)
        .where(eq(meditations.clinicId, team.clinic.id))
        .orderBy(asc(meditations.sortOrder)),
  },
  {
    name: 'extra audios of a meditation',
    parent: async (team) => createdId(await send(endpoints.clinicSaveMeditation, { title: 'Parent meditation' }, team.token)),
    create: (team, meditationId, n) =>
      send(endpoints.clinicAddAudios, { meditation_id: meditationId, titles: [`Part ${n}`] }, team.token, [
        { field: 'audios', filename: `part-${n}.wav`, contentType: 'audio/wav', data: tone },
      ]),
    remove: (team, id) => t.call(endpoints.clinicDeleteAudio, { id }, team.token),
    reorder: (team, meditationId, ids) =>
      t.call(endpoints.clinicReorderAudios, { meditation_id: meditationId, content: ids }, team.token),
    orders: (_team, meditationId) =>
      t.db
        .select({ id: meditationAudios.id, sortOrder: meditationAudios.sortOrder })
        .from(meditationAudios)
        .where(eq(meditationAudios.meditationId, meditationId!))
        .orderBy(asc(meditationAudios.sortOrder)),
  },
  {
    name: 'tasks of a meditation',
    parent: async (team) => createdId(await send(endpoints.clinicSaveMeditation, { title: 'Parent meditation' }, team.token)),
    create: (team, meditationId, n) =>
      t.call(endpoints.clinicCreateMeditationTask, { meditation_id: meditationId, title: `Task ${n}` }, team.token),
    remove: (team, id) => t.call(endpoints.clinicDeleteMeditationTask, { id }, team.token),
    orders: (_team, meditationId) =>
      t.db
        .select({ id: learningTasks.id, sortOrder: learningTasks.sortOrder })
        .from(learningTasks)
        .where(eq(learningTasks.meditationId, meditationId!))
        .orderBy(asc(learningTasks.sortOrder)),
  },
  {
    name: 'sub-categories of a meditation category',
    parent: async (team) => createdId(await t.call(C.createCategory, { type: 'meditation', title: 'Parent' }, team.token)),
    create: (team, parentId, n) =>
      t.call(endpoints.clinicCreateSubcategory, { parent_id: parentId, title: `Sub ${n}` }, team.token),
    remove: (team, id) => t.call(endpoints.clinicDeleteSubcategory, { id }, team.token),
    orders: (_team, parentId) =>
      t.db
        .select({ id: categories.id, sortOrder: categories.sortOrder })
        .from(categories)
        .where(eq(categories.parentId, parentId!))
        .orderBy(asc(categories.sortOrder)),
  },
];

/** Distinct permutations of the ids (a full reversal, rotations, and a partial order naming two items). */
const shuffles = (ids: number[]) => [
  [...ids].reverse(),
  [...ids.slice(2), ...ids.slice(0, 2)],
  [...ids.slice(4), ...ids.slice(0, 4)],
  [ids[5]!, ids[1]!],
  [...ids].sort((a, b) => (a % 3) - (b % 3) || a - b),
  [ids[2]!, ids[4]!, ids[1]!],
];

describe('ordered lists under concurrent edits over HTTP', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s stay gapless 1..n', async (_name, list) => {
    const team = await createClinicTeam(t);
    const parent = await list.parent(team);
    const ids: number[] = [];
    for (let n = 1; n <= 6; n++) ids.push(createdId(await list.create(team, parent, n)));
    expect((await list.orders(team, parent)).map((row) => row.sortOrder)).toEqual([1, 2, 3, 4, 5, 6]);

    const removed = list.reorder ? [ids[0]!, ids[3]!] : [ids[0]!, ids[3]!, ids[4]!];
    const reorders = list.reorder ? shuffles(ids).map((order) => list.reorder!(team, parent, order)) : [];
    const creates = Array.from({ length: list.reorder ? 2 : 4 }, (_, i) => list.create(team, parent, 7 + i));
    const deletes = removed.map((id) => list.remove(team, id));
    const [reordered, created, deleted] = await Promise.all([Promise.all(reorders), Promise.all(creates), Promise.all(deletes)]);

    // A reorder naming an item deleted just before it is refused (422); nothing else may fail.
    for (const response of reordered) expect([200, 422], JSON.stringify(response.body)).toContain(response.status);
    for (const response of deleted) expect(response.status, JSON.stringify(response.body)).toBe(200);
    const added = created.map(createdId);
    const rows = await list.orders(team, parent);
    expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...ids.filter((id) => !removed.includes(id)), ...added].sort((a, b) => a - b),
    );
  });
});
