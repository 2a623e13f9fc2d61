import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import {
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openFromMainMenu,
  openTab,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectToast } from './support/people.js';

/**
 * Crisis language reaches the care team (issue 9, section 1). Signed out, anyone finds the crisis page
 * from the login page. The demo patient Paul Patel (Harbor Clinic, assigned to Elena Ortiz) writes the
 * issue's message to the assistant and sees crisis resources, not a practice; "Get help now" is in his
 * top bar and his phone menu. Elena sees the alert on her landing, on My patients and on Paul's page, and
 * acknowledges it there (who and when shown); the clinic sees it acknowledged on its Safety page and adds
 * its own crisis line. The administration's crisis resources open. Every page axe-clean in both skins.
 */
const browser = useBrowser();
const MESSAGE = 'I feel hopeless and I keep thinking about ending my life.';
const CLINIC_LINE = `Harbor out-of-hours line ${Date.now().toString(36)}`;

const emergencyCall = (page: Page, number: string) => page.getByRole('link', { name: `Call ${number}`, exact: true }).first();

describe('crisis resources without signing in', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('the login page links to /help, which shows the emergency number first, tap-to-call and tap-to-text lines, and another country on request', async () => {
    const page = tab!.page;
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link', { name: 'Get help now', exact: true }).click();
    await waitForPath(page, '/help');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Get help now' }), 'the crisis page');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'In an emergency' }), 'the emergency box');
    // The browser speaks en-US: the United States' numbers.
    expect(await emergencyCall(page, '911').getAttribute('href')).toBe('tel:911');
    expect(await page.getByRole('link', { name: 'Call 988', exact: true }).getAttribute('href')).toBe('tel:988');
    expect(await page.getByRole('link', { name: 'Text 988', exact: true }).getAttribute('href')).toBe('sms:988');
    await checkA11yBothSkins(page, 'crisis page, signed out');

    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await expectVisible(emergencyCall(page, '999'), 'the UK emergency number');
    expect(await page.getByRole('link', { name: 'Call 116 123', exact: true }).getAttribute('href')).toBe('tel:116123');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await expectVisible(emergencyCall(page, '911'), 'the US emergency number again');
  });
});

describe('a patient writes words of crisis and the care team acknowledges the alert', () => {
  let patient: Tab | undefined;
  let therapist: Tab | undefined;
  let clinic: Tab | undefined;
  let sent = false;
  let acknowledged = false;
  beforeAll(async () => {
    patient = await openTab(browser());
    therapist = await openTab(browser());
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await patient?.close();
    await therapist?.close();
    await clinic?.close();
  });

  it('the patient has "Get help now" in the top bar and the phone menu', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Get help now', exact: true }), 'Get help now in the top bar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
    const phoneMenu = page.getByRole('navigation', { name: 'Main menu' });
    await expectVisible(phoneMenu.getByRole('link', { name: /^Get help now/ }), 'Get help now in the phone menu');
    await checkA11yBothSkins(page, 'patient phone menu');
    await page.getByRole('button', { name: 'Close the menu', exact: true }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('the assistant answers the message with crisis resources, never a practice', async () => {
    const page = patient!.page;
    await openFromMainMenu(page, 'AI Meditations');
    await waitForPath(page, '/patient/AImeditations');
    const box = page.getByRole('textbox', { name: 'Your message', exact: true });
    await box.fill(MESSAGE);
    await box.press('Enter');
    const answer = page.getByRole('list', { name: 'Messages of the conversation' }).locator('li[data-role="assistant"]').last();
    const resources = answer.getByTestId('crisis-resources');
    await expectVisible(resources, 'the crisis resources in the answer');
    expect(await resources.getByRole('link', { name: 'Call 911', exact: true }).getAttribute('href')).toBe('tel:911');
    await expectVisible(resources.getByRole('link', { name: 'Call 988', exact: true }), 'the 988 Lifeline');
    await expectVisible(answer.getByText(/Your care team has been told/), 'that the care team was told');
    expect(await answer.getByRole('list', { name: 'Meditations the assistant suggests' }).count()).toBe(0);
    expect(await answer.innerText()).not.toMatch(/breath/i);
    sent = true;
    await checkA11yBothSkins(page, 'assistant answering with crisis resources');
  });

  it('the therapist sees the alert on her landing and on My patients', async () => {
    if (!sent) throw new Error('the message was not sent');
    const page = therapist!.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    const panel = page.getByRole('region', { name: /^Safety alerts?: \d+ open$/ });
    await expectVisible(panel, 'the safety alerts on the landing');
    const alert = panel.getByTestId('safety-alert').filter({ hasText: MESSAGE }).first();
    await expectVisible(alert.getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }), 'the patient of the alert');
    await expectVisible(alert.getByText('In the AI assistant'), 'where it was said');
    await expectVisible(alert.getByRole('button', { name: 'Acknowledge', exact: true }), 'the Acknowledge button');
    await checkA11yBothSkins(page, 'employee landing with a safety alert');

    await openFromMainMenu(page, 'My patients');
    await waitForPath(page, '/employee/patients');
    const row = page.getByRole('table', { name: 'My patients' }).getByRole('row').filter({ hasText: ACCOUNTS.patient.fullName });
    await expectVisible(row.getByText(/^(Safety alert|\d+ safety alerts)$/), 'the "Safety alert" badge on the row');
    await checkA11yBothSkins(page, 'My patients with a safety alert badge');
  });

  it('the therapist opens the patient page, sees the alert above his details and acknowledges it (who and when)', async () => {
    const page = therapist!.page;
    await page
      .getByRole('table', { name: 'My patients' })
      .getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true })
      .click();
    await page.waitForURL(/\/employee\/patients\/\d+$/);
    const panel = page.getByRole('region', { name: /^(Safety alert|\d+ safety alerts)$/ });
    await expectVisible(panel, 'the safety alert panel on the patient page');
    await expectVisible(page.getByRole('heading', { level: 1, name: ACCOUNTS.patient.fullName }), "the patient's details");
    const alert = panel.getByTestId('safety-alert').filter({ hasText: MESSAGE }).first();
    await expectVisible(alert.getByRole('blockquote', { name: 'What the patient wrote' }), 'what was said');
    await checkA11yBothSkins(page, 'employee patient page with a safety alert');

    await alert.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge this safety alert?' });
    await expectVisible(dialog, 'the confirmation');
    await checkDialogBothSkins(page, 'acknowledge confirmation');
    await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expectToast(page, 'Safety alert has been Acknowledged');
    await expectVisible(
      page.getByTestId('safety-alert').filter({ hasText: MESSAGE }).getByText(new RegExp(`^Acknowledged by ${ACCOUNTS.employee.fullName} at \\w{3} \\d{2}, \\d{4}`)).first(),
      'who acknowledged it, and when',
    );
    acknowledged = true;
    await checkA11yBothSkins(page, 'employee patient page with an acknowledged alert');
  });

  it('the clinic sees it acknowledged on its Safety page and adds its own crisis line', async () => {
    if (!acknowledged) throw new Error('the alert was not acknowledged');
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Safety');
    await waitForPath(page, '/clinic/safety');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Safety' }), 'the Safety page');
    const history = page.getByRole('list', { name: 'Safety alerts' });
    const seen = history.getByTestId('safety-alert').filter({ hasText: MESSAGE }).filter({ hasText: `Acknowledged by ${ACCOUNTS.employee.fullName}` });
    await expectVisible(seen.first(), 'the alert, acknowledged by the therapist');
    await expectVisible(seen.first().getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }), 'the link to the patient page');
    await checkA11yBothSkins(page, 'clinic safety page');

    await page.getByRole('button', { name: 'Add a line', exact: true }).click();
    const line = page.getByRole('group', { name: /^Line \d+$/ }).last();
    await line.getByRole('textbox', { name: 'Name' }).fill(CLINIC_LINE);
    await line.getByRole('textbox', { name: 'Number to call' }).fill('+1 555 0199');
    await line.getByRole('textbox', { name: 'Hours and notes' }).fill('Evenings and weekends');
    await page.getByRole('button', { name: 'Save the crisis lines', exact: true }).click();
    await expectToast(page, 'Crisis lines have been Saved Successfully');
  });

  it("the patient's crisis page shows the clinic's line first", async () => {
    const page = patient!.page;
    await page.getByRole('banner').getByRole('link', { name: 'Get help now', exact: true }).click();
    await waitForPath(page, '/help');
    const clinicLines = page.getByRole('list', { name: `Your care team at ${ACCOUNTS.clinic.fullName}` });
    await expectVisible(clinicLines.getByRole('heading', { name: CLINIC_LINE }), "the clinic's own line");
    expect(await clinicLines.getByRole('link', { name: 'Call +1 555 0199', exact: true }).getAttribute('href')).toBe('tel:+15550199');
    await expectVisible(page.getByRole('link', { name: 'Back to Stillpoint', exact: true }), 'the way back to the area');
    await checkA11yBothSkins(page, 'crisis page, signed in');
  });
});

describe('administrators set crisis resources per country', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('lists the shipped countries and opens one to edit (axe-clean page and dialog)', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Crisis resources');
    await waitForPath(page, '/administration/crisis-resources');
    const table = page.getByRole('table', { name: 'Crisis resources by country' });
    for (const name of ['United States', 'United Kingdom', 'Ireland', 'Australia', 'New Zealand', 'Germany', 'France', 'Spain', 'Netherlands', 'India', 'Canada', 'International']) {
      await expectVisible(table.getByText(name, { exact: true }), name);
    }
    await checkA11yBothSkins(page, 'administration crisis resources');
    await page.getByRole('button', { name: 'Edit United States', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Crisis resources of United States' });
    await expectVisible(dialog.getByRole('textbox', { name: 'Emergency number', exact: true }), 'the emergency number field');
    expect(await dialog.getByRole('textbox', { name: 'Emergency number', exact: true }).inputValue()).toBe('911');
    await checkDialogBothSkins(page, 'edit a country');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectNoA11yViolations(page, 'administration crisis resources after the dialog');
  });
});
