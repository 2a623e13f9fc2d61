import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
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
 * Issue 3, admin clinics: the admin opens Clinics (axe-clean in both skins), creates a clinic and a clinic
 * user with a password, generates the clinic's web link; the new clinic user then logs in and lands on
 * /clinic/discovery showing their clinic.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const CLINIC = `Juniper Clinic ${stamp}`;
const CLINIC_USER: DemoAccount = {
  identifier: `juniper-${stamp}@example.test`,
  email: `juniper-${stamp}@example.test`,
  fullName: `June Juniper ${stamp}`,
  area: 'front',
  landing: '/clinic/discovery',
};
const PASSWORD = 'Quiet-harbor-2026';

describe('admin creates a clinic and a clinic user who then logs in', () => {
  let admin: Tab | undefined;
  let clinicTab: Tab | undefined;
  let onList = false;
  let userCreated = false;
  let weblink = '';
  beforeAll(async () => {
    admin = await openTab(browser());
    clinicTab = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
    await clinicTab?.close();
  });

  it('the admin opens Clinics from the menu (axe-clean in both skins)', async () => {
    const page = admin!.page;
    await logInThroughUi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Clinics');
    await waitForPath(page, '/administration/clinics');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Clinics', exact: true }), 'the "Clinics" heading');
    await expectVisible(
      page.getByRole('table', { name: 'Clinics' }).getByText('Harbor Clinic', { exact: true }),
      'Harbor Clinic',
    );
    onList = true;
    await expectNoA11yViolations(page, 'admin clinics page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'admin clinics page');
    await toggleSkin(page, 'light');
  });

  it('creates a clinic, a clinic user for it, and a web link', async () => {
    if (!onList) throw new Error('the clinics page did not open');
    const page = admin!.page;
    await page.getByRole('button', { name: 'Add a clinic', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a clinic' });
    await dialog.getByLabel('Clinic name', { exact: true }).fill(CLINIC);
    await dialog.getByRole('button', { name: 'Add the clinic', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(
      page.getByRole('table', { name: 'Clinics' }).getByText(CLINIC, { exact: true }),
      `the new clinic ${CLINIC}`,
    );

    await page.getByRole('button', { name: `Actions for ${CLINIC}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add a clinic user', exact: true }).click();
    const userDialog = page.getByRole('dialog', { name: `New clinic user for ${CLINIC}` });
    await userDialog.getByLabel('Full name', { exact: true }).fill(CLINIC_USER.fullName);
    await userDialog.getByLabel('E-mail', { exact: true }).fill(CLINIC_USER.email);
    await userDialog.getByLabel('Password (optional)', { exact: true }).fill(PASSWORD);
    await expectNoA11yViolations(page, 'clinic user dialog', { include: '[role="dialog"]' });
    await userDialog.getByRole('button', { name: 'Add the clinic user', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).getByText('Clinic User has been Added Successfully', { exact: true }),
      'the clinic user toast',
    );
    await userDialog.waitFor({ state: 'detached' });
    userCreated = true;

    await page.getByRole('button', { name: `Actions for ${CLINIC}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Generate a web link', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: `Registration link for ${CLINIC}` });
    const field = linkDialog.getByLabel('Registration link', { exact: true });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/\/register\/clinic\?token=/);
    await expectVisible(linkDialog.getByRole('button', { name: 'Copy the link', exact: true }), 'the copy button');
    weblink = await field.inputValue();
    expect(admin!.pageErrors).toEqual([]);
  });

  it('a new patient opens the web link, sees the clinic and signs up into it (axe-clean)', async () => {
    if (!weblink) throw new Error('no web link was generated');
    const visitor = await openTab(browser());
    try {
      const page = visitor.page;
      await page.goto(weblink);
      await expectVisible(page.getByText(`You are signing up with ${CLINIC}.`, { exact: true }), 'the clinic name');
      await expectNoA11yViolations(page, 'clinic web link registration page');
      await page.getByLabel('Full name', { exact: true }).fill(`Wes Weblink ${stamp}`);
      await page.getByLabel('Email', { exact: true }).fill(`weblink-${stamp}@example.test`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create my account', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Confirm your e-mail address' }), 'the confirmation step');
    } finally {
      await visitor.close();
    }
  });

  it('the new clinic user logs in and lands on /clinic/discovery', async () => {
    if (!userCreated) throw new Error('the clinic user was not created');
    const page = clinicTab!.page;
    await logInThroughUi(page, CLINIC_USER, PASSWORD);
    await expectVisible(page.getByText(CLINIC, { exact: true }), `the clinic ${CLINIC}`);
  });
});
