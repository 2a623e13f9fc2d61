import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, endpoints, FEATURE_GROUPS } from '@stillpoint/contracts';
import { packages, subscriptions } from '@stillpoint/db';
import { createClinicTeam, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { addMonths, periodEnd, prorate } from './billing.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

const packageCount = async () => (await t.db.select({ n: count() }).from(packages))[0]!.n;
const subscriptionCount = async () => (await t.db.select({ n: count() }).from(subscriptions))[0]!.n;

let sequence = 0;
async function addPackage(overrides: Record<string, unknown> = {}) {
  const response = await t.call(
    endpoints.adminAddPackage,
    {
      title: `Plan ${++sequence}`,
      description: 'Everything to start',
      audience: 'personal',
      price: 999,
      currency: 'EUR',
      billing_period: 'monthly',
      trial_days: 0,
      features: { user_tabs: ['groups', 'challenges'], patient_tabs: [], clinics_tabs: [] },
      ...overrides,
    } as never,
    admin,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data!;
}

describe('money and periods (pure)', () => {
  it('adds calendar months, clamping the day to the month’s end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'yearly')!.toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'one_off')).toBeNull();
  });
  it('prorates: the unused part of the paid period is credit, rounded down; nothing during a trial', () => {
    const current = { priceMinor: 1000, currency: 'EUR', periodStart: new Date('2026-04-01T00:00:00Z'), periodEnd: new Date('2026-05-01T00:00:00Z'), trialing: false };
    // 30 days, 10 used: 20/30 of 1000 = 666.67 -> 666.
    expect(prorate(current, 3000, new Date('2026-04-11T00:00:00Z'))).toEqual({ currency: 'EUR', credit: 666, charge: 3000, amount_due: 2334 });
    // A downgrade: the surplus is not paid out.
    expect(prorate(current, 100, new Date('2026-04-02T00:00:00Z')).amount_due).toBe(0);
    expect(prorate({ ...current, trialing: true }, 3000, new Date('2026-04-11T00:00:00Z'))).toEqual({ currency: 'EUR', credit: 0, charge: 0, amount_due: 0 });
    expect(prorate({ ...current, periodEnd: null }, 3000, new Date('2026-04-11T00:00:00Z')).credit).toBe(0);
  });
});

describe('admin packages', () => {
  it('adds, lists with data and all_tabs, edits, archives and deletes, with the spec’s messages', async () => {
    const added = await t.call(
      endpoints.adminAddPackage,
      { title: 'Calm', audience: 'personal', price: 1299, currency: 'eur', billing_period: 'yearly', trial_days: 14, features: { user_tabs: ['groups', 'groups', 'chat'] } } as never,
      admin,
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(BILLING_MESSAGES.added);
    expect(added.body.data).toMatchObject({ currency: 'EUR', price: 1299, trial_days: 14, status: 'active', subscriber_count: 0 });
    expect(added.body.data!.features).toEqual({ user_tabs: ['groups', 'chat'], patient_tabs: [], clinics_tabs: [] });
    const id = added.body.data!.id;

    const list = await t.call(endpoints.adminPackages, {}, admin);
    expect(list.status).toBe(200);
    expect(list.body.data!.data.map((row) => row.id)).toContain(id);
    expect(list.body.data!.all_tabs.map((group) => [group.title, group.list_key, group.tabs_key])).toEqual([
      ['Front User Dashboard', 'Users', 'user_tabs'],
      ['Patient Dashboard', 'Patients', 'patient_tabs'],
      ['Clinic Dashboard', 'Clinics', 'clinics_tabs'],
    ]);
    expect(list.body.data!.all_tabs[2]!.tabs.map((tab) => tab.key)).toEqual(FEATURE_GROUPS[2].tabs.map((tab) => tab.key));

    const edited = await t.call(
      endpoints.adminEditPackage,
      { id, title: 'Calm+', audience: 'personal', price: 1499, currency: 'EUR', billing_period: 'monthly', trial_days: 0 } as never,
      admin,
    );
    expect(edited.body).toMatchObject({ message: BILLING_MESSAGES.updated, data: { title: 'Calm+', price: 1499, billing_period: 'monthly' } });

    const archived = await t.call(endpoints.adminPackageStatus, { id, status: 'archived' }, admin);
    expect(archived.body).toMatchObject({ message: BILLING_MESSAGES.statusChanged, data: { status: 'archived' } });
    const onlyArchived = await t.call(endpoints.adminPackages, { status: 'archived' }, admin);
    expect(onlyArchived.body.data!.data.every((row) => row.status === 'archived')).toBe(true);

    const deleted = await t.call(endpoints.adminDeletePackage, { id }, admin);
    expect(deleted.body).toMatchObject({ status: true, message: BILLING_MESSAGES.deleted });
    expect((await t.db.select().from(packages).where(eq(packages.id, id))).length).toBe(0);
    expect((await t.call(endpoints.adminDeletePackage, { id }, admin)).status).toBe(404);
    expect((await t.call(endpoints.adminPackageStatus, { id, status: 'active' }, admin)).status).toBe(404);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await packageCount();
    const base = { title: 'X', audience: 'personal', price: 100, currency: 'EUR', billing_period: 'monthly' };
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'price'],
      [{ price: 1_000_000_000 }, 'price'],
      [{ price: 9.99 }, 'price'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'euro' }, 'currency'],
      [{ billing_period: 'weekly' }, 'billing_period'],
      [{ audience: 'patient' }, 'audience'],
      [{ trial_days: -3 }, 'trial_days'],
      [{ trial_days: 4000 }, 'trial_days'],
      [{ title: '' }, 'title'],
      [{ features: { user_tabs: ['no-such-tab'] } }, 'features.user_tabs.0'],
      [{ features: { clinics_tabs: ['AImeditations'] } }, 'features.clinics_tabs.0'],
    ];
    for (const [change, field] of cases) {
      const response = await t.call(endpoints.adminAddPackage, { ...base, ...change } as never, admin);
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(response.body.errors?.map((error) => error.path), JSON.stringify(change)).toContain(field);
    }
    expect(await packageCount()).toBe(before);
  });

  it('is for administrators only', async () => {
    const personal = await createUserAndLogin(t, 'personal');
    const team = await createClinicTeam(t);
    for (const token of [personal.session.accessToken, team.token]) {
      expect((await t.call(endpoints.adminPackages, {}, token)).status).toBe(403);
      expect((await t.call(endpoints.adminAddPackage, { title: 'X', audience: 'personal', price: 1, currency: 'EUR', billing_period: 'monthly' } as never, token)).status).toBe(403);
    }
  });

  it('answers the active business packages on admin/users/get_busniess_packages, price shown in major units', async () => {
    const business = await addPackage({ audience: 'business', price: 4900, currency: 'USD', billing_period: 'yearly' });
    const archived = await addPackage({ audience: 'business' });
    await t.call(endpoints.adminPackageStatus, { id: archived.id, status: 'archived' }, admin);
    const personal = await addPackage({ audience: 'personal' });
    const response = await t.call(endpoints.getBusniessPackages, {}, admin);
    const ids = response.body.data!.map((row) => row.id);
    expect(ids).toContain(business.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(personal.id);
    expect(response.body.data!.find((row) => row.id === business.id)).toMatchObject({ name: business.title, price: 49, price_minor: 4900, currency: 'USD', billing_period: 'yearly' });
  });
});

describe('account subscriptions (manual provider)', () => {
  it('starts a trial, shows it as current, compares packages of its audience only, and cancels once', async () => {
    const trial = await addPackage({ trial_days: 14, price: 500 });
    const clinicOnly = await addPackage({ audience: 'clinic' });
    const person = await createUserAndLogin(t, 'personal');
    const token = person.session.accessToken;

    expect((await t.call(endpoints.accountCurrentSubscription, {}, token)).body).toMatchObject({ status: true, data: null });
    const plan = await t.call(endpoints.accountPackagePlan, {}, token);
    expect(plan.body.data!.audience).toBe('personal');
    expect(plan.body.data!.data.map((row) => row.id)).toContain(trial.id);
    expect(plan.body.data!.data.map((row) => row.id)).not.toContain(clinicOnly.id);
    expect(plan.body.data!.data.every((row) => row.status === 'active' && row.audience === 'personal')).toBe(true);
    expect(plan.body.data!.all_tabs).toHaveLength(3);
    expect(plan.body.data!.current_package_id).toBeNull();

    const started = await t.call(endpoints.accountUpgradePlan, { package_id: trial.id, price: 0, amount_due: 0 } as never, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.message).toBe(BILLING_MESSAGES.trialStarted);
    const sub = started.body.data!.subscription!;
    expect(sub).toMatchObject({ status: 'trialing', provider: 'manual', cancel_at_period_end: false, price: 500, currency: 'EUR' });
    const trialMs = Date.parse(sub.trial_end!) - Date.parse(sub.current_period_start);
    expect(trialMs).toBe(14 * 86_400_000);
    expect(started.body.data!.proration).toEqual({ currency: 'EUR', credit: 0, charge: 0, amount_due: 0 });

    expect((await t.call(endpoints.accountCurrentSubscription, {}, token)).body.data).toMatchObject({ id: sub.id, package: { id: trial.id } });
    expect((await t.call(endpoints.accountPackagePlan, {}, token)).body.data!.current_package_id).toBe(trial.id);
    expect((await t.call(endpoints.adminPackages, {}, admin)).body.data!.data.find((row) => row.id === trial.id)!.subscriber_count).toBe(1);

    const same = await t.call(endpoints.accountUpgradePlan, { package_id: trial.id }, token);
    expect(same.status).toBe(409);

    const cancelled = await t.call(endpoints.accountCancelSubscription, {}, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: BILLING_MESSAGES.cancelled, data: { status: 'cancelled_at_period_end', cancel_at_period_end: true } });
    const again = await t.call(endpoints.accountCancelSubscription, {}, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILLING_MESSAGES.alreadyCancelled);

    // A package with subscriptions cannot be deleted; archived, it keeps its subscriber.
    const del = await t.call(endpoints.adminDeletePackage, { id: trial.id }, admin);
    expect(del.status).toBe(409);
    expect((await t.db.select().from(packages).where(eq(packages.id, trial.id))).length).toBe(1);
    await t.call(endpoints.adminPackageStatus, { id: trial.id, status: 'archived' }, admin);
    expect((await t.call(endpoints.accountCurrentSubscription, {}, token)).body.data).toMatchObject({ id: sub.id, package: { id: trial.id } });
  });

  it('upgrades a paid subscription with server-side proration and ignores amounts in the body', async () => {
    const basic = await addPackage({ price: 1000 });
    const premium = await addPackage({ price: 3000, features: { user_tabs: ['groups', 'challenges', 'chat', 'events'] } });
    const token = (await createUserAndLogin(t, 'personal')).session.accessToken;

    const first = await t.call(endpoints.accountUpgradePlan, { package_id: basic.id }, token);
    expect(first.body.message).toBe(BILLING_MESSAGES.subscribed);
    expect(first.body.data).toMatchObject({ subscription: { status: 'active', price: 1000 }, proration: { credit: 0, charge: 1000, amount_due: 1000 } });
    const firstEnd = new Date(first.body.data!.subscription!.current_period_end!);
    expect(firstEnd.toISOString()).toBe(addMonths(new Date(first.body.data!.subscription!.current_period_start), 1).toISOString());

    const upgraded = await t.call(endpoints.accountUpgradePlan, { package_id: premium.id, amount_due: 0, credit: 999_999, price: 1 } as never, token);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.message).toBe(BILLING_MESSAGES.changed);
    const { proration } = upgraded.body.data!;
    const subscription = upgraded.body.data!.subscription!;
    // Seconds after starting, nearly the whole period is unused.
    expect(proration.credit).toBeGreaterThanOrEqual(995);
    expect(proration.credit).toBeLessThanOrEqual(1000);
    expect(proration.charge).toBe(3000);
    expect(proration.amount_due).toBe(3000 - proration.credit);
    expect(subscription).toMatchObject({ status: 'active', price: 3000, package: { id: premium.id, features: { user_tabs: ['groups', 'challenges', 'chat', 'events'] } } });
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0]!.priceMinor).toBe(3000);
  });

  it('refuses an archived package (422), another audience’s or a missing one (404), another currency (422), storing nothing', async () => {
    const archived = await addPackage();
    await t.call(endpoints.adminPackageStatus, { id: archived.id, status: 'archived' }, admin);
    const business = await addPackage({ audience: 'business' });
    const token = (await createUserAndLogin(t, 'personal')).session.accessToken;
    const before = await subscriptionCount();

    const archivedAnswer = await t.call(endpoints.accountUpgradePlan, { package_id: archived.id }, token);
    expect(archivedAnswer.status).toBe(422);
    expect(archivedAnswer.body.errors?.[0]).toMatchObject({ path: 'package_id', message: BILLING_MESSAGES.archived });
    const foreign = await t.call(endpoints.accountUpgradePlan, { package_id: business.id }, token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.path).toBe('package_id');
    expect((await t.call(endpoints.accountUpgradePlan, { package_id: 2_000_000_000 }, token)).status).toBe(404);
    expect((await t.call(endpoints.accountUpgradePlan, { package_id: -1 }, token)).status).toBe(422);
    expect(await subscriptionCount()).toBe(before);

    const euro = await addPackage({ price: 100 });
    const dollar = await addPackage({ price: 100, currency: 'USD' });
    await t.call(endpoints.accountUpgradePlan, { package_id: euro.id }, token);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.packageId, euro.id));
    const otherCurrency = await t.call(endpoints.accountUpgradePlan, { package_id: dollar.id }, token);
    expect(otherCurrency.status).toBe(422);
    expect(otherCurrency.body.errors?.[0]?.path).toBe('package_id');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.packageId, euro.id))).toEqual(rows);
    expect((await t.call(endpoints.accountCancelSubscription, {}, (await createUserAndLogin(t, 'personal')).session.accessToken)).status).toBe(404);
  });

  it('keeps a clinic’s subscription to the clinic, and business users on business packages', async () => {
    const clinicPlan = await addPackage({ audience: 'clinic', features: { clinics_tabs: ['patients', 'statistics'] } });
    const businessPlan = await addPackage({ audience: 'business' });
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const business = (await createUserAndLogin(t, 'business')).session.accessToken;

    const chosen = await t.call(endpoints.accountUpgradePlan, { package_id: clinicPlan.id }, team.token);
    expect(chosen.status).toBe(200);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, chosen.body.data!.subscription!.id));
    expect(row).toMatchObject({ clinicId: team.clinic.id, userId: null });
    expect((await t.call(endpoints.accountCurrentSubscription, {}, other.token)).body.data).toBeNull();
    expect((await t.call(endpoints.accountCancelSubscription, {}, other.token)).status).toBe(404);

    expect((await t.call(endpoints.accountPackagePlan, {}, business)).body.data!.audience).toBe('business');
    expect((await t.call(endpoints.accountUpgradePlan, { package_id: clinicPlan.id }, business)).status).toBe(404);
    expect((await t.call(endpoints.accountUpgradePlan, { package_id: businessPlan.id }, business)).status).toBe(200);

    // Patients, employees and administrators have no subscription of their own.
    const patient = (await login(t, team.patient)).accessToken;
    const employee = (await login(t, team.employee)).accessToken;
    for (const token of [patient, employee]) {
      expect((await t.call(endpoints.accountCurrentSubscription, {}, token)).status).toBe(403);
      expect((await t.call(endpoints.accountUpgradePlan, { package_id: clinicPlan.id }, token)).status).toBe(403);
    }
    expect((await t.call(endpoints.accountCancelSubscription, {}, admin)).status).toBe(403);
  });

  it('ends a cancelled subscription and renews a running one when its period has passed', async () => {
    const plan = await addPackage({ price: 700 });
    const cancelledToken = (await createUserAndLogin(t, 'personal')).session.accessToken;
    const runningToken = (await createUserAndLogin(t, 'personal')).session.accessToken;
    const cancelled = (await t.call(endpoints.accountUpgradePlan, { package_id: plan.id }, cancelledToken)).body.data!.subscription!;
    await t.call(endpoints.accountCancelSubscription, {}, cancelledToken);
    const running = (await t.call(endpoints.accountUpgradePlan, { package_id: plan.id }, runningToken)).body.data!.subscription!;

    const past = { currentPeriodStart: new Date('2026-01-10T00:00:00Z'), currentPeriodEnd: new Date('2026-02-10T00:00:00Z') };
    await t.db.update(subscriptions).set(past).where(eq(subscriptions.id, cancelled.id));
    await t.db.update(subscriptions).set(past).where(eq(subscriptions.id, running.id));

    expect((await t.call(endpoints.accountCurrentSubscription, {}, cancelledToken)).body.data).toBeNull();
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, cancelled.id)))[0]).toMatchObject({ status: 'ended' });

    const renewed = (await t.call(endpoints.accountCurrentSubscription, {}, runningToken)).body.data!;
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.current_period_start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(renewed.current_period_end!)).toBeGreaterThan(Date.now());
    expect(new Date(renewed.current_period_start).getUTCDate()).toBe(10);

    // After the end, the account starts afresh.
    const again = await t.call(endpoints.accountUpgradePlan, { package_id: plan.id }, cancelledToken);
    expect(again.status).toBe(200);
    expect(again.body.data!.subscription!.id).not.toBe(cancelled.id);
  });
});
