import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
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
import { checkDialogBothSkins } from './support/people.js';
import { openClassStudio, publication } from './support/studio.js';

/**
 * Issue 10, authoring: on the phone the class editor shows each content's title and type and its long
 * buttons wrap; a clinic files a new class under a platform category and its own, sees the image field's
 * hint, lands in the new class's editor; a clinic adds a patient with their therapist. Axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);

async function bothSkins(page: Page, label: string) {
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

/** Whether an element shows its whole text (nothing cut off by an ellipsis or overflow). */
const showsWholeText = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)].map((element) => ({
        text: (element.textContent ?? '').trim(),
        whole: element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().width > 0,
      })),
    selector,
  );

describe('the class editor on the phone', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
    await tab.page.setViewportSize({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await tab?.close();
  });

  it("shows each content's title and type, and the lesson's buttons whole (axe-clean, light and dark)", async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin, { at: '/administration/classes/1' });
    const rows = page.getByTestId('studio-content');
    await expectVisible(rows, 'the contents of the lessons');
    for (const row of await rows.all()) {
      const texts = (await row.locator('p, span').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      expect(texts.length, 'a title and a type').toBeGreaterThanOrEqual(2);
      const badge = row.locator('.mantine-Badge-root').first();
      expect((await badge.boundingBox())!.width).toBeGreaterThan(30);
    }
    const add = page.getByRole('button', { name: 'Add content to Noticing your breath', exact: true });
    await expectVisible(add, 'the "Add content to Noticing your breath" button');
    for (const label of await showsWholeText(page, 'main .mantine-Button-label'))
      expect(label, `the button "${label.text}"`).toMatchObject({ whole: true });
    await bothSkins(page, 'class editor on the phone');
  });
});

describe('a clinic authors a class and adds a patient', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('files a new class under a platform category and its own, then edits it at once', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openClassStudio(page);
    await page.getByRole('button', { name: 'New class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await expectVisible(dialog, 'the new class dialog');
    await expectVisible(dialog.getByText(/^PNG, JPEG, WebP or GIF, up to 10 MB/), "the image field's hint");
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Evening reset ${stamp}`);
    await dialog.getByLabel('Categories', { exact: true }).first().click();
    await expectVisible(page.getByText('Platform categories', { exact: true }), 'the platform categories');
    await page.getByRole('option', { name: 'Stress and anxiety', exact: true }).click();
    await page.getByRole('option', { name: 'Harbor programmes', exact: true }).click();
    await page.keyboard.press('Escape');
    await checkDialogBothSkins(page, 'new class dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Class has been Added Successfully' }), 'the class added toast');
    await page.waitForURL(/\/clinic\/classes\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: `Evening reset ${stamp}` }), 'the new class editor');
    await expectVisible(publication(page).getByText('Draft', { exact: true }), 'the draft');
    for (const category of ['Stress and anxiety', 'Harbor programmes'])
      await expectVisible(page.locator('main').getByText(category, { exact: true }), `the category "${category}"`);
  });

  it('adds a patient with their therapist, who then looks after them', async () => {
    const page = tab!.page;
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await page.getByRole('button', { name: 'Add a patient', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a patient' });
    await dialog.getByLabel('Full name', { exact: true }).fill(`Nora ${stamp}`);
    await dialog.getByLabel('E-mail', { exact: true }).fill(`nora-${stamp}@example.test`);
    await dialog.getByLabel('Therapist (optional)', { exact: true }).first().click();
    await page.getByRole('option', { name: ACCOUNTS.employee.fullName, exact: true }).click();
    await checkDialogBothSkins(page, 'add a patient dialog');
    await dialog.getByRole('button', { name: 'Add the patient', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).filter({ hasText: 'Patient has been Added Successfully' }),
      'the patient added toast',
    );
    const row = page.getByRole('row').filter({ hasText: `Nora ${stamp}` });
    await expectVisible(row.getByText(ACCOUNTS.employee.fullName), 'the therapist in the patient row');
  });
});
