import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHALLENGE_MESSAGES } from '@stillpoint/contracts';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectVisible, logInThroughApi, openFromMainMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { TINY_PNG } from './support/media.js';
import { checkA11yBothSkins, checkDialogBothSkins, createThroughApi, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Challenges (issue 14): a patient of Harbor Clinic joins Harbor's running "21 days of sleep hygiene",
 * checks in, sees the streak and the day in the tracker, cannot check in twice that day; the therapist
 * (Elena, made the new patient's therapist too) and the clinic see the streak on the patient's page. The
 * clinic adds a category and a challenge with a cover and a trophy, and reads the stats. A personal user sees the platform's challenges (not Harbor's) and the trophy of the
 * finished platform challenge. Every new page and dialog is axe-clean in both skins; the detail page at a
 * phone width too.
 *
 * The patient is made for this run (through the clinic's API): Paul already checked in today in the demo.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const SLEEP = '21 days of sleep hygiene';
const WALKS = 'Two weeks of daily walks';
const TITLE = `Mindful mornings ${stamp}`;
const CATEGORY = `Mornings ${stamp}`;
const PASSWORD = 'Quiet-harbor-2026';
const TAKER: DemoAccount = {
  email: `streak-${stamp}@example.test`,
  identifier: `streak-${stamp}@example.test`,
  fullName: `Stella Streak ${stamp}`,
  area: 'front',
  landing: '/patient/discovery',
};

/** Opens Challenges from the main menu. */
async function openChallenges(page: Page, path: string): Promise<void> {
  await openFromMainMenu(page, 'Challenges');
  await waitForPath(page, path);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Challenges' }), 'the Challenges page');
}

/** The browser's date, as the page sends it (the e2e server runs on this machine). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('challenges with streaks, management and trophies', () => {
  let patient: Tab | undefined;
  let clinic: Tab | undefined;
  let personal: Tab | undefined;
  let takerId = 0;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    const created = await createThroughApi<{ userid: number }>('clinics/patients/create_patient_user', session.accessToken, {
      fullName: TAKER.fullName,
      email: TAKER.email,
      password: PASSWORD,
    });
    takerId = created.userid;
    // Elena (employee@) becomes the new patient's therapist too: her other patients stay hers.
    const employees = await callApi<{ userid: number; fullName: string; assignedPatients: { userid: number }[] }[]>('clinics/employees/all_employees', {
      token: session.accessToken,
      method: 'GET',
    });
    const elena = employees.body.data!.find((person) => person.fullName === ACCOUNTS.employee.fullName)!;
    const assigned = await callApi('clinics/employees/assign_patients', {
      token: session.accessToken,
      body: { userid: elena.userid, patientIds: [...elena.assignedPatients.map((patient) => patient.userid), takerId] },
    });
    expect(assigned.httpStatus).toBe(200);
    patient = await openTab(browser());
    clinic = await openTab(browser());
    personal = await openTab(browser());
  });
  afterAll(async () => {
    for (const tab of [patient, clinic, personal]) await tab?.close();
  });

  it("a patient joins Harbor's challenge, checks in once, and sees the streak and the day", async () => {
    const page = patient!.page;
    await logInThroughApi(page, TAKER, { password: PASSWORD });
    await openChallenges(page, '/patient/challenges');
    const card = page.getByRole('list', { name: 'Challenges' }).getByRole('article', { name: SLEEP });
    await expectVisible(card.getByText('You have not joined yet'), 'the challenge, not joined');
    await checkA11yBothSkins(page, 'patient: challenges');
    await card.getByRole('button', { name: `Join ${SLEEP}`, exact: true }).click();
    await expectToast(page, CHALLENGE_MESSAGES.joined);
    await expectVisible(card.getByText('Joined · 0-day streak · 0 of 18 check-ins'), 'the joined state on the card');

    await card.getByRole('link', { name: SLEEP, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: SLEEP }), 'the challenge page');
    const checkIn = page.getByRole('button', { name: 'I did it today', exact: true });
    await expectVisible(checkIn, 'the check-in button');
    expect(await checkIn.isDisabled()).toBe(false);
    await checkIn.click();
    await expectToast(page, CHALLENGE_MESSAGES.checkedIn);
    // Done for today: the button stays, disabled, with the reason.
    await expectVisible(page.getByText('You have checked in today. Come back tomorrow.'), 'the reason the button is off');
    expect(await checkIn.isDisabled()).toBe(true);
    const progress = page.getByRole('region', { name: 'Your progress' });
    await expectVisible(progress.getByText('1 day', { exact: true }).first(), 'the streak of one day');
    await expectVisible(progress.getByText('1 of 18', { exact: true }), 'one check-in of the goal');
    const days = page.getByRole('list', { name: 'Your days in this challenge' });
    expect(await days.getByText(': Checked in').count()).toBe(1);
    // The server refuses a second check-in for the day too.
    const session = await apiLogin(TAKER, PASSWORD);
    const again = await callApi('front/challenges/did_it', { token: session.accessToken, body: { id: await challengeId(session.accessToken), day: today() } });
    expect(again.httpStatus).toBe(409);

    await page.getByRole('textbox', { name: 'Your comment' }).fill('Day one: phone in the kitchen at nine.');
    await page.getByRole('button', { name: 'Post comment', exact: true }).click();
    await expectToast(page, CHALLENGE_MESSAGES.commentAdded);
    await expectVisible(page.getByText('Day one: phone in the kitchen at nine.'), 'the comment');
    await checkA11yBothSkins(page, 'patient: challenge detail');
    await page.getByRole('button', { name: 'Leave challenge', exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Leave this challenge?' }), 'the leave confirmation');
    await checkDialogBothSkins(page, 'patient: leave a challenge');
    await page.getByRole('dialog', { name: 'Leave this challenge?' }).getByRole('button', { name: 'Stay', exact: true }).click();
    // At phone width the tracker and the tables still fit and stay axe-clean.
    await page.setViewportSize({ width: 390, height: 800 });
    await expectVisible(page.getByRole('heading', { level: 1, name: SLEEP }), 'the challenge page at phone width');
    await checkA11yBothSkins(page, 'patient: challenge detail, phone width');
    await page.setViewportSize({ width: 1280, height: 800 });
    expectNoPageErrors(patient!);
  });

  it("the patient's therapist sees the streak on the patient page", async () => {
    const therapist = await openTab(browser());
    const page = therapist.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    await openFromMainMenu(page, 'My patients');
    await page.getByRole('link', { name: TAKER.fullName }).first().click();
    await waitForPath(page, `/employee/patients/${takerId}`);
    const section = page.getByRole('region', { name: 'Challenges' });
    const row = section.getByRole('row', { name: new RegExp(SLEEP) });
    await expectVisible(row, 'the challenge on the patient page');
    await expectVisible(row.getByRole('cell', { name: '1 day' }).first(), 'the current streak');
    await expectVisible(row.getByRole('cell', { name: '1 of 18' }), 'the check-ins');
    await checkA11yBothSkins(page, 'employee: patient challenges', { include: 'section[aria-labelledby="patient-challenges"]' });
    expectNoPageErrors(therapist);
    await therapist.close();
  });

  it("the clinic sees the patient's streak on the patient page", async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic, { at: `/clinic/patients/${takerId}` });
    const section = page.getByRole('region', { name: 'Challenges' });
    const row = section.getByRole('row', { name: new RegExp(SLEEP) });
    await expectVisible(row, 'the challenge on the patient page');
    await expectVisible(row.getByRole('cell', { name: '1 day' }).first(), 'the current streak');
    await expectVisible(row.getByRole('cell', { name: '1 of 18' }), 'the check-ins');
    await checkA11yBothSkins(page, 'clinic: patient challenges', { include: 'section[aria-labelledby="patient-challenges"]' });
    expectNoPageErrors(clinic!);
  });

  it('the clinic adds a category and a challenge with a cover and a trophy, and reads the stats', async () => {
    const page = clinic!.page;
    await openChallenges(page, '/clinic/challenges');
    await checkA11yBothSkins(page, 'clinic: challenges');

    await page.getByRole('tab', { name: 'Categories', exact: true }).click();
    await page.getByRole('textbox', { name: 'New category' }).fill(CATEGORY);
    await page.getByRole('button', { name: 'Add category', exact: true }).click();
    await expectToast(page, CHALLENGE_MESSAGES.categoryAdded);
    await expectVisible(page.getByRole('table', { name: 'Challenge categories' }).getByRole('rowheader', { name: CATEGORY }), 'the new category');
    await checkA11yBothSkins(page, 'clinic: challenge categories');
    await page.getByRole('button', { name: `Rename ${CATEGORY}`, exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Rename category' }), 'the rename dialog');
    await checkDialogBothSkins(page, 'clinic: rename a category');
    await page.getByRole('dialog', { name: 'Rename category' }).getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('tab', { name: 'Gallery', exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Images to show' }).getByText('Trophies', { exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: `trophy-${stamp}.png`, mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, CHALLENGE_MESSAGES.imageUploaded);
    await expectVisible(page.getByRole('list', { name: 'Trophies' }).getByRole('img').first(), 'the trophy in the gallery');
    await checkA11yBothSkins(page, 'clinic: challenge gallery');

    await page.getByRole('tab', { name: 'Challenges', exact: true }).click();
    await page.getByRole('button', { name: 'Add a challenge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a challenge' });
    await expectVisible(dialog.getByRole('textbox', { name: 'Title' }), 'the challenge form');
    await checkDialogBothSkins(page, 'clinic: add a challenge');
    // Nothing filled: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(dialog.getByText('Enter a title'), 'the missing title');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Two quiet minutes before the day starts.');
    await dialog.getByRole('textbox', { name: 'Daily goal' }).fill('Sit quietly for two minutes after waking');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: CATEGORY, exact: true }).click();
    const files = dialog.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: `cover-${stamp}.png`, mimeType: 'image/png', buffer: TINY_PNG });
    await files.nth(1).setInputFiles({ name: `cup-${stamp}.png`, mimeType: 'image/png', buffer: TINY_PNG });
    const added = page.waitForResponse((response) => response.url().includes('/clinics/challenges/add_challenge'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await added).status()).toBe(201);
    await expectToast(page, CHALLENGE_MESSAGES.added);

    await page.getByRole('searchbox', { name: 'Search by title' }).fill(TITLE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('list', { name: 'Your challenges' }).getByRole('article', { name: TITLE });
    await expectVisible(card.getByText(CATEGORY), 'the new challenge with its category');
    await expectVisible(card.locator('img'), 'its cover');
    await card.getByRole('button', { name: `Stats of ${TITLE}`, exact: true }).click();
    const stats = page.getByRole('dialog', { name: `Stats: ${TITLE}` });
    await expectVisible(stats.getByText('Completion rate'), 'the stats');
    await expectVisible(stats.getByText('No check-ins yet.'), 'no check-ins yet');
    await stats.getByRole('button', { name: 'Close' }).click();

    // Harbor's running challenge: the check-ins per day as a chart with a table beside it.
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(SLEEP);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Stats of ${SLEEP}`, exact: true }).click();
    const sleepStats = page.getByRole('dialog', { name: `Stats: ${SLEEP}` });
    await expectVisible(sleepStats.getByRole('table', { name: 'Check-ins per day' }), 'the per-day table');
    await expectVisible(sleepStats.getByRole('img', { name: /Check-ins per day over/ }), 'the chart');
    await expectVisible(sleepStats.getByRole('rowheader', { name: TAKER.fullName }), 'the new participant');
    await checkDialogBothSkins(page, 'clinic: challenge stats');
    await sleepStats.getByRole('button', { name: 'Close' }).click();

    // Delete the new one, after a confirmation.
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(TITLE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${TITLE}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this challenge?' });
    await expectVisible(confirm, 'the confirmation');
    await checkDialogBothSkins(page, 'clinic: delete a challenge');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, CHALLENGE_MESSAGES.deleted);
    await expectVisible(page.getByText('No challenge matches this search.'), 'the challenge gone');
    expectNoPageErrors(clinic!);
  });

  it("a personal user sees the platform's challenges, not Harbor's, and the trophy of the one they finished", async () => {
    const page = personal!.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await openChallenges(page, '/frontuser/challenges');
    const list = page.getByRole('list', { name: 'Challenges' });
    await expectVisible(list.getByRole('article', { name: WALKS }), 'the platform challenge');
    expect(await list.getByRole('article', { name: SLEEP }).count()).toBe(0);
    await checkA11yBothSkins(page, 'personal user: challenges');
    await page.getByRole('tab', { name: 'My trophies', exact: true }).click();
    const trophies = page.getByRole('list', { name: 'Trophies' });
    await expectVisible(trophies.getByRole('heading', { name: WALKS }), 'the trophy of the finished challenge');
    await checkA11yBothSkins(page, 'personal user: my trophies');
    expectNoPageErrors(personal!);
  });

  it("an administrator manages every challenge: the platform's and the clinics'", async () => {
    const tab = await openTab(browser());
    try {
      const page = tab.page;
      await logInThroughApi(page, ACCOUNTS.admin);
      await openChallenges(page, '/administration/challenges');
      const list = page.getByRole('list', { name: 'Your challenges' });
      await expectVisible(list.getByRole('article', { name: WALKS }).getByText('Platform'), 'the platform challenge');
      await expectVisible(list.getByRole('article', { name: SLEEP }), "Harbor's challenge");
      await checkA11yBothSkins(page, 'admin: challenges');
      await list.getByRole('button', { name: `Stats of ${WALKS}`, exact: true }).click();
      const stats = page.getByRole('dialog', { name: `Stats: ${WALKS}` });
      await expectVisible(stats.getByRole('table', { name: 'Check-ins per day' }), 'the per-day table');
      await expectVisible(stats.getByText('100%'), 'everyone completed it');
      await checkDialogBothSkins(page, 'admin: challenge stats');
      expectNoPageErrors(tab);
    } finally {
      await tab.close();
    }
  });
});

/** Harbor's sleep challenge id, as the patient's list gives it. */
async function challengeId(token: string): Promise<number> {
  const list = await callApi<{ id: number; title: string }[]>('front/challenges/challenges', { token, method: 'GET' });
  const found = list.body.data?.find((row) => row.title === SLEEP);
  if (!found) throw new Error('the sleep challenge is not in the list');
  return found.id;
}
