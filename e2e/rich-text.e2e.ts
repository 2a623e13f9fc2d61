import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  type Tab,
} from './support/browser.js';

/**
 * The studio's rich text editor: on a class and lesson made through the API, the clinic gives the lesson a
 * formatted description and writes a text content with the keyboard and the toolbar (bold, a bulleted list,
 * a link; a javascript: link is refused); the dialog is axe-clean in both skins (the dark one when the saved
 * content is opened again, its formatting loaded back into the editor), and a patient of the clinic reads
 * both on discovery, sanitised, the content page axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const CLASS_TITLE = `Rich breathing ${stamp}`;
const LESSON_TITLE = 'Words to breathe by';
const CONTENT_TITLE = 'Breathing notes';
const LINK = 'https://example.org/breath';

describe('a clinic writes formatted text in the studio and a patient reads it', () => {
  let clinic: Tab | undefined;
  let patient: Tab | undefined;
  let classId: number | undefined;
  let saved = false;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    const created = await callApi<{ id: number }>('clinics/classes/create_class', {
      token: session.accessToken,
      body: { title: CLASS_TITLE },
    });
    classId = created.body.data?.id;
    if (!classId) throw new Error(`Creating the class failed: HTTP ${created.httpStatus} ${JSON.stringify(created.body)}`);
    const lesson = await callApi('clinics/lessons/create_lesson', {
      token: session.accessToken,
      body: { class_id: classId, title: LESSON_TITLE },
    });
    if (lesson.httpStatus !== 201)
      throw new Error(`Creating the lesson failed: HTTP ${lesson.httpStatus} ${JSON.stringify(lesson.body)}`);
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await patient?.close();
  });

  it('gives the lesson a formatted description; the studio shows it as plain text', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic, { at: `/clinic/classes/${classId}` });
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class editor heading');
    await page.getByRole('button', { name: `Edit ${LESSON_TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the lesson' });
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Sit ');
    await page.keyboard.press('Control+i');
    await page.keyboard.type('tall');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('Sit tall', { exact: true }), 'the lesson description in the studio');
  });

  it('writes a text content with bold, a bulleted list and a link (a javascript: link is refused); the dialog is axe-clean', async () => {
    const page = clinic!.page;
    await page.getByRole('button', { name: `Add content to ${LESSON_TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New content' });
    await expectVisible(dialog, 'the new content dialog');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(CONTENT_TITLE);
    const text = dialog.getByRole('textbox', { name: 'Text', exact: true });
    const toolbar = dialog.getByRole('toolbar', { name: 'Formatting of Text' });
    await text.click();
    await page.keyboard.type('Breathe ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('slowly');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' and evenly.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list', exact: true }).click();
    await page.keyboard.type('In for four');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Out for six');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('More: ');

    // Ctrl+K opens the link field; only http(s) and mailto addresses are taken.
    await page.keyboard.press('Control+k');
    const address = dialog.getByRole('textbox', { name: 'Link address', exact: true });
    await expectVisible(address, 'the link address field');
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expectVisible(
      dialog.getByText('Use an address that starts with https://, http:// or mailto:'),
      'the refused link message',
    );
    await expectNoA11yViolations(page, 'new content dialog with the link field', { include: '[role="dialog"]' });
    await address.fill(LINK);
    await address.press('Enter');
    await address.waitFor({ state: 'detached' });
    await expectVisible(text.getByRole('link', { name: LINK }), 'the link in the editor');
    expect(await text.locator('strong').allInnerTexts()).toEqual(['slowly']);
    expect(await text.locator('ul > li').allInnerTexts()).toEqual(['In for four', 'Out for six']);

    await expectNoA11yViolations(page, 'new content dialog with the rich text editor', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).filter({ hasText: 'Content has been Added Successfully' }).first(),
      'the content added toast',
    );
    await dialog.waitFor({ state: 'detached' });
    saved = true;
  });

  it('opens the saved content again in the dark skin: the formatting is back in the editor, axe-clean', async () => {
    if (!saved) throw new Error('the content was not saved');
    const page = clinic!.page;
    expect(await colorScheme(page)).toBe('light');
    await toggleSkin(page, 'dark');
    await page.getByRole('button', { name: `Edit ${CONTENT_TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the content' });
    const text = dialog.getByRole('textbox', { name: 'Text', exact: true });
    await expectVisible(text.getByRole('link', { name: LINK }), 'the saved link in the editor');
    expect(await text.locator('strong').allInnerTexts()).toEqual(['slowly']);
    await expectNoA11yViolations(page, 'edit content dialog with the rich text editor', { include: '[role="dialog"]' });
    // The link field with its error, in the dark skin; Escape closes the field, not the dialog.
    await text.click();
    await page.keyboard.press('Control+k');
    const address = dialog.getByRole('textbox', { name: 'Link address', exact: true });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expectVisible(
      dialog.getByText('Use an address that starts with https://, http:// or mailto:'),
      'the refused link message',
    );
    await expectNoA11yViolations(page, 'edit content dialog with the link field', { include: '[role="dialog"]' });
    await address.press('Escape');
    await address.waitFor({ state: 'detached' });
    await expectVisible(dialog, 'the dialog, still open');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await toggleSkin(page, 'light');
  });

  it('a patient of the clinic reads it on the discovery content page, sanitised and axe-clean in both skins', async () => {
    if (!saved) throw new Error('the content was not saved');
    // The class was made a draft; with its text content it can be published for the patient to read.
    const session = await apiLogin(ACCOUNTS.clinic);
    const published = await callApi('clinics/classes/publish_class', { token: session.accessToken, body: { id: classId } });
    expect(published.httpStatus, JSON.stringify(published.body)).toBe(200);
    patient = await openTab(browser());
    const page = patient.page;
    await logInThroughApi(page, ACCOUNTS.patient, { at: `/patient/discovery/class/${classId}` });
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class page');
    await expectVisible(
      page.locator('p', { hasText: 'Sit' }).locator('em').filter({ hasText: 'tall' }),
      'the italic word of the lesson description',
    );
    await page.getByRole('link', { name: CONTENT_TITLE, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: CONTENT_TITLE }), 'the content page');

    const body = page.locator('div', { has: page.locator(':scope > ul > li') }).last();
    // What the server stored (sanitised) as the viewer renders it (sanitised again; web links open in a new tab).
    expect(await body.evaluate((element) => element.innerHTML)).toBe(
      `<p>Breathe <strong>slowly</strong> and evenly.</p><ul><li><p>In for four</p></li><li><p>Out for six</p></li></ul>` +
        `<p>More: <a href="${LINK}" target="_blank" rel="noopener noreferrer nofollow">${LINK}</a></p>`,
    );
    const link = page.getByRole('link', { name: LINK, exact: true });
    expect(await link.getAttribute('href')).toBe(LINK);

    expect(await colorScheme(page)).toBe('light');
    await expectNoA11yViolations(page, 'content page with rich text');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'content page with rich text');
    await toggleSkin(page, 'light');
    expect(patient.pageErrors, 'uncaught errors in the page').toEqual([]);
    expect(clinic!.pageErrors, 'uncaught errors in the studio').toEqual([]);
  });
});
