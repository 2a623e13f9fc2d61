import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  colorScheme,
  currentPath,
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
 * Issue 4, the meditation studio: the clinic opens Meditations from its menu (axe-clean in both skins),
 * creates a meditation uploading a WAV made here, adds an extra audio, and plays the preview (its
 * currentTime advances); the new and edit pages are axe-clean in both skins too.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `Harbor breath ${stamp}`;

/** A valid PCM WAV (8 kHz, mono, 16-bit) of `seconds` of a soft tone. */
function makeWav(seconds: number, frequency = 440, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 6000), i * 2);
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

async function axeBothSkins(tab: Tab, label: string) {
  const page = tab.page;
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

describe('a clinic builds a meditation in its studio', () => {
  let clinic: Tab | undefined;
  let opened = false;
  let created = false;
  beforeAll(async () => {
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
  });

  it('opens Meditations from the menu (axe-clean, light and dark)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Meditations');
    await waitForPath(page, '/clinic/meditations');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Meditations', exact: true }), 'the "Meditations" heading');
    await expectVisible(page.getByRole('button', { name: 'Search', exact: true }), 'the search');
    opened = true;
    await axeBothSkins(clinic!, 'meditations studio');
    for (const tab of ['Categories', 'Sub-categories', 'Recommended, popular and shared']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expectVisible(page.getByRole('tabpanel'), `the ${tab} panel`);
      await axeBothSkins(clinic!, `meditations studio, ${tab}`);
    }
    await page.getByRole('tab', { name: 'Meditations', exact: true }).click();
  });

  it('creates a meditation with an uploaded WAV (the new page is axe-clean)', async () => {
    if (!opened) throw new Error('the studio did not open');
    const page = clinic!.page;
    await page.getByRole('link', { name: 'Add a meditation', exact: true }).click();
    await waitForPath(page, '/clinic/meditations/new');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New meditation' }), 'the new meditation heading');
    await axeBothSkins(clinic!, 'new meditation page');

    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByLabel('Description', { exact: true }).fill('Slow breathing by the harbor.');
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'harbor-breath.wav', mimeType: 'audio/wav', buffer: makeWav(4) });
    // The browser measures the chosen file and fills the duration in.
    const duration = page.getByRole('textbox', { name: /^Duration/ });
    await expect.poll(() => duration.inputValue(), { timeout: 10_000 }).toBe('4');
    await expectVisible(page.getByTestId('meditation-preview'), 'the preview player of the chosen file');
    await page.getByRole('button', { name: 'Create the meditation', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Meditation has been Added Successfully' }), 'the "added" toast');
    await page.waitForURL((url) => /^\/clinic\/meditations\/\d+$/.test(url.pathname), { timeout: 15_000 });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit meditation' }), 'the edit page');
    expect(await page.getByTestId('upload-progress').count()).toBe(0);
    const src = await page.getByTestId('meditation-preview').getAttribute('src');
    expect(src).toMatch(/^\/api\/media\//);
    created = true;
  });

  it('adds an extra audio, and the edit page is axe-clean', async () => {
    if (!created) throw new Error('the meditation was not created');
    const page = clinic!.page;
    await page.locator('input[type="file"][multiple]').setInputFiles({ name: 'settle.wav', mimeType: 'audio/wav', buffer: makeWav(2, 330) });
    await page.getByLabel('Title of settle.wav', { exact: true }).fill('Settle in');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Audio has been Added Successfully' }), 'the "audio added" toast');
    const list = page.getByRole('list', { name: 'Extra audios, in order' });
    await expectVisible(list.getByText('Settle in', { exact: true }), 'the extra audio in the list');
    await expectVisible(list.getByRole('button', { name: 'Reorder Settle in: drag, or press the up and down arrow keys' }), 'its reorder handle');
    await axeBothSkins(clinic!, 'edit meditation page');
  });

  it("is a draft until published; published, the clinic's patient can play it", async () => {
    if (!created) throw new Error('the meditation was not created');
    const page = clinic!.page;
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const state = page.getByRole('region', { name: 'Publication' });
    await expectVisible(state.getByText('Draft', { exact: true }), 'the draft badge');
    const patient = await apiLogin(ACCOUNTS.patient);
    const player = () => callApi('front/discovery/meditation_detail', { body: { meditation_id: id }, token: patient.accessToken });
    expect((await player()).httpStatus).toBe(404);
    await state.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Meditation has been Published Successfully' }).first(), 'the published toast');
    await expectVisible(state.getByText('Published', { exact: true }), 'the published badge');
    await expectVisible(state.getByRole('button', { name: 'Move to drafts', exact: true }), 'the way back to draft');
    expect((await player()).httpStatus).toBe(200);
    await axeBothSkins(clinic!, 'edit meditation page, published');
  });

  it('adds a second extra audio and reorders them from the keyboard', async () => {
    if (!created) throw new Error('the meditation was not created');
    const page = clinic!.page;
    await page.locator('input[type="file"][multiple]').setInputFiles({ name: 'rest.wav', mimeType: 'audio/wav', buffer: makeWav(1, 520) });
    await page.getByLabel('Title of rest.wav', { exact: true }).fill('Rest');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const list = page.getByRole('list', { name: 'Extra audios, in order' });
    await expectVisible(list.getByText('Rest', { exact: true }), 'the second extra audio');
    const titles = () => list.locator('li p:first-child').allInnerTexts();
    await expect.poll(titles).toEqual(['Settle in', 'Rest']);
    await list.getByRole('button', { name: 'Reorder Settle in: drag, or press the up and down arrow keys' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(titles).toEqual(['Rest', 'Settle in']);
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Reorder Successfully' }), 'the "Reorder Successfully" toast');
    // The order is the server's after a reload.
    await page.reload();
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Rest', 'Settle in']);
  });

  it('plays the preview: the audio element advances', async () => {
    if (!created) throw new Error('the meditation was not created');
    const page = clinic!.page;
    const preview = page.getByTestId('meditation-preview');
    await preview.evaluate(async (element) => {
      const audio = element as HTMLAudioElement;
      audio.muted = true;
      await audio.play();
    });
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid="meditation-preview"]') as HTMLAudioElement | null)?.currentTime ?? 0) > 0.5,
      undefined,
      { timeout: 10_000 },
    );
    const time = await preview.evaluate((element) => (element as HTMLAudioElement).currentTime);
    expect(time).toBeGreaterThan(0.5);
    expect(clinic!.pageErrors, `page errors on ${currentPath(page)}`).toEqual([]);
  });

  it('finds the new meditation in the list', async () => {
    if (!created) throw new Error('the meditation was not created');
    const page = clinic!.page;
    await page.getByRole('link', { name: 'Back to the meditations' }).click();
    await waitForPath(page, '/clinic/meditations');
    await page.getByLabel('Search by title', { exact: true }).fill(stamp);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('table', { name: 'Meditations' }).getByRole('row').filter({ hasText: TITLE });
    await expectVisible(row, 'the new meditation in the list');
    await expectVisible(row.getByRole('cell', { name: '0:04' }), 'its measured duration');
    await expectVisible(row.getByText('Published', { exact: true }), 'its state');
  });
});

describe('the administrators edit the platform library', () => {
  let admin: Tab | undefined;
  beforeAll(async () => {
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('opens Meditations in the administration and the new meditation page (axe-clean, light and dark)', async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Meditations');
    await waitForPath(page, '/administration/meditations');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Meditations', exact: true }), 'the "Meditations" heading');
    await expectVisible(page.getByRole('button', { name: 'Search', exact: true }), 'the search');
    await axeBothSkins(admin!, 'admin meditations studio');
    await page.getByRole('link', { name: 'Add a meditation', exact: true }).click();
    await waitForPath(page, '/administration/meditations/new');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New meditation' }), 'the new meditation heading');
    await axeBothSkins(admin!, 'admin new meditation page');
    expect(admin!.pageErrors).toEqual([]);
  });
});
