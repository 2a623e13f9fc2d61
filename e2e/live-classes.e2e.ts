import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LIVE_SESSION_MESSAGES } from '@stillpoint/contracts';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin } from './support/api.js';
import { expectVisible, logInThroughApi, openFromMainMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, createThroughApi, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Live classes with a waiting list (issue 13): Harbor Clinic plans a class with one seat through its page;
 * Paul Patel takes the seat; a second patient of the clinic joins and is number 1 on the waiting list; the
 * clinic sees both in order; Paul gives up his seat and the second patient has it at once; the admin finds
 * the class on the Video page, and its video connection. Every new page and dialog is axe-clean in both skins, the patient's page
 * at phone width too.
 *
 * The second patient is made for this run (through the clinic's API) rather than patient2@: the
 * password-reset journey changes patient2's password, and files share a server per worker.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const TITLE = `Waitlist yoga ${stamp}`;
const PASSWORD = 'Quiet-harbor-2026';
const SECOND: DemoAccount = {
  email: `waitlist-${stamp}@example.test`,
  identifier: `waitlist-${stamp}@example.test`,
  fullName: `Wren Waiting ${stamp}`,
  area: 'front',
  landing: '/patient/discovery',
};

/** The class's card in the open tab's list (searched by its title first, so it is on the first page). */
async function classCard(page: Page, list: string): Promise<Locator> {
  const search = page.getByRole('search', { name: `Search ${list}` });
  await search.getByRole('searchbox', { name: 'Search by title' }).fill(TITLE);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('list', { name: list }).getByRole('article', { name: TITLE });
  await expectVisible(card, `the class "${TITLE}" in ${list}`);
  return card;
}

/** Opens Live classes from the main menu and the given tab of the page. */
async function openLive(page: Page, path: string, tab?: string): Promise<void> {
  await openFromMainMenu(page, 'Live classes');
  await waitForPath(page, path);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Live classes' }), 'the Live classes page');
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}

describe('a full class waitlists and promotes', () => {
  let clinic: Tab | undefined;
  let patient: Tab | undefined;
  let second: Tab | undefined;
  let admin: Tab | undefined;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    await createThroughApi('clinics/patients/create_patient_user', session.accessToken, {
      fullName: SECOND.fullName,
      email: SECOND.email,
      password: PASSWORD,
    });
    clinic = await openTab(browser());
    patient = await openTab(browser());
    second = await openTab(browser());
    admin = await openTab(browser());
  });
  afterAll(async () => {
    for (const tab of [clinic, patient, second, admin]) await tab?.close();
  });

  it('the clinic plans a class with one seat, led by one of its therapists', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openLive(page, '/clinic/live');
    await expectVisible(page.getByRole('tab', { name: 'Classes', exact: true }), 'the Classes tab');
    await checkA11yBothSkins(page, 'clinic: live classes');

    await page.getByRole('button', { name: 'Add a class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a class' });
    await expectVisible(dialog.getByRole('textbox', { name: 'Title' }), 'the class form');
    await checkDialogBothSkins(page, 'clinic: add a class');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Slow stretches and breathing.');
    // The end before the start is refused on the end field, nothing sent.
    await dialog.getByLabel('Starts at').fill('18:00');
    await dialog.getByLabel('Ends at').fill('17:00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(dialog.getByText('The end must come after the start'), 'the error on the end time');
    await dialog.getByLabel('Ends at').fill('19:00');
    await dialog.getByRole('textbox', { name: 'Seats' }).fill('1');
    await dialog.getByRole('combobox', { name: 'Led by' }).click();
    await page.getByRole('option', { name: ACCOUNTS.employee.fullName, exact: true }).click();
    const added = page.waitForResponse((response) => response.url().includes('/clinics/meetings/add_class'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await added).status()).toBe(201);
    await expectToast(page, LIVE_SESSION_MESSAGES.classAdded);
    const card = await classCard(page, 'Classes');
    await expectVisible(card.getByText('0 of 1 seat taken'), 'the empty seat');
    await expectVisible(card.getByText(`Led by ${ACCOUNTS.employee.fullName}`), 'the host');
    expectNoPageErrors(clinic!);
  });

  it('Paul takes the seat', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openLive(page, '/patient/live', 'Classes to join');
    const card = await classCard(page, 'Classes to join');
    await expectVisible(card.getByText('0 of 1 seat taken'), 'the free seat');
    await checkA11yBothSkins(page, 'patient: classes to join');
    await card.getByRole('button', { name: `Join ${TITLE}`, exact: true }).click();
    await expectToast(page, LIVE_SESSION_MESSAGES.classJoined);

    // His schedule holds the classes he has a seat in or waits for, with his place.
    await page.getByRole('tab', { name: 'My schedule', exact: true }).click();
    const mine = page.getByRole('list', { name: 'My schedule' }).getByRole('article', { name: TITLE });
    await expectVisible(mine.getByText('You have a seat'), 'the class in his schedule');
    await checkA11yBothSkins(page, 'patient: my live schedule');
    // At phone width the cards and their buttons still fit and stay axe-clean.
    await page.setViewportSize({ width: 390, height: 800 });
    await checkA11yBothSkins(page, 'patient: my live schedule, phone width');
    await page.setViewportSize({ width: 1280, height: 800 });
    expectNoPageErrors(patient!);
  });

  it('a second patient finds it full and is number 1 on the waiting list', async () => {
    const page = second!.page;
    await logInThroughApi(page, SECOND, { password: PASSWORD });
    await openLive(page, '/patient/live', 'Classes to join');
    const card = await classCard(page, 'Classes to join');
    await expectVisible(card.getByText('Full: join the waiting list'), 'the full class');
    const joined = page.waitForResponse((response) => response.url().includes('/front/meetings/join_class'));
    await card.getByRole('button', { name: `Join the waiting list of ${TITLE}`, exact: true }).click();
    expect((await joined).status()).toBe(200);
    await page.getByRole('tab', { name: 'My schedule', exact: true }).click();
    const mine = page.getByRole('list', { name: 'My schedule' }).getByRole('article', { name: TITLE });
    await expectVisible(mine.getByText('Waiting list: number 1'), 'her place on the waiting list');
    await checkA11yBothSkins(page, 'patient: waiting list place');
    expectNoPageErrors(second!);
  });

  it('the clinic sees the seat and the waiting list in order', async () => {
    const page = clinic!.page;
    await page.reload();
    const card = await classCard(page, 'Classes');
    await expectVisible(card.getByText('1 of 1 seat taken · 1 person waiting'), 'the counts');
    await card.getByRole('button', { name: `Seats and waiting list of ${TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Seats and waiting list of ${TITLE}` });
    await expectVisible(dialog.getByRole('list', { name: 'Seats' }).getByText(ACCOUNTS.patient.fullName), 'Paul in a seat');
    await expectVisible(dialog.getByRole('list', { name: 'Waiting list' }).getByText(SECOND.fullName), 'the second patient waiting');
    await expectVisible(dialog.getByRole('list', { name: 'Waiting list' }).getByText('Number 1:'), 'her number');
    await checkDialogBothSkins(page, 'clinic: seats and waiting list');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: `Invite people to ${TITLE}`, exact: true }).click();
    const invite = page.getByRole('dialog', { name: `Invite people to ${TITLE}` });
    await expectVisible(invite.getByRole('textbox', { name: 'E-mail addresses' }), 'the invitation form');
    await checkDialogBothSkins(page, 'clinic: invite to a class');
    await invite.getByRole('textbox', { name: 'E-mail addresses' }).fill(`guest-${stamp}@example.test`);
    await invite.getByRole('button', { name: 'Send the invitations', exact: true }).click();
    await expectToast(page, LIVE_SESSION_MESSAGES.invitationsSent);
    expectNoPageErrors(clinic!);
  });

  it('Paul gives up his seat after a confirmation, and the second patient has it at once', async () => {
    const page = patient!.page;
    // Back on his page later: it shows the class as it is now (someone waiting).
    await page.reload();
    await page.getByRole('tab', { name: 'My schedule', exact: true }).click();
    const card = page.getByRole('list', { name: 'My schedule' }).getByRole('article', { name: TITLE });
    await expectVisible(card, 'his class in his schedule');
    await card.getByRole('button', { name: `Leave ${TITLE}`, exact: true }).click();
    await expectVisible(card.getByText('Give up your seat? Someone waiting will take your seat at once.'), 'the confirmation');
    await checkA11yBothSkins(page, 'patient: leave confirmation');
    await card.getByRole('button', { name: 'Yes, give up my seat', exact: true }).click();
    await expectToast(page, LIVE_SESSION_MESSAGES.classLeft);
    await card.waitFor({ state: 'detached' });

    const other = second!.page;
    await other.reload();
    await other.getByRole('tab', { name: 'My schedule', exact: true }).click();
    const promoted = other.getByRole('list', { name: 'My schedule' }).getByRole('article', { name: TITLE });
    await expectVisible(promoted.getByText('You have a seat'), 'her seat after the promotion');
    expectNoPageErrors(patient!);
    expectNoPageErrors(second!);
  });

  it('the admin finds the class on the Video page', async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Video');
    await waitForPath(page, '/administration/video');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Video' }), 'the Video page');
    await expectVisible(page.getByRole('combobox', { name: 'Clinic' }), 'the clinic filter');
    await checkA11yBothSkins(page, 'admin: video appointments');
    await page.getByRole('button', { name: 'Book an appointment', exact: true }).click();
    const booking = page.getByRole('dialog', { name: 'Book an appointment' });
    await expectVisible(booking.getByRole('combobox', { name: 'Clinic' }), 'the booking form');
    await checkDialogBothSkins(page, 'admin: book an appointment');
    await booking.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('tab', { name: 'Classes', exact: true }).click();
    const card = await classCard(page, 'Classes');
    await expectVisible(card.getByText(`For ${ACCOUNTS.clinic.clinicName}`), 'whom it is for');
    await expectVisible(card.getByText('1 of 1 seat taken'), 'the seat taken');
    await checkA11yBothSkins(page, 'admin: video classes');
    await page.getByRole('button', { name: 'Add a class', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add a class' });
    await expectVisible(form.getByRole('combobox', { name: 'For' }), 'the clinic or platform choice');
    await checkDialogBothSkins(page, 'admin: add a class');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('tab', { name: 'Live meetings', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Add a live meeting', exact: true }), 'the live meetings');
    await checkA11yBothSkins(page, 'admin: video live meetings');

    // The video-meeting credential: none saved on the demo, so video stays peer-to-peer.
    await page.getByRole('tab', { name: 'Video connection', exact: true }).click();
    const connection = page.getByRole('form', { name: 'Video connection' });
    await expectVisible(connection.getByRole('textbox', { name: 'LiveKit server address' }), 'the video connection form');
    await expectVisible(connection.getByText('No secret saved yet.'), 'no secret saved');
    await checkA11yBothSkins(page, 'admin: video connection');
    expectNoPageErrors(admin!);
  });
});
