import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, endpoints } from '@stillpoint/contracts';
import { invoices, notifications, patientPackages, subscriptions } from '@stillpoint/db';
import { createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-reader.js';
import { createInvoicesRepository } from './invoices.repository.js';
import { clinicPrefix, invoiceTotals } from './invoices.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

async function pdfOf(url: string, id: number, token: string) {
  const response = await t.app.inject({ method: 'GET', url: `${url}?id=${id}`, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, type: response.headers['content-type'], bytes: new Uint8Array(response.rawPayload) };
}

let packageSeq = 0;
async function addPlatformPackage(overrides: Record<string, unknown> = {}) {
  const response = await t.call(
    endpoints.adminAddPackage,
    {
      title: `Invoice plan ${++packageSeq}`,
      audience: 'personal',
      price: 1200,
      currency: 'EUR',
      billing_period: 'monthly',
      trial_days: 0,
      features: { user_tabs: ['groups'], patient_tabs: [], clinics_tabs: [] },
      ...overrides,
    } as never,
    admin,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data!;
}

describe('totals and numbers (pure)', () => {
  it('prices lines by quantity and takes the tax out of the gross total', () => {
    const totals = invoiceTotals(
      [
        { description: 'Session', quantity: 3, unitMinor: 8000 },
        { description: 'Workbook', quantity: 1, unitMinor: 1990 },
      ],
      1900,
    );
    expect(totals.total).toBe(25_990);
    // 25,990 gross at 19%: net 21,840.34 -> 21,840, tax 4,150.
    expect(totals.tax).toBe(4150);
    expect(totals.lines.map((line) => line.amountMinor)).toEqual([24_000, 1990]);
    expect(invoiceTotals([{ description: 'x', quantity: 1, unitMinor: 999 }], 0).tax).toBe(0);
  });
  it('prefixes a clinic’s numbers with its initials', () => {
    expect(clinicPrefix('Harbor Clinic')).toBe('HC');
    expect(clinicPrefix('Centre de santé Élan')).toBe('CDSE');
    expect(clinicPrefix('***')).toBe('INV');
  });
});

describe('a clinic bills its patients', () => {
  it('sells a service package on an invoice numbered in its own sequence, marks it paid, tracks the sessions', async () => {
    const team = await createClinicTeam(t, 'Willow Practice');
    const other = await createClinicTeam(t, 'Rowan Practice');

    const added = await t.call(endpoints.clinicAddServicePackage, { title: '8 sessions', sessions: 8, price: 64_000, currency: 'eur' }, team.token);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe(BILLING_MESSAGES.added);
    const pkg = added.body.data!;
    expect(pkg).toMatchObject({ title: '8 sessions', sessions: 8, price: 64_000, currency: 'EUR', status: 'active', patient_count: 0 });

    // Bad input: a negative price, no sessions, an unknown currency.
    const bad = await t.call(endpoints.clinicAddServicePackage, { title: 'x', sessions: 0, price: -5, currency: 'XXX' } as never, team.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((error) => error.path).sort()).toEqual(['currency', 'price', 'sessions']);

    const form = await t.call(endpoints.clinicNewInvoice, {}, team.token);
    expect(form.body.data).toMatchObject({ issuer: { kind: 'clinic', name: 'Willow Practice' }, next_number: 'WP-000001', packages: [{ id: pkg.id }] });
    expect(form.body.data!.recipients.map((person) => person.id)).toContain(team.patient.id);
    expect(form.body.data!.recipients.map((person) => person.id)).not.toContain(other.patient.id);

    // A total or price in the body is ignored: the server prices the package and the lines.
    const issued = await t.call(
      endpoints.clinicAddInvoice,
      { userid: team.patient.id, package_id: pkg.id, lines: [{ description: 'Intake form', quantity: 1, unit_amount: 2500 }], tax_rate: 0, total: 1, price: 1 } as never,
      team.token,
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.message).toBe(BILLING_MESSAGES.invoiceAdded);
    const invoice = issued.body.data!;
    expect(invoice).toMatchObject({
      number: 'WP-000001',
      sequence: 1,
      kind: 'service',
      status: 'open',
      issuer: { kind: 'clinic', name: 'Willow Practice' },
      recipient: { kind: 'user', id: team.patient.id, name: team.patient.fullName },
      currency: 'EUR',
      total: 66_500,
      tax: 0,
      payable_online: false,
    });
    expect(invoice.lines).toEqual([
      { description: '8 sessions (8 sessions)', quantity: 1, unit_amount: 64_000, amount: 64_000 },
      { description: 'Intake form', quantity: 1, unit_amount: 2500, amount: 2500 },
    ]);

    // The patient now holds the package; the clinic sees it on the patient page.
    const held = await t.call(endpoints.clinicPatientPackages, { userid: team.patient.id }, team.token);
    expect(held.body.data).toMatchObject({ data: [{ title: '8 sessions', sessions_total: 8, sessions_used: 0, status: 'active', invoice: { id: invoice.id, number: 'WP-000001', status: 'open' } }], available: [{ id: pkg.id }] });
    const heldId = held.body.data!.data[0]!.id;

    // Another clinic's patient, another clinic's package, a foreign invoice: 404, nothing stored.
    const before = (await t.db.select().from(invoices)).length;
    expect((await t.call(endpoints.clinicAddInvoice, { userid: other.patient.id, package_id: pkg.id }, team.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicAddInvoice, { userid: other.patient.id, package_id: pkg.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicPatientPackages, { userid: team.patient.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicMarkPaid, { id: invoice.id }, other.token)).status).toBe(404);
    expect((await pdfOf(endpoints.clinicInvoicePdf.url, invoice.id, other.token)).status).toBe(404);
    // An empty invoice, an absurd amount, a negative line.
    expect((await t.call(endpoints.clinicAddInvoice, { userid: team.patient.id }, team.token)).body.errors).toEqual([{ path: 'lines', message: BILLING_MESSAGES.emptyInvoice }]);
    expect((await t.call(endpoints.clinicAddInvoice, { userid: team.patient.id, lines: [{ description: 'x', quantity: 1000, unit_amount: 100_000_000 }] }, team.token)).status).toBe(422);
    expect((await t.call(endpoints.clinicAddInvoice, { userid: team.patient.id, lines: [{ description: 'x', quantity: 1, unit_amount: -100 }] }, team.token)).status).toBe(422);
    expect((await t.call(endpoints.clinicAddInvoice, { userid: team.patient.id, lines: [{ description: 'x', quantity: 1, unit_amount: 100 }], paid: true }, team.token)).body.errors).toEqual([
      { path: 'payment_method', message: BILLING_MESSAGES.paidNeedsMethod },
    ]);
    expect((await t.db.select().from(invoices)).length).toBe(before);

    // The patient is told, with nothing a lock screen should not show (no clinic, service or amount).
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, team.patient.id));
    expect(told.filter((row) => row.kind === 'billing_update').map((row) => ({ title: row.title, link: row.link }))).toEqual([{ title: 'A new invoice', link: '/patient/invoices' }]);
    expect(told.find((row) => row.kind === 'billing_update')!.body).not.toMatch(/Willow|665|sessions/);

    // The patient sees the invoice and its PDF; someone else does not.
    const patientToken = (await login(t, team.patient)).accessToken;
    const mine = await t.call(endpoints.accountInvoices, {}, patientToken);
    expect(mine.body.data).toMatchObject({ data: [{ id: invoice.id, number: 'WP-000001' }], stats: { count: 1, open_count: 1, totals: [{ currency: 'EUR', billed: 66_500, outstanding: 66_500, paid: 0 }] } });
    expect((await t.call(endpoints.accountServicePackages, {}, patientToken)).body.data).toMatchObject([{ title: '8 sessions', sessions_total: 8 }]);
    const pdf = await pdfOf(endpoints.accountInvoicePdf.url, invoice.id, patientToken);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const read = await readPdf(pdf.bytes);
    expect(read.title).toBe('Invoice WP-000001');
    const text = read.pages.join(' ');
    expect(text).toContain('Willow Practice');
    expect(text).toContain(team.patient.fullName);
    expect(text).toContain('€665.00');
    expect(text).toContain('How to pay');
    const otherPatient = (await login(t, other.patient)).accessToken;
    expect((await pdfOf(endpoints.accountInvoicePdf.url, invoice.id, otherPatient)).status).toBe(404);
    expect((await t.call(endpoints.accountInvoices, {}, otherPatient)).body.data!.data).toEqual([]);

    // Marked paid once; a second time is a conflict; a payment date in the future is refused.
    expect((await t.call(endpoints.clinicMarkPaid, { id: invoice.id, payment_method: 'cash', paid_on: '2199-01-01' }, team.token)).body.errors).toEqual([
      { path: 'paid_on', message: BILLING_MESSAGES.paidInFuture },
    ]);
    const paid = await t.call(endpoints.clinicMarkPaid, { id: invoice.id, payment_method: 'cash' }, team.token);
    expect(paid.body).toMatchObject({ message: BILLING_MESSAGES.markedPaid, data: { status: 'paid', payment_method: 'cash' } });
    expect((await t.call(endpoints.clinicMarkPaid, { id: invoice.id }, team.token)).status).toBe(409);
    const paidNotice = await t.db.select().from(notifications).where(eq(notifications.userId, team.patient.id));
    expect(paidNotice.filter((row) => row.kind === 'billing_update').map((row) => row.title).sort()).toEqual(['A new invoice', 'Payment received']);
    expect((await t.call(endpoints.accountPayments, {}, patientToken)).body.data).toMatchObject({ data: [{ invoice_id: invoice.id, amount: 66_500, method: 'cash' }], stats: { count: 1 } });

    // Sessions used; all used completes the package; more than it holds: 422.
    expect((await t.call(endpoints.clinicPackageStatus, { id: heldId, sessions_used: 9 }, team.token)).status).toBe(422);
    expect((await t.call(endpoints.clinicPackageStatus, { id: heldId, sessions_used: 3 }, team.token)).body.data).toMatchObject({ sessions_used: 3, status: 'active' });
    expect((await t.call(endpoints.clinicPackageStatus, { id: heldId, sessions_used: 8 }, team.token)).body.data).toMatchObject({ sessions_used: 8, status: 'completed' });
    expect((await t.call(endpoints.clinicPackageStatus, { id: heldId, sessions_used: 1 }, other.token)).status).toBe(404);

    // The second invoice takes the next number; voided, the package it sold is cancelled and the number stays used.
    const second = (await t.call(endpoints.clinicAddInvoice, { userid: team.patient.id, package_id: pkg.id, due_days: 7 }, team.token)).body.data!;
    expect(second.number).toBe('WP-000002');
    const voided = await t.call(endpoints.clinicVoidInvoice, { id: second.id }, team.token);
    expect(voided.body.data!.status).toBe('void');
    expect((await t.call(endpoints.clinicVoidInvoice, { id: second.id }, team.token)).status).toBe(409);
    const [cancelled] = await t.db.select().from(patientPackages).where(eq(patientPackages.invoiceId, second.id));
    expect(cancelled!.status).toBe('cancelled');
    expect((await t.call(endpoints.clinicNewInvoice, {}, team.token)).body.data!.next_number).toBe('WP-000003');

    // The clinic's list with its stats; one patient's invoices; the other clinic sees none.
    const listed = await t.call(endpoints.clinicClientPaidServices, { userid: team.patient.id }, team.token);
    expect(listed.body).toMatchObject({ total_pages: 1, data: { stats: { count: 2, paid_count: 1, open_count: 0, totals: [{ currency: 'EUR', billed: 66_500, paid: 66_500, outstanding: 0 }] } } });
    expect((await t.call(endpoints.clinicClientPaidServices, {}, other.token)).body.data!.data).toEqual([]);

    // A package patients hold cannot be deleted: archive it.
    expect((await t.call(endpoints.clinicDeleteServicePackage, { id: pkg.id }, team.token)).status).toBe(409);
    expect((await t.call(endpoints.clinicServicePackageStatus, { id: pkg.id, status: 'archived' }, team.token)).body.data!.status).toBe('archived');
    expect((await t.call(endpoints.clinicAddInvoice, { userid: team.patient.id, package_id: pkg.id }, team.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicEditServicePackage, { id: pkg.id, title: 'y', sessions: 1, price: 1, currency: 'EUR' }, other.token)).status).toBe(404);
  });

  it('gives concurrent invoices consecutive numbers, and a failed one gives its number back', async () => {
    const team = await createClinicTeam(t, 'Aspen Care');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.call(endpoints.clinicAddInvoice, { userid: team.patient.id, lines: [{ description: `Session ${index}`, quantity: 1, unit_amount: 5000 }] }, team.token),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(201));
    expect(results.map((result) => result.body.data!.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));

    const repo = createInvoicesRepository(t.db);
    const values = {
      issuerClinicId: team.clinic.id,
      issuerName: 'Aspen Care',
      kind: 'custom' as const,
      recipientUserId: team.patient.id,
      recipientName: 'x',
      currency: 'EUR',
      lines: [],
      totalMinor: 100,
      dueAt: new Date(),
    };
    await expect(repo.issue(values, 'AC', async () => { throw new Error('the sale failed'); })).rejects.toThrow('the sale failed');
    expect((await repo.issue(values, 'AC')).number).toBe('AC-000013');
  });
});

describe('the platform bills its subscribers', () => {
  it('invoices a paid start and a change with its credit, lets the admin mark paid, refund, and see revenue', async () => {
    const monthly = await addPlatformPackage({ price: 1200 });
    const bigger = await addPlatformPackage({ price: 3000 });
    const { user, session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;

    const started = await t.call(endpoints.accountUpgradePlan, { package_id: monthly.id }, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const firstId = started.body.data!.invoice_id!;
    expect(firstId).toEqual(expect.any(Number));
    const mine = await t.call(endpoints.accountInvoices, {}, token);
    const first = mine.body.data!.data[0]!;
    expect(first).toMatchObject({ id: firstId, kind: 'subscription', status: 'open', issuer: { kind: 'platform', name: 'Stillpoint' }, recipient: { id: user.id }, total: 1200, currency: 'EUR' });
    expect(first.number).toMatch(/^SP-\d{6}$/);
    expect(first.lines[0]!.description).toContain(monthly.title);

    // Paying online needs an online provider; the manual one says how to pay.
    const pay = await t.call(endpoints.accountPayInvoice, { id: firstId }, token);
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe(BILLING_MESSAGES.payManually);
    expect((await t.call(endpoints.accountBillingPortal, {}, token)).status).toBe(409);

    // A change a third into the period: the new price less the unused time, on one invoice.
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const start = new Date(Date.now() - 10 * 86_400_000);
    await t.db.update(subscriptions).set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000) }).where(eq(subscriptions.id, row!.id));
    const changed = await t.call(endpoints.accountUpgradePlan, { package_id: bigger.id }, token);
    const { proration, invoice_id } = changed.body.data!;
    expect(proration.credit).toBeGreaterThan(790);
    expect(proration.credit).toBeLessThanOrEqual(800);
    const changeInvoice = (await t.call(endpoints.accountInvoices, {}, token)).body.data!.data.find((invoice) => invoice.id === invoice_id)!;
    expect(changeInvoice.total).toBe(proration.amount_due);
    expect(changeInvoice.lines).toEqual([
      expect.objectContaining({ amount: 3000 }),
      expect.objectContaining({ description: `Credit for the unused time of ${monthly.title}`, amount: -proration.credit }),
    ]);

    // The admin sees them, marks the first paid, refunds part then the rest, and more is refused.
    const listed = await t.call(endpoints.adminInvoices, { userid: user.id }, admin);
    expect(listed.body.data!.data.map((invoice) => invoice.id).sort()).toEqual([firstId, invoice_id].sort());
    expect((await t.call(endpoints.adminPersonalInvoices, { userid: user.id }, admin)).body.data!.stats.count).toBe(2);
    expect((await t.call(endpoints.adminRefund, { id: firstId, amount: 100 }, admin)).status).toBe(409);
    expect((await t.call(endpoints.adminMarkPaid, { id: firstId, payment_method: 'bank_transfer' }, admin)).body.data!.status).toBe('paid');
    expect((await t.call(endpoints.adminRefund, { id: firstId, amount: 5000 }, admin)).body.errors).toEqual([{ path: 'amount', message: BILLING_MESSAGES.refundTooLarge }]);
    const part = await t.call(endpoints.adminRefund, { id: firstId, amount: 200, reason: 'Charged twice for two days' }, admin);
    expect(part.body).toMatchObject({ message: BILLING_MESSAGES.refunded, data: { status: 'paid', refunded: 200 } });
    expect(part.body.data!.notes).toMatch(/^Refund of EUR 2\.00 on \d{4}-\d{2}-\d{2}: Charged twice for two days$/);
    const rest = await t.call(endpoints.adminRefund, { id: firstId }, admin);
    expect(rest.body.data).toMatchObject({ status: 'refunded', refunded: 1200 });
    expect((await t.call(endpoints.adminRefund, { id: firstId, amount: 1 }, admin)).status).toBe(409);

    const payments = await t.call(endpoints.adminPersonalPayments, { search: user.fullName }, admin);
    expect(payments.body.data!.data).toMatchObject([{ invoice_id: firstId, amount: 1200, refunded: 1200, method: 'bank_transfer' }]);
    const pdf = await pdfOf(endpoints.adminInvoicePdf.url, firstId, admin);
    expect((await readPdf(pdf.bytes)).pages.join(' ')).toContain('Refunded');

    const revenue = await t.call(endpoints.adminRevenue, { months: 3, currency: 'EUR' }, admin);
    expect(revenue.status).toBe(200);
    expect(revenue.body.data!.months).toHaveLength(3);
    expect(revenue.body.data!.mrr).toBeGreaterThanOrEqual(3000);
    expect(revenue.body.data!.active_subscriptions).toBeGreaterThanOrEqual(1);
    const thisMonth = revenue.body.data!.months.at(-1)!;
    expect(thisMonth.month).toBe(new Date().toISOString().slice(0, 7));
    expect(thisMonth.refunded).toBeGreaterThanOrEqual(1200);
    expect(thisMonth.new_subscriptions).toBeGreaterThanOrEqual(1);
  });

  it('invoices each renewed period once, even when two reads renew at the same time', async () => {
    const plan = await addPlatformPackage({ price: 700 });
    const { user, session } = await createUserAndLogin(t, 'personal');
    await t.call(endpoints.accountUpgradePlan, { package_id: plan.id }, session.accessToken);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    // Two periods and a bit have passed.
    const start = new Date(Date.now() - 70 * 86_400_000);
    await t.db.update(subscriptions).set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000) }).where(eq(subscriptions.id, row!.id));
    await Promise.all([t.call(endpoints.accountCurrentSubscription, {}, session.accessToken), t.call(endpoints.accountCurrentSubscription, {}, session.accessToken)]);
    const mine = (await t.call(endpoints.accountInvoices, { perPage: 20 }, session.accessToken)).body.data!;
    // The start, and the two periods begun since (the second is the current one).
    expect(mine.data).toHaveLength(3);
    expect(mine.stats.totals).toEqual([{ currency: 'EUR', billed: 2100, paid: 0, outstanding: 2100, refunded: 0 }]);
  });

  it('issues a one-off invoice to a clinic account, which sees it; a recipient must be one person or one clinic', async () => {
    const team = await createClinicTeam(t, 'Cedar Rooms');
    const form = await t.call(endpoints.adminNewInvoice, {}, admin);
    expect(form.body.data!.next_number).toMatch(/^SP-\d{6}$/);
    expect(form.body.data!.recipients).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'clinic', id: team.clinic.id })]));

    expect((await t.call(endpoints.adminAddInvoice, { lines: [{ description: 'Onboarding', quantity: 1, unit_amount: 25_000 }] }, admin)).status).toBe(422);
    expect((await t.call(endpoints.adminAddInvoice, { userid: 999_999, lines: [{ description: 'Onboarding', quantity: 1, unit_amount: 25_000 }] }, admin)).status).toBe(404);
    const patient = await createUser(t.db, 'patient');
    expect((await t.call(endpoints.adminAddInvoice, { userid: patient.id, lines: [{ description: 'x', quantity: 1, unit_amount: 1 }] }, admin)).status).toBe(404);

    const issued = await t.call(endpoints.adminAddInvoice, { clinic_id: team.clinic.id, lines: [{ description: 'Onboarding', quantity: 2, unit_amount: 25_000 }], tax_rate: 20, notes: 'Two days' }, admin);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ kind: 'custom', total: 50_000, tax: 8333, tax_rate: 20, recipient: { kind: 'clinic', id: team.clinic.id, name: 'Cedar Rooms' } });
    const theirs = await t.call(endpoints.accountInvoices, {}, team.token);
    expect(theirs.body.data!.data.map((invoice) => invoice.id)).toEqual([issued.body.data!.id]);
    expect((await t.call(endpoints.adminInvoices, { audience: 'clinic', clinic_id: team.clinic.id }, admin)).body.data!.stats.count).toBe(1);
    await t.call(endpoints.adminMarkPaid, { id: issued.body.data!.id, payment_method: 'bank_transfer' }, admin);
    expect((await t.call(endpoints.adminClientPayments, { search: 'Cedar Rooms' }, admin)).body.data!.data).toMatchObject([{ amount: 50_000, payer: { kind: 'clinic', name: 'Cedar Rooms' } }]);
  });
});

describe('the package gates the features (the feature switches are the mechanism)', () => {
  it('narrows a personal user to the package’s features; an administrator’s switch still wins; ended, nothing gates', async () => {
    const { user, session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;
    const features = async () => (await t.call(endpoints.frontAccountDetails, {}, token)).body.data!.features;
    expect(await features()).toMatchObject({ groups: true, challenges: true });

    const groupsOnly = await addPlatformPackage({ price: 0, features: { user_tabs: ['groups'], patient_tabs: [], clinics_tabs: [] } });
    await t.call(endpoints.accountUpgradePlan, { package_id: groupsOnly.id }, token);
    expect(await features()).toMatchObject({ groups: true, challenges: false, tasks: false });
    const refused = await t.call(endpoints.challengesList, {}, token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FEATURE_DISABLED');

    // The administrator grants one feature beyond the package to this person.
    await t.call(endpoints.updateUserFeatures, { userid: user.id, features: { challenges: true } }, admin);
    expect(await features()).toMatchObject({ challenges: true, tasks: false });
    expect((await t.call(endpoints.challengesList, {}, token)).status).toBe(200);

    // A cancelled subscription whose period has run out gates nothing any more.
    await t.call(endpoints.accountCancelSubscription, {}, token);
    await t.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, user.id));
    expect(await features()).toMatchObject({ groups: true, challenges: true, tasks: true });
  });

  it('gates a clinic’s patients by the clinic’s package', async () => {
    const team = await createClinicTeam(t, 'Linden House');
    const patientToken = (await login(t, team.patient)).accessToken;
    const clinicPlan = await addPlatformPackage({
      audience: 'clinic',
      price: 0,
      features: { user_tabs: [], patient_tabs: ['tasks', 'support'], clinics_tabs: ['patients', 'employees'] },
    });
    expect((await t.call(endpoints.challengesList, {}, patientToken)).status).toBe(200);
    expect((await t.call(endpoints.accountUpgradePlan, { package_id: clinicPlan.id }, team.token)).status).toBe(200);
    const details = (await t.call(endpoints.frontAccountDetails, {}, patientToken)).body.data!.features;
    expect(details).toMatchObject({ tasks: true, support: true, challenges: false, groups: false });
    expect((await t.call(endpoints.challengesList, {}, patientToken)).status).toBe(403);
    // The clinic account is narrowed to its own dashboard's features.
    expect((await t.call(endpoints.frontAccountDetails, {}, team.token)).body.data!.features).toMatchObject({ patients: true, employees: true, groups: false });
  });
});
