import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  logInThroughUi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
  openFromMainMenu,
} from './support/browser.js';
import { checkDialogBothSkins, chooseRowAction, expectToast, searchPeople } from './support/people.js';

/**
 * Issue 3, the administration's people screens: a front user created through the new form logs in; the
 * user's detail page (edit dialog) and individual features; the Features page per user kind and the
 * individual features by type (changed in a dialog); user stats by role and sign-ups by month on the
 * dashboard; the urgent alerts screen; export by role id (the file is parsed); a clinic edited and
 * deleted. Every page and dialog added is axe-clean in the light and dark skins.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PASSWORD = 'Quiet-harbor-2026';
const FRONT: DemoAccount = {
  identifier: `front-${stamp}@example.test`,
  email: `front-${stamp}@example.test`,
  fullName: `Fern Frontform ${stamp}`,
  area: 'front',
  landing: '/frontuser/AImeditations',
};
const CLINIC = `Birch Clinic ${stamp}`;
const ALERT = `Planned upgrade ${stamp}`;

async function checkA11yBothSkins(tab: Tab, label: string) {
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'dark');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'light');
}

describe('the administration manages people', () => {
  let admin: Tab | undefined;
  let loggedIn = false;
  let frontCreated = false;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.admin);
    const clinic = await callApi('admin/users/create_clinic', { token: session.accessToken, body: { name: CLINIC } });
    if (!clinic.body.status) throw new Error(`creating the clinic failed: ${JSON.stringify(clinic.body)}`);
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('the dashboard shows the users by role (axe-clean)', async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    loggedIn = true;
    const stats = page.getByRole('table', { name: 'Users by role' });
    await expectVisible(stats, 'the "Users by role" table');
    await expectVisible(stats.getByRole('rowheader', { name: 'Patient', exact: true }), 'the patients row');
    // Sign-ups by month: a chart, and the same figures in a table (12 months, the demo accounts this month).
    await expectVisible(page.getByRole('img', { name: /^Bar chart of sign-ups per month over the last 12 months/ }), 'the chart');
    const months = page.getByRole('table', { name: 'Sign-ups by month' });
    await expectVisible(months, 'the sign-ups table');
    expect(await months.getByRole('row').count()).toBe(13);
    await checkA11yBothSkins(admin!, 'admin dashboard with user stats');
  });

  it('creates a front user through the "Add a front user" form', async () => {
    if (!loggedIn) throw new Error('the admin is not logged in');
    const page = admin!.page;
    await openFromMainMenu(page, 'Users');
    await waitForPath(page, '/administration/users');
    await page.getByRole('button', { name: 'Add a user', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add a front user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a front user' });
    await dialog.getByLabel('Full name', { exact: true }).fill(FRONT.fullName);
    await dialog.getByLabel('E-mail', { exact: true }).fill(FRONT.email);
    await dialog.getByLabel('Password (optional)', { exact: true }).fill(PASSWORD);
    // The role is required: sending without it says so under the field.
    await dialog.getByRole('button', { name: 'Add the user', exact: true }).click();
    await expectVisible(dialog.getByText('Choose a role', { exact: true }), 'the "Choose a role" error');
    await dialog.getByLabel('Role', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Business user', exact: true }).click();
    await expectNoA11yViolations(page, 'add a front user dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Add the user', exact: true }).click();
    await expectVisible(page.locator(TOASTS).getByText('Front User has been Added Successfully', { exact: true }), 'the toast');
    await dialog.waitFor({ state: 'detached' });
    frontCreated = true;
  });

  it('the new front user logs in with that password', async () => {
    if (!frontCreated) throw new Error('the front user was not created');
    const visitor = await openTab(browser());
    try {
      await logInThroughUi(visitor.page, FRONT, PASSWORD);
    } finally {
      await visitor.close();
    }
  });

  it("opens the user's page (axe-clean), edits them and switches one of their features off", async () => {
    if (!frontCreated) throw new Error('the front user was not created');
    const page = admin!.page;
    await page.getByRole('tab', { name: 'Personal and business users', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Personal and business users' });
    await panel.getByLabel('Search by name or e-mail', { exact: true }).fill(FRONT.email);
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await panel.getByRole('link', { name: FRONT.fullName, exact: true }).click();
    await page.waitForURL(/\/administration\/users\/\d+$/);
    expect(new URL(page.url()).pathname).toMatch(/^\/administration\/users\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: FRONT.fullName, exact: true }), 'the user heading');
    await expectVisible(page.getByText('Business user', { exact: true }), 'the role');
    await expectVisible(page.getByRole('switch', { name: 'Chat', exact: true }), 'the "Chat" feature switch');
    await checkA11yBothSkins(admin!, 'admin user detail page');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the user' });
    await dialog.getByLabel('Phone (optional)', { exact: true }).fill('+44 20 7946 0123');
    await checkDialogBothSkins(page, 'edit the user dialog');
    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).getByText('User has been Updated Successfully', { exact: true }),
      'the update toast',
    );
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('+44 20 7946 0123', { exact: true }), 'the new phone');

    const chat = page.getByRole('switch', { name: 'Chat', exact: true });
    expect(await chat.isChecked()).toBe(true);
    // By keyboard, as a keyboard user would (a toast may cover the switch for a moment).
    await chat.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => chat.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save the features', exact: true }).click();
    await expectVisible(page.locator(TOASTS).getByText('Features have been Updated Successfully', { exact: true }), 'the toast');
    const session = await apiLogin(FRONT, PASSWORD);
    const details = await callApi<{ features: Record<string, boolean> }>('front/account/details', { token: session.accessToken });
    expect(details.body.data!.features.chat).toBe(false);
    expect(admin!.pageErrors).toEqual([]);
  });

  it('the Features page sets each user kind, grouped by dashboard (axe-clean)', async () => {
    if (!loggedIn) throw new Error('the admin is not logged in');
    const page = admin!.page;
    await openFromMainMenu(page, 'Features');
    await waitForPath(page, '/administration/features');
    for (const title of ['Personal users', 'Patients', 'Clinics']) {
      await expectVisible(page.getByRole('heading', { level: 2, name: title, exact: true }), `the "${title}" group`);
    }
    // The product's words only: no internal names such as "Patient Dashboard / patient_tabs".
    expect(await page.locator('main').innerText()).not.toMatch(/_tabs|Dashboard \//);
    await checkA11yBothSkins(admin!, 'admin features page');
    // Saving a group unchanged answers the verbatim message and keeps it as it was.
    await page.getByRole('button', { name: 'Save patients', exact: true }).click();
    await expectVisible(page.locator(TOASTS).getByText('Features have been Updated Successfully', { exact: true }), 'the toast');
  });

  it('lists individual features by type: who has which switch set, changed in a dialog (axe-clean)', async () => {
    if (!frontCreated) throw new Error('the front user was not created');
    const page = admin!.page;
    await page.getByRole('tab', { name: 'Individual features', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Individual features' });
    // Front users first: the new front user's Chat switch (set on their page) shows.
    await searchPeople(panel, FRONT.email);
    const table = page.getByRole('table', { name: 'Personal and business users' });
    const row = table.getByRole('row').filter({ hasText: FRONT.fullName });
    await expectVisible(row.getByText('Chat off', { exact: true }), 'the switch set by the administration');
    await expectVisible(row.getByText('Chat', { exact: true }), 'Chat among what is off for them');
    await checkA11yBothSkins(admin!, 'admin individual features');

    await chooseRowAction(page, FRONT.fullName, 'Change features');
    const dialog = page.getByRole('dialog', { name: `Features of ${FRONT.fullName}` });
    const chat = dialog.getByRole('switch', { name: 'Chat', exact: true });
    await expectVisible(chat, 'the "Chat" switch');
    expect(await chat.isChecked()).toBe(false);
    await checkDialogBothSkins(page, 'individual features dialog');
    await chat.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => chat.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save the features', exact: true }).click();
    await expectToast(page, 'Features have been Updated Successfully');
    await dialog.waitFor({ state: 'detached' });
    // Back to the default: nothing set for them any more.
    await expectVisible(row.getByText('Defaults', { exact: true }), 'the defaults again');
    const session = await apiLogin(FRONT, PASSWORD);
    const details = await callApi<{ features: Record<string, boolean> }>('front/account/details', { token: session.accessToken });
    expect(details.body.data!.features.chat).toBe(true);

    // Patients (the spec's type clinic), narrowed to one clinic.
    await panel.getByLabel('Whose features', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Patients', exact: true }).click();
    await panel.getByLabel('Clinic', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Cedar Wellness', exact: true }).click();
    const patients = page.getByRole('table', { name: 'Patients' });
    await expectVisible(
      patients.getByRole('link', { name: ACCOUNTS.patient3.fullName, exact: true }),
      "Cedar Wellness's patient",
    );
    expect(await patients.getByText(ACCOUNTS.patient.fullName, { exact: true }).count()).toBe(0);
  });

  it('adds, edits and deletes an urgent alert (axe-clean)', async () => {
    if (!loggedIn) throw new Error('the admin is not logged in');
    const page = admin!.page;
    await openFromMainMenu(page, 'Urgent alerts');
    await waitForPath(page, '/administration/urgent-alerts');
    await page.getByRole('button', { name: 'Add an alert', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an urgent alert' });
    await dialog.getByLabel('Title', { exact: true }).fill(ALERT);
    await dialog.getByLabel('Message', { exact: true }).fill('Video sessions pause for ten minutes tonight.');
    await expectNoA11yViolations(page, 'add an urgent alert dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save the alert', exact: true }).click();
    await expectVisible(page.locator(TOASTS).getByText('Urgent Alert has been Added Successfully', { exact: true }), 'the toast');
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Urgent alerts' });
    await expectVisible(table.getByText(ALERT, { exact: true }), 'the new alert');
    await checkA11yBothSkins(admin!, 'admin urgent alerts page');
    // It shows on the public list while it is on.
    const shown = await callApi<{ title: string }[]>('front/authentication/urgent_alerts');
    expect((shown.body.data ?? []).map((alert) => alert.title)).toContain(ALERT);

    await page.getByRole('button', { name: `Edit ${ALERT}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the urgent alert' });
    await edit.getByRole('switch', { name: 'On', exact: true }).uncheck({ force: true });
    await edit.getByRole('button', { name: 'Save the alert', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).getByText('Urgent Alert has been Updated Successfully', { exact: true }),
      'the toast',
    );
    await edit.waitFor({ state: 'detached' });
    await expectVisible(
      table.getByRole('row').filter({ hasText: ALERT }).getByText('Off', { exact: true }),
      'the alert switched off',
    );

    await page.getByRole('button', { name: `Delete ${ALERT}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete the urgent alert' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectVisible(
      page.locator(TOASTS).getByText('Urgent Alert has been Deleted Successfully', { exact: true }),
      'the toast',
    );
    await expect.poll(() => table.getByText(ALERT, { exact: true }).count()).toBe(0);
  });

  it('exports the patients (role id 5): the workbook holds exactly the patients', async () => {
    if (!loggedIn) throw new Error('the admin is not logged in');
    const page = admin!.page;
    await openFromMainMenu(page, 'Users');
    await waitForPath(page, '/administration/users');
    await expectVisible(page.getByRole('tab', { name: 'All users', exact: true, selected: true }), 'the All users tab');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Patients', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Role ID');
    const roleColumn = header.indexOf('Role ID') + 1;
    const emailColumn = header.indexOf('E-mail') + 1;
    const roles = new Set<string>();
    const emails: string[] = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      roles.add(String(row.getCell(roleColumn).value));
      emails.push(String(row.getCell(emailColumn).value));
    });
    expect([...roles]).toEqual(['5']);
    expect(emails).toContain(ACCOUNTS.patient.email);
    expect(emails).not.toContain(FRONT.email);
  });

  it('edits a clinic and deletes it', async () => {
    if (!loggedIn) throw new Error('the admin is not logged in');
    const page = admin!.page;
    await openFromMainMenu(page, 'Clinics');
    await waitForPath(page, '/administration/clinics');
    const table = page.getByRole('table', { name: 'Clinics' });
    await page.getByRole('button', { name: `Actions for ${CLINIC}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the clinic' });
    const renamed = `${CLINIC} North`;
    await dialog.getByLabel('Clinic name', { exact: true }).fill(renamed);
    await dialog.getByLabel('Clinic e-mail (optional)', { exact: true }).fill(`north-${stamp}@example.test`);
    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectVisible(page.locator(TOASTS).getByText('Clinic has been Updated Successfully', { exact: true }), 'the toast');
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(table.getByText(renamed, { exact: true }), 'the renamed clinic');
    await expectVisible(table.getByText(`north-${stamp}@example.test`, { exact: true }), "the clinic's e-mail");

    await page.getByRole('button', { name: `Actions for ${renamed}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete the clinic' })
      .getByRole('button', { name: 'Delete the clinic', exact: true })
      .click();
    await expectVisible(page.locator(TOASTS).getByText('Clinic has been Deleted Successfully', { exact: true }), 'the toast');
    await expect.poll(() => table.getByText(renamed, { exact: true }).count()).toBe(0);
    expect(admin!.pageErrors).toEqual([]);
  });
});
