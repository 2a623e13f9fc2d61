import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { linkFromOutbox } from './support/api.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  greeting,
  logInThroughUi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
  openFromMainMenu,
} from './support/browser.js';

/**
 * Issue 3, clinic patients: the clinic opens its Patients page (axe-clean in both skins), invites a person
 * by e-mail; the invitee opens the link of the e-mail in the outbox, chooses a password and lands on
 * /patient/discovery; the clinic then finds them in its list and opens their detail (axe-clean too).
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const INVITEE = { email: `invitee-${stamp}@example.test`, fullName: `Ivy Invitee ${stamp}` };
const NEW_PASSWORD = 'Quiet-harbor-2026';

describe('clinic invites a patient who accepts', () => {
  let clinic: Tab | undefined;
  let invitee: Tab | undefined;
  let onList = false;
  let invited = false;
  beforeAll(async () => {
    clinic = await openTab(browser());
    invitee = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await invitee?.close();
  });

  it('the clinic opens Patients from its menu and sees its patients', async () => {
    const page = clinic!.page;
    await logInThroughUi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Patients', exact: true }), 'the "Patients" heading');
    await expectVisible(
      page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }),
      `the patient ${ACCOUNTS.patient.fullName}`,
    );
    // Another clinic's patient is not there.
    expect(await page.getByText(ACCOUNTS.patient3.fullName).count()).toBe(0);
    onList = true;
  });

  it('Patients page: no axe-core violations in the light and dark skins', async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    expect(await colorScheme(page)).toBe('light');
    await expectNoA11yViolations(page, 'clinic patients page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic patients page');
    await toggleSkin(page, 'light');
  });

  it('the clinic invites a person by e-mail', async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    await page.getByRole('button', { name: 'Invite by e-mail', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a patient' });
    await expectVisible(dialog, 'the invitation dialog');
    await dialog.getByLabel('E-mail', { exact: true }).fill(INVITEE.email);
    await dialog.getByLabel('Full name (optional)', { exact: true }).fill(INVITEE.fullName);
    await dialog.getByRole('button', { name: 'Send the invitation', exact: true }).click();
    await expectVisible(page.locator(TOASTS).first(), 'a toast after the invitation');
    await dialog.waitFor({ state: 'detached' });
    invited = true;
  });

  it('the invitee sets a password from the e-mail and lands on /patient/discovery', async () => {
    if (!invited) throw new Error('the invitation was not sent');
    const { url } = await linkFromOutbox(INVITEE.email, 'accept-invitation');
    const page = invitee!.page;
    await page.goto(url);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Accept your invitation' }), 'the invitation page heading');
    await expectNoA11yViolations(page, 'accept-invitation page');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set my password and sign in', exact: true }).click();
    await waitForPath(page, '/patient/discovery');
    await expectVisible(greeting(page, INVITEE.fullName), `the greeting of ${INVITEE.fullName}`);
    expect(invitee!.pageErrors).toEqual([]);
  });

  it('the clinic finds the new patient and opens their detail (axe-clean)', async () => {
    if (!invited) throw new Error('the invitation was not sent');
    const page = clinic!.page;
    await page.getByLabel('Search by name or e-mail', { exact: true }).fill(INVITEE.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const link = page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: INVITEE.fullName, exact: true });
    await expectVisible(link, `the new patient ${INVITEE.fullName} in the list`);
    await link.click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: INVITEE.fullName, exact: true }),
      'the patient detail heading',
    );
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Statistics' }), 'the statistics');
    await expectVisible(page.getByText('Sign-ins', { exact: true }).first(), 'the sign-in count');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectNoA11yViolations(page, 'clinic patient detail page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic patient detail page');
    expect(clinic!.pageErrors).toEqual([]);
  });
});
