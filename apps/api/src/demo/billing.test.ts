import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import type { TestApp } from '../../test/harness.js';
import { createDemoTestApp, login } from '../../test/factories.js';
import { DEMO_PACKAGES, DEMO_SERVICE_PACKAGES, seedDemoPackages } from './billing.js';

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

it('puts the business user on a paid plan with two paid invoices, and Harbor’s patient on a package with an open invoice', async () => {
  // seedDemoPackages ran in the test above (once per database).
  const bea = await login(t, { email: 'business@demo.stillpoint.test', role: 'frontuser' });
  const current = (await t.call(endpoints.accountCurrentSubscription, {}, bea.accessToken)).body.data;
  expect(current).toMatchObject({ status: 'active', package: { title: DEMO_PACKAGES.teams }, price: 2900 });
  const theirs = (await t.call(endpoints.accountInvoices, {}, bea.accessToken)).body.data!;
  expect(theirs.data.map((invoice) => [invoice.number, invoice.status, invoice.total])).toEqual([
    ['SP-000002', 'paid', 2900],
    ['SP-000001', 'paid', 2900],
  ]);
  expect(theirs.stats).toMatchObject({ count: 2, paid_count: 2, totals: [{ currency: 'EUR', paid: 5800, outstanding: 0 }] });

  const paul = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const held = (await t.call(endpoints.accountServicePackages, {}, paul.accessToken)).body.data!;
  expect(held).toMatchObject([{ title: DEMO_SERVICE_PACKAGES.eight, sessions_total: 8, sessions_used: 2, status: 'active', invoice: { number: 'HC-000001', status: 'open' } }]);
  const clinic = await login(t, { email: 'clinic@demo.stillpoint.test', role: 'clinic' });
  const billed = (await t.call(endpoints.clinicClientPaidServices, {}, clinic.accessToken)).body.data!;
  expect(billed.stats).toMatchObject({ count: 1, open_count: 1, totals: [{ currency: 'EUR', outstanding: 64_000 }] });
  expect((await t.call(endpoints.clinicServicePackages, {}, clinic.accessToken)).body.data!.map((pkg) => pkg.title)).toEqual([DEMO_SERVICE_PACKAGES.single, DEMO_SERVICE_PACKAGES.eight]);
});
