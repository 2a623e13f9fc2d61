import { packages, type Db } from '@stillpoint/db';

/** The demo packages' titles (issue 15). */
export const DEMO_PACKAGES = {
  free: 'Stillpoint Free',
  plus: 'Stillpoint Plus',
  yearly: 'Stillpoint Plus, yearly',
  practice: 'Practice',
  practicePro: 'Practice Pro',
} as const;

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
  ]);
  return true;
}
