import { describe, expect, it } from 'vitest';
import { ACCOUNTS, LOGIN_ROUTE } from './support/accounts.js';
import { TOASTS, expectNoA11yViolations, expectVisible, openLogin, openTab, submitLogin, useBrowser, waitForPath } from './support/browser.js';

const browser = useBrowser();

describe('login failures and guarded areas', () => {
  it("an unknown password shows 'Invalid Email or Passord' and stays on /login", async () => {
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      await openLogin(page, ACCOUNTS.personal);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v3/front/authentication/login'));
      await submitLogin(page, ACCOUNTS.personal, 'Not-the-password-9');
      expect((await answered).status()).toBe(401);
      await expectVisible(page.getByText('Invalid Email or Passord', { exact: true }), "the message 'Invalid Email or Passord'");
      expect(new URL(page.url()).pathname).toBe('/login');
      const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
      expect(stored).toEqual([null, null]);
    } finally {
      await tab.close();
    }
  });

  it("the toast after a login ('You have successfully logged in as ...') passes axe-core", async () => {
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      await openLogin(page, ACCOUNTS.personal);
      await submitLogin(page, ACCOUNTS.personal);
      const toast = page.locator(TOASTS).filter({ hasText: 'You have successfully logged in as personal user' });
      await expectVisible(toast, 'the login toast', 5000);
      // Hovering keeps the toast open (its 2 s auto-close waits), so it is checked at rest.
      await toast.first().hover();
      await expectNoA11yViolations(page, 'the login toast', { include: '.mantine-Notifications-root', keepToasts: true });
    } finally {
      await tab.close();
    }
  });

  const guarded = [
    { path: '/administration/dashboard', login: LOGIN_ROUTE.admin },
    { path: '/clinic/discovery', login: LOGIN_ROUTE.front },
    { path: '/employee/discovery', login: LOGIN_ROUTE.front },
    { path: '/patient/discovery', login: LOGIN_ROUTE.front },
    { path: '/frontuser/AImeditations', login: LOGIN_ROUTE.front },
  ];
  for (const { path, login } of guarded) {
    it(`a logged-out visit to ${path} goes to ${login}`, async () => {
      const tab = await openTab(browser());
      try {
        await tab.page.goto(path);
        await waitForPath(tab.page, login);
        await expectVisible(tab.page.getByRole('button', { name: 'Log in', exact: true }), 'the "Log in" button');
      } finally {
        await tab.close();
      }
    });
  }
});
