import type { Page } from 'playwright-core';
import { TOASTS, expectNoA11yViolations, expectVisible, openFromMainMenu, waitForPath } from './browser.js';

/** The class studio, as the journeys drive it (clinic or admin). */

export interface Upload {
  /** The content type as the studio's Type select names it ('Audio', 'Document', ...). */
  type: string;
  title: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

/** Opens Classes from the main menu of a clinic (or admin) and waits for the list. */
export async function openClassStudio(
  page: Page,
  path: '/clinic/classes' | '/administration/classes' = '/clinic/classes',
): Promise<void> {
  await openFromMainMenu(page, 'Classes');
  await waitForPath(page, path);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Classes', exact: true }), 'the "Classes" heading');
}

/** Creates a class with the New class dialog (the list must show); saving opens its editor, a draft. */
export async function createClassInStudio(page: Page, title: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'New class', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await expectVisible(dialog, 'the new class dialog');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(page.locator(TOASTS).filter({ hasText: 'Class has been Added Successfully' }), 'the class added toast');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(/\/(clinic|administration)\/classes\/\d+$/);
  await expectVisible(page.getByRole('heading', { level: 1, name: title }), 'the class editor heading');
  await expectVisible(publication(page).getByText('Draft', { exact: true }), 'the draft badge');
}

/** The editor's state panel (draft or published, what is missing, Publish or Move to drafts). */
export function publication(page: Page) {
  return page.getByRole('region', { name: 'Publication' });
}

/** Publishes the item open in its editor (class, meditation or section) and waits for its Published badge. */
export async function publishInStudio(page: Page, toast: string): Promise<void> {
  const panel = publication(page);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectVisible(page.locator(TOASTS).filter({ hasText: toast }).first(), `the "${toast}" toast`);
  await expectVisible(panel.getByText('Published', { exact: true }), 'the published badge');
}

/** Adds a lesson in the class editor and waits for it to show. */
export async function addLessonInStudio(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add lesson', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New lesson' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('heading', { level: 3, name: title }), 'the lesson');
}

/**
 * Adds an uploaded content to a lesson with the New content dialog. `checkDialog` runs axe-core on the
 * filled dialog before it is saved.
 */
export async function addUploadedContent(
  page: Page,
  lesson: string,
  upload: Upload,
  { checkDialog = false } = {},
): Promise<void> {
  await page.getByRole('button', { name: `Add content to ${lesson}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New content' });
  await expectVisible(dialog, 'the new content dialog');
  await dialog.getByLabel('Type', { exact: true }).first().click();
  await dialog.getByRole('option', { name: upload.type, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(upload.title);
  await dialog.locator('input[type="file"]').setInputFiles(upload.file);
  if (checkDialog) await expectNoA11yViolations(page, 'new content dialog', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(
    page.locator(TOASTS).filter({ hasText: 'Content has been Added Successfully' }).first(),
    'the content added toast',
  );
  await dialog.waitFor({ state: 'detached' });
}

/** The lesson's contents as the editor lists them, in order. */
export function lessonContents(page: Page, lesson: string) {
  return page.getByRole('list', { name: `Contents of ${lesson} in order` });
}
