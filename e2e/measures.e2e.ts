import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { expectVisible, logInThroughApi, openFromMainMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectToast } from './support/people.js';

/**
 * The measurement loop (issue 12). Elena Ortiz (Harbor's employee) assigns PHQ-9 to Paul Patel from his
 * page; Paul takes it one question at a time, leaves half-way and resumes where he stopped, answers item 9
 * "Several days", sees crisis resources and that his care team was told; he opens the PDF in the browser's
 * viewer. Elena sees the alert on Paul's page and acknowledges it. Harbor Clinic authors a test with two
 * bands and assigns it to Priya Nair, who takes it and reads her band. Every new page and dialog is
 * axe-clean in both skins.
 */
const browser = useBrowser();
const PHQ9 = 'PHQ-9 (Patient Health Questionnaire)';
const AUTHORED = `Harbor weekly pulse ${Date.now().toString(36)}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers the question on screen and goes on (Next), checking where the progress stands. */
async function answer(page: Page, n: number, total: number, label: string) {
  await expectVisible(page.getByText(`Question ${n} of ${total}`, { exact: true }), `question ${n}`);
  await page.getByRole('radio', { name: label, exact: true }).check();
  if (n < total) await page.getByRole('button', { name: 'Next', exact: true }).click();
}

describe('PHQ-9 from assignment to the acknowledged alert', () => {
  let therapist: Tab | undefined;
  let patient: Tab | undefined;
  beforeAll(async () => {
    therapist = await openTab(browser());
    patient = await openTab(browser());
  });
  afterAll(async () => {
    await therapist?.close();
    await patient?.close();
  });

  it("the therapist assigns PHQ-9 from Paul's page, which shows his results and trends", async () => {
    const page = therapist!.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    await openFromMainMenu(page, 'My patients');
    await waitForPath(page, '/employee/patients');
    await page.getByRole('table', { name: 'My patients' }).getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }).click();
    await page.waitForURL(/\/employee\/patients\/\d+$/);
    // The demo's two months of PHQ-9 and GAD-7: a chart and a table per measure, the reliable fall marked.
    const table = page.getByRole('table', { name: `${PHQ9}: scores over time` });
    await expectVisible(table, 'the PHQ-9 table beside its chart');
    await expectVisible(table.getByText('Reliable fall of 5 points'), 'the reliable change');
    await expectVisible(page.getByRole('img', { name: /^PHQ-9 \(Patient Health Questionnaire\): 3 results over time/ }), 'the PHQ-9 chart');
    await checkA11yBothSkins(page, "employee: patient's page with test results");

    await page.getByRole('button', { name: 'Assign a test', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign a test' });
    await expectVisible(dialog, 'the assign dialog');
    await choose(page, 'Test', PHQ9);
    await checkDialogBothSkins(page, 'assign a test');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, 'Test has been Assigned Successfully');
  });

  it('the patient starts it, leaves half-way, resumes where he stopped and answers item 9 "Several days"', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openFromMainMenu(page, 'Tests');
    await waitForPath(page, '/patient/tests');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tests' }), 'the Tests page');
    await expectVisible(page.getByRole('table', { name: `${PHQ9}: scores over time` }), 'his own history');
    await checkA11yBothSkins(page, 'patient: Tests page');

    await page.getByRole('button', { name: `Start ${PHQ9}`, exact: true }).first().click();
    for (let n = 1; n <= 5; n++) await answer(page, n, 10, n % 2 ? 'Several days' : 'Not at all');
    await expectVisible(page.getByRole('progressbar', { name: '5 of 10 questions answered' }), 'the progress bar');
    await checkA11yBothSkins(page, 'patient: taking a test');
    await page.getByRole('button', { name: 'Save and leave', exact: true }).click();
    await expectToast(page, 'Your answers have been saved: continue whenever you like.');

    await page.getByRole('button', { name: `Continue ${PHQ9}`, exact: true }).click();
    await expectVisible(page.getByText('Welcome back: you are where you stopped.'), 'the resumed test');
    for (let n = 6; n <= 8; n++) await answer(page, n, 10, 'Not at all');
    await answer(page, 9, 10, 'Several days');
    await answer(page, 10, 10, 'Somewhat difficult');
    await page.getByRole('button', { name: 'Submit answers', exact: true }).click();
    await expectToast(page, 'Your answers submitted successfully');
    await expectVisible(page.getByTestId('result-score').getByText('4 of 27'), 'the score');
    await expectVisible(page.getByText('Minimal depression', { exact: true }), 'the band');
    await expectVisible(page.getByText('Your care team has been told, so they can reach out to you.'), 'that the care team was told');
    const resources = page.getByTestId('crisis-resources');
    await expectVisible(resources, 'the crisis resources');
    expect(await resources.getByRole('link', { name: 'Call 988', exact: true }).getAttribute('href')).toBe('tel:988');
    await checkA11yBothSkins(page, 'patient: result with crisis resources');
  });

  it("the patient opens the result's PDF in the browser's viewer", async () => {
    const page = patient!.page;
    const [viewer] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open PDF', exact: true }).click()]);
    await viewer.waitForURL(/^blob:/);
    // The tab shows the PDF in Chromium's own viewer (the document is the PDF, not a download).
    expect(await viewer.evaluate(() => document.contentType)).toBe('application/pdf');
    await viewer.close();
  });

  it("the therapist sees the alert on Paul's page and acknowledges it", async () => {
    const page = therapist!.page;
    await page.reload();
    const panel = page.getByRole('region', { name: /^(Safety alert|\d+ safety alerts)$/ });
    await expectVisible(panel, 'the safety alert panel');
    const alert = panel.getByTestId('safety-alert').filter({ hasText: 'PHQ-9: an answer marked as a safety flag.' }).first();
    await expectVisible(alert.getByText('In a test'), 'where it came from');
    await expectVisible(alert.getByText(/Several days/), 'the answer that raised it');
    await alert.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge this safety alert?' });
    await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expectToast(page, 'Safety alert has been Acknowledged');
    await expectVisible(
      page.getByTestId('safety-alert').filter({ hasText: 'PHQ-9: an answer marked as a safety flag.' }).getByText(new RegExp(`^Acknowledged by ${ACCOUNTS.employee.fullName}`)).first(),
      'who acknowledged it',
    );
  });
});

describe('a clinic authors a test with two bands and a patient takes it', () => {
  let clinic: Tab | undefined;
  let patient: Tab | undefined;
  beforeAll(async () => {
    clinic = await openTab(browser());
    patient = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await patient?.close();
  });

  it('the clinic writes the test, its question, options and bands, and assigns it to Priya', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Tests');
    await waitForPath(page, '/clinic/tests');
    await expectVisible(page.getByRole('table', { name: 'Tests with how often they were assigned and completed' }), 'the tests list');
    await checkA11yBothSkins(page, 'clinic: tests');

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(AUTHORED);
    await page.getByRole('button', { name: 'Add test', exact: true }).click();
    await expectToast(page, 'Test has been Added Successfully');
    await expectVisible(page.getByRole('heading', { level: 2, name: AUTHORED }), 'the editor');
    await page.getByRole('textbox', { name: 'New question' }).fill('How heavy did this week feel?');
    await page.getByRole('button', { name: 'Add question', exact: true }).click();
    await expectToast(page, 'Question has been Added Successfully');
    for (const [label, score] of [
      ['Light', '0'],
      ['Heavy', '3'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Option for question 1' }).fill(label);
      await page.getByRole('textbox', { name: 'Score', exact: true }).fill(score);
      await page.getByRole('button', { name: 'Add option', exact: true }).click();
      await expectToast(page, 'Option has been Added Successfully');
    }
    for (const [from, to, title] of [
      ['0', '1', 'Light week'],
      ['2', '3', 'Heavy week'],
    ] as const) {
      await page.getByRole('textbox', { name: 'From score' }).fill(from);
      await page.getByRole('textbox', { name: 'To score' }).fill(to);
      await page.getByRole('textbox', { name: 'Band title' }).fill(title);
      await page.getByRole('textbox', { name: 'What the person reads' }).fill(`${title}: thank you for telling us.`);
      await page.getByRole('button', { name: 'Add band', exact: true }).click();
      await expectToast(page, 'Answer has been Added Successfully');
    }
    await expectVisible(page.getByText('2–3: Heavy week'), 'the second band');
    await checkA11yBothSkins(page, 'clinic: test editor');

    await page.getByRole('button', { name: `Assign ${AUTHORED}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign a test' });
    await dialog.getByRole('combobox', { name: 'Patients' }).click();
    await page.getByRole('option', { name: ACCOUNTS.patient2.fullName, exact: true }).click();
    // The list stays open for more names: a click on the title closes it.
    await dialog.getByRole('heading', { name: 'Assign a test' }).click();
    await checkDialogBothSkins(page, 'assign a test to patients');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, 'Test has been Assigned Successfully');
  });

  it('Priya takes it and reads her band', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient2);
    await openFromMainMenu(page, 'Tests');
    await waitForPath(page, '/patient/tests');
    await page.getByRole('button', { name: `Start ${AUTHORED}`, exact: true }).click();
    await answer(page, 1, 1, 'Heavy');
    await page.getByRole('button', { name: 'Submit answers', exact: true }).click();
    await expectToast(page, 'Your answers submitted successfully');
    await expectVisible(page.getByTestId('result-score').getByText('3 of 3'), 'the score');
    await expectVisible(page.getByText('Heavy week: thank you for telling us.'), "the band's text");
    await checkA11yBothSkins(page, 'patient: result of an authored test');
  });
});
