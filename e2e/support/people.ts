import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS } from './accounts.js';
import { apiLogin, callApi } from './api.js';
import { TOASTS, expectNoA11yViolations, expectVisible, toggleSkin, type Tab } from './browser.js';

/** The page, then the same page in the dark skin, axe-clean; back to the light skin after. */
export async function checkA11yBothSkins(page: Page, label: string, options: { include?: string } = {}): Promise<void> {
  await expectNoA11yViolations(page, label, options);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label, options);
  await toggleSkin(page, 'light');
}

/**
 * Sets the skin as the app's layout preferences keep it, the way another tab would change them (stored
 * value, then a storage event the app listens to): the toggle itself sits behind an open dialog.
 */
export async function setSkinBehindDialog(page: Page, skin: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => {
    const key = 'stillpoint.layout';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...stored, skin: next }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }, skin);
  await page.waitForFunction((scheme) => document.documentElement.getAttribute('data-mantine-color-scheme') === scheme, skin);
}

/** The open dialog, axe-clean in the light and the dark skin (the page is left in the light skin). */
export async function checkDialogBothSkins(page: Page, label: string): Promise<void> {
  await expectNoA11yViolations(page, label, { include: '[role="dialog"]' });
  await setSkinBehindDialog(page, 'dark');
  await expectNoA11yViolations(page, label, { include: '[role="dialog"]' });
  await setSkinBehindDialog(page, 'light');
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expectVisible(page.locator(TOASTS).getByText(text, { exact: true }), `the toast "${text}"`);
}

/** Searches a people list (PeopleTable) inside `scope` for `text`. */
export async function searchPeople(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByLabel('Search by name or e-mail', { exact: true }).fill(text);
  await scope.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * Picks `item` in the row menu "Actions for {name}". Menus open with a transition: a click that lands
 * before the menu settles is tried again.
 */
export async function chooseRowAction(page: Page, name: string, item: string): Promise<void> {
  const trigger = page.getByRole('button', { name: `Actions for ${name}`, exact: true });
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await entry.isVisible())) await trigger.click();
    try {
      await entry.click({ timeout: 3000 });
      return;
    } catch {
      // The menu closed or moved under the pointer: open it again.
    }
  }
  throw new Error(`The menu item "${item}" for ${name} could not be chosen`);
}

/** The items of the menu a button opens (the menu is closed again after). */
export async function menuItems(page: Page, trigger: Locator): Promise<string[]> {
  await trigger.click();
  const id = await trigger.getAttribute('aria-controls');
  const menu = id ? page.locator(`[id="${id}"]`) : page.getByRole('menu');
  await expectVisible(menu, 'the open menu');
  const items = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' }).catch(() => undefined);
  return items;
}

/** The items of the row menu "Actions for {name}". */
export function rowActions(page: Page, name: string): Promise<string[]> {
  return menuItems(page, page.getByRole('button', { name: `Actions for ${name}`, exact: true }));
}

/** A user through the admin API: their summary, found by e-mail in the list of every user. */
export async function findUser(
  email: string,
): Promise<{ userid: number; role: string; roleid: number; clinicId: number | null } | null> {
  const admin = await apiLogin(ACCOUNTS.admin);
  const found = await callApi<{ userid: number; email: string; role: string; roleid: number; clinicId: number | null }[]>(
    'admin/users/users',
    { token: admin.accessToken, body: { search: email } },
  );
  return found.body.data?.find((user) => user.email === email) ?? null;
}

/** Creates a person through an API call as `token`, and fails loudly when it is refused. */
export async function createThroughApi<T = { userid: number }>(path: string, token: string, body: unknown): Promise<T> {
  const created = await callApi<T>(path, { token, body });
  if (!created.body.status || !created.body.data) throw new Error(`${path} failed: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** No uncaught error happened in the tab. */
export function expectNoPageErrors(tab: Tab): void {
  expect(tab.pageErrors).toEqual([]);
}
