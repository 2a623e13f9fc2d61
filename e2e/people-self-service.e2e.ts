import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
  openFromMainMenu,
  openFromUserMenu,
} from './support/browser.js';

/**
 * Issue 3, self-service and clinic screens: a personal user saves their profile and notification settings
 * and changes their password (their other session ends); the clinic adds a patient through the shared
 * person form and narrows that patient's features; the clinic opens an employee's page (axe-clean in both
 * skins) and saves the employee's settings.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PASSWORD = 'Quiet-harbor-2026';
const NEW_PASSWORD = 'Calm-river-2027';
const PERSON: DemoAccount = {
  identifier: `self-${stamp}@example.test`,
  email: `self-${stamp}@example.test`,
  fullName: `Sol Selfservice ${stamp}`,
  area: 'front',
  landing: '/frontuser/AImeditations',
};
const PATIENT = { fullName: `Pia Personform ${stamp}`, email: `personform-${stamp}@example.test` };

const toast = (tab: Tab, text: string) =>
  expectVisible(tab.page.locator(TOASTS).getByText(text, { exact: true }), `the toast "${text}"`);

describe('a personal user looks after their account', () => {
  let tab: Tab | undefined;
  let onAccount = false;
  beforeAll(async () => {
    const admin = await apiLogin(ACCOUNTS.admin);
    const created = await callApi('admin/users/create_front_user', {
      token: admin.accessToken,
      body: { fullName: PERSON.fullName, email: PERSON.email, password: PASSWORD, roleid: 3 },
    });
    if (!created.body.status) throw new Error(`creating the user failed: ${JSON.stringify(created.body)}`);
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('saves the profile: the verbatim message, and the new name after a reload', async () => {
    const page = tab!.page;
    await logInThroughApi(page, PERSON, { password: PASSWORD });
    await openFromUserMenu(page, 'Account');
    await waitForPath(page, '/frontuser/account');
    onAccount = true;
    const renamed = `${PERSON.fullName} Jr`;
    await page.getByLabel('Full name', { exact: true }).fill(renamed);
    await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0456');
    await page.getByRole('button', { name: 'Save profile', exact: true }).click();
    await toast(tab!, 'Account Details has been Uploaded Successfully');
    await page.reload();
    await expectVisible(page.getByLabel('Full name', { exact: true }), 'the "Full name" field');
    await expect.poll(() => page.getByLabel('Full name', { exact: true }).inputValue()).toBe(renamed);
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+44 20 7946 0456');
  });

  it('saves the notification settings: they stay after a reload', async () => {
    if (!onAccount) throw new Error('the account page did not open');
    const page = tab!.page;
    const updates = page.getByRole('switch', { name: 'Product updates', exact: true });
    expect(await updates.isChecked()).toBe(false);
    await updates.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => updates.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save notification settings', exact: true }).click();
    await toast(tab!, 'Notification Settings have been Updated Successfully');
    await page.reload();
    await expectVisible(page.getByRole('switch', { name: 'Product updates', exact: true }), 'the switch after a reload');
    await expect.poll(() => page.getByRole('switch', { name: 'Product updates', exact: true }).isChecked()).toBe(true);
  });

  it('changes the password: the other session ends, the new password works', async () => {
    if (!onAccount) throw new Error('the account page did not open');
    const other = await apiLogin(PERSON, PASSWORD);
    const page = tab!.page;
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await toast(tab!, 'Your password has been changed; your other sessions have ended');
    const refresh = await callApi('front/authentication/refresh', { body: { refreshToken: other.refreshToken } });
    expect(refresh.httpStatus).toBe(401);
    // (Its short-lived access token runs out on its own; the session cannot be renewed.)
    await apiLogin(PERSON, NEW_PASSWORD);
    // This tab's own session goes on.
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Account', exact: true }), 'the account page');
    expect(tab!.pageErrors).toEqual([]);
  });
});

describe('the clinic uses the shared person form, patient settings and the employee page', () => {
  let clinic: Tab | undefined;
  let added = false;
  beforeAll(async () => {
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
  });

  it('adds a patient through the person form', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await page.getByRole('button', { name: 'Add a patient', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a patient' });
    await dialog.getByLabel('Full name', { exact: true }).fill(PATIENT.fullName);
    await dialog.getByLabel('E-mail', { exact: true }).fill(PATIENT.email);
    await dialog.getByLabel('Password (optional)', { exact: true }).fill(PASSWORD);
    await expectNoA11yViolations(page, 'add a patient dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Add the patient', exact: true }).click();
    await toast(clinic!, 'Patient has been Added Successfully');
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search by name or e-mail', { exact: true }).fill(PATIENT.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(
      page.getByRole('table', { name: 'Patients' }).getByText(PATIENT.fullName, { exact: true }),
      'the new patient',
    );
    added = true;
  });

  it("narrows the patient's features in their settings (axe-clean)", async () => {
    if (!added) throw new Error('the patient was not added');
    const page = clinic!.page;
    const dialog = page.getByRole('dialog', { name: `Settings of ${PATIENT.fullName}` });
    // The menu opens with a transition: a click that lands before it settles is tried again.
    for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt++) {
      const item = page.getByRole('menuitem', { name: 'Settings', exact: true });
      if (!(await item.isVisible()))
        await page.getByRole('button', { name: `Actions for ${PATIENT.fullName}`, exact: true }).click();
      await item.click();
      await dialog.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
    }
    const chat = dialog.getByRole('switch', { name: 'Chat', exact: true });
    await expectVisible(chat, 'the "Chat" switch');
    await expectNoA11yViolations(page, 'patient settings dialog', { include: '[role="dialog"]' });
    await chat.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => chat.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Save the features', exact: true }).click();
    await toast(clinic!, 'Patient Settings have been Updated Successfully');
    await dialog.waitFor({ state: 'detached' });
    const session = await apiLogin({ ...ACCOUNTS.patient, identifier: PATIENT.email, email: PATIENT.email }, PASSWORD);
    const details = await callApi<{ features: Record<string, boolean> }>('front/account/details', { token: session.accessToken });
    expect(details.body.data!.features.chat).toBe(false);
  });

  it("opens an employee's page (axe-clean in both skins) and saves their settings", async () => {
    const page = clinic!.page;
    await openFromMainMenu(page, 'Employees');
    await waitForPath(page, '/clinic/employees');
    await page
      .getByRole('table', { name: 'Employees' })
      .getByRole('link', { name: ACCOUNTS.employee.fullName, exact: true })
      .click();
    await page.waitForURL(/\/clinic\/employees\/\d+$/);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: ACCOUNTS.employee.fullName, exact: true }),
      'the employee heading',
    );
    await expectVisible(page.getByText(ACCOUNTS.employee.email, { exact: true }), "the employee's e-mail");
    const statistics = page.getByRole('switch', { name: 'Statistics', exact: true });
    await expectVisible(statistics, 'the "Statistics" switch');
    await expectNoA11yViolations(page, 'clinic employee page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic employee page');
    await toggleSkin(page, 'light');

    const before = await statistics.isChecked();
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => statistics.isChecked()).toBe(!before);
    await page.getByRole('button', { name: 'Save the features', exact: true }).click();
    await toast(clinic!, 'Emplyee Setting Updated Successfully');
    await expect.poll(() => page.getByRole('switch', { name: 'Statistics', exact: true }).isChecked()).toBe(!before);
    // Back as it was, for the other journeys.
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => statistics.isChecked()).toBe(before);
    await page.getByRole('button', { name: 'Save the features', exact: true }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Statistics', exact: true }).isChecked()).toBe(before);
    expect(clinic!.pageErrors).toEqual([]);
  });
});
