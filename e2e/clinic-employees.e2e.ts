import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
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
} from './support/browser.js';
import { checkDialogBothSkins, expectToast, searchPeople } from './support/people.js';

/**
 * Issue 3, clinic employees: the clinic opens Employees (axe-clean in both skins), adds an employee and
 * edits them (both dialogs axe-clean in both skins), and assigns a new patient to its employee; the
 * employee then sees that patient under "My patients" and opens their detail.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PATIENT = { fullName: `Aria Assigned ${stamp}`, email: `assigned-${stamp}@example.test`, password: 'Quiet-harbor-2026' };
const NEWCOMER = { fullName: `Nia Newcomer ${stamp}`, email: `newcomer-${stamp}@example.test` };

describe('clinic assigns a patient to an employee, who then sees them', () => {
  let clinic: Tab | undefined;
  let employee: Tab | undefined;
  let onList = false;
  let assigned = false;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    const created = await callApi('clinics/patients/create_patient_user', { token: session.accessToken, body: PATIENT });
    if (!created.body.status) throw new Error(`creating the patient failed: ${JSON.stringify(created.body)}`);
    clinic = await openTab(browser());
    employee = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await employee?.close();
  });

  it('the clinic opens Employees from its menu (axe-clean in both skins)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Employees');
    await waitForPath(page, '/clinic/employees');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Employees', exact: true }), 'the "Employees" heading');
    await expectVisible(
      page.getByRole('table', { name: 'Employees' }).getByText(ACCOUNTS.employee.fullName, { exact: true }),
      ACCOUNTS.employee.fullName,
    );
    onList = true;
    await expectNoA11yViolations(page, 'clinic employees page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic employees page');
    await toggleSkin(page, 'light');
  });

  it('the clinic adds an employee and edits them (both dialogs axe-clean in both skins)', async () => {
    if (!onList) throw new Error('the employees page did not open');
    const page = clinic!.page;
    await page.getByRole('button', { name: 'Add an employee', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Add an employee' });
    await create.getByLabel('Full name', { exact: true }).fill(NEWCOMER.fullName);
    await create.getByLabel('E-mail', { exact: true }).fill(NEWCOMER.email);
    await checkDialogBothSkins(page, 'add an employee dialog');
    await create.getByRole('button', { name: 'Add the employee', exact: true }).click();
    await expectToast(page, 'Employee has been Added Successfully');
    await create.waitFor({ state: 'detached' });
    await searchPeople(page, NEWCOMER.email);
    const link = page.getByRole('table', { name: 'Employees' }).getByRole('link', { name: NEWCOMER.fullName, exact: true });
    await expectVisible(link, 'the new employee');
    await link.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: NEWCOMER.fullName, exact: true }), "the employee's page");
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the employee' });
    await edit.getByLabel('Phone (optional)', { exact: true }).fill('+44 20 7946 0321');
    await checkDialogBothSkins(page, 'edit the employee dialog');
    await edit.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectToast(page, 'Employee Updated Successfully');
    await edit.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('+44 20 7946 0321', { exact: true }), 'the new phone');
    await openFromMainMenu(page, 'Employees');
    await waitForPath(page, '/clinic/employees');
  });

  it('the clinic assigns the new patient to its employee', async () => {
    if (!onList) throw new Error('the employees page did not open');
    const page = clinic!.page;
    await page.getByRole('button', { name: `Actions for ${ACCOUNTS.employee.fullName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Assign patients', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Patients of ${ACCOUNTS.employee.fullName}` });
    await expectVisible(dialog, 'the assignment dialog');
    const field = dialog.getByLabel('Assigned patients', { exact: true }).and(dialog.locator('input:not([type="hidden"])'));
    await field.click();
    await field.fill(PATIENT.fullName);
    await dialog.getByRole('option', { name: PATIENT.fullName, exact: true }).click();
    await page.keyboard.press('Escape').catch(() => undefined);
    await expectNoA11yViolations(page, 'assign patients dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save the assignment', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).getByText('Patients Assign to Employee Successfully', { exact: true }),
      'the assignment toast',
    );
    await expectVisible(
      page.getByRole('table', { name: 'Employees' }).getByText(PATIENT.fullName, { exact: false }),
      'the patient in the employee row',
    );
    assigned = true;
  });

  it('the employee sees the patient under "My patients" and opens their detail', async () => {
    if (!assigned) throw new Error('the assignment failed');
    const page = employee!.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    await openFromMainMenu(page, 'My patients');
    await waitForPath(page, '/employee/patients');
    const link = page.getByRole('table', { name: 'My patients' }).getByRole('link', { name: PATIENT.fullName, exact: true });
    await expectVisible(link, `the assigned patient ${PATIENT.fullName}`);
    // Patients of the other clinic never show.
    expect(await page.getByText(ACCOUNTS.patient3.fullName).count()).toBe(0);
    await expectNoA11yViolations(page, 'employee my patients page');
    await link.click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: PATIENT.fullName, exact: true }),
      'the patient detail heading',
    );
    await expectVisible(page.getByText(PATIENT.email, { exact: false }), 'the patient e-mail');
    await expectNoA11yViolations(page, 'employee patient detail page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'employee patient detail page');
    expect(employee!.pageErrors).toEqual([]);
    expect(clinic!.pageErrors).toEqual([]);
  });
});
