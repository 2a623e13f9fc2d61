import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
  openFromMainMenu,
} from './support/browser.js';

/**
 * Issue 4, sections: the clinic opens Sections from its menu, adds a section, adds a class and a meditation
 * of its demo library ("Harbor Recovery Programme" and "Harbor Evening Wind-down"), reorders them with
 * the keyboard buttons and by drag and drop, and finds the order kept after a reload; opens the class to
 * see its lessons and contents and adds one lesson to the section from there; drags the new section to
 * the top of its sections (kept after a reload). The administrator opens the platform's default sections
 * (the demo library's "Start here") and opens its category. Every page is axe-clean in the light and dark skins.
 */
const browser = useBrowser();
const SECTION = `Before your session ${Date.now().toString(36)}`;
const CLASS = 'Harbor Recovery Programme';
const MEDITATION = 'Harbor Evening Wind-down';
/** The class's first lesson, and its first content "Welcome". */
const LESSON = 'Welcome to your programme';

async function axeBothSkins(page: Page, label: string) {
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

const itemTitles = (page: Page) =>
  page.getByRole('list', { name: 'Items of the section, in order' }).getByTestId('section-item-title').allInnerTexts();

/** Waits until the items list shows these titles in this order. */
async function expectOrder(page: Page, titles: string[]) {
  await expect
    .poll(() => itemTitles(page), { timeout: 15_000, message: `items in the order ${titles.join(', ')}` })
    .toEqual(titles);
}

/** Clicks and waits for the reorder call to be answered. */
async function reorderBy(page: Page, action: (locator: Locator) => Promise<void>, target: Locator) {
  const [answered] = await Promise.all([
    // A 401 is the short-lived access token expiring: the client refreshes it and sends the call again.
    page.waitForResponse(
      (response) =>
        response.url().includes('/sections/reorder') && response.request().method() === 'POST' && response.status() !== 401,
    ),
    action(target),
  ]);
  expect(answered.status()).toBe(200);
}

async function pickCandidate(page: Page, kind: 'Classes' | 'Meditations', title: string) {
  const form = page.getByRole('form', { name: 'Add an item' });
  await form.getByText(kind, { exact: true }).click();
  const picker = form.getByRole('combobox', { name: 'Choose from your library' });
  await picker.click();
  await picker.fill(title.slice(0, 8));
  await page.getByRole('option', { name: title, exact: true }).click();
  const [added] = await Promise.all([
    page.waitForResponse(
      (response) => /\/sections\/add_(class|meditation)$/.test(new URL(response.url()).pathname) && response.status() !== 401,
    ),
    form.getByRole('button', { name: 'Add to section', exact: true }).click(),
  ]);
  expect(added.status()).toBe(201);
}

describe('a clinic curates a section of its discovery home', () => {
  let clinic: Tab | undefined;
  let sectionPath = '';
  let onList = false;
  let onDetail = false;
  beforeAll(async () => {
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
  });

  it('opens Sections from the menu (axe-clean in both skins)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Sections');
    await waitForPath(page, '/clinic/sections');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sections', exact: true }), 'the "Sections" heading');
    await expectVisible(
      page.getByRole('switch', { name: /Show the platform’s default sections until mine are published/ }),
      'the default status switch',
    );
    onList = true;
    await axeBothSkins(page, 'clinic sections page');
  });

  it('adds a section, a draft that opens at once', async () => {
    if (!onList) throw new Error('the sections page did not open');
    const page = clinic!.page;
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    // The dark skin first (the skin toggle sits behind an open dialog).
    await toggleSkin(page, 'dark');
    await page.getByRole('button', { name: 'Add section', exact: true }).click();
    await expectVisible(dialog.getByText(/A new section is a draft/), 'what a new section is');
    await expectNoA11yViolations(page, 'add section dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await toggleSkin(page, 'light');
    await page.getByRole('button', { name: 'Add section', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(SECTION);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The first things to try.');
    await expectNoA11yViolations(page, 'add section dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Section has been Added Successfully' }), 'the added toast');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/clinic\/sections\/\d+$/);
    sectionPath = new URL(page.url()).pathname;
    await expectVisible(page.getByRole('heading', { level: 1, name: SECTION }), 'the section heading');
    const state = page.getByRole('region', { name: 'Publication' });
    await expectVisible(state.getByText('Draft', { exact: true }), 'the draft badge');
    await expectVisible(state.getByText('Add an item first', { exact: true }), 'what the section needs');
    onDetail = true;
  });

  it('adds a class and a meditation of its library, then publishes the section for its people', async () => {
    if (!onDetail) throw new Error('the section did not open');
    const page = clinic!.page;
    await pickCandidate(page, 'Classes', CLASS);
    await expectOrder(page, [CLASS]);
    await pickCandidate(page, 'Meditations', MEDITATION);
    await expectOrder(page, [CLASS, MEDITATION]);
    const id = Number(sectionPath.split('/').pop());
    const patient = await apiLogin(ACCOUNTS.patient);
    const home = async () =>
      (await callApi<{ sections: Array<{ id: number }> }>('front/discovery/sections', { token: patient.accessToken })).body.data!.sections.map(
        (section) => section.id,
      );
    expect(await home()).not.toContain(id);
    const state = page.getByRole('region', { name: 'Publication' });
    await state.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Section has been Published Successfully' }).first(), 'the published toast');
    await expectVisible(state.getByText('Published', { exact: true }), 'the published badge');
    expect(await home()).toContain(id);
  });

  it('section detail: no axe-core violations in the light and dark skins', async () => {
    if (!onDetail) throw new Error('the section did not open');
    await axeBothSkins(clinic!.page, 'clinic section detail');
  });

  it('reorders with the keyboard buttons and by drag and drop, and the order stays after a reload', async () => {
    if (!onDetail) throw new Error('the section did not open');
    const page = clinic!.page;
    // Keyboard: focus the button and press Enter.
    const up = page.getByRole('button', { name: `Move ${MEDITATION} up` });
    await reorderBy(
      page,
      async (button) => {
        await button.focus();
        await page.keyboard.press('Enter');
      },
      up,
    );
    await expectOrder(page, [MEDITATION, CLASS]);
    await expectVisible(
      page.getByRole('status').filter({ hasText: `${MEDITATION} moved to position 1 of 2` }),
      'the announcement',
    );

    // Drag and drop: the class's handle onto the meditation's row.
    const handles = page.getByTestId('drag-handle');
    const rows = page.getByTestId('sortable-item');
    await reorderBy(page, (handle) => handle.dragTo(rows.nth(0)), handles.nth(1));
    await expectOrder(page, [CLASS, MEDITATION]);

    // And back down with the keyboard, so the kept order is not the order of adding.
    await reorderBy(page, (button) => button.click(), page.getByRole('button', { name: `Move ${CLASS} down` }));
    await expectOrder(page, [MEDITATION, CLASS]);

    await page.reload();
    await waitForPath(page, sectionPath);
    await expectOrder(page, [MEDITATION, CLASS]);

    // The server agrees: gapless 1..n.
    const session = await apiLogin(ACCOUNTS.clinic);
    const id = sectionPath.split('/').pop()!;
    const detail = await callApi<{ items: Array<{ title: string; sortOrder: number }> }>('clinics/sections/detail', {
      method: 'GET',
      query: { id },
      token: session.accessToken,
    });
    expect(detail.body.data!.items.map((item) => [item.title, item.sortOrder])).toEqual([
      [MEDITATION, 1],
      [CLASS, 2],
    ]);
  });

  it('opens the class to see its lessons and contents, and adds one of its lessons to the section (axe-clean)', async () => {
    if (!onDetail) throw new Error('the section did not open');
    const page = clinic!.page;
    const toggle = page.getByRole('button', { name: `Show what “${CLASS}” holds`, exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const inner = page.getByRole('list', { name: `In “${CLASS}”`, exact: true });
    await expectVisible(inner.getByText(LESSON, { exact: true }), `the lesson "${LESSON}"`);
    await expectVisible(
      page.getByRole('list', { name: `In “${LESSON}”`, exact: true }).getByText('Welcome', { exact: true }),
      'its contents',
    );
    await axeBothSkins(page, 'clinic section detail with a class opened');
    const [added] = await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).pathname.endsWith('/sections/add_lesson') && response.status() !== 401,
      ),
      page.getByRole('button', { name: `Add “${LESSON}” to the section`, exact: true }).click(),
    ]);
    expect(added.status()).toBe(201);
    await expectOrder(page, [MEDITATION, CLASS, LESSON]);
    // Now in the section, the lesson is no longer offered.
    await expectVisible(inner.getByText('In the section', { exact: true }), 'the lesson marked as in the section');
  });

  it('drags the new section to the top of the sections, and it stays there after a reload', async () => {
    if (!onDetail) throw new Error('the section did not open');
    const page = clinic!.page;
    await page.getByRole('link', { name: 'Back to sections' }).click();
    await waitForPath(page, '/clinic/sections');
    const table = page.getByRole('table', { name: 'Sections' });
    const titles = () => table.locator('tbody tr td:nth-child(2) a').allInnerTexts();
    await expectVisible(table.getByRole('link', { name: SECTION, exact: true }), 'the new section');
    const before = await titles();
    expect(before.indexOf(SECTION)).toBeGreaterThan(0);
    await axeBothSkins(page, 'clinic sections page with drag handles');
    const handle = table.getByRole('button', {
      name: `Reorder ${SECTION}: drag, or press the up and down arrow keys`,
      exact: true,
    });
    await reorderBy(page, (source) => source.dragTo(table.getByRole('row').filter({ hasText: before[0]! })), handle);
    const expected = [SECTION, ...before.filter((title) => title !== SECTION)];
    await expect.poll(titles, { timeout: 15_000 }).toEqual(expected);
    await page.reload();
    await expectVisible(table.getByRole('link', { name: SECTION, exact: true }), 'the sections after a reload');
    expect(await titles()).toEqual(expected);
    const session = await apiLogin(ACCOUNTS.clinic);
    const list = await callApi<Array<{ title: string; sortOrder: number }>>('clinics/sections/list', {
      method: 'GET',
      query: { perPage: '100' },
      token: session.accessToken,
    });
    expect(list.body.data!.map((section) => [section.title, section.sortOrder])).toEqual(
      expected.map((title, index) => [title, index + 1]),
    );
  });
});

describe("the administrator curates the platform's default sections", () => {
  let admin: Tab | undefined;
  beforeAll(async () => {
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('opens the default sections and one of them (axe-clean in both skins)', async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Sections');
    await waitForPath(page, '/administration/sections');
    const link = page.getByRole('table', { name: 'Sections' }).getByRole('link', { name: 'Start here', exact: true });
    await expectVisible(link, 'the demo default section');
    // The clinic's own section is not among the platform's.
    expect(await page.getByText(SECTION).count()).toBe(0);
    await axeBothSkins(page, 'admin sections page');
    await link.click();
    await page.waitForURL(/\/administration\/sections\/\d+$/);
    await expectOrder(page, ['Breathing Basics', 'Gentle Arrival', 'Breathing']);
    await axeBothSkins(page, 'admin section detail');
    // The category holds the platform's classes (Breathing Basics is already in the section).
    await page.getByRole('button', { name: 'Show what “Breathing” holds', exact: true }).click();
    const inner = page.getByRole('list', { name: 'In “Breathing”', exact: true });
    await expectVisible(inner.getByText('Breathing Basics', { exact: true }), 'the class of the category');
    await expectVisible(inner.getByText('In the section', { exact: true }), 'the class marked as in the section');
    await axeBothSkins(page, 'admin section detail with a category opened');
  });
});
