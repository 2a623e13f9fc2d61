import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, countCareTasks, endpoints, TASK_MESSAGES } from '@stillpoint/contracts';
import { assignments, learningTasks, taskCategories, userTasks, users } from '@stillpoint/db';
import { createClass, createContent, createLesson, createMeditation } from '../../../test/content-factories.js';
import { assignPatient, createClinic, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { placeAt } from './tasks.service.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

async function category(clinicId: number | null, title = `Category ${Math.random().toString(36).slice(2, 7)}`) {
  const [row] = await t.db.insert(taskCategories).values({ clinicId, title }).returning();
  return row!;
}

async function orderOf(userId: number) {
  const rows = await t.db.select().from(userTasks).where(eq(userTasks.userId, userId));
  return rows
    .filter((row) => row.assignmentId === null)
    .sort((a, b) => a.taskOrder - b.taskOrder)
    .map((row) => [row.title, row.taskOrder]);
}

describe('placeAt (update order with only the moved tasks)', () => {
  it('puts moved tasks at their positions and keeps the others in order around them', () => {
    expect(placeAt([1, 2, 3, 4], [{ id: 4, task_order: 1 }])).toEqual([4, 1, 2, 3]);
    expect(placeAt([1, 2, 3, 4], [{ id: 1, task_order: 3 }])).toEqual([2, 3, 1, 4]);
    expect(placeAt([1, 2, 3], [{ id: 3, task_order: 1 }, { id: 1, task_order: 2 }, { id: 2, task_order: 3 }])).toEqual([3, 1, 2]);
    expect(placeAt([1, 2], [{ id: 1, task_order: 99 }])).toEqual([2, 1]);
  });
});

describe("a person's own tasks", () => {
  it('creates, lists, completes with final feelings, logs and graphs tasks', async () => {
    const team = await createClinicTeam(t);
    const { user, session } = await createUserAndLogin(t, 'patient', { clinicId: team.clinic.id });
    const token = session.accessToken;
    const platform = await category(null, 'Breathing');
    const own = await category(team.clinic.id, 'Harbor homework');
    const foreign = await category((await createClinic(t.db)).id, 'Not yours');

    const categories = await t.call(endpoints.tasksCategories, {}, token);
    const ids = categories.body.data!.map((c) => c.cat_id);
    expect(ids).toEqual(expect.arrayContaining([platform.id, own.id]));
    expect(ids).not.toContain(foreign.id);

    // The category id may come as text (a form) and is read as an integer (spec section 5).
    const first = await t.call(endpoints.tasksCreate, { title: 'Breathe for five minutes', cat_id: String(platform.id) as never, color: 'mint' }, token);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(TASK_MESSAGES.taskAdded);
    expect(first.body.data).toMatchObject({ data_id: user.id, cat_id: platform.id, categoryTitle: 'Breathing', color: 'mint', status: 'pending', task_order: 1, assignedBy: null });
    const second = (await t.call(endpoints.tasksCreate, { title: 'Walk outside', cat_id: own.id, ask_final_feelings: false }, token)).body.data!;
    const third = (await t.call(endpoints.tasksCreate, { title: 'Write three good things' }, token)).body.data!;
    expect(third.task_order).toBe(3);

    const refused = await t.call(endpoints.tasksCreate, { title: 'Elsewhere', cat_id: foreign.id }, token);
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]?.path).toBe('cat_id');
    const blank = await t.call(endpoints.tasksCreate, { title: '  ' }, token);
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.[0]?.path).toBe('title');

    const all = await t.call(endpoints.tasksAll, { pageNo: 1, perPage: 2 }, token);
    expect(all.body.data!.map((task) => task.title)).toEqual(['Breathe for five minutes', 'Walk outside']);
    expect(all.body.total_pages).toBe(2);
    expect((await t.call(endpoints.tasksRecent, {}, token)).body.data!.map((task) => task.id)).toEqual([third.id, second.id, first.body.data!.id]);
    expect((await t.call(endpoints.tasksCategoryTasks, { cat_id: own.id }, token)).body.data!.map((task) => task.id)).toEqual([second.id]);

    // Completing asks how the person feels (when the task wants it), once.
    const done = await t.call(endpoints.tasksSingleComplete, { id: first.body.data!.id }, token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(TASK_MESSAGES.taskCompleted);
    expect(done.body.data).toEqual({ id: first.body.data!.id, status: 'completed', ask_final_feelings: true });
    const early = await t.call(endpoints.tasksUpdateFinalFeelings, { id: second.id, final_feeling: 'better' }, token);
    expect(early.status).toBe(409);
    const felt = await t.call(endpoints.tasksUpdateFinalFeelings, { id: first.body.data!.id, final_feeling: 'better' }, token);
    expect(felt.body.data!.final_feeling).toBe('better');
    expect((await t.call(endpoints.tasksSingleComplete, { id: first.body.data!.id }, token)).body.data!.ask_final_feelings).toBe(false);
    expect((await t.call(endpoints.tasksSingleComplete, { id: second.id }, token)).body.data!.ask_final_feelings).toBe(false);
    expect((await t.call(endpoints.tasksCompleted, {}, token)).body.data!.map((task) => task.id).sort()).toEqual([first.body.data!.id, second.id].sort());

    const logged = await t.call(endpoints.tasksUpdateLogs, { task_id: third.id, note: 'Wrote two so far', feeling: 'same' }, token);
    expect(logged.body.message).toBe(TASK_MESSAGES.logAdded);
    expect(logged.body.data).toEqual([expect.objectContaining({ task_id: third.id, note: 'Wrote two so far', feeling: 'same' })]);
    // update logs is form data in the spec: a urlencoded body works as well.
    const form = await t.app.inject({
      method: 'POST',
      url: endpoints.tasksUpdateLogs.url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `task_id=${third.id}&note=Finished+the+list&feeling=better`,
    });
    expect(form.statusCode).toBe(200);
    expect((await t.call(endpoints.tasksLogs, { task_id: third.id }, token)).body.data!.map((log) => log.note)).toEqual(['Finished the list', 'Wrote two so far']);

    const graph = (await t.call(endpoints.tasksStateGraph, {}, token)).body.data!;
    expect(graph).toMatchObject({ total: 3, completed: 2, pending: 1 });
    expect(graph.completedByDay).toHaveLength(30);
    expect(graph.completedByDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), completed: 2 });
    expect(graph.feelings).toEqual({
      Better_individual_task: 1,
      Same_individual_task: 1,
      Worse_individual_task: 0,
      Better_after_completion: 1,
      Same_after_completion: 0,
      Worse_after_completion: 0,
    });

    const stats = (await t.call(endpoints.adminTaskStats, {}, adminToken)).body.data!;
    expect(stats.Better_after_completion).toBeGreaterThanOrEqual(1);
    const listed = await t.call(endpoints.adminTasksList, { search: 'Write three', perPage: 5 }, adminToken);
    expect(listed.body.data![0]).toMatchObject({ id: third.id, ownerName: user.fullName, ownerRole: 'patient' });
    expect((await t.call(endpoints.adminTasksList, {}, token)).status).toBe(403);
  });

  it('reorders 1..n (moved tasks only, or all), deletes closing the gap, and keeps others out', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;
    const made = [];
    for (const title of ['A', 'B', 'C', 'D']) made.push((await t.call(endpoints.tasksCreate, { title }, token)).body.data!);
    const [a, b, c, d] = made as [(typeof made)[number], (typeof made)[number], (typeof made)[number], (typeof made)[number]];

    const moved = await t.call(endpoints.tasksUpdateOrder, { tasks: [{ id: d.id, task_order: 1 }] }, token);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(TASK_MESSAGES.reordered);
    expect(moved.body.data!.map((task) => [task.title, task.task_order])).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);
    await t.call(endpoints.tasksUpdateOrder, { tasks: [c, b, a, d].map((task, index) => ({ id: task.id, task_order: index + 1 })) }, token);
    expect(await orderOf(user.id)).toEqual([
      ['C', 1],
      ['B', 2],
      ['A', 3],
      ['D', 4],
    ]);
    expect((await t.call(endpoints.tasksDelete, { id: b.id }, token)).body.message).toBe(TASK_MESSAGES.taskDeleted);
    expect(await orderOf(user.id)).toEqual([
      ['C', 1],
      ['A', 2],
      ['D', 3],
    ]);

    const stranger = await createUserAndLogin(t, 'personal');
    for (const [endpoint, body] of [
      [endpoints.tasksSingleComplete, { id: a.id }],
      [endpoints.tasksUpdate, { id: a.id, title: 'Mine now' }],
      [endpoints.tasksDelete, { id: a.id }],
      [endpoints.tasksLogs, { task_id: a.id }],
      [endpoints.tasksUpdateLogs, { task_id: a.id, note: 'hi' }],
      [endpoints.tasksUpdateOrder, { tasks: [{ id: a.id, task_order: 1 }] }],
    ] as const) {
      expect((await t.call(endpoint, body as never, stranger.session.accessToken)).status, endpoint.path).toBe(404);
    }
    const twice = await t.call(endpoints.tasksUpdateOrder, { tasks: [{ id: a.id, task_order: 1 }, { id: a.id, task_order: 2 }] }, token);
    expect(twice.status).toBe(422);
    expect(await orderOf(user.id)).toEqual([
      ['C', 1],
      ['A', 2],
      ['D', 3],
    ]);
    const updated = await t.call(endpoints.tasksUpdate, { id: a.id, title: 'A, renamed', color: 'sky' }, token);
    expect(updated.body.data).toMatchObject({ title: 'A, renamed', color: 'sky', task_order: 2 });
    // A field left out keeps its value (no default sneaks in).
    await t.call(endpoints.tasksUpdate, { id: a.id, ask_final_feelings: false }, token);
    const renamed = await t.call(endpoints.tasksUpdate, { id: a.id, title: 'A again' }, token);
    expect(renamed.body.data).toMatchObject({ title: 'A again', color: 'sky', ask_final_feelings: false });
  });

  it('keeps the order gapless when tasks are added, moved and deleted at the same time', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;
    const seeded = [];
    for (let i = 0; i < 4; i++) seeded.push((await t.call(endpoints.tasksCreate, { title: `seed ${i}` }, token)).body.data!);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => t.call(endpoints.tasksCreate, { title: `new ${i}` }, token)),
      t.call(endpoints.tasksUpdateOrder, { tasks: [{ id: seeded[3]!.id, task_order: 1 }] }, token),
      t.call(endpoints.tasksDelete, { id: seeded[1]!.id }, token),
      t.call(endpoints.tasksUpdateOrder, { tasks: [{ id: seeded[0]!.id, task_order: 3 }] }, token),
    ]);
    const orders = (await orderOf(user.id)).map(([, order]) => order);
    expect(orders).toEqual(Array.from({ length: 9 }, (_, i) => i + 1));
  });

  it('copies a visible lesson or meditation task once (discovery create tasks); hidden ones answer 404', async () => {
    const team = await createClinicTeam(t);
    const patient = await login(t, team.patient);
    const cls = await createClass(t.db, { clinicId: team.clinic.id });
    const lesson = await createLesson(t.db, cls.id);
    await createContent(t.db, lesson);
    const [lessonTask] = await t.db.insert(learningTasks).values({ lessonId: lesson.id, title: 'Practise the body scan', description: 'Each evening' }).returning();
    const hidden = await createMeditation(t.db, { clinicId: (await createClinic(t.db)).id });
    const [hiddenTask] = await t.db.insert(learningTasks).values({ meditationId: hidden.id, title: 'Secret' }).returning();
    // The patient's own clinic's drafts are hidden too (decision 0011): a draft meditation's task, a draft class's.
    const draftMeditation = await createMeditation(t.db, { clinicId: team.clinic.id, published: false });
    const [draftTask] = await t.db.insert(learningTasks).values({ meditationId: draftMeditation.id, title: 'Not yet' }).returning();
    const draftClass = await createClass(t.db, { clinicId: team.clinic.id, published: false });
    const draftLesson = await createLesson(t.db, draftClass.id);
    await createContent(t.db, draftLesson);
    const [draftLessonTask] = await t.db.insert(learningTasks).values({ lessonId: draftLesson.id, title: 'Not yet either' }).returning();

    const copied = await t.call(endpoints.frontDiscoveryCreateTasks, { data_id: lessonTask!.id }, patient.accessToken);
    expect(copied.status).toBe(201);
    expect(copied.body.message).toBe(TASK_MESSAGES.taskAdded);
    expect(copied.body.data).toMatchObject({ title: 'Practise the body scan', description: 'Each evening', sourceTaskId: lessonTask!.id, data_id: team.patient.id });
    const again = await t.call(endpoints.frontDiscoveryCreateTasks, { data_id: lessonTask!.id }, patient.accessToken);
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(copied.body.data!.id);
    expect((await t.call(endpoints.frontDiscoveryCreateTasks, { data_id: hiddenTask!.id }, patient.accessToken)).status).toBe(404);
    for (const task of [draftTask!, draftLessonTask!])
      expect((await t.call(endpoints.frontDiscoveryCreateTasks, { data_id: task.id }, patient.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.tasksAll, {}, patient.accessToken)).body.data!.map((task) => task.id)).toEqual([copied.body.data!.id]);
  });

  it('is refused with 403 when the tasks feature is off for the person', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    expect((await t.call(endpoints.updateUserFeatures, { userid: user.id, features: { tasks: false } }, adminToken)).status).toBe(200);
    const refused = await t.call(endpoints.tasksAll, {}, session.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(APP_MESSAGES.featureDisabled);
  });
});

describe('assigning tasks and assignments', () => {
  it('a clinic gives its patient a task and an assignment; the patient completes them; the clinic sees it done', async () => {
    const team = await createClinicTeam(t);
    const patient = await login(t, team.patient);
    const other = await createClinicTeam(t);

    const given = await t.call(endpoints.clinicAssignTask, { userid: team.patient.id, title: 'Sleep diary', color: 'sky' }, team.token);
    expect(given.status).toBe(201);
    expect(given.body.message).toBe(TASK_MESSAGES.taskAssigned);
    expect(given.body.data).toMatchObject({ data_id: team.patient.id, assignedBy: team.owner.fullName });
    expect((await t.call(endpoints.tasksAll, {}, patient.accessToken)).body.data!.map((task) => task.title)).toContain('Sleep diary');
    expect((await t.call(endpoints.clinicAssignTask, { userid: other.patient.id, title: 'Nope' }, team.token)).status).toBe(404);

    const created = await t.call(
      endpoints.clinicCreateAssignment,
      { userid: team.patient.id, title: 'Week one', due_date: '2026-12-01', tasks: [{ title: 'Breathe' }, { title: 'Walk', description: '20 minutes' }] },
      team.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(TASK_MESSAGES.assignmentAdded);
    const assignment = created.body.data!;
    expect(assignment).toMatchObject({ userid: team.patient.id, title: 'Week one', due_date: '2026-12-01', totalTasks: 2, doneTasks: 0, status: 'pending' });
    expect(assignment.tasks.map((task) => [task.title, task.task_order])).toEqual([
      ['Breathe', 1],
      ['Walk', 2],
    ]);
    // Child tasks live in the assignment, not in the patient's own list.
    expect((await t.call(endpoints.tasksAll, {}, patient.accessToken)).body.data!.map((task) => task.title)).toEqual(['Sleep diary']);

    const mine = await t.call(endpoints.assignmentsList, {}, patient.accessToken);
    expect(mine.body.data!.map((a) => a.id)).toEqual([assignment.id]);
    const done = await t.call(endpoints.assignmentsTaskDone, { id: assignment.tasks[0]!.id }, patient.accessToken);
    expect(done.body.message).toBe(TASK_MESSAGES.taskDone);
    expect((await t.call(endpoints.assignmentsStats, {}, patient.accessToken)).body.data).toEqual({ total: 1, completed: 0, pending: 1, totalTasks: 2, doneTasks: 1 });
    const all = await t.call(endpoints.assignmentsMarkAllComplete, { assignment_id: assignment.id }, patient.accessToken);
    expect(all.body.message).toBe(TASK_MESSAGES.allCompleted);
    expect(all.body.data!.tasks.every((task) => task.status === 'completed')).toBe(true);
    expect(all.body.data!.status).toBe('completed');

    const seen = await t.call(endpoints.clinicPatientAssignments, { userid: team.patient.id }, team.token);
    expect(seen.body.data![0]).toMatchObject({ id: assignment.id, status: 'completed', doneTasks: 2 });
    expect((await t.call(endpoints.clinicAssignmentDetail, { assignment_id: assignment.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicPatientAssignments, { userid: team.patient.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicPatientAssignments, {}, other.token)).body.data).toEqual([]);

    const stranger = await login(t, await createUser(t.db, 'patient', { clinicId: team.clinic.id }));
    expect((await t.call(endpoints.assignmentsChildTasks, { assignment_id: assignment.id }, stranger.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.assignmentsTaskDone, { id: assignment.tasks[1]!.id }, stranger.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.assignmentsMarkAllComplete, { assignment_id: assignment.id }, stranger.accessToken)).status).toBe(404);
  });

  it('an employee manages the assignments of their assigned patients only; deletes are all or nothing', async () => {
    const team = await createClinicTeam(t);
    const employee = await login(t, team.employee);
    const unassigned = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    expect((await t.call(endpoints.employeeCreateAssignment, { userid: team.patient.id, title: 'Homework', tasks: [{ title: 'One' }] }, employee.accessToken)).status).toBe(404);
    await assignPatient(t.db, team.employee, team.patient);

    const made = [];
    for (const title of ['First', 'Second']) {
      const response = await t.call(endpoints.employeeCreateAssignment, { userid: team.patient.id, title, tasks: [{ title: 'Only task' }, { title: 'Another' }] }, employee.accessToken);
      expect(response.status).toBe(201);
      made.push(response.body.data!);
    }
    const theirs = (await t.call(endpoints.clinicCreateAssignment, { userid: unassigned.id, title: 'Not for the employee', tasks: [{ title: 'x' }] }, team.token)).body.data!;
    expect((await t.call(endpoints.employeePatientAssignments, {}, employee.accessToken)).body.data!.map((a) => a.title).sort()).toEqual(['First', 'Second']);
    expect((await t.call(endpoints.employeeAssignmentDetail, { assignment_id: theirs.id }, employee.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.employeeAssignTask, { userid: unassigned.id, title: 'x' }, employee.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Stretch' }, employee.accessToken)).status).toBe(201);

    // One id the employee may not touch refuses the whole delete.
    const mixed = await t.call(endpoints.employeeDeleteAssignment, { ids: [made[0]!.id, theirs.id] }, employee.accessToken);
    expect(mixed.status).toBe(404);
    expect(await t.db.select().from(assignments).where(eq(assignments.id, made[0]!.id))).toHaveLength(1);

    // Deleting the last child deletes the assignment.
    const [onlyTask, another] = made[0]!.tasks;
    expect((await t.call(endpoints.employeeDeleteChild, { id: onlyTask!.id }, employee.accessToken)).status).toBe(200);
    const left = (await t.call(endpoints.employeeAssignmentDetail, { assignment_id: made[0]!.id }, employee.accessToken)).body.data!;
    expect(left.tasks.map((task) => [task.title, task.task_order])).toEqual([['Another', 1]]);
    await t.call(endpoints.employeeDeleteChild, { id: another!.id }, employee.accessToken);
    expect(await t.db.select().from(assignments).where(eq(assignments.id, made[0]!.id))).toEqual([]);

    const deleted = await t.call(endpoints.clinicDeleteAssignment, { ids: [made[1]!.id, theirs.id] }, team.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: 2 });
    expect((await t.call(endpoints.clinicDeleteAssignment, {}, team.token)).status).toBe(422);
  });
});

describe('task categories', () => {
  it('a clinic keeps its own categories, an administrator the platform’s with parents; neither edits the other’s', async () => {
    const team = await createClinicTeam(t);
    const added = await t.call(endpoints.clinicAddTaskCategory, { title: 'Between sessions', color: 'peach' }, team.token);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Between sessions', color: 'peach', clinicId: team.clinic.id, taskCount: 0 });
    const parent = (await t.call(endpoints.adminAddTaskCategory, { title: 'Body' }, adminToken)).body.data!;
    const child = await t.call(endpoints.adminAddTaskCategory, { title: 'Stretching', parent_id: parent.cat_id }, adminToken);
    expect(child.body.data!.parent_id).toBe(parent.cat_id);
    expect((await t.call(endpoints.adminTaskParentCategories, {}, adminToken)).body.data!.map((c) => c.cat_id)).not.toContain(child.body.data!.cat_id);

    expect((await t.call(endpoints.clinicEditTaskCategory, { id: parent.cat_id, title: 'Mine' }, team.token)).status).toBe(404);
    expect((await t.call(endpoints.adminDeleteTaskCategory, { id: added.body.data!.cat_id }, adminToken)).status).toBe(404);
    const self = await t.call(endpoints.adminEditTaskCategory, { id: parent.cat_id, title: 'Body', parent_id: parent.cat_id }, adminToken);
    expect(self.status).toBe(422);
    expect(self.body.errors?.[0]?.path).toBe('parent_id');

    const patient = await login(t, team.patient);
    const task = (await t.call(endpoints.tasksCreate, { title: 'Homework', cat_id: added.body.data!.cat_id }, patient.accessToken)).body.data!;
    expect((await t.call(endpoints.clinicTaskCategories, {}, team.token)).body.data!.find((c) => c.cat_id === added.body.data!.cat_id)!.taskCount).toBe(1);
    expect((await t.call(endpoints.clinicEditTaskCategory, { id: added.body.data!.cat_id, title: 'Homework', color: 'lemon' }, team.token)).body.data!.title).toBe('Homework');
    expect((await t.call(endpoints.clinicDeleteTaskCategory, { id: added.body.data!.cat_id }, team.token)).status).toBe(200);
    // Its tasks stay, uncategorised.
    expect((await t.call(endpoints.tasksAll, {}, patient.accessToken)).body.data!.find((row) => row.id === task.id)!.cat_id).toBeNull();
  });

  it('takes a task out of its category with cat_id null; leaving cat_id out keeps it', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const sleep = await category(null, 'Sleep, for clearing');
    const created = (await t.call(endpoints.tasksCreate, { title: 'Wind down', cat_id: sleep.id }, session.accessToken)).body.data!;
    expect(created.cat_id).toBe(sleep.id);
    const renamed = await t.call(endpoints.tasksUpdate, { id: created.id, title: 'Wind down early' }, session.accessToken);
    expect(renamed.body.data).toMatchObject({ cat_id: sleep.id, categoryTitle: 'Sleep, for clearing' });
    const cleared = await t.call(endpoints.tasksUpdate, { id: created.id, cat_id: null }, session.accessToken);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ cat_id: null, categoryTitle: null, title: 'Wind down early' });
    const [stored] = await t.db.select().from(userTasks).where(eq(userTasks.id, created.id));
    expect(stored!.categoryId).toBeNull();
  });

  it('clears a category’s parent with parent_id null, keeps it when left out, and refuses a loop of parents (422 on parent_id)', async () => {
    const a = (await t.call(endpoints.adminAddTaskCategory, { title: 'Loop A' }, adminToken)).body.data!;
    const b = (await t.call(endpoints.adminAddTaskCategory, { title: 'Loop B' }, adminToken)).body.data!;
    const c = (await t.call(endpoints.adminAddTaskCategory, { title: 'Loop C' }, adminToken)).body.data!;
    // A under B.
    const aUnderB = await t.call(endpoints.adminEditTaskCategory, { id: a.cat_id, title: 'Loop A', parent_id: b.cat_id }, adminToken);
    expect(aUnderB.body.data!.parent_id).toBe(b.cat_id);
    // Then B under A: a loop.
    const bUnderA = await t.call(endpoints.adminEditTaskCategory, { id: b.cat_id, title: 'Loop B', parent_id: a.cat_id }, adminToken);
    expect(bUnderA.status).toBe(422);
    expect(bUnderA.body.errors?.[0]?.path).toBe('parent_id');
    // Through a longer chain too: C under A (A under B), then B under C.
    await t.call(endpoints.adminEditTaskCategory, { id: c.cat_id, title: 'Loop C', parent_id: a.cat_id }, adminToken);
    const bUnderC = await t.call(endpoints.adminEditTaskCategory, { id: b.cat_id, title: 'Loop B', parent_id: c.cat_id }, adminToken);
    expect(bUnderC.status).toBe(422);
    expect(bUnderC.body.errors?.[0]?.path).toBe('parent_id');
    const [storedB] = await t.db.select().from(taskCategories).where(eq(taskCategories.id, b.cat_id));
    expect(storedB!.parentId).toBeNull();

    // Left out keeps the parent; null clears it.
    const renamed = await t.call(endpoints.adminEditTaskCategory, { id: a.cat_id, title: 'Loop A, renamed' }, adminToken);
    expect(renamed.body.data).toMatchObject({ title: 'Loop A, renamed', parent_id: b.cat_id });
    const cleared = await t.call(endpoints.adminEditTaskCategory, { id: a.cat_id, title: 'Loop A', parent_id: null }, adminToken);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data!.parent_id).toBeNull();
    // With the loop gone, B may now go under A.
    const now = await t.call(endpoints.adminEditTaskCategory, { id: b.cat_id, title: 'Loop B', parent_id: a.cat_id }, adminToken);
    expect(now.body.data!.parent_id).toBe(a.cat_id);
    // A new category may be filed at the top level with null.
    expect((await t.call(endpoints.adminAddTaskCategory, { title: 'Loop D', parent_id: null }, adminToken)).body.data!.parent_id).toBeNull();
  });
});

describe('feeling worse', () => {
  it('a person may say they feel worse, in a log and after completing; the stats count it beside Better and Same', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;
    const before = (await t.call(endpoints.adminTaskStats, {}, adminToken)).body.data!;
    const task = (await t.call(endpoints.tasksCreate, { title: 'Call my sister' }, token)).body.data!;
    const logged = await t.call(endpoints.tasksUpdateLogs, { task_id: task.id, note: 'Did not go well', feeling: 'worse' }, token);
    expect(logged.body.data![0]).toMatchObject({ note: 'Did not go well', feeling: 'worse' });
    expect((await t.call(endpoints.tasksSingleComplete, { id: task.id }, token)).body.data!.ask_final_feelings).toBe(true);
    const felt = await t.call(endpoints.tasksUpdateFinalFeelings, { id: task.id, final_feeling: 'worse' }, token);
    expect(felt.body).toMatchObject({ message: TASK_MESSAGES.feelingsSaved, data: { final_feeling: 'worse' } });
    const graph = (await t.call(endpoints.tasksStateGraph, {}, token)).body.data!;
    expect(graph.feelings).toEqual({
      Better_individual_task: 0,
      Same_individual_task: 0,
      Worse_individual_task: 1,
      Better_after_completion: 0,
      Same_after_completion: 0,
      Worse_after_completion: 1,
    });
    const after = (await t.call(endpoints.adminTaskStats, {}, adminToken)).body.data!;
    expect(after.Worse_individual_task).toBe(before.Worse_individual_task + 1);
    expect(after.Worse_after_completion).toBe(before.Worse_after_completion + 1);
    expect(after.Better_after_completion).toBe(before.Better_after_completion);
    const wrong = await t.call(endpoints.tasksUpdateFinalFeelings, { id: task.id, final_feeling: 'awful' as never }, token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.path).toBe('final_feeling');
  });
});

describe("a patient's assigned tasks on their record", () => {
  it('lists single tasks and assignments staff gave, newest first, with status, logs, feelings and who gave them', async () => {
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const employee = await login(t, team.employee);
    const patient = await login(t, team.patient);
    // The patient's own task is theirs: it is not on the record.
    await t.call(endpoints.tasksCreate, { title: 'My own walk' }, patient.accessToken);
    const single = (await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'One calm moment a day' }, employee.accessToken)).body
      .data!;
    await t.call(endpoints.tasksUpdateLogs, { task_id: single.id, note: 'On the bench by the harbour', feeling: 'better' }, patient.accessToken);
    await t.call(endpoints.tasksSingleComplete, { id: single.id }, patient.accessToken);
    await t.call(endpoints.tasksUpdateFinalFeelings, { id: single.id, final_feeling: 'better' }, patient.accessToken);
    const week = (
      await t.call(
        endpoints.clinicCreateAssignment,
        { userid: team.patient.id, title: 'Week two', tasks: [{ title: 'Breathe' }, { title: 'Walk' }, { title: 'Rest' }] },
        team.token,
      )
    ).body.data!;
    await t.call(endpoints.assignmentsTaskDone, { id: week.tasks[0]!.id }, patient.accessToken);
    await t.call(endpoints.tasksUpdateLogs, { task_id: week.tasks[0]!.id, note: 'Harder than it sounds', feeling: 'worse' }, patient.accessToken);
    const later = (await t.call(endpoints.clinicAssignTask, { userid: team.patient.id, title: 'Sleep diary' }, team.token)).body.data!;

    for (const [endpoint, token] of [
      [endpoints.employeePatientTasks, employee.accessToken],
      [endpoints.clinicPatientTasks, team.token],
    ] as const) {
      const record = await t.call(endpoint, { userid: team.patient.id }, token);
      expect(record.status).toBe(200);
      const { counts, items } = record.body.data!;
      expect(items.map((item) => (item.type === 'task' ? item.task.title : item.assignment.title))).toEqual([
        'Sleep diary',
        'Week two',
        'One calm moment a day',
      ]);
      const given = items.find((item) => item.type === 'task' && item.task.id === single.id);
      expect(given).toMatchObject({
        type: 'task',
        task: {
          status: 'completed',
          final_feeling: 'better',
          assignedBy: team.employee.fullName,
          fromCare: true,
          logs: [{ note: 'On the bench by the harbour', feeling: 'better' }],
        },
      });
      expect(given!.type === 'task' && given!.task.completedAt).toBeTruthy();
      const assignment = items.find((item) => item.type === 'assignment');
      expect(assignment).toMatchObject({
        type: 'assignment',
        assignment: { id: week.id, assignedBy: team.owner.fullName, doneTasks: 1, totalTasks: 3 },
      });
      expect(assignment!.type === 'assignment' && assignment!.tasks.map((task) => [task.title, task.status, task.logs.map((log) => log.feeling)])).toEqual([
        ['Breathe', 'completed', ['worse']],
        ['Walk', 'pending', []],
        ['Rest', 'pending', []],
      ]);
      // The counts are the listed tasks, counted as the record's counters define.
      const listed = items.flatMap((item) => (item.type === 'task' ? [item.task] : item.tasks));
      expect(counts).toEqual(countCareTasks(listed));
      expect(counts).toEqual({ tasksGiven: 5, tasksDone: 2, tasksOpen: 3 });
    }

    // Paged: the counts still cover every page.
    const paged = await t.call(endpoints.clinicPatientTasks, { userid: team.patient.id, perPage: 1, pageNo: 3 }, team.token);
    expect(paged.body.total_pages).toBe(3);
    expect(paged.body.data!.items).toHaveLength(1);
    expect(paged.body.data!.counts.tasksGiven).toBe(5);
    expect(later.fromCare).toBe(true);

    // A giver's account going does not turn what they gave into the patient's own.
    await t.db.delete(users).where(eq(users.id, team.employee.id));
    const kept = await t.call(endpoints.clinicPatientTasks, { userid: team.patient.id }, team.token);
    const orphan = kept.body.data!.items.find((item) => item.type === 'task' && item.task.id === single.id);
    expect(orphan).toMatchObject({ task: { assignedBy: null, fromCare: true } });

    // The patient moves to another clinic: its record shows its own care team's tasks, not the first clinic's.
    const next = await createClinicTeam(t);
    await t.db.update(users).set({ clinicId: next.clinic.id }).where(eq(users.id, team.patient.id));
    const fresh = await t.call(endpoints.clinicPatientTasks, { userid: team.patient.id }, next.token);
    expect(fresh.body.data!.items.filter((item) => item.type === 'assignment' || item.task.assignedBy !== null)).toEqual([]);
    expect(fresh.body.data!.counts.tasksGiven).toBe(fresh.body.data!.items.length);
    expect((await t.call(endpoints.clinicPatientTasks, { userid: team.patient.id }, team.token)).status).toBe(404);
  });
});
