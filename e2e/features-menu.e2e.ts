import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  expectNoA11yViolations,
  expectVisible,
  openLogin,
  openTab,
  submitLogin,
  toggleSkin,
  useBrowser,
  waitForPath,
  logInThroughApi,
  mainMenuEntries,
  type Tab,
} from './support/browser.js';

/**
 * Issue 3, features honoured: an employee whose "patients" feature the admin switched off sees no
 * "My patients" menu entry, and /employee/patients says "Not available" (axe-clean in both skins). A
 * personal user whose landing (AImeditations) is switched off has no Home entry and lands on the first
 * entry left (Discovery), from the login and from the landing's address.
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
    await logInThroughApi(page, EMPLOYEE, { password: PASSWORD });
    const entries = await mainMenuEntries(page);
    expect(entries).toContain('Tasks');
    expect(entries).not.toContain('My patients');
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
      await logInThroughApi(other.page, ACCOUNTS.employee);
      await expectVisible(
        other.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My patients', exact: true }),
        'the "My patients" entry',
      );
    } finally {
      await other.close();
    }
  });
});

const NO_LANDING: DemoAccount = {
  identifier: `nolanding-${stamp}@example.test`,
  email: `nolanding-${stamp}@example.test`,
  fullName: `Nico Nolanding ${stamp}`,
  area: 'front',
  landing: '/frontuser/AImeditations',
};

describe('a landing switched off sends to the first entry left', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    const admin = await apiLogin(ACCOUNTS.admin);
    const created = await callApi<{ userid: number }>('admin/users/create_front_user', {
      token: admin.accessToken,
      body: { fullName: NO_LANDING.fullName, email: NO_LANDING.email, password: PASSWORD, roleid: 3 },
    });
    if (!created.body.status || !created.body.data) throw new Error(`creating the user failed: ${JSON.stringify(created.body)}`);
    const switched = await callApi('admin/users/update_user_features', {
      token: admin.accessToken,
      body: { userid: created.body.data.userid, features: { AImeditations: false } },
    });
    if (!switched.body.status) throw new Error(`switching the feature off failed: ${JSON.stringify(switched.body)}`);
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('the personal user without AI meditations lands on Discovery, with no Home entry (axe-clean)', async () => {
    const page = tab!.page;
    await openLogin(page, NO_LANDING);
    await submitLogin(page, NO_LANDING, PASSWORD);
    await waitForPath(page, '/frontuser/discovery');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expectVisible(menu.getByRole('link', { name: 'Discovery', exact: true }), 'the "Discovery" entry');
    expect(await menu.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page, 'front landing redirected to discovery');
    // The landing's own address goes on too.
    await page.goto('/frontuser/AImeditations');
    await waitForPath(page, '/frontuser/discovery');
    // The demo personal user (feature on) still lands on /frontuser/AImeditations with a Home entry.
    const other = await openTab(browser());
    try {
      await logInThroughApi(other.page, ACCOUNTS.personal);
      await expectVisible(
        other.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }),
        'the "Home" entry',
      );
    } finally {
      await other.close();
    }
  });
});
