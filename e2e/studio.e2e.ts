import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  logInThroughUi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';

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

/** A PCM 16-bit mono WAV of a soft tone. */
function makeWav(seconds = 1, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
function makePdf(text = 'Stillpoint workbook'): Buffer {
  const stream = `BT /F1 18 Tf 24 72 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
    await logInThroughUi(page, ACCOUNTS.clinic);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Classes', exact: true }).click();
    await waitForPath(page, '/clinic/classes');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Classes', exact: true }), 'the "Classes" heading');
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
    await page.getByRole('button', { name: 'New class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await expectVisible(dialog, 'the new class dialog');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(CLASS_TITLE);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Slow down before sleep.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Class has been Added Successfully' }), 'the class added toast');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Classes' }).getByRole('link', { name: CLASS_TITLE, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class editor heading');
    expect(new URL(page.url()).pathname).toMatch(/^\/clinic\/classes\/\d+$/);
    inEditor = true;
  });

  it('adds a lesson with an uploaded audio and a PDF', async () => {
    if (!inEditor) throw new Error('the class editor did not open');
    const page = tab!.page;
    await page.getByRole('button', { name: 'Add lesson', exact: true }).click();
    const lessonDialog = page.getByRole('dialog', { name: 'New lesson' });
    await lessonDialog.getByRole('textbox', { name: 'Title', exact: true }).fill(LESSON_TITLE);
    await lessonDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await lessonDialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('heading', { level: 3, name: LESSON_TITLE }), 'the lesson');

    const uploads: Array<{ type: string; title: string; file: { name: string; mimeType: string; buffer: Buffer } }> = [
      { type: 'Audio', title: 'Breathing tone', file: { name: 'tone.wav', mimeType: 'audio/wav', buffer: makeWav(2) } },
      { type: 'Document', title: 'Evening workbook', file: { name: 'workbook.pdf', mimeType: 'application/pdf', buffer: makePdf() } },
    ];
    for (const upload of uploads) {
      await page.getByRole('button', { name: `Add content to ${LESSON_TITLE}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New content' });
      await expectVisible(dialog, 'the new content dialog');
      await dialog.getByLabel('Type', { exact: true }).first().click();
      await dialog.getByRole('option', { name: upload.type, exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(upload.title);
      await dialog.locator('input[type="file"]').setInputFiles(upload.file);
      if (upload.type === 'Audio') await expectNoA11yViolations(page, 'new content dialog', { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.locator(TOASTS).filter({ hasText: 'Content has been Added Successfully' }).first(), 'the content added toast');
      await dialog.waitFor({ state: 'detached' });
    }
    const list = page.getByRole('list', { name: `Contents of ${LESSON_TITLE} in order` });
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
    const list = page.getByRole('list', { name: `Contents of ${LESSON_TITLE} in order` });
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
    const reloaded = page.getByRole('list', { name: `Contents of ${LESSON_TITLE} in order` });
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
    await expectVisible(page.getByRole('table', { name: 'Classes' }).getByRole('link', { name: CLASS_TITLE, exact: true }), 'the class in the list');
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
    await logInThroughUi(page, ACCOUNTS.admin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Classes', exact: true }).click();
    await waitForPath(page, '/administration/classes');
    await page.getByRole('button', { name: 'New class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Platform basics ${stamp}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('link', { name: `Platform basics ${stamp}`, exact: true }), 'the platform class');
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
