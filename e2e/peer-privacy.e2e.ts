import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openFromUserMenu,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { createThroughApi } from './support/people.js';

/**
 * Issue 9, no patient sees another: Paul (patient@) reads "What people say" on his home, and the reviews of
 * a meditation and a class, and never meets another patient's or personal user's full name: Priya Nair's
 * review shows as "Priya N.". A new patient chooses Anonymous on her Account page ("How others see you",
 * with a preview), and Paul then reads her review as by "Anonymous". Every page axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const PASSWORD = 'Quiet-harbor-2026';
const NADIA = { fullName: `Nadia Okafor${stamp}`, email: `nadia-${stamp}@example.test`, password: PASSWORD };
const NADIA_REVIEW = `Ten quiet minutes that changed my evenings ${stamp}`;
/** The other demo patients and personal users: Paul may never read their full names. */
const OTHERS = [ACCOUNTS.patient2, ACCOUNTS.patient3, ACCOUNTS.personal, ACCOUNTS.business].map((account) => account.fullName);

async function bothSkins(page: Page, label: string) {
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

/** No other patient's or personal user's full name anywhere on the page. */
async function expectNoOtherNames(page: Page, where: string) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const name of [...OTHERS, NADIA.fullName]) expect(text.includes(name), `"${name}" on ${where}`).toBe(false);
}

describe('a patient never reads another patient’s name', () => {
  let paul: Tab | undefined;
  let nadia: Tab | undefined;
  let anxietySos = 0;
  let breathingBasics = 0;

  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.patient);
    const meditations = await callApi<Array<{ id: number; title: string }>>('front/discovery/all_meditations', {
      token: session.accessToken,
      body: { perPage: 50 },
    });
    anxietySos = meditations.body.data?.find((m) => m.title === 'Anxiety SOS')?.id ?? 0;
    const shared = await callApi<Array<{ id: number; title: string }>>('front/discovery/shared_classes', { method: 'GET', token: session.accessToken });
    breathingBasics = shared.body.data?.find((c) => c.title === 'Breathing Basics')?.id ?? 0;
    // A new patient of Harbor Clinic has reviewed Breathing Basics (set up through the API).
    const clinic = await apiLogin(ACCOUNTS.clinic);
    await createThroughApi('clinics/patients/create_patient_user', clinic.accessToken, NADIA);
    const own = await callApi('front/authentication/login', { body: { email: NADIA.email, password: PASSWORD } });
    const token = (own.body.data as { accessToken: string }).accessToken;
    const reviewed = await callApi('front/ratings/add_review', {
      token,
      body: { data_type: 'classes', data_id: breathingBasics, review: NADIA_REVIEW, rating: 5 },
    });
    if (!reviewed.body.status) throw new Error(`the review failed: ${JSON.stringify(reviewed.body)}`);
    paul = await openTab(browser());
  });
  afterAll(async () => {
    await paul?.close();
    await nadia?.close();
  });

  it('the home’s "What people say" shows Priya Nair’s review as by "Priya N."', async () => {
    expect(anxietySos, 'the demo meditation "Anxiety SOS"').toBeGreaterThan(0);
    // What the banner is given: Priya's review of Anxiety SOS, as by "Priya N." (the page shows the newest four).
    const session = await apiLogin(ACCOUNTS.patient);
    const banner = await callApi<Record<string, Array<{ review: string; author: { name: string; userid: number | null } }>>>(
      'front/ratings/top_banner_reviews',
      { token: session.accessToken },
    );
    const all = Object.values(banner.body.data!).flat();
    expect(all.find((r) => r.review.startsWith('Ninety seconds'))?.author).toEqual(expect.objectContaining({ name: 'Priya N.', userid: null }));
    expect(JSON.stringify(banner.body)).not.toContain('Priya Nair');

    const page = paul!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    const region = page.getByRole('region', { name: 'What people say' });
    await expectVisible(region.getByRole('listitem').first(), 'the reviews banner');
    await expectNoOtherNames(page, 'the patient home');
    await bothSkins(page, 'patient home with "What people say"');
  });

  it('the reviews of a meditation and of a class show first names and initials only', async () => {
    const page = paul!.page;
    await page.goto(`/patient/discovery/meditation/${anxietySos}`);
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expectVisible(reviews.getByText('Priya N.', { exact: true }), '"Priya N." in the meditation’s reviews');
    await expectNoOtherNames(page, 'the meditation page');
    await bothSkins(page, 'meditation page with its reviews');

    await page.goto(`/patient/discovery/class/${breathingBasics}`);
    const classReviews = page.getByRole('list', { name: 'Reviews' });
    await expectVisible(classReviews.getByText(NADIA_REVIEW), 'the new patient’s review');
    await expectVisible(classReviews.getByText(`Nadia O.`, { exact: true }), 'her name as "Nadia O."');
    await expectVisible(classReviews.getByText('Sam R.', { exact: true }), 'the personal user as "Sam R."');
    await expectNoOtherNames(page, 'the class page');
    await bothSkins(page, 'class page with its reviews');
  });

  it('a patient chooses Anonymous on her Account page, with a preview', async () => {
    nadia = await openTab(browser());
    const page = nadia.page;
    await page.goto('/login');
    await page.getByLabel('E-mail or username', { exact: true }).fill(NADIA.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, ACCOUNTS.patient.landing);
    await openFromUserMenu(page, 'Account');
    await waitForPath(page, '/patient/account');
    const section = page.getByRole('region', { name: 'How others see you' });
    const preview = section.getByTestId('peer-name-preview');
    await expectVisible(preview.getByText('Nadia O.', { exact: true }), 'the preview of the default name');
    await bothSkins(page, 'account page with "How others see you"');
    await section.getByRole('radio', { name: 'Anonymous', exact: true }).check();
    await expectVisible(preview.getByText('Anonymous', { exact: true }), 'the preview of Anonymous');
    await section.getByRole('radio', { name: 'A name I choose', exact: true }).check();
    await section.getByLabel('Name others see', { exact: true }).fill('see calm.io');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(section.getByText('Use a name without e-mail addresses or links', { exact: true }), 'the refusal of a link');
    await bothSkins(page, 'account page, a refused display name');
    await section.getByRole('radio', { name: 'Anonymous', exact: true }).check();
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Others now see you as “Anonymous”' }), 'the saved toast');
  });

  it('the other patient now reads her review as by "Anonymous"', async () => {
    const page = paul!.page;
    await page.reload();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    const item = reviews.getByRole('listitem').filter({ hasText: NADIA_REVIEW });
    await expectVisible(item.getByText('Anonymous', { exact: true }), 'her review by "Anonymous"');
    expect(await item.getByText('Nadia O.', { exact: true }).count()).toBe(0);
    await expectNoOtherNames(page, 'the class page after the change');
  });
});
