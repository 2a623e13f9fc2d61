import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { seedDemoMeasures } from '@stillpoint/db';
import type { TestApp } from '../../../test/harness.js';
import { createDemoTestApp, login } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 60_000);
afterAll(() => t.close());

it('gives the demo patient three PHQ-9 and two GAD-7 results over two months and a test to take; Harbor its own test; once', async () => {
  expect(await seedDemoMeasures(t.db)).toBe(true);
  expect(await seedDemoMeasures(t.db)).toBe(false);
  const patient = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const history = (await t.call(endpoints.frontPatientTests, {}, patient.accessToken)).body.data!;
  const phq = history.find((series) => series.code === 'PHQ-9')!;
  expect(phq.results.map((r) => [r.score, r.band])).toEqual([
    [16, 'Moderately severe depression'],
    [11, 'Moderate depression'],
    [6, 'Mild depression'],
  ]);
  expect(Date.now() - Date.parse(phq.results[0]!.submitted_at)).toBeLessThan(62 * 86_400_000);
  expect(history.find((series) => series.code === 'GAD-7')!.results.map((r) => r.score)).toEqual([12, 7]);
  const assigned = (await t.call(endpoints.frontAssignedTests, {}, patient.accessToken)).body.data!;
  expect(assigned).toMatchObject({ total_completed: 5, total_incompleted: 1 });
  expect(assigned.items[0]).toMatchObject({ code: 'WHO-5', completed_at: null });
  const clinic = await login(t, { email: 'clinic@demo.stillpoint.test', role: 'clinic' });
  const own = (await t.call(endpoints.clinicTestsTests, {}, clinic.accessToken)).body.data!.filter((test) => !test.bundled);
  expect(own).toEqual([expect.objectContaining({ title: 'Harbor session check-in', questions_count: 3, editable: true })]);
  const detail = (await t.call(endpoints.clinicTestsDetail, { test_id: own[0]!.id }, clinic.accessToken)).body.data!;
  expect(detail.answers.map((band) => band.title)).toEqual(['Steady week', 'A hard week']);
});
