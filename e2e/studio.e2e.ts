import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
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
} from './support/browser.js';
import { makePdf, makeWav } from './support/media.js';
import { addLessonInStudio, addUploadedContent, createClassInStudio, lessonContents, openClassStudio, type Upload } from './support/studio.js';

/**
 * Issue 4, class studio: the clinic opens Classes (axe-clean in both skins), creates a class, adds a lesson
 * holding an uploaded audio content (a WAV made here) and a PDF (made here), watches the upload progress,
 * reorders the two contents with the keyboard-accessible move buttons and sees them in the new order
 * (after a reload too); the editor is axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const CLASS_TITLE = `Evening calm ${stamp}`;
const LESSON_TITLE = 'Settling in';

describe('a clinic builds a class in the studio', () => {
  let tab: Tab | undefined;
  let onList = false;
  let inEditor = false;
  let contentsAdded = false;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('opens Classes from the menu', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openClassStudio(page);
    onList = true;
  });

  it('class list: no axe-core violations in the light and dark skins', async () => {
    if (!onList) throw new Error('the class list did not open');
    const page = tab!.page;
    expect(await colorScheme(page)).toBe('light');
    await expectNoA11yViolations(page, 'clinic class list');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic class list');
    await toggleSkin(page, 'light');
  });

  it('creates a class and opens its editor', async () => {
    if (!onList) throw new Error('the class list did not open');
    const page = tab!.page;
    await createClassInStudio(page, CLASS_TITLE, 'Slow down before sleep.');
    expect(new URL(page.url()).pathname).toMatch(/^\/clinic\/classes\/\d+$/);
    inEditor = true;
  });

  it('adds a lesson with an uploaded audio and a PDF', async () => {
    if (!inEditor) throw new Error('the class editor did not open');
    const page = tab!.page;
    await addLessonInStudio(page, LESSON_TITLE);
    const uploads: Upload[] = [
      { type: 'Audio', title: 'Breathing tone', file: { name: 'tone.wav', mimeType: 'audio/wav', buffer: makeWav(2) } },
      { type: 'Document', title: 'Evening workbook', file: { name: 'workbook.pdf', mimeType: 'application/pdf', buffer: makePdf('Stillpoint workbook') } },
    ];
    for (const upload of uploads) await addUploadedContent(page, LESSON_TITLE, upload, { checkDialog: upload.type === 'Audio' });
    const list = lessonContents(page, LESSON_TITLE);
    await expectVisible(list.getByText('Evening workbook', { exact: true }), 'the PDF content');
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Breathing tone'),
      expect.stringContaining('Evening workbook'),
    ]);
    contentsAdded = true;
  });

  it('reorders the two contents and sees them in the new order, also after a reload', async () => {
    if (!contentsAdded) throw new Error('the contents were not added');
    const page = tab!.page;
    const list = lessonContents(page, LESSON_TITLE);
    await list.getByRole('button', { name: 'Move Evening workbook up', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Reorder Successfully' }).first(), 'the reorder toast');
    await page.waitForFunction(
      (name) => {
        const items = [...document.querySelectorAll(`ol[aria-label="${name}"] > li`)].map((li) => li.textContent ?? '');
        return items.length === 2 && items[0]!.includes('Evening workbook');
      },
      `Contents of ${LESSON_TITLE} in order`,
      { timeout: 15_000 },
    );
    await page.reload();
    const reloaded = lessonContents(page, LESSON_TITLE);
    await expectVisible(reloaded.getByText('Breathing tone', { exact: true }), 'the contents after a reload');
    const texts = await reloaded.getByRole('listitem').allInnerTexts();
    expect(texts[0]).toContain('Evening workbook');
    expect(texts[1]).toContain('Breathing tone');
  });

  it('class editor: no axe-core violations in the light and dark skins', async () => {
    if (!inEditor) throw new Error('the class editor did not open');
    const page = tab!.page;
    expect(await colorScheme(page)).toBe('light');
    await expectNoA11yViolations(page, 'clinic class editor');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic class editor');
    await toggleSkin(page, 'light');
  });

  it('back on the list, the class shows (axe-clean in both skins) and the update log records the changes', async () => {
    if (!inEditor) throw new Error('the class editor did not open');
    const page = tab!.page;
    await page.getByRole('link', { name: 'Back to classes' }).click();
    await waitForPath(page, '/clinic/classes');
    const row = page.getByRole('table', { name: 'Classes' }).getByRole('row').filter({ hasText: CLASS_TITLE });
    await expectVisible(row.getByRole('link', { name: CLASS_TITLE, exact: true }), 'the class in the list');
    // Never published: a draft, with a Publish button now that it has contents.
    await expectVisible(row.getByText('Draft', { exact: true }), 'its draft badge');
    await expectVisible(row.getByRole('button', { name: `Publish “${CLASS_TITLE}”`, exact: true }), 'its Publish button');
    await expectNoA11yViolations(page, 'clinic class list with a class');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic class list with a class');
    await toggleSkin(page, 'light');
    await page.getByRole('tab', { name: 'Update log' }).click();
    const log = page.getByRole('table', { name: 'Update log' });
    await expectVisible(log.getByText('Content reordered', { exact: true }).first(), 'the reorder in the update log');
    await expectVisible(log.getByText('Class created', { exact: true }).first(), 'the class creation in the update log');
  });
});

describe('an administrator builds the platform library', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('creates a platform class and gives a clinic access to it (axe-clean page and dialog)', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openClassStudio(page, '/administration/classes');
    await page.getByRole('button', { name: 'New class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Platform basics ${stamp}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Saved, the new class opens in its editor, a draft that says what it needs.
    await page.waitForURL(/\/administration\/classes\/\d+$/);
    const state = page.getByRole('region', { name: 'Publication' });
    await expectVisible(state.getByText('Add a lesson first', { exact: true }), 'what the class needs');
    await expectNoA11yViolations(page, 'admin class editor, a draft');
    await page.getByRole('link', { name: 'Back to classes' }).click();
    await waitForPath(page, '/administration/classes');
    const row = page.getByRole('table', { name: 'Classes' }).getByRole('row').filter({ hasText: `Platform basics ${stamp}` });
    await expectVisible(row.getByRole('link', { name: `Platform basics ${stamp}`, exact: true }), 'the platform class');
    await expectVisible(row.getByText('Draft', { exact: true }), 'its draft badge');
    await expectNoA11yViolations(page, 'admin class list');

    await page.getByRole('button', { name: `Actions for Platform basics ${stamp}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Access rules', exact: true }).click();
    const rules = page.getByRole('dialog', { name: `Who sees Platform basics ${stamp}` });
    await expectVisible(rules, 'the access rules dialog');
    await rules.getByLabel('Clinics', { exact: true }).first().click();
    await rules.getByRole('option', { name: ACCOUNTS.clinic.clinicName!, exact: true }).click();
    await page.keyboard.press('Tab');
    await rules.getByRole('listbox').waitFor({ state: 'hidden' }).catch(() => undefined);
    await expectNoA11yViolations(page, 'admin access rules dialog', { include: '[role="dialog"]' });
    await rules.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Access Rules have been Updated Successfully' }), 'the access rules toast');
  });
});
