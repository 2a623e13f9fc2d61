import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectVisible, logInThroughApi, openFromMainMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectToast, expectNoPageErrors } from './support/people.js';

/**
 * Appointments (issue 13): Paul Patel asks his therapist Elena Ortiz for the first free time; Elena sees the
 * request, approves it and finds it in her calendar; Paul sees it approved and takes it to his own calendar
 * (.ics); Harbor Clinic sees its therapists' calendars, answers the demo's other request and sets the
 * cancellation rules Paul then reads beside his appointments; the reminder an hour before reaches Paul's
 * bell. Every new page and dialog is axe-clean in both skins.
 */
const browser = useBrowser();

/** An appointment's time as the pages write it (format.ts appointmentTime), in the browser's zone. */
function appointmentTime(page: Page, start: string, end: string): Promise<string> {
  return page.evaluate(
    ([from, to]) => {
      const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(new Date(from!));
      const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
      return `${day}, ${clock.format(new Date(from!))} – ${clock.format(new Date(to!))}`;
    },
    [start, end],
  );
}

describe('a patient asks for an appointment, the therapist approves it', () => {
  let therapist: Tab | undefined;
  let patient: Tab | undefined;
  let booked: { id: number; start: string; end: string } | undefined;
  beforeAll(async () => {
    therapist = await openTab(browser());
    patient = await openTab(browser());
  });
  afterAll(async () => {
    await therapist?.close();
    await patient?.close();
  });

  it('the patient picks the first free time of his therapist and sends the request', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openFromMainMenu(page, 'Appointments');
    await waitForPath(page, '/patient/appointments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Appointments' }), 'the Appointments page');
    const slots = page.getByRole('radiogroup', { name: 'Free times' });
    // Each free time is a chip: a radio behind its label.
    await expectVisible(slots.locator('label').first(), "Elena's free times");
    await checkA11yBothSkins(page, 'patient: appointments');
    await slots.locator('label').first().click();
    expect(await slots.getByRole('radio').first().isChecked()).toBe(true);
    const answer = page.waitForResponse((response) => response.url().includes('/front/meetings/add_appointment_request'));
    await page.getByRole('button', { name: /^Ask for / }).click();
    const body = (await (await answer).json()) as { data: { id: number; start: string; end: string; status: string } };
    expect(body.data.status).toBe('requested');
    booked = body.data;
    await expectToast(page, 'Appointment Request Send Successfully!');
    const item = page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: await appointmentTime(page, booked.start, booked.end) });
    await expectVisible(item.getByText('Waiting for approval'), 'the request among his upcoming appointments');
  });

  it('the therapist sees the request, approves it and finds it in her calendar', async () => {
    const page = therapist!.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    await openFromMainMenu(page, 'Appointments');
    await waitForPath(page, '/employee/appointments');
    await expectVisible(page.getByRole('tablist', { name: 'Change view' }), 'the calendar');
    await checkA11yBothSkins(page, 'employee: appointments calendar');
    await page.getByRole('tab', { name: /^Requests/ }).click();
    const time = await appointmentTime(page, booked!.start, booked!.end);
    const item = page.getByRole('list', { name: 'Requests' }).getByRole('listitem').filter({ hasText: time });
    await expectVisible(item.getByText(ACCOUNTS.patient.fullName), "Paul's request");
    await checkA11yBothSkins(page, 'employee: appointment requests');
    await item.getByRole('button', { name: `Approve the request of ${ACCOUNTS.patient.fullName}` }).click();
    await expectToast(page, 'Appointment has been Approved Successfully');
    // Answered, it leaves the requests.
    await item.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Calendar', exact: true }).click();
    await page.getByRole('tab', { name: 'List view' }).click();
    // The list view shows a week: go forward until the appointment's week, each week's schedule read first.
    const settled = page.locator('div[aria-busy="false"] > .stillpoint-calendar');
    const event = page.locator('.stillpoint-calendar').getByText(ACCOUNTS.patient.fullName, { exact: true });
    await settled.waitFor();
    for (let week = 0; week < 3 && (await event.count()) === 0; week++) {
      const read = page.waitForResponse((response) => response.url().includes('/front/meetings/schedule'));
      await page.getByRole('button', { name: 'Later' }).click();
      await read;
      await settled.waitFor();
    }
    await expectVisible(event.first(), 'the approved appointment in her calendar');
    // By keyboard: calendar events are focusable and open with Enter.
    await event.first().locator('xpath=ancestor-or-self::*[@tabindex="0" or self::a or self::button][1]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Appointment' });
    await expectVisible(dialog.getByText('Approved'), 'the appointment, approved');
    await checkDialogBothSkins(page, 'employee: appointment details');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Your hours' }).click();
    await expectVisible(page.getByRole('group', { name: 'Monday' }), 'her weekly hours');
    await checkA11yBothSkins(page, 'employee: weekly hours');
    expectNoPageErrors(therapist!);
  });

  it('the patient sees it approved and takes it to his own calendar', async () => {
    const page = patient!.page;
    await page.reload();
    const item = page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: await appointmentTime(page, booked!.start, booked!.end) });
    await expectVisible(item.getByText('Approved'), 'his appointment, approved');
    await item.getByRole('button', { name: /^Details of the appointment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Appointment' });
    await checkDialogBothSkins(page, 'patient: appointment details');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Add to my calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('STATUS:CONFIRMED');
    expectNoPageErrors(patient!);
  });
});

describe('the clinic sees its therapists’ calendars and answers requests', () => {
  let clinic: Tab | undefined;
  beforeAll(async () => {
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
  });

  it('filters the calendar by therapist and denies the demo request', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Appointments');
    await waitForPath(page, '/clinic/appointments');
    await expectVisible(page.getByRole('combobox', { name: 'Therapist' }), 'the therapist filter');
    await checkA11yBothSkins(page, 'clinic: appointments calendar');
    await page.getByRole('tab', { name: /^Requests/ }).click();
    const requests = page.getByRole('list', { name: 'Requests' });
    await expectVisible(requests.getByRole('listitem').first(), 'the demo request');
    const before = await requests.getByRole('listitem').count();
    await requests.getByRole('listitem').first().getByRole('button', { name: /^Deny the request of / }).click();
    await expectToast(page, 'Appointment has been Denied Successfully');
    await expect.poll(() => requests.getByRole('listitem').count(), { timeout: 10_000 }).toBe(before - 1);

    await page.getByRole('button', { name: 'Book an appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
    await expectVisible(dialog.getByRole('combobox', { name: 'Therapist' }), 'the booking form');
    await checkDialogBothSkins(page, 'clinic: book an appointment');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expectNoPageErrors(clinic!);
  });

  it('sets the cancellation rules, and the patient sees them beside his appointments', async () => {
    const page = clinic!.page;
    await page.getByRole('tab', { name: 'Cancellation rules' }).click();
    const notice = page.getByRole('textbox', { name: /^Notice in hours/ });
    await expectVisible(notice, "Harbor's cancellation rules");
    // The demo's rules: 24 hours, with Harbor's own sentence.
    expect(await notice.inputValue()).toBe('24');
    await checkA11yBothSkins(page, 'clinic: cancellation rules');
    await notice.fill('48');
    await page.getByRole('textbox', { name: /^Policy shown to patients/ }).fill('Please cancel two days ahead: later cancellations are charged.');
    await page.getByRole('button', { name: 'Save the rules' }).click();
    await expectToast(page, 'Cancellation rules have been Updated Successfully');

    const patient = await openTab(browser());
    try {
      await logInThroughApi(patient.page, ACCOUNTS.patient);
      await openFromMainMenu(patient.page, 'Appointments');
      await waitForPath(patient.page, '/patient/appointments');
      await expectVisible(
        patient.page.getByText('You can cancel an approved appointment online up to 48 hours before it starts.', { exact: false }),
        'the rule under his appointments',
      );
      await expectVisible(patient.page.getByText('Please cancel two days ahead: later cancellations are charged.', { exact: false }), "the clinic's policy");
      expectNoPageErrors(patient);
    } finally {
      await patient.close();
    }
  });
});

describe('the reminder an hour before arrives', () => {
  let patient: Tab | undefined;
  beforeAll(async () => {
    patient = await openTab(browser());
  });
  afterAll(async () => {
    await patient?.close();
  });

  it("Elena books Paul an hour and a few seconds from now: the one-hour reminder reaches Paul's bell live and opens his appointments", async () => {
    const elena = await apiLogin(ACCOUNTS.employee);
    const patients = await callApi<{ userid: number; name: string }[]>('front/meetings/patients', { token: elena.accessToken, method: 'GET' });
    const paul = patients.body.data!.find((person) => person.name === ACCOUNTS.patient.fullName);
    expect(paul, "Paul among Elena's patients").toBeDefined();
    const start = new Date(Date.now() + 60 * 60_000 + 20_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    // Other journeys of this run may hold that hour of Elena's: move them a week on first.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const schedule = await callApi<{ id: number; start: string; end: string; status: string }[]>('front/meetings/schedule', {
      token: elena.accessToken,
      method: 'GET',
      query: { from: day(-1), to: day(1) },
    });
    for (const held of schedule.body.data ?? []) {
      if (Date.parse(held.start) >= end.getTime() || Date.parse(held.end) <= start.getTime()) continue;
      const week = 7 * 86_400_000;
      const moved = await callApi('front/meetings/update', {
        token: elena.accessToken,
        body: { id: held.id, start: new Date(Date.parse(held.start) + week).toISOString(), end: new Date(Date.parse(held.end) + week).toISOString() },
      });
      expect(moved.httpStatus).toBe(200);
    }

    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await expectVisible(bell, 'the bell');
    const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    const before = await unread();
    // Access tokens live 4 s in this run: the setup above may have outlived Elena's first one.
    const booking = await apiLogin(ACCOUNTS.employee);
    const booked = await callApi('front/meetings/send', {
      token: booking.accessToken,
      body: { patient_id: paul!.userid, start: start.toISOString(), end: end.toISOString() },
    });
    expect(booked.httpStatus).toBe(201);
    // The booking tells Paul at once; the reminder comes when its job is due (20 s on), both without a reload.
    await expect.poll(unread, { timeout: 90_000, interval: 2_000 }).toBeGreaterThanOrEqual(before + 2);
    await bell.click();
    const reminder = page.getByRole('menu').getByRole('menuitem').filter({ hasText: 'Appointment in one hour' });
    await expectVisible(reminder, 'the one-hour reminder in the bell', 60_000);
    await reminder.click();
    await waitForPath(page, '/patient/appointments');
    expectNoPageErrors(patient!);
  });
});
