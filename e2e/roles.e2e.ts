import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type AccountKey } from './support/accounts.js';
import { colorScheme, expectNoA11yViolations, expectVisible, logInThroughUi, openTab, toggleSkin, useBrowser, type Tab } from './support/browser.js';

/**
 * Issue 2, part 8: each demo role logs in through the real UI, lands on its route (spec section 2) and is
 * greeted by name; its landing page passes axe-core in the light skin and, after the shell's skin
 * toggle, in the dark skin.
 */
const browser = useBrowser();

const ROLES: readonly AccountKey[] = ['admin', 'master', 'clinic', 'employee', 'patient', 'personal', 'business', 'clinic2', 'patient3'];

for (const key of ROLES) {
  const account = ACCOUNTS[key];
  describe(`${key}: ${account.identifier}`, () => {
    let tab: Tab | undefined;
    let landed = false;
    beforeAll(async () => {
      tab = await openTab(browser());
    });
    afterAll(async () => {
      await tab?.close();
    });

    it(`logs in at its login page, lands on ${account.landing} and is greeted "Welcome, ${account.fullName}"`, async () => {
      await logInThroughUi(tab!.page, account);
      expect(new URL(tab!.page.url()).pathname).toBe(account.landing);
      expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(tab!.blocked, 'requests to other hosts than the local server').toEqual([]);
      landed = true;
    });

    it(`landing page shows the account's real data: role "${account.roleName}"${account.clinicName ? `, clinic "${account.clinicName}"` : ''}, avatar`, async () => {
      if (!landed) throw new Error('not on the landing page (the login step failed)');
      const page = tab!.page;
      await expectVisible(page.getByText(account.roleName!, { exact: true }), `the role name "${account.roleName}"`);
      if (account.clinicName) await expectVisible(page.getByText(account.clinicName, { exact: true }), `the clinic "${account.clinicName}"`);
      await expectVisible(page.getByRole('img', { name: account.fullName, exact: true }), `an avatar named "${account.fullName}"`);
    });

    it('landing page: no axe-core violations in the light skin', async () => {
      if (!landed) throw new Error('not on the landing page (the login step failed)');
      expect(await colorScheme(tab!.page)).toBe('light');
      await expectNoA11yViolations(tab!.page, `${key} landing page`);
    });

    it('landing page: no axe-core violations in the dark skin', async () => {
      if (!landed) throw new Error('not on the landing page (the login step failed)');
      await toggleSkin(tab!.page, 'dark');
      await expectNoA11yViolations(tab!.page, `${key} landing page`);
    });
  });
}
