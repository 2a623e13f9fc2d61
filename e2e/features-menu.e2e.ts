import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectNoA11yViolations, expectVisible, logInThroughUi, openTab, toggleSkin, useBrowser, type Tab } from './support/browser.js';

/**
 * Issue 3, features honoured: an employee whose "patients" feature the admin switched off sees no
 * "My patients" menu entry, and /employee/patients says "Not available" (axe-clean in both skins).
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PASSWORD = 'Quiet-harbor-2026';
const EMPLOYEE: DemoAccount = {
  identifier: `nofeature-${stamp}@example.test`,
  email: `nofeature-${stamp}@example.test`,
  fullName: `Nora Nofeature ${stamp}`,
  area: 'front',
  landing: '/employee/discovery',
};

describe('a feature switched off disappears from the menu and its page', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    const clinic = await apiLogin(ACCOUNTS.clinic);
    const created = await callApi<{ userid: number }>('clinics/employees/create_employee', {
      token: clinic.accessToken,
      body: { fullName: EMPLOYEE.fullName, email: EMPLOYEE.email, password: PASSWORD },
    });
    if (!created.body.status || !created.body.data)
      throw new Error(`creating the employee failed: ${JSON.stringify(created.body)}`);
    const admin = await apiLogin(ACCOUNTS.admin);
    const switched = await callApi('admin/users/update_user_features', {
      token: admin.accessToken,
      body: { userid: created.body.data.userid, features: { patients: false } },
    });
    if (!switched.body.status) throw new Error(`switching the feature off failed: ${JSON.stringify(switched.body)}`);
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('the employee sees no "My patients" entry and the page says it is not available', async () => {
    const page = tab!.page;
    await logInThroughUi(page, EMPLOYEE, PASSWORD);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expectVisible(menu.getByRole('link', { name: 'Account', exact: true }), 'the "Account" entry');
    expect(await menu.getByRole('link', { name: 'My patients', exact: true }).count()).toBe(0);
    await page.goto('/employee/patients');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Not available' }), 'the "Not available" heading');
    await expectVisible(page.getByRole('link', { name: 'Back to the start', exact: true }), 'the way back');
    await expectNoA11yViolations(page, 'not available page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'not available page');
    await toggleSkin(page, 'light');
  });

  it('the demo employee (feature on) still has "My patients"', async () => {
    const other = await openTab(browser());
    try {
      await logInThroughUi(other.page, ACCOUNTS.employee);
      await expectVisible(
        other.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My patients', exact: true }),
        'the "My patients" entry',
      );
    } finally {
      await other.close();
    }
  });
});
