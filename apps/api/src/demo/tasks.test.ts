import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import type { TestApp } from '../../test/harness.js';
import { createDemoTestApp, login } from '../../test/factories.js';
import { seedDemoTasks } from './tasks.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 60_000);
afterAll(() => t.close());

it('gives the demo patient tasks and an assignment from their therapist, once', async () => {
  expect(await seedDemoTasks(t.db)).toBe(true);
  expect(await seedDemoTasks(t.db)).toBe(false);
  const session = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const tasks = (await t.call(endpoints.tasksAll, {}, session.accessToken)).body.data!;
  expect(tasks.map((task) => task.task_order)).toEqual([1, 2, 3, 4]);
  expect(tasks.find((task) => task.assignedBy !== null)?.assignedBy).toBeTruthy();
  const graph = (await t.call(endpoints.tasksStateGraph, {}, session.accessToken)).body.data!;
  expect(graph).toMatchObject({ total: 4, completed: 2, feelings: { Better_individual_task: 2, Better_after_completion: 2 } });
  const stats = (await t.call(endpoints.assignmentsStats, {}, session.accessToken)).body.data!;
  expect(stats).toEqual({ total: 1, completed: 0, pending: 1, totalTasks: 3, doneTasks: 1 });
  const employee = await login(t, { email: 'employee@demo.stillpoint.test', role: 'employee' });
  expect((await t.call(endpoints.employeePatientAssignments, {}, employee.accessToken)).body.data!.map((a) => a.title)).toEqual(['Week one: settling in']);
  // The therapist's record of the patient: the single task they gave, done, with its log and "better".
  const record = (await t.call(endpoints.employeePatientTasks, { userid: session.userid }, employee.accessToken)).body.data!;
  expect(record.counts).toEqual({ tasksGiven: 4, tasksDone: 2, tasksOpen: 2 });
  expect(record.items.find((item) => item.type === 'task')).toMatchObject({
    task: { title: 'Note one moment you felt calm', status: 'completed', final_feeling: 'better', logs: [{ feeling: 'better' }] },
  });
  const notes = (await t.call(endpoints.employeeSessionNotes, { userid: session.userid }, employee.accessToken)).body.data!;
  expect(notes).toEqual([expect.objectContaining({ authorRole: 'employee', canEdit: true })]);
});
