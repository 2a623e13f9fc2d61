import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations, expectVisible, openTab, toggleSkin, useBrowser, type Tab } from './support/browser.js';

/** axe-core on the pages a visitor sees before logging in, in the light skin and in the dark skin. */
const browser = useBrowser();

const PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']>; what: string }[] = [
  { path: '/login', ready: (page) => page.getByRole('button', { name: 'Log in', exact: true }), what: 'the login form' },
  { path: '/administration/login', ready: (page) => page.getByRole('button', { name: 'Log in', exact: true }), what: 'the admin login form' },
  { path: '/register', ready: (page) => page.getByRole('button', { name: 'Create my account', exact: true }), what: 'the register form' },
  { path: '/forgot-password', ready: (page) => page.getByRole('button', { name: 'Send the reset link', exact: true }), what: 'the forgot-password form' },
];

for (const skin of ['light', 'dark'] as const) {
  describe(`public pages in the ${skin} skin`, () => {
    for (const { path, ready, what } of PAGES) {
      it(`${path}: no axe-core violations`, async () => {
        const tab: Tab = await openTab(browser());
        try {
          await tab.page.goto(path);
          await expectVisible(ready(tab.page), what);
          if (skin === 'dark') await toggleSkin(tab.page, 'dark');
          await expectNoA11yViolations(tab.page, path);
        } finally {
          await tab.close();
        }
      });
    }
  });
}
