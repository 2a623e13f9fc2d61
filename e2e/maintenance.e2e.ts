import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { setMaintenance } from './support/api.js';
import { expectVisible, greeting, logInThroughUi, openTab, useBrowser } from './support/browser.js';

const browser = useBrowser();
const MAINTENANCE_TITLE = 'We are taking a short pause';
const MAINTENANCE_TEXT = 'The system is under maintenance, please come back soon';

describe('maintenance', () => {
  it('maintenance on shows the maintenance screen to front users and not to administrators; off brings the app back', async () => {
    const front = await openTab(browser());
    const visitor = await openTab(browser());
    const admin = await openTab(browser());
    try {
      // A front user already signed in before the switch.
      await logInThroughUi(front.page, ACCOUNTS.business);
      await setMaintenance(true);

      await front.page.reload();
      await expectVisible(front.page.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE }), 'the maintenance screen (signed-in front user)');
      await expectVisible(front.page.getByText(MAINTENANCE_TEXT, { exact: true }), 'the maintenance message');
      expect(await greeting(front.page, ACCOUNTS.business.fullName).count()).toBe(0);

      await visitor.page.goto('/login');
      await expectVisible(visitor.page.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE }), 'the maintenance screen (visitor on /login)');
      expect(await visitor.page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(0);

      // Administrators keep working.
      await logInThroughUi(admin.page, ACCOUNTS.admin);
      expect(await admin.page.getByRole('heading', { name: MAINTENANCE_TITLE }).count()).toBe(0);

      await setMaintenance(false);
      await front.page.getByRole('button', { name: 'Try again', exact: true }).click();
      await expectVisible(greeting(front.page, ACCOUNTS.business.fullName), 'the landing page again after maintenance');
      await visitor.page.reload();
      await expectVisible(visitor.page.getByRole('button', { name: 'Log in', exact: true }), 'the login form again after maintenance');
    } finally {
      await setMaintenance(false);
      await Promise.all([front.close(), visitor.close(), admin.close()]);
    }
  });
});
