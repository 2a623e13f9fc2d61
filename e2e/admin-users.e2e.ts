import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  expectNoA11yViolations,
  expectVisible,
  logInThroughUi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
  openFromMainMenu,
} from './support/browser.js';

/**
 * Issue 3, admin users: the admin opens Users (axe-clean in both skins), exports all users to Excel,
 * finds a patient, converts them to a personal user; the patient list reloads without them and the
 * front users list shows them.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PATIENT = { fullName: `Cole Convert ${stamp}`, email: `convert-${stamp}@example.test`, password: 'Quiet-harbor-2026' };

describe('admin converts a patient to a personal user', () => {
  let admin: Tab | undefined;
  let onList = false;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    const created = await callApi('clinics/patients/create_patient_user', { token: session.accessToken, body: PATIENT });
    if (!created.body.status) throw new Error(`creating the patient failed: ${JSON.stringify(created.body)}`);
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('the admin opens Users from the menu (axe-clean in both skins)', async () => {
    const page = admin!.page;
    await logInThroughUi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Users');
    await waitForPath(page, '/administration/users');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Users', exact: true }), 'the "Users" heading');
    await expectVisible(page.getByRole('tab', { name: 'Patients', exact: true }), 'the "Patients" tab');
    await expectVisible(page.getByRole('table', { name: 'Patients' }), 'the patients table');
    onList = true;
    await expectNoA11yViolations(page, 'admin users page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'admin users page');
    await toggleSkin(page, 'light');
  });

  it('exports all users to an Excel file', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all to Excel', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it('converts the patient to a personal user: the lists update', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    const panel = page.getByRole('tabpanel', { name: 'Patients' });
    await panel.getByLabel('Search by name or e-mail', { exact: true }).fill(PATIENT.email);
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: PATIENT.fullName });
    await expectVisible(row, `the patient ${PATIENT.fullName}`);
    await page.getByRole('button', { name: `Actions for ${PATIENT.fullName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Convert to personal user', exact: true }).click();
    await expectVisible(page.locator(TOASTS).first(), 'a toast after the conversion');
    await expectVisible(
      panel.getByText(`Nobody matches “${PATIENT.email}”.`, { exact: true }),
      'the patient gone from the patients list',
    );
    await page.getByRole('tab', { name: 'Front users', exact: true }).click();
    const frontPanel = page.getByRole('tabpanel', { name: 'Front users' });
    await frontPanel.getByLabel('Search by name or e-mail', { exact: true }).fill(PATIENT.email);
    await frontPanel.getByRole('button', { name: 'Search', exact: true }).click();
    const frontRow = page.getByRole('table', { name: 'Front users' }).getByRole('row').filter({ hasText: PATIENT.fullName });
    await expectVisible(frontRow, `${PATIENT.fullName} among the front users`);
    await expectVisible(frontRow.getByText('Personal Development User', { exact: true }), 'the new role');
    expect(admin!.pageErrors).toEqual([]);
  });
});
