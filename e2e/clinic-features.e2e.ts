import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  expectVisible,
  logInThroughApi,
  openFromMainMenu,
  openTab,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import {
  checkA11yBothSkins,
  checkDialogBothSkins,
  chooseRowAction,
  createThroughApi,
  expectNoPageErrors,
  expectToast,
  searchPeople,
} from './support/people.js';

/**
 * Issue 3, a clinic's Features page (feature "features", clinics/features/individual_features): the
 * clinic lists its patients' and employees' features, switches one off for a patient in a dialog (the
 * patient's account loses it) and sees it set; its employees are listed with theirs. Axe-clean in both
 * skins, the dialog too.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PASSWORD = 'Quiet-harbor-2026';
const PATIENT = { fullName: `Tess Tabs ${stamp}`, email: `tabs-${stamp}@example.test`, password: PASSWORD };
const EMPLOYEE = { fullName: `Eli Tabs ${stamp}`, email: `eli-tabs-${stamp}@example.test`, password: PASSWORD };

describe("the clinic sets its patients' and employees' features on its Features page", () => {
  let clinic: Tab | undefined;
  let onPage = false;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    await createThroughApi('clinics/patients/create_patient_user', session.accessToken, PATIENT);
    const employee = await createThroughApi('clinics/employees/create_employee', session.accessToken, EMPLOYEE);
    const narrowed = await callApi('clinics/employees/employee_settings', {
      token: session.accessToken,
      body: { userid: employee.userid, features: { statistics: false } },
    });
    if (!narrowed.body.status) throw new Error(`narrowing the employee failed: ${JSON.stringify(narrowed.body)}`);
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
  });

  it('opens Features from the menu: its patients with their features (axe-clean in both skins)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Features');
    await waitForPath(page, '/clinic/features');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Features', exact: true }), 'the "Features" heading');
    await searchPeople(page, PATIENT.email);
    const table = page.getByRole('table', { name: 'Features of your patients' });
    const row = table.getByRole('row').filter({ hasText: PATIENT.fullName });
    await expectVisible(row.getByText('Defaults', { exact: true }), 'no switch set yet');
    // Another clinic's patient is never listed.
    await searchPeople(page, ACCOUNTS.patient3.email);
    await expectVisible(page.getByText(`Nobody matches “${ACCOUNTS.patient3.email}”.`, { exact: true }), 'no foreign patient');
    await searchPeople(page, PATIENT.email);
    await expectVisible(row, PATIENT.fullName);
    onPage = true;
    await checkA11yBothSkins(page, 'clinic features page');
  });

  it("switches a patient's Chat off in the dialog (axe-clean): the row and the patient's account follow", async () => {
    if (!onPage) throw new Error('the features page did not open');
    const page = clinic!.page;
    await chooseRowAction(page, PATIENT.fullName, 'Change features');
    const dialog = page.getByRole('dialog', { name: `Features of ${PATIENT.fullName}` });
    const chat = dialog.getByRole('switch', { name: 'Chat', exact: true });
    await expectVisible(chat, 'the "Chat" switch');
    await checkDialogBothSkins(page, 'clinic individual features dialog');
    await chat.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => chat.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Save the features', exact: true }).click();
    await expectToast(page, 'Patient Settings have been Updated Successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Features of your patients' })
      .getByRole('row')
      .filter({ hasText: PATIENT.fullName });
    await expectVisible(row.getByText('Chat off', { exact: true }), 'the switch set by the clinic');
    const session = await apiLogin({ ...ACCOUNTS.patient, identifier: PATIENT.email, email: PATIENT.email }, PASSWORD);
    const details = await callApi<{ features: Record<string, boolean> }>('front/account/details', { token: session.accessToken });
    expect(details.body.data!.features.chat).toBe(false);
    expect(details.body.data!.features.groups).toBe(true);
  });

  it('lists its employees with their features (axe-clean)', async () => {
    if (!onPage) throw new Error('the features page did not open');
    const page = clinic!.page;
    await page.getByRole('tab', { name: 'Employees', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Employees' });
    await searchPeople(panel, EMPLOYEE.email);
    const row = page
      .getByRole('table', { name: 'Features of your employees' })
      .getByRole('row')
      .filter({ hasText: EMPLOYEE.fullName });
    await expectVisible(row.getByText('Statistics off', { exact: true }), "the employee's switch");
    await expectVisible(row.getByRole('link', { name: EMPLOYEE.fullName, exact: true }), 'the link to their page');
    await checkA11yBothSkins(page, 'clinic features page, employees');
    await row.getByRole('link', { name: EMPLOYEE.fullName, exact: true }).click();
    await page.waitForURL(/\/clinic\/employees\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: EMPLOYEE.fullName, exact: true }), "the employee's page");
    expectNoPageErrors(clinic!);
  });
});
