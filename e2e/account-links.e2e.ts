import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './support/accounts.js';
import { callApi, linkFromOutbox, newestOutboxId } from './support/api.js';
import { expectVisible, greeting, openTab, submitLogin, useBrowser, waitForPath } from './support/browser.js';

/** Links that arrive by e-mail: the reset link and the confirmation link, read from the outbox. */
const browser = useBrowser();

describe('links by e-mail', () => {
  it('forgot password -> reset link from the outbox -> new password -> log in with it', async () => {
    // patient2 is reserved for this journey: its password changes here.
    const account = ACCOUNTS.patient2;
    const newPassword = `Reset-${Date.now()}-pw`;
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      const since = await newestOutboxId(account.email);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?', exact: true }).click();
      await waitForPath(page, '/forgot-password');
      await page.getByLabel('E-mail', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Send the reset link', exact: true }).click();
      await expectVisible(
        page.getByText('If an account exists for this e-mail, we sent a link to reset the password', { exact: true }),
        'the "reset link sent" message',
      );

      const { url } = await linkFromOutbox(account.email, 'reset-password', since);
      expect(new URL(url).origin, 'the link points at this server (PUBLIC_URL)').toBe(new URL(page.url()).origin);
      await page.goto(url);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm the new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Save the new password', exact: true }).click();
      await expectVisible(page.getByText('Your password has been reset, you can log in now', { exact: true }), 'the "password reset" message');

      await page.getByRole('link', { name: 'Go to log in', exact: true }).click();
      await waitForPath(page, '/login');
      await submitLogin(page, account, newPassword);
      await waitForPath(page, account.landing);
      await expectVisible(greeting(page, account.fullName), `the greeting "Welcome, ${account.fullName}"`);

      const old = await callApi('front/authentication/login', { body: { email: account.email, password: DEMO_PASSWORD } });
      expect(old.httpStatus, 'the old password no longer works').toBe(401);
      const reused = await callApi('front/authentication/reset_password', { body: { token: new URL(url).searchParams.get('token'), password: 'Another-pw-123' } });
      expect(reused.httpStatus, 'the reset link works once').not.toBe(200);
    } finally {
      await tab.close();
    }
  });

  it('register a personal user -> confirmation link from the outbox -> log in', async () => {
    const stamp = Date.now();
    const account: DemoAccount = {
      email: `e2e-${stamp}@example.com`,
      identifier: `e2e-${stamp}@example.com`,
      fullName: `Robin E2e ${stamp % 10_000}`,
      area: 'front',
      landing: '/frontuser/AImeditations',
    };
    const password = 'Journey-pw-2024';
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create an account', exact: true }).click();
      await waitForPath(page, '/register');
      await page.getByLabel('Full name', { exact: true }).fill(account.fullName);
      await page.getByLabel('E-mail', { exact: true }).fill(account.email);
      await page.getByLabel('Username (optional)', { exact: true }).fill(`robin${stamp}`);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('radio', { name: 'Personal development', exact: true }).check();
      await page.getByRole('checkbox', { name: /I accept the terms of use and the privacy policy/ }).check();
      await page.getByRole('button', { name: 'Create my account', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Confirm your e-mail address' }), 'the "Confirm your e-mail address" page');

      // Not confirmed yet: the login is refused.
      const early = await callApi('front/authentication/login', { body: { email: account.email, password } });
      expect(early.httpStatus).not.toBe(200);

      const { url } = await linkFromOutbox(account.email, 'confirm-email');
      await page.goto(url);
      await expectVisible(page.getByText('Your e-mail address is confirmed, you can log in now', { exact: true }), 'the "e-mail confirmed" message');
      await page.getByRole('link', { name: 'Go to log in', exact: true }).click();
      await waitForPath(page, '/login');
      await submitLogin(page, account, password);
      await waitForPath(page, account.landing);
      await expectVisible(greeting(page, account.fullName), `the greeting "Welcome, ${account.fullName}"`);
      await expectVisible(page.getByText('Personal user', { exact: true }), 'the role "Personal user"');
    } finally {
      await tab.close();
    }
  });
});
