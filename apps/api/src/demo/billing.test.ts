import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import type { TestApp } from '../../test/harness.js';
import { createDemoTestApp, login } from '../../test/factories.js';
import { DEMO_PACKAGES, seedDemoPackages } from './billing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 60_000);
afterAll(() => t.close());

it('gives the demo three personal packages and two clinic packages, once, that the accounts can compare and choose', async () => {
  expect(await seedDemoPackages(t.db)).toBe(true);
  expect(await seedDemoPackages(t.db)).toBe(false);

  const sam = await login(t, { email: 'personal@demo.stillpoint.test', role: 'frontuser' });
  const plan = (await t.call(endpoints.accountPackagePlan, {}, sam.accessToken)).body.data!;
  expect(plan.data.map((row) => row.title)).toEqual([DEMO_PACKAGES.free, DEMO_PACKAGES.plus, DEMO_PACKAGES.yearly]);
  const plus = plan.data.find((row) => row.title === DEMO_PACKAGES.plus)!;
  const chosen = await t.call(endpoints.accountUpgradePlan, { package_id: plus.id }, sam.accessToken);
  expect(chosen.body.data!.subscription).toMatchObject({ status: 'trialing', package: { title: DEMO_PACKAGES.plus } });

  const clinic = await login(t, { email: 'clinic@demo.stillpoint.test', role: 'clinic' });
  const clinicPlan = (await t.call(endpoints.accountPackagePlan, {}, clinic.accessToken)).body.data!;
  expect(clinicPlan.data.map((row) => [row.title, row.price, row.currency])).toEqual([
    [DEMO_PACKAGES.practice, 4900, 'EUR'],
    [DEMO_PACKAGES.practicePro, 14900, 'EUR'],
  ]);
});
