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
  openFromMainMenu,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';

/**
 * Issue 4, the content studio's library tools for a clinic: reads the feedback on its library (Feedback in
 * the menu); drags a class into a new place in its class list and finds it there after a reload; makes a
 * meditation category in the meditation studio and files its meditation "Harbor Evening Wind-down" under
 * it (the list's category filter then finds it); gives Cedar Wellness access to that meditation. Every
 * page and dialog is axe-clean in the light and dark skins. What it changes in the demo library is undone
 * afterwards (the classes and the category deleted, the access rules emptied).
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const FIRST = `Morning anchor ${stamp}`;
const SECOND = `Evening anchor ${stamp}`;
const CATEGORY = `Harbor calm ${stamp}`;
const MEDITATION = 'Harbor Evening Wind-down';
const CEDAR = ACCOUNTS.clinic2.clinicName!;
const COMMENT = `Calmer after this one (${stamp})`;

async function axeBothSkins(page: Page, label: string) {
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

/** Runs `action` and waits for the answer of the POST to a path ending with `suffix` (a 401 is the short-lived token being refreshed). */
async function answerTo(page: Page, suffix: string, action: () => Promise<void>) {
  const [answered] = await Promise.all([
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith(suffix) && response.request().method() === 'POST' && response.status() !== 401,
    ),
    action(),
  ]);
  return answered;
}

/** The titles of a studio table, top to bottom. */
const titlesOf = (table: Locator) => table.locator('tbody tr td:nth-child(2) a').allInnerTexts();

describe('a clinic curates its library in the studio', () => {
  let tab: Tab | undefined;
  let token = '';
  const created: number[] = [];
  let categoryId: number | undefined;
  let meditationId: number | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
    token = (await apiLogin(ACCOUNTS.clinic)).accessToken;
    // A patient of the clinic says how its meditation felt.
    const meditations = await callApi<Array<{ id: number; title: string }>>('clinics/meditations/all_meditations', {
      method: 'GET',
      query: { search: MEDITATION },
      token,
    });
    const meditation = meditations.body.data!.find((item) => item.title === MEDITATION)!;
    const patient = await apiLogin(ACCOUNTS.patient);
    const feedback = await callApi('front/feedback/feedback_value', {
      body: { type: 'meditation', data_id: meditation.id, value: 4, comment: COMMENT },
      token: patient.accessToken,
    });
    expect(feedback.httpStatus).toBeLessThan(300);
    // Two new classes at the end of the clinic's list, in this order.
    for (const title of [FIRST, SECOND]) {
      const result = await callApi<{ id: number }>('clinics/classes/create_class', { body: { title }, token });
      expect(result.httpStatus).toBe(201);
      created.push(result.body.data!.id);
    }
  });
  afterAll(async () => {
    await tab?.close();
    const session = await apiLogin(ACCOUNTS.clinic);
    for (const id of created) await callApi('clinics/classes/delete_class', { body: { id }, token: session.accessToken });
    if (categoryId)
      await callApi('clinics/categories/delete_categories', { body: { ids: [categoryId] }, token: session.accessToken });
    if (meditationId)
      await callApi('clinics/access_rules/update_access_rules', {
        body: { data_type: 'meditations', data_id: meditationId, clinic_ids: [] },
        token: session.accessToken,
      });
  });

  it("opens Feedback from the menu and reads a patient's feedback on its meditation (axe-clean in both skins)", async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Feedback');
    await waitForPath(page, '/clinic/feedback');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Feedback', exact: true }), 'the "Feedback" heading');
    const row = page.getByRole('table', { name: 'Feedback values' }).getByRole('row').filter({ hasText: COMMENT });
    await expectVisible(row, "the patient's feedback");
    await expectVisible(row.getByText(MEDITATION, { exact: true }), 'the meditation it is about');
    await expectVisible(row.getByText(ACCOUNTS.patient.fullName, { exact: true }), 'who left it');
    await axeBothSkins(page, 'clinic feedback page');
    await page.getByText('Reviews', { exact: true }).click();
    await expectVisible(
      page.getByRole('table', { name: 'Reviews' }).or(page.getByText('Nothing yet on your classes and meditations.')),
      'the reviews (or that there are none)',
    );
  });

  it('drags a class above another one, and the order stays after a reload', async () => {
    const page = tab!.page;
    await openFromMainMenu(page, 'Classes');
    await waitForPath(page, '/clinic/classes');
    const table = page.getByRole('table', { name: 'Classes' });
    await expectVisible(table.getByRole('link', { name: SECOND, exact: true }), 'the second new class');
    const before = await titlesOf(table);
    expect(before.indexOf(FIRST)).toBeLessThan(before.indexOf(SECOND));
    await axeBothSkins(page, 'clinic class list with drag handles');

    const handle = table.getByRole('button', {
      name: `Reorder ${SECOND}: drag, or press the up and down arrow keys`,
      exact: true,
    });
    const target = table.getByRole('row').filter({ hasText: FIRST });
    const answered = await answerTo(page, '/classes/reorder_classes', () => handle.dragTo(target));
    expect(answered.status()).toBe(200);
    await expectVisible(
      page.locator(TOASTS).filter({ hasText: 'Reorder Successfully' }).first(),
      'the "Reorder Successfully" toast',
    );
    const expected = before.filter((title) => title !== SECOND);
    expected.splice(expected.indexOf(FIRST), 0, SECOND);
    await expect.poll(() => titlesOf(table), { timeout: 15_000 }).toEqual(expected);

    await page.reload();
    await expectVisible(table.getByRole('link', { name: SECOND, exact: true }), 'the classes after a reload');
    expect(await titlesOf(table)).toEqual(expected);
    // The server numbered them 1..n.
    const orders = await table.locator('tbody tr td:nth-child(1)').allInnerTexts();
    expect(orders.map((text) => Number(text.trim()))).toEqual(expected.map((_, index) => index + 1));
  });

  it('moves a class from the keyboard too: the arrow keys on its handle', async () => {
    const page = tab!.page;
    const table = page.getByRole('table', { name: 'Classes' });
    const handle = table.getByRole('button', {
      name: `Reorder ${SECOND}: drag, or press the up and down arrow keys`,
      exact: true,
    });
    await handle.focus();
    const answered = await answerTo(page, '/classes/reorder_classes', () => page.keyboard.press('ArrowDown'));
    expect(answered.status()).toBe(200);
    await expect
      .poll(async () => {
        const titles = await titlesOf(table);
        return titles.indexOf(SECOND) - titles.indexOf(FIRST);
      })
      .toBe(1);
    await expectVisible(
      page.getByRole('status').filter({ hasText: `${SECOND} moved to position` }),
      'the announcement of the move',
    );
  });

  it('manages class categories in the class studio (axe-clean in both skins)', async () => {
    const page = tab!.page;
    await page.getByRole('tab', { name: 'Categories', exact: true }).click();
    const list = page.getByRole('list', { name: 'Class categories in order' });
    await expectVisible(list.getByText('Harbor programmes', { exact: true }), "the clinic's class category");
    await expectVisible(
      list.getByRole('button', { name: 'Reorder Harbor programmes: drag, or press the up and down arrow keys' }),
      'its handle',
    );
    await axeBothSkins(page, 'clinic class categories');
  });

  it('makes a meditation category in the meditation studio (axe-clean in both skins)', async () => {
    const page = tab!.page;
    await openFromMainMenu(page, 'Meditations');
    await waitForPath(page, '/clinic/meditations');
    await page.getByRole('tab', { name: 'Categories', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Meditation categories', exact: true }), 'the meditation categories');
    await page.getByRole('textbox', { name: 'New category', exact: true }).fill(CATEGORY);
    const answered = await answerTo(page, '/categories/create_category', () =>
      page.getByRole('button', { name: 'Add category', exact: true }).click(),
    );
    expect(answered.status()).toBe(201);
    categoryId = ((await answered.json()) as { data: { id: number } }).data.id;
    const list = page.getByRole('list', { name: 'Meditation categories in order' });
    await expectVisible(list.getByText(CATEGORY, { exact: true }), 'the new category');
    await expectVisible(list.getByText('0 meditations', { exact: true }), 'its count');
    await axeBothSkins(page, 'clinic meditation categories');
    // The sub-categories tab offers it as a parent at once.
    await page.getByRole('tab', { name: 'Sub-categories', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: CATEGORY, exact: true }), 'the category among the parents');
  });

  it('files a meditation under the new category, which the list then filters by', async () => {
    const page = tab!.page;
    await page.getByRole('tab', { name: 'Meditations', exact: true }).click();
    const table = page.getByRole('table', { name: 'Meditations' });
    await table.getByRole('link', { name: MEDITATION, exact: true }).click();
    await page.waitForURL((url) => /^\/clinic\/meditations\/\d+$/.test(url.pathname));
    meditationId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByLabel('Categories and sub-categories', { exact: true }).first().click();
    await page.getByRole('option', { name: CATEGORY, exact: true }).click();
    await page.keyboard.press('Escape');
    const answered = await answerTo(page, '/meditations/update_or_create_meditation', () =>
      page.getByRole('button', { name: 'Save', exact: true }).first().click(),
    );
    expect(answered.status()).toBe(200);

    await page.getByRole('link', { name: 'Back to the meditations' }).click();
    await waitForPath(page, '/clinic/meditations');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: CATEGORY, exact: true }).click();
    await expect.poll(() => titlesOf(table), { timeout: 15_000 }).toEqual([MEDITATION]);
    // Filtered, the order cannot change: no drag handles.
    expect(await table.getByRole('button', { name: /^Reorder / }).count()).toBe(0);
  });

  it('gives Cedar Wellness access to the meditation (the dialog is axe-clean in both skins)', async () => {
    const page = tab!.page;
    const dialog = page.getByRole('dialog', { name: `Who sees ${MEDITATION}` });
    const openDialog = async () => {
      await page.getByRole('button', { name: `Actions for ${MEDITATION}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Access rules', exact: true }).click();
      await expectVisible(dialog.getByRole('button', { name: 'Save', exact: true }), 'the access rules dialog');
    };
    // The dark skin first (the skin toggle sits behind an open dialog).
    await toggleSkin(page, 'dark');
    await openDialog();
    await expectNoA11yViolations(page, 'clinic meditation access rules dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await toggleSkin(page, 'light');
    await openDialog();
    await expectVisible(dialog.getByText('No other clinic sees it yet.'), 'no access rule yet');
    await dialog.getByLabel('Clinics', { exact: true }).first().click();
    // The clinic's own clinic is not offered.
    expect(await page.getByRole('option', { name: ACCOUNTS.clinic.clinicName!, exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: CEDAR, exact: true }).click();
    await page.keyboard.press('Tab');
    await dialog
      .getByRole('listbox')
      .waitFor({ state: 'hidden' })
      .catch(() => undefined);
    await expectNoA11yViolations(page, 'clinic meditation access rules dialog', { include: '[role="dialog"]' });
    const answered = await answerTo(page, '/access_rules/update_access_rules', () =>
      dialog.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    expect(answered.status()).toBe(200);
    await expectVisible(
      page.locator(TOASTS).filter({ hasText: 'Access Rules have been Updated Successfully' }),
      'the access rules toast',
    );
    await dialog.waitFor({ state: 'detached' });

    const cedar = (
      await callApi<Array<{ id: number; name: string }>>('front/authentication/all_clinics', { method: 'GET' })
    ).body.data!.find((clinic) => clinic.name === CEDAR)!;
    const rules = await callApi<{ clinic_ids: number[] }>('clinics/access_rules/get_access_rules', {
      body: { data_type: 'meditations', data_id: meditationId },
      token: (await apiLogin(ACCOUNTS.clinic)).accessToken,
    });
    expect(rules.body.data!.clinic_ids).toEqual([cedar.id]);
    // Opened again, the dialog shows it.
    await openDialog();
    await expectVisible(dialog.getByText(CEDAR, { exact: true }), 'Cedar Wellness among the chosen clinics');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  });
});
