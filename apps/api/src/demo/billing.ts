import { and, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@stillpoint/contracts';
import { clinics, packages, patientPackages, servicePackages, subscriptions, users, type Db } from '@stillpoint/db';
import { periodEnd, periodLine } from '../modules/billing/billing.service.js';
import { createInvoicesRepository } from '../modules/billing/invoices.repository.js';
import { clinicPrefix } from '../modules/billing/invoices.service.js';

/** The demo packages' titles (issue 15). */
export const DEMO_PACKAGES = {
  free: 'Stillpoint Free',
  plus: 'Stillpoint Plus',
  yearly: 'Stillpoint Plus, yearly',
  practice: 'Practice',
  practicePro: 'Practice Pro',
  teams: 'Stillpoint for Teams',
} as const;

/** Harbor's service packages for its patients. */
export const DEMO_SERVICE_PACKAGES = { eight: '8 sessions', single: 'Single session' } as const;

/**
 * Demo packages (issue 15; decision 0038), once (skipped when any package exists): three for personal
 * users (free, monthly with a 14-day trial, yearly) and two for clinics. Prices in cents, EUR.
 */
export async function seedDemoPackages(db: Db): Promise<boolean> {
  if ((await db.select({ id: packages.id }).from(packages).limit(1)).length) return false;
  const none = { user_tabs: [], patient_tabs: [], clinics_tabs: [] };
  const everything = ['AImeditations', 'discovery', 'tasks', 'groups', 'challenges', 'tests', 'meetings', 'chat', 'favorites', 'events', 'packages', 'support'];
  await db.insert(packages).values([
    {
      title: DEMO_PACKAGES.free,
      description: 'Discovery, tasks, favourites and support: the essentials to start a practice.',
      audience: 'personal',
      priceMinor: 0,
      currency: 'EUR',
      billingPeriod: 'monthly',
      trialDays: 0,
      features: { ...none, user_tabs: ['discovery', 'tasks', 'favorites', 'packages', 'support'] },
    },
    {
      title: DEMO_PACKAGES.plus,
      description: 'Everything: AI meditations, groups, challenges, tests, meetings, chat and events. Two weeks free.',
      audience: 'personal',
      priceMinor: 999,
      currency: 'EUR',
      billingPeriod: 'monthly',
      trialDays: 14,
      features: { ...none, user_tabs: everything },
    },
    {
      title: DEMO_PACKAGES.yearly,
      description: 'Stillpoint Plus for a year, two months cheaper.',
      audience: 'personal',
      priceMinor: 9990,
      currency: 'EUR',
      billingPeriod: 'yearly',
      trialDays: 0,
      features: { ...none, user_tabs: everything },
    },
    {
      title: DEMO_PACKAGES.practice,
      description: 'Patients, employees, sections, tasks, assignments and chat for a small practice.',
      audience: 'clinic',
      priceMinor: 4900,
      currency: 'EUR',
      billingPeriod: 'monthly',
      trialDays: 30,
      features: {
        ...none,
        clinics_tabs: ['patients', 'employees', 'discovery', 'sections', 'tasks', 'assignments', 'chat'],
        patient_tabs: ['discovery', 'tasks', 'assignments', 'chat', 'support'],
      },
    },
    {
      title: DEMO_PACKAGES.practicePro,
      description: 'Every clinic feature, with groups, challenges, tests, meetings and statistics.',
      audience: 'clinic',
      priceMinor: 14900,
      currency: 'EUR',
      billingPeriod: 'monthly',
      trialDays: 0,
      features: {
        ...none,
        clinics_tabs: ['patients', 'employees', 'discovery', 'sections', 'groups', 'challenges', 'tasks', 'assignments', 'tests', 'meetings', 'chat', 'features', 'statistics'],
        patient_tabs: ['discovery', 'AImeditations', 'tasks', 'assignments', 'groups', 'challenges', 'tests', 'meetings', 'chat', 'favorites', 'events', 'support'],
      },
    },
    {
      title: DEMO_PACKAGES.teams,
      description: 'Every feature for a team at work, billed monthly to the business.',
      audience: 'business',
      priceMinor: 2900,
      currency: 'EUR',
      billingPeriod: 'monthly',
      trialDays: 0,
      features: { ...none, user_tabs: everything },
    },
  ]);
  await seedDemoInvoices(db);
  return true;
}

const DAY_MS = 86_400_000;

/**
 * The demo's invoices (issue 15), with the packages: the business user Bea on Stillpoint for Teams for two
 * months and a bit, with two paid invoices (the platform's SP-000001 and SP-000002); Harbor's two service
 * packages, Paul holding "8 sessions" (two used) on an open invoice (HC-000001). Numbers come from the same
 * issuing path as the product's, so the sequences go on from them.
 */
async function seedDemoInvoices(db: Db, now = new Date()) {
  const [bea] = await db.select().from(users).where(and(eq(users.email, 'business@demo.stillpoint.test'), eq(users.roleid, ROLE_IDS.business)));
  const [paul] = await db.select().from(users).where(eq(users.email, 'patient@demo.stillpoint.test'));
  const [harbor] = await db.select().from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  const [teams] = await db.select().from(packages).where(eq(packages.title, DEMO_PACKAGES.teams));
  if (!bea || !paul || !harbor || !teams) return;
  const invoices = createInvoicesRepository(db);

  // Bea: the first period began 40 days ago; the second (current, paid in advance) about ten days ago.
  const first = new Date(now.getTime() - 40 * DAY_MS);
  const second = periodEnd(first, 'monthly')!;
  const third = periodEnd(second, 'monthly')!;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId: bea.id,
      packageId: teams.id,
      status: 'active',
      priceMinor: teams.priceMinor,
      currency: teams.currency,
      provider: 'manual',
      currentPeriodStart: second,
      currentPeriodEnd: third,
      cancelAtPeriodEnd: false,
      createdAt: first,
    })
    .returning({ id: subscriptions.id });
  for (const [start, end, paidAfterDays] of [
    [first, second, 3],
    [second, third, 2],
  ] as const) {
    await invoices.issue(
      {
        issuerClinicId: null,
        issuerName: 'Stillpoint',
        kind: 'subscription',
        recipientUserId: bea.id,
        recipientName: bea.fullName,
        recipientEmail: bea.email,
        currency: teams.currency,
        lines: [{ description: periodLine(teams.title, start, end), quantity: 1, unitMinor: teams.priceMinor, amountMinor: teams.priceMinor }],
        totalMinor: teams.priceMinor,
        subscriptionId: subscription!.id,
        issuedAt: start,
        dueAt: new Date(start.getTime() + 14 * DAY_MS),
        status: 'paid',
        paidAt: new Date(start.getTime() + paidAfterDays * DAY_MS),
        paymentMethod: 'bank_transfer',
        provider: 'manual',
      },
      'SP',
    );
  }

  const [eight] = await db
    .insert(servicePackages)
    .values([
      { clinicId: harbor.id, title: DEMO_SERVICE_PACKAGES.eight, description: 'Eight one-hour sessions with your therapist.', sessions: 8, priceMinor: 64_000, currency: 'EUR' },
      { clinicId: harbor.id, title: DEMO_SERVICE_PACKAGES.single, description: 'One one-hour session.', sessions: 1, priceMinor: 9000, currency: 'EUR' },
    ])
    .returning();
  const issuedAt = new Date(now.getTime() - 4 * DAY_MS);
  await invoices.issue(
    {
      issuerClinicId: harbor.id,
      issuerName: harbor.name,
      kind: 'service',
      recipientUserId: paul.id,
      recipientName: paul.fullName,
      recipientEmail: paul.email,
      currency: 'EUR',
      lines: [{ description: `${eight!.title} (8 sessions)`, quantity: 1, unitMinor: eight!.priceMinor, amountMinor: eight!.priceMinor }],
      totalMinor: eight!.priceMinor,
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + 14 * DAY_MS),
      provider: 'manual',
    },
    clinicPrefix(harbor.name),
    async (tx, invoiceId) => {
      await tx.insert(patientPackages).values({
        clinicId: harbor.id,
        patientUserId: paul.id,
        servicePackageId: eight!.id,
        title: eight!.title,
        sessionsTotal: 8,
        sessionsUsed: 2,
        invoiceId,
      });
    },
  );
}
