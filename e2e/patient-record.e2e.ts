import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openFromMainMenu,
  openFromUserMenu,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Issue 9, section 4 and the Worse feeling: one patient record for the therapist and the clinic. Elena
 * (employee) opens Paul's page and finds the single task she gave him, his log note and his "felt better";
 * she writes a private session note, which Paul finds nowhere (his pages and his calls) and the clinic reads
 * on the same page. The practice figures of each period add up to what the history lists (Paul's page as
 * Elena sees it, Priya's as the clinic sees it). Paul completes a task Elena gave him and answers "Worse",
 * which her page then shows. Every page and dialog is axe-clean in both skins, at 1280 and 390 pixels.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const NOTE = `Discussed evenings ${stamp}: the breathing helps, sleep still short.`;
const GIVEN = `Walk after dinner ${stamp}`;
/** The single task Elena gave Paul in the demo data, done, with his log and "better". */
const DEMO_TASK = { title: 'Note one moment you felt calm', log: 'Sitting on the bench by the harbour after work' };

/** The figure of a labelled tile (dt/dd) inside `scope`. */
async function figure(scope: Locator, label: string): Promise<number> {
  const value = scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
  await expectVisible(value, `the figure "${label}"`);
  return Number((await value.textContent())?.trim());
}

/** What the page lists in the practice history, page after page, counted the way the figures are named. */
async function countListed(page: Page, practice: Locator) {
  const counted = { played: 0, completedMeditations: 0, contents: 0, minutes: 0, ratings: 0, feedback: 0 };
  const list = practice.getByRole('list', { name: 'Practice history' });
  for (let pageNo = 1; ; pageNo++) {
    // The list says when it still shows the previous period or page while the next one loads.
    await expectVisible(practice.locator('ul[aria-busy="false"]').getByRole('listitem').first(), `page ${pageNo} of the history`);
    for (const item of await list.getByRole('listitem').all()) {
      const what = ((await item.locator('p').first().textContent()) ?? '').trim();
      const times = Number(/ (\d+) times$/.exec(what)?.[1] ?? 1);
      if (what.startsWith('Played ')) counted.played += times;
      if (what.startsWith('Listened to ') && / to the end( \d+ times)?$/.test(what)) counted.completedMeditations += times;
      if (what.startsWith('Completed ') && what.includes('” in ')) counted.contents += 1;
      if (what.startsWith('Rated ') || what.startsWith('Reviewed ')) counted.ratings += 1;
      if (what.startsWith('Felt ')) counted.feedback += 1;
      const badge = item.locator('.mantine-Badge-root');
      if (await badge.count()) counted.minutes += Number(/^(\d+) minutes?$/.exec(((await badge.textContent()) ?? '').trim())?.[1] ?? 0);
    }
    const next = practice.getByRole('button', { name: 'Next page', exact: true });
    if (!(await next.count()) || (await next.isDisabled())) return counted;
    await next.click();
    await expectVisible(practice.getByRole('button', { name: `Page ${pageNo + 1}`, exact: true }).and(practice.locator('[data-active]')), `page ${pageNo + 1} chosen`);
  }
}

/** For both periods: each figure equals what the history of that period lists; the chart's table adds up to the 30 days. */
async function expectFiguresToMatchTheHistory(page: Page) {
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  for (const period of ['Last 30 days', 'All time'] as const) {
    await practice.getByText(period, { exact: true }).click();
    const inline = period.toLowerCase();
    await expectVisible(practice.getByRole('heading', { level: 3, name: `Figures, ${inline}` }), `the figures of the ${inline}`);
    await expectVisible(practice.getByRole('heading', { level: 3, name: `History, ${inline}` }), `the history of the ${inline}`);
    const listed = await countListed(page, practice);
    expect(listed.played, `${period}: played`).toBeGreaterThan(0);
    expect(await figure(practice, 'Meditations played'), period).toBe(listed.played);
    expect(await figure(practice, 'Meditations completed'), period).toBe(listed.completedMeditations);
    expect(await figure(practice, 'Lesson contents completed'), period).toBe(listed.contents);
    expect(await figure(practice, 'Minutes practised'), period).toBe(listed.minutes);
    expect(await figure(practice, 'Ratings and reviews'), period).toBe(listed.ratings);
    expect(await figure(practice, 'Feedback given'), period).toBe(listed.feedback);
    if (period === 'Last 30 days') {
      const minutes = await practice
        .getByRole('table', { name: 'Days with practice' })
        .locator('tbody tr td:nth-of-type(1)')
        .allTextContents();
      expect(minutes.reduce((sum, value) => sum + Number(value), 0)).toBe(listed.minutes);
    }
  }
  await practice.getByText('Last 30 days', { exact: true }).click();
}

/** The page at 390 pixels wide, axe-clean in both skins, then back to the usual width. */
async function checkNarrowBothSkins(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await checkA11yBothSkins(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("a therapist's record of a patient", () => {
  let elena: Tab | undefined;
  let paul: Tab | undefined;
  let clinic: Tab | undefined;
  let recordPath = '';
  let paulId = 0;
  beforeAll(async () => {
    // Elena gives Paul a task (set up through the API: the journey is about what follows).
    const session = await apiLogin(ACCOUNTS.employee);
    const patients = await callApi<Array<{ userid: number; fullName: string }>>('front/employee/assigned_patients', {
      method: 'GET',
      token: session.accessToken,
    });
    const userid = patients.body.data?.find((p) => p.fullName === ACCOUNTS.patient.fullName)?.userid;
    if (!userid) throw new Error(`Paul is not assigned to Elena: ${JSON.stringify(patients.body)}`);
    const given = await callApi('front/tasks/assign_task', { token: session.accessToken, body: { userid, title: GIVEN } });
    if (given.httpStatus !== 201) throw new Error(`assign_task failed: ${JSON.stringify(given.body)}`);
    recordPath = `/employee/patients/${userid}`;
    paulId = userid;
    elena = await openTab(browser());
    paul = await openTab(browser());
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await elena?.close();
    await paul?.close();
    await clinic?.close();
  });

  it('Elena opens Paul’s page and sees the single task she gave him, his log note and his "felt better" (axe-clean)', async () => {
    const page = elena!.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    await openFromMainMenu(page, 'My patients');
    await waitForPath(page, '/employee/patients');
    await page.getByRole('table', { name: 'My patients' }).getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }).click();
    await waitForPath(page, recordPath);
    await expectVisible(page.getByRole('heading', { level: 1, name: ACCOUNTS.patient.fullName, exact: true }), 'Paul’s record');
    const tasks = page.getByRole('region', { name: 'Assigned tasks' });
    const given = tasks.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: DEMO_TASK.title, exact: true }) });
    await expectVisible(given.getByText(`Given by ${ACCOUNTS.employee.fullName} on`, { exact: false }), 'who gave the task');
    await expectVisible(given.getByText(/^Done /), 'the task done, and when');
    await expectVisible(given.getByText('Felt better afterwards', { exact: true }), 'his "felt better"');
    await expectVisible(
      given.getByRole('list', { name: `Log of “${DEMO_TASK.title}”` }).getByText(DEMO_TASK.log, { exact: false }),
      'his log note',
    );
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Test results', exact: true }), 'the test results slot');
    await checkA11yBothSkins(page, 'employee patient record');
    await checkNarrowBothSkins(page, 'employee patient record');
    expectNoPageErrors(elena!);
  });

  it('the figures of each period equal what the history lists (Paul, as Elena sees him)', async () => {
    await expectFiguresToMatchTheHistory(elena!.page);
  });

  it('Elena writes a private session note (axe-clean), and edits it', async () => {
    const page = elena!.page;
    const notes = page.getByRole('region', { name: 'Session notes' });
    await expectVisible(notes.getByText(`${ACCOUNTS.patient.fullName} never sees these notes`, { exact: false }), 'the privacy line');
    await notes.getByRole('button', { name: 'Add the note', exact: true }).click();
    await expectVisible(notes.getByText('Write the note', { exact: true }), 'an empty note refused');
    await notes.getByRole('textbox', { name: /^New session note/ }).fill(NOTE);
    await notes.getByRole('button', { name: 'Add the note', exact: true }).click();
    await expectToast(page, 'Session Note has been Added Successfully');
    const mine = notes.getByRole('list', { name: 'Session notes' }).getByRole('listitem').first();
    await expectVisible(mine.getByText(NOTE, { exact: true }), 'the new note first');
    await expectVisible(mine.getByText(ACCOUNTS.employee.fullName, { exact: true }), 'its author');
    await mine.getByRole('button', { name: /^Edit the note of / }).click();
    const field = mine.getByRole('textbox', { name: /^Session note/ });
    await field.fill(`${NOTE}\nNext: the evening routine.`);
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Session Note has been Updated Successfully');
    await expectVisible(mine.getByText(/ · edited /), 'the note marked as edited');
    await checkA11yBothSkins(page, 'employee patient record with a session note', { include: '#patient-notes' });
  });

  it('Paul finds the note nowhere: not on his pages, not through his calls, and the notes calls refuse him', async () => {
    const page = paul!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    // Through the menu, as Paul would (the app stays loaded, as it does for him).
    for (const [entry, path] of [
      ['Home', '/patient/discovery'],
      ['Tasks', '/patient/tasks'],
      ['Assignments', '/patient/assignments'],
      ['Account', '/patient/account'],
    ] as const) {
      if (entry === 'Account') await openFromUserMenu(page, entry);
      else await openFromMainMenu(page, entry);
      await waitForPath(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('body').innerText(), path).not.toContain('Discussed evenings');
    }
    const session = await apiLogin(ACCOUNTS.patient);
    const reads: Array<[string, 'GET' | 'POST', Record<string, unknown>]> = [
      ['front/tasks/all_tasks', 'GET', {}],
      ['front/assignments/assignments', 'GET', {}],
      ['front/account/details', 'POST', {}],
      ['front/discovery/chat_history', 'GET', {}],
    ];
    for (const [path, method, body] of reads) {
      const answer = await callApi(path, { method, token: session.accessToken, body });
      expect(JSON.stringify(answer.body), path).not.toContain('Discussed evenings');
    }
    for (const path of ['front/employee/session_notes', 'clinics/patients/session_notes']) {
      const refused = await callApi(path, { token: session.accessToken, body: { userid: paulId } });
      expect(refused.httpStatus, path).toBe(403);
    }
  });

  it('Paul completes the task Elena gave him and answers "Worse" (the dialog axe-clean); her page shows it', async () => {
    const page = paul!.page;
    await openFromMainMenu(page, 'Tasks');
    await waitForPath(page, '/patient/tasks');
    await page.getByRole('button', { name: `Complete “${GIVEN}”`, exact: true }).click();
    await expectToast(page, 'Task Completed Successfully!');
    const feelings = page.getByRole('dialog', { name: 'How do you feel now?' });
    await expectVisible(feelings.getByRole('button', { name: 'Better', exact: true }), 'Better');
    await expectVisible(feelings.getByRole('button', { name: 'Same', exact: true }), 'Same');
    await checkDialogBothSkins(page, 'final feelings dialog with Worse');
    await feelings.getByRole('button', { name: 'Worse', exact: true }).click();
    await expectToast(page, 'Thank you for sharing how you feel');
    await feelings.waitFor({ state: 'detached' });
    const progress = page.getByRole('region', { name: 'Your progress' });
    expect(await figure(progress, 'Worse after completing a task')).toBeGreaterThanOrEqual(1);
    await page.getByRole('tab', { name: 'Completed', exact: true }).click();
    const done = page.getByRole('list', { name: 'Your tasks' }).getByRole('listitem').filter({ hasText: GIVEN });
    await expectVisible(done.getByText('Felt worse afterwards', { exact: true }), 'the answer on the completed task');
    expectNoPageErrors(paul!);

    const record = elena!.page;
    await record.reload();
    const given = record
      .getByRole('region', { name: 'Assigned tasks' })
      .getByRole('listitem')
      .filter({ has: record.getByRole('heading', { level: 3, name: GIVEN, exact: true }) });
    await expectVisible(given.getByText('Felt worse afterwards', { exact: true }), 'Paul’s "worse" on Elena’s page');
  });

  it('the clinic sees the same page: the task, the feeling and Elena’s note (deletable by the clinic, not editable)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic, { at: recordPath.replace('/employee/', '/clinic/') });
    await expectVisible(page.getByRole('heading', { level: 1, name: ACCOUNTS.patient.fullName, exact: true }), 'Paul’s record');
    const tasks = page.getByRole('region', { name: 'Assigned tasks' });
    await expectVisible(tasks.getByRole('heading', { level: 3, name: DEMO_TASK.title, exact: true }), 'the single task');
    const note = page
      .getByRole('region', { name: 'Session notes' })
      .getByRole('listitem')
      .filter({ hasText: 'Discussed evenings' });
    await expectVisible(note.getByText(ACCOUNTS.employee.fullName, { exact: true }), 'Elena’s note with its author');
    expect(await note.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await expectVisible(note.getByRole('button', { name: /^Delete the note of / }), 'the clinic’s delete');
    await checkA11yBothSkins(page, 'clinic patient record');
    await checkNarrowBothSkins(page, 'clinic patient record');
    expectNoPageErrors(clinic!);
  });

  it('the figures of each period equal what the history lists (Priya, as the clinic sees her)', async () => {
    const page = clinic!.page;
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: ACCOUNTS.patient2.fullName, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: ACCOUNTS.patient2.fullName, exact: true }), 'Priya’s record');
    await expectFiguresToMatchTheHistory(page);
    // No list of sign-ins or account changes masquerading as activity beside the practice.
    expect(await page.getByText('No recorded activity', { exact: false }).count()).toBe(0);
    await expectNoA11yViolations(page, 'clinic patient record of Priya');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic patient record of Priya');
    await toggleSkin(page, 'light');
  });
});
