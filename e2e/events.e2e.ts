import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENT_MESSAGES } from '@stillpoint/contracts';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectVisible, logInThroughApi, openFromMainMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { TINY_PNG } from './support/media.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Events (issue 14, decision 0037): Sam, a personal user, joins the platform's webinar from the demo, finds
 * it under My events, adds it to his calendar (the .ics holds the event and, now that he joined, its
 * online link) and leaves it; Harbor Clinic adds an event with an image, Paul joins it, and the clinic sees
 * him among its participants, then deletes it after a confirmation. Every new page and dialog is axe-clean
 * in both skins; Sam's journey runs again at phone width.
 */
const browser = useBrowser();
const WEBINAR = 'Mindful mornings: a live webinar';
const stamp = Date.now().toString(36);
const TITLE = `Harbor tea and breathing ${stamp}`;

async function openEvents(page: Page, path: string): Promise<void> {
  await openFromMainMenu(page, 'Events');
  await waitForPath(page, path);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Events' }), 'the Events page');
}

describe('a personal user joins an event', () => {
  let sam: Tab | undefined;
  beforeAll(async () => {
    sam = await openTab(browser());
  });
  afterAll(async () => {
    await sam?.close();
  });

  it('joins the webinar, finds it under My events, adds it to a calendar and leaves it', async () => {
    const page = sam!.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await openEvents(page, '/frontuser/events');
    const card = page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name: WEBINAR });
    await expectVisible(card.getByText('Online: the link shows here once you join'), 'the webinar, its link kept until he joins');
    await checkA11yBothSkins(page, 'personal: upcoming events');

    await card.getByRole('link', { name: WEBINAR }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: WEBINAR }), 'the webinar page');
    await expectVisible(page.getByText(/^Planned in Europe\/London: |^Times in Europe\/London$/), "the event's own zone, named");
    await checkA11yBothSkins(page, 'personal: event detail');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expectToast(page, EVENT_MESSAGES.joined);
    await expectVisible(page.getByRole('link', { name: 'Join online' }), 'the online link, now that he joined');
    await expectVisible(page.getByText('You are going'), 'his place');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toMatch(/UID:event-\d+@stillpoint/);
    expect(text).toContain('SUMMARY:Mindful mornings: a live webinar');
    expect(text).toContain('URL;VALUE=URI:https://meet.stillpoint.test/mindful-mornings');
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    await page.getByRole('link', { name: 'All events' }).click();
    await page.getByRole('tab', { name: 'My events', exact: true }).click();
    const mine = page.getByRole('list', { name: 'My events' }).getByRole('article', { name: WEBINAR });
    await expectVisible(mine.getByText('You are going'), 'the webinar under My events');
    await checkA11yBothSkins(page, 'personal: my events');

    await mine.getByRole('link', { name: WEBINAR }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await expectToast(page, EVENT_MESSAGES.left);
    await expectVisible(page.getByRole('button', { name: 'Join', exact: true }), 'Join again, after leaving');
    expectNoPageErrors(sam!);
  });

  it('at phone width the list and the event page fit and stay axe-clean', async () => {
    const page = sam!.page;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('link', { name: 'All events' }).click();
    await expectVisible(page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name: WEBINAR }), 'the webinar at phone width');
    await checkA11yBothSkins(page, 'personal: upcoming events, phone width');
    await page.getByRole('list', { name: 'Upcoming' }).getByRole('link', { name: WEBINAR }).click();
    await expectVisible(page.getByRole('button', { name: 'Add to calendar' }), 'the event page at phone width');
    await checkA11yBothSkins(page, 'personal: event detail, phone width');
    await page.setViewportSize({ width: 1280, height: 800 });
    expectNoPageErrors(sam!);
  });
});

describe('a clinic plans an event and sees who joined', () => {
  let clinic: Tab | undefined;
  let admin: Tab | undefined;
  let eventId = 0;
  beforeAll(async () => {
    clinic = await openTab(browser());
    admin = await openTab(browser());
  });
  afterAll(async () => {
    for (const tab of [clinic, admin]) await tab?.close();
  });

  it('adds an event with an image', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openEvents(page, '/clinic/events');
    await expectVisible(page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name: 'Harbor open evening: breathing together' }), "the demo's Harbor event");
    await checkA11yBothSkins(page, 'clinic: events');

    await page.getByRole('button', { name: 'Add an event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an event' });
    await expectVisible(dialog.getByRole('textbox', { name: 'Title' }), 'the event form');
    await checkDialogBothSkins(page, 'clinic: add an event');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    // Neither a place nor a link: refused on the place, nothing sent.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(dialog.getByText(EVENT_MESSAGES.placeOrLink), 'the error on the place');
    await dialog.getByRole('textbox', { name: 'Place', exact: true }).fill('Harbor Clinic, garden room');
    await dialog.getByRole('textbox', { name: 'Places', exact: true }).fill('12');
    await dialog.locator('input[type="file"]').setInputFiles({ name: `tea-${stamp}.png`, mimeType: 'image/png', buffer: TINY_PNG });
    const added = page.waitForResponse((response) => response.url().includes('/clinics/events/add_event'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await added;
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { data: { id: number; image: string | null } };
    eventId = body.data.id;
    expect(body.data.image).toBeTruthy();
    await expectToast(page, EVENT_MESSAGES.added);
    await expectVisible(page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name: TITLE }).getByText('0 people going · 12 places left'), 'the new event');
    expectNoPageErrors(clinic!);
  });

  it('sees Paul among the participants once he joined, then deletes the event after a confirmation', async () => {
    const paul = await apiLogin(ACCOUNTS.patient);
    const joined = await callApi('front/events/join', { body: { id: eventId }, token: paul.accessToken });
    expect(joined.httpStatus).toBe(200);

    const page = clinic!.page;
    await page.reload();
    const card = page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name: TITLE });
    await expectVisible(card.getByText('1 person going · 11 places left'), 'the count after Paul joined');
    await card.getByRole('button', { name: `Participants of ${TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Who is coming to ${TITLE}` });
    await expectVisible(dialog.getByRole('list', { name: 'Participants' }).getByText(ACCOUNTS.patient.fullName), 'Paul among the participants');
    await checkDialogBothSkins(page, 'clinic: event participants');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the event' });
    await expectVisible(edit.getByRole('textbox', { name: 'Title' }), 'the edit form');
    await checkDialogBothSkins(page, 'clinic: edit an event');
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();

    await card.getByRole('button', { name: `Delete ${TITLE}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the event' });
    await expectVisible(confirm.getByText(`Delete ${TITLE}? It is cancelled, and everyone who joined is told.`), 'the confirmation');
    await checkDialogBothSkins(page, 'clinic: delete an event');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, EVENT_MESSAGES.deleted);
    await card.waitFor({ state: 'detached' });
    expectNoPageErrors(clinic!);
  });

  it("the administration's events page lists the platform's and the clinics' events", async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openEvents(page, '/administration/events');
    await expectVisible(page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name: WEBINAR }), 'the webinar');
    await checkA11yBothSkins(page, 'admin: events');
    expectNoPageErrors(admin!);
  });
});
