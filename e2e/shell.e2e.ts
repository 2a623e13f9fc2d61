import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  expectNoA11yViolations,
  expectVisible,
  logInThroughUi,
  mainMenuEntries,
  openFromMainMenu,
  openFromUserMenu,
  openLogin,
  openTab,
  submitLogin,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';

/**
 * The app shell. Every entry of each role's menu is reachable by clicking: at 1280 px through the bar's
 * links and drop-down menus (People, Library... and More), at 390 px through the phone menu; the account
 * through the user menu; at 1024 and 1440 px the bar offers every entry too. The bar with a menu open and
 * the phone menu are axe-clean in both skins. Toasts never cover an open dialog or the phone menu
 * (bounding boxes of the toast and of the dialog, or of every phone menu entry, do not meet).
 */
const browser = useBrowser();

type Entry = readonly [name: string, path: string];

/** Each role's menu entries, in menu order, and where each leads. */
const MENUS: Record<'admin' | 'clinic' | 'employee' | 'patient' | 'personal', { account: DemoAccount; entries: Entry[] }> = {
  admin: {
    account: ACCOUNTS.admin,
    entries: [
      ['Dashboard', '/administration/dashboard'],
      ['Users', '/administration/users'],
      ['Clinics', '/administration/clinics'],
      ['Chat', '/administration/chat'],
      ['Video', '/administration/video'],
      ['Features', '/administration/features'],
      ['Groups', '/administration/groups'],
      ['Challenges', '/administration/challenges'],
      ['Events', '/administration/events'],
      ['Classes', '/administration/classes'],
      ['Meditations', '/administration/meditations'],
      ['AI studio', '/administration/ai-meditations'],
      ['Sections', '/administration/sections'],
      ['Tasks', '/administration/tasks'],
      ['Task categories', '/administration/task-categories'],
      ['Tests', '/administration/tests'],
      ['Urgent alerts', '/administration/urgent-alerts'],
      ['Crisis resources', '/administration/crisis-resources'],
      ['E-mail', '/administration/email'],
      ['SMS', '/administration/sms'],
      ['Push notifications', '/administration/push-notifications'],
      ['Scheduled', '/administration/scheduled-notifications'],
      ['Packages', '/administration/packages'],
      ['Payments', '/administration/payments'],
      ['Mailbox', '/administration/mailbox'],
      ['Settings', '/administration/settings'],
    ],
  },
  clinic: {
    account: ACCOUNTS.clinic,
    entries: [
      ['Home', '/clinic/discovery'],
      ['Patients', '/clinic/patients'],
      ['Employees', '/clinic/employees'],
      ['Chat', '/clinic/chat'],
      ['Appointments', '/clinic/appointments'],
      ['Live classes', '/clinic/live'],
      ['Features', '/clinic/features'],
      ['Groups', '/clinic/groups'],
      ['Challenges', '/clinic/challenges'],
      ['Events', '/clinic/events'],
      ['Packages', '/clinic/packages'],
      ['Invoices', '/clinic/invoices'],
      ['Safety', '/clinic/safety'],
      ['Classes', '/clinic/classes'],
      ['Meditations', '/clinic/meditations'],
      ['Sections', '/clinic/sections'],
      ['Task categories', '/clinic/task-categories'],
      ['Tests', '/clinic/tests'],
      ['Feedback', '/clinic/feedback'],
      ['AI Meditations', '/clinic/AImeditations'],
      ['Favourites', '/clinic/favorites'],
      ['Watch list', '/clinic/watchlist'],
    ],
  },
  employee: {
    account: ACCOUNTS.employee,
    entries: [
      ['Home', '/employee/discovery'],
      ['AI Meditations', '/employee/AImeditations'],
      ['My patients', '/employee/patients'],
      ['Appointments', '/employee/appointments'],
      ['Live classes', '/employee/live'],
      ['Tasks', '/employee/tasks'],
      ['Chat', '/employee/chat'],
      ['Groups', '/employee/groups'],
      ['Events', '/employee/events'],
      ['Tests', '/employee/tests'],
      ['Favourites', '/employee/favorites'],
      ['Watch list', '/employee/watchlist'],
    ],
  },
  patient: {
    account: ACCOUNTS.patient,
    entries: [
      ['Home', '/patient/discovery'],
      ['AI Meditations', '/patient/AImeditations'],
      ['Tasks', '/patient/tasks'],
      ['Assignments', '/patient/assignments'],
      ['Appointments', '/patient/appointments'],
      ['Live classes', '/patient/live'],
      ['Chat', '/patient/chat'],
      ['Groups', '/patient/groups'],
      ['Challenges', '/patient/challenges'],
      ['Events', '/patient/events'],
      ['Tests', '/patient/tests'],
      ['Invoices', '/patient/invoices'],
      ['Favourites', '/patient/favorites'],
      ['Watch list', '/patient/watchlist'],
    ],
  },
  personal: {
    account: ACCOUNTS.personal,
    entries: [
      ['Home', '/frontuser/AImeditations'],
      ['Discovery', '/frontuser/discovery'],
      ['Tasks', '/frontuser/tasks'],
      ['Live classes', '/frontuser/live'],
      ['Chat', '/frontuser/chat'],
      ['Groups', '/frontuser/groups'],
      ['Challenges', '/frontuser/challenges'],
      ['Events', '/frontuser/events'],
      ['Tests', '/frontuser/tests'],
      ['Favourites', '/frontuser/favorites'],
      ['Watch list', '/frontuser/watchlist'],
    ],
  },
};

/** The account page of the account's area: /<first segment of its landing>/account. */
const accountPath = (account: DemoAccount) => `/${account.landing.split('/')[1]}/account`;

/** Waits two frames: the bar measures its room again after the window changed size. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Follows an entry of the phone menu (the burger panel), which closes again on the new page. */
async function openFromPhoneMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name, exact: true }).click();
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [role, { account, entries }] of Object.entries(MENUS)) {
  describe(`the ${role}'s menu`, () => {
    let tab: Tab | undefined;
    beforeAll(async () => {
      tab = await openTab(browser());
    });
    afterAll(async () => {
      await tab?.close();
    });

    it('at 1280 px every entry is reachable by clicking, the account through the user menu', async () => {
      const page = tab!.page;
      await logInThroughUi(page, account);
      expect((await mainMenuEntries(page)).sort()).toEqual(entries.map(([name]) => name).sort());
      for (const [name, path] of entries) {
        await openFromMainMenu(page, name);
        await waitForPath(page, path);
      }
      await openFromUserMenu(page, 'Account');
      await waitForPath(page, accountPath(account));
    });

    it('at 1024 and 1440 px the bar offers every entry', async () => {
      const page = tab!.page;
      for (const width of [1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        expect((await mainMenuEntries(page)).sort(), `at ${width} px`).toEqual(entries.map(([name]) => name).sort());
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    it('at 390 px every entry is reachable through the phone menu', async () => {
      const page = tab!.page;
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [name, path] of entries) {
        await openFromPhoneMenu(page, name);
        await waitForPath(page, path);
      }
      await openFromUserMenu(page, 'Account');
      await waitForPath(page, accountPath(account));
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });
}

describe('the menus are axe-clean in both skins', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it("the administration's bar with its Library menu open, the user menu, and the clinic's phone menu", async () => {
    const page = tab!.page;
    await logInThroughUi(page, ACCOUNTS.admin);
    for (const skin of ['light', 'dark'] as const) {
      if (skin === 'dark') await toggleSkin(page, 'dark');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Library', exact: true }).click();
      await expectVisible(page.getByRole('menuitem', { name: 'Task categories', exact: true }), 'the Library menu');
      await expectNoA11yViolations(page, 'the bar with the Library menu open');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'User menu', exact: true }).click();
      await expectVisible(page.getByRole('menuitem', { name: 'Account', exact: true }), 'the user menu');
      await expectNoA11yViolations(page, 'the user menu');
      await page.keyboard.press('Escape');
    }
    await toggleSkin(page, 'light');

    const clinic = await openTab(browser());
    try {
      await logInThroughUi(clinic.page, ACCOUNTS.clinic);
      await clinic.page.setViewportSize({ width: 390, height: 844 });
      await clinic.page.getByRole('button', { name: 'Open the menu', exact: true }).click();
      const menu = clinic.page.getByRole('navigation', { name: 'Main menu' });
      await expectVisible(menu.getByText('Library', { exact: true }), 'the Library heading of the phone menu');
      await expectNoA11yViolations(clinic.page, 'the clinic phone menu');
      await toggleSkin(clinic.page, 'dark');
      await expectNoA11yViolations(clinic.page, 'the clinic phone menu');
    } finally {
      await clinic.close();
    }
  });
});

/**
 * Waits, in the page, until `dialogSelector` and a toast are both on screen and returns their boxes,
 * measured in the same frame (a toast closes by itself after 2 s).
 */
async function boxesTogether(
  page: Page,
  dialogSelector: string,
): Promise<{ toast: Box; others: Box[]; toastZ: number; othersZ: number }> {
  const handle = await page.waitForFunction(
    ({ selector, toasts }) => {
      const toast = document.querySelector(toasts);
      const others = Array.from(document.querySelectorAll(selector));
      if (!toast || others.length === 0) return null;
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const zOf = (el: Element | null): number => {
        for (let node = el; node; node = node.parentElement) {
          const z = getComputedStyle(node).zIndex;
          if (z !== 'auto' && getComputedStyle(node).position !== 'static') return Number(z);
        }
        return 0;
      };
      return {
        toast: box(toast),
        others: others.map(box),
        toastZ: zOf(toast),
        othersZ: zOf(others[0]!),
      };
    },
    { selector: dialogSelector, toasts: TOASTS },
    { polling: 'raf', timeout: 15_000 },
  );
  return (await handle.jsonValue())!;
}

describe('toasts never cover a dialog or the phone menu', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('"Task Completed Successfully!" stays clear of the "How do you feel now?" dialog, and under its overlay', async () => {
    const page = tab!.page;
    const title = `Shell check ${Date.now().toString(36)}`;
    const session = await apiLogin(ACCOUNTS.personal);
    const created = await callApi('front/tasks/create_task', {
      token: session.accessToken,
      body: { title, ask_final_feelings: true },
    });
    expect(created.httpStatus, JSON.stringify(created.body)).toBe(201);
    await logInThroughUi(page, ACCOUNTS.personal);
    await page.goto('/frontuser/tasks');
    await page.getByRole('button', { name: `Complete “${title}”`, exact: true }).click();
    const { toast, others, toastZ, othersZ } = await boxesTogether(page, '[role="dialog"]');
    for (const dialog of others)
      expect(overlap(toast, dialog), `toast ${JSON.stringify(toast)} vs dialog ${JSON.stringify(dialog)}`).toBe(false);
    expect(toastZ).toBeLessThan(othersZ);
    await expectVisible(page.getByRole('dialog', { name: 'How do you feel now?' }), 'the final-feelings dialog');
    await page.getByRole('dialog', { name: 'How do you feel now?' }).getByRole('button', { name: 'Better', exact: true }).click();
  });

  it('on the phone the welcome toast leaves every entry of the phone menu clear', async () => {
    await tab?.close();
    tab = await openTab(browser());
    const page = tab.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openLogin(page, ACCOUNTS.patient);
    await submitLogin(page, ACCOUNTS.patient);
    const toast = page.locator(TOASTS).first();
    await expectVisible(toast, 'the welcome toast');
    // Resting the pointer on a toast keeps it open; it closes 2 s after the pointer leaves for the burger.
    await toast.hover();
    await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
    const { others, toastZ, othersZ } = await boxesTogether(page, 'nav[aria-label="Main menu"] a');
    expect(others.length).toBeGreaterThan(5);
    expect(toastZ).toBeLessThan(othersZ);
    // A long menu reaches the bottom of the screen, where the toast is: the menu lies above it, so what a
    // finger finds at the middle of every entry on screen is that entry, never the toast.
    const covered = await page.evaluate((toasts) => {
      const entries = Array.from(document.querySelectorAll('nav[aria-label="Main menu"] a'));
      return entries
        .filter((entry) => {
          const r = entry.getBoundingClientRect();
          const x = r.x + r.width / 2;
          const y = r.y + r.height / 2;
          // On screen means inside the window and inside the menu's scrolling area (an entry scrolled out
          // of it is reached by scrolling, not by a finger where it would be).
          let bottom = window.innerHeight;
          let top = 0;
          for (let box = entry.parentElement; box; box = box.parentElement) {
            const overflow = getComputedStyle(box).overflowY;
            if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') {
              const clip = box.getBoundingClientRect();
              bottom = Math.min(bottom, clip.bottom);
              top = Math.max(top, clip.top);
            }
          }
          if (y < top || y > bottom) return false;
          const hit = document.elementFromPoint(x, y);
          return !hit || !entry.contains(hit) || Boolean(hit.closest(toasts));
        })
        .map((entry) => entry.textContent);
    }, TOASTS);
    expect(covered).toEqual([]);
    await waitForPath(page, ACCOUNTS.patient.landing);
  });
});
