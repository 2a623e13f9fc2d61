import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  logInThroughUi,
  mainMenuEntries,
  openFromMainMenu,
  openTab,
  playMuted,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { createThroughApi } from './support/people.js';

/**
 * The AI meditation assistant. A personal user talks with it on their landing: a question answered with
 * suggested meditations that open in the player, an answer read aloud that plays, the conversation kept
 * in the address and the history across a reload, then deleted. A clinic composes a meditation, edits its
 * title, has it voiced (the audio plays), publishes it under a category and finds it in its meditation
 * studio; its own assistant answers too. The administrators' AI studio opens. Every page is axe-clean in
 * both skins. A patient whose AImeditations feature is off has no "AI Meditations" entry.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const QUESTION = "I can't sleep, can you help me relax for 5 minutes?";

async function bothSkins(tab: Tab, label: string) {
  expect(await colorScheme(tab.page)).toBe('light');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'dark');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'light');
}

const toast = (page: Page, text: string) => expectVisible(page.locator(TOASTS).filter({ hasText: text }), `the toast "${text}"`);

/** The open conversation's messages, and its answers (the assistant's messages). */
const conversation = (page: Page) => page.getByRole('list', { name: 'Messages of the conversation' });
const answers = (page: Page) => conversation(page).locator('li[data-role="assistant"]');

/** Starts an <audio> muted and waits until its playback has passed `seconds`. */
async function expectPlays(audio: Locator, seconds = 0.5): Promise<void> {
  await playMuted(audio);
  await expect
    .poll(() => audio.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(seconds);
}

/** Sends a message from the assistant's message box: Enter ("Send"), or the "Send and read aloud" button. */
async function ask(page: Page, message: string, how: 'enter' | 'aloud'): Promise<void> {
  const before = await answers(page).count();
  const box = page.getByRole('textbox', { name: 'Your message', exact: true });
  await box.fill(message);
  if (how === 'enter') await box.press('Enter');
  else await page.getByRole('button', { name: 'Send and read aloud', exact: true }).click();
  // Voiced answers are synthesised on the server: give them more time.
  await expect.poll(() => answers(page).count(), { timeout: 30_000 }).toBe(before + 1);
  await page.getByTestId('assistant-typing').waitFor({ state: 'detached' });
}

describe('a personal user talks with the assistant on the landing page', () => {
  let tab: Tab | undefined;
  let chatPath = '';
  let title = '';
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('lands on /frontuser/AImeditations: the greeting, then the assistant (axe-clean, light and dark)', async () => {
    const page = tab!.page;
    await logInThroughUi(page, ACCOUNTS.personal);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Your meditation assistant' }), 'the assistant');
    await expectVisible(page.getByRole('heading', { level: 3, name: 'New conversation' }), 'a new conversation');
    await bothSkins(tab!, 'front landing with the assistant');
  });

  it('asks a question: the answer suggests meditations that open in the player; back returns to the conversation', async () => {
    const page = tab!.page;
    await ask(page, QUESTION, 'enter');
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('chat') ?? ''));
    chatPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expectVisible(conversation(page).locator('li[data-role="user"]').filter({ hasText: QUESTION }), 'the question');
    await expectVisible(page.getByRole('status').filter({ hasText: /^The assistant answered: / }), 'the announced answer');
    const suggestions = answers(page).last().getByRole('list', { name: 'Meditations the assistant suggests' }).getByRole('link');
    await expectVisible(suggestions, 'a suggested meditation');
    const history = page.getByRole('navigation', { name: 'Conversations' });
    const open = history.getByRole('link', { name: /^Open the conversation “/ }).and(page.locator('[aria-current="page"]'));
    await expectVisible(open, 'the conversation in the history, marked open');
    title = /^Open the conversation “(.*)”$/.exec((await open.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(title, 'the title of the open conversation').not.toBe('');
    await bothSkins(tab!, 'front assistant with a conversation');

    const suggested = (await suggestions.first().innerText()).trim();
    await suggestions.first().click();
    await page.waitForURL(/\/frontuser\/discovery\/meditation\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: suggested }), 'the suggested meditation in the player');
    await page.goBack();
    await page.waitForURL((url) => url.pathname + url.search === chatPath);
    await expectVisible(
      conversation(page).locator('li[data-role="user"]').filter({ hasText: QUESTION }),
      'the conversation again',
    );
  });

  it('"Send and read aloud": the answer comes with audio that starts by itself (the click allows it)', async () => {
    const page = tab!.page;
    await ask(page, 'And something short for the morning?', 'aloud');
    const audio = answers(page).last().locator('audio');
    await expectVisible(audio, 'the answer read aloud');
    expect(await audio.getAttribute('src')).toMatch(/^\/api\/media\//);
    // Nobody pressed play: the answer plays on its own, and no "Play the answer" fallback shows.
    await expect
      .poll(() => audio.evaluate((element: HTMLMediaElement) => !element.paused && element.currentTime > 0.3), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Play the answer', exact: true }).count()).toBe(0);
    await expectPlays(audio);
    expect(await answers(page).count()).toBe(2);
  });

  it('after a reload the conversation and its history are still there; deleting it empties both', async () => {
    const page = tab!.page;
    await page.reload();
    await expectVisible(
      conversation(page).locator('li[data-role="user"]').filter({ hasText: QUESTION }),
      'the question after a reload',
    );
    expect(await answers(page).count()).toBe(2);
    await expectVisible(page.getByRole('heading', { level: 3, name: title, exact: true }), 'the conversation title');
    const history = page.getByRole('navigation', { name: 'Conversations' });
    await history.getByRole('button', { name: `Delete the conversation “${title}”`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await expectVisible(dialog, 'the delete confirmation');
    await expectNoA11yViolations(page, 'delete conversation dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Chat has been Deleted Successfully');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('chat'));
    await expectVisible(page.getByRole('heading', { level: 3, name: 'New conversation' }), 'a new conversation');
    await history.getByRole('link', { name: `Open the conversation “${title}”`, exact: true }).waitFor({ state: 'detached' });
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});

describe('a clinic composes, voices and publishes an AI meditation', () => {
  const CATEGORY = `Night shifts ${stamp}`;
  const TITLE = `After the shift ${stamp}`;
  let tab: Tab | undefined;
  let published = false;
  beforeAll(async () => {
    const clinic = await apiLogin(ACCOUNTS.clinic);
    await createThroughApi('clinics/categories/create_category', clinic.accessToken, { type: 'meditation', title: CATEGORY });
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('composes from a prompt, edits the title, creates the voice (it plays) and publishes under a category', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    // One AI entry: the assistant and the studio are tabs of one page; the old studio address leads to its tab.
    expect(await mainMenuEntries(page)).not.toContain('AI studio');
    await openFromMainMenu(page, 'AI Meditations');
    await waitForPath(page, '/clinic/AImeditations');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI Meditations' }), 'the clinic AI page');
    await page.getByRole('tab', { name: 'AI studio', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'studio');
    await page.goto('/clinic/ai-meditations');
    await page.waitForURL((url) => url.pathname === '/clinic/AImeditations' && url.searchParams.get('tab') === 'studio');
    expect(await page.getByRole('tab', { name: 'AI studio', exact: true }).getAttribute('aria-selected')).toBe('true');
    await bothSkins(tab!, 'clinic AI meditations studio');

    await page
      .getByRole('textbox', { name: /^What should the meditation be about\?/ })
      .fill('A body scan to unwind after a night shift');
    await page.getByRole('textbox', { name: 'Length (minutes)', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Compose', exact: true }).click();
    await toast(page, 'Meditation has been Composed Successfully');
    const workbench = page.getByRole('region', { name: 'Your meditation', exact: true });
    await expectVisible(workbench.getByText('Draft', { exact: true }), 'the draft');
    await workbench.getByRole('tab', { name: 'Preview', exact: true }).click();
    await expectVisible(workbench.getByRole('note', { name: /^Pause, \d+ seconds$/ }), 'a pause marker in the preview');
    await workbench.getByRole('tab', { name: 'Edit', exact: true }).click();
    await workbench.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);

    // The limits show under the script, and a script too long to read aloud is refused on the field.
    const script = workbench.getByRole('textbox', { name: 'Script', exact: true });
    await expectVisible(workbench.getByText(/Up to 20,000 characters and 30 minutes read aloud\. Now [\d,]+ characters, about \d+ minutes? read aloud\./), 'the limits');
    const composed = await script.inputValue();
    await script.fill('§ '.repeat(9_000));
    await expectVisible(workbench.getByText('Now 17,999 characters, about 67 minutes read aloud.', { exact: false }), 'the length read aloud');
    await workbench.getByRole('button', { name: 'Create voice', exact: true }).click();
    await expectVisible(workbench.getByText(/^Read aloud, this script would last about 67 minutes: keep it within 30 minutes$/), 'the refusal on the script');
    await script.fill(composed);

    await workbench.getByRole('button', { name: 'Create voice', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).filter({ hasText: 'Voice has been Created Successfully' }),
      'the voice created toast',
      60_000,
    );
    await expectVisible(workbench.getByText('Voiced', { exact: true }), 'the voiced status');
    const audio = workbench.getByTestId('ai-meditation-audio');
    await expectPlays(audio);
    await bothSkins(tab!, 'clinic AI studio with a voiced meditation');

    const publish = workbench.getByRole('region', { name: 'Publish to the library', exact: true });
    expect(await publish.getByRole('textbox', { name: 'Title in the library', exact: true }).inputValue()).toBe(TITLE);
    await publish.getByLabel('Categories and sub-categories', { exact: true }).first().click();
    await page.getByRole('option', { name: CATEGORY, exact: true }).click();
    await page.keyboard.press('Escape');
    await publish.getByRole('button', { name: 'Publish to library', exact: true }).click();
    await toast(page, 'Meditation has been Added Successfully');
    await expectVisible(publish.getByText('Published to the library.', { exact: true }), 'the published notice');
    const row = page.getByRole('table', { name: 'Composed meditations' }).getByRole('row').filter({ hasText: TITLE });
    await expectVisible(row.getByText('Published', { exact: true }), 'the history row, published');
    published = true;
  });

  it('finds the published meditation, under its category, in the meditation studio', async () => {
    if (!published) throw new Error('the meditation was not published');
    const page = tab!.page;
    await openFromMainMenu(page, 'Meditations');
    await waitForPath(page, '/clinic/meditations');
    await page.getByLabel('Search by title', { exact: true }).fill(stamp);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('table', { name: 'Meditations' }).getByRole('row').filter({ hasText: TITLE });
    await expectVisible(row, 'the published meditation in the list');
    await expectVisible(row.getByText(CATEGORY, { exact: true }), 'its category');
  });

  it('/clinic/AImeditations: the clinic talks with its assistant in the first tab (axe-clean, light and dark)', async () => {
    const page = tab!.page;
    await openFromMainMenu(page, 'AI Meditations');
    await waitForPath(page, '/clinic/AImeditations');
    expect(await page.getByRole('tab', { name: 'Assistant', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Your meditation assistant' }), 'the assistant tab');
    await ask(page, 'Something calming for my patients before a session?', 'enter');
    await expectVisible(answers(page).last(), "the assistant's answer");
    await bothSkins(tab!, 'clinic assistant page');
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});

describe("the administrators' AI studio", () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('opens from the menu (axe-clean, light and dark)', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'AI studio');
    await waitForPath(page, '/administration/ai-meditations');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'AI meditations studio' }), 'the studio');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'History' }), 'the history');
    await bothSkins(tab!, 'admin AI meditations studio');
  });
});

describe('the AImeditations feature decides whether a patient has the assistant', () => {
  const PASSWORD = 'Quiet-harbor-2026';
  const PATIENT: DemoAccount = {
    identifier: `noassistant-${stamp}@example.test`,
    email: `noassistant-${stamp}@example.test`,
    fullName: `Nell Noassistant ${stamp}`,
    area: 'front',
    landing: '/patient/discovery',
  };
  let tab: Tab | undefined;
  beforeAll(async () => {
    const clinic = await apiLogin(ACCOUNTS.clinic);
    const created = await createThroughApi('clinics/patients/create_patient_user', clinic.accessToken, {
      fullName: PATIENT.fullName,
      email: PATIENT.email,
      password: PASSWORD,
    });
    const admin = await apiLogin(ACCOUNTS.admin);
    const switched = await callApi('admin/users/update_user_features', {
      token: admin.accessToken,
      body: { userid: created.userid, features: { AImeditations: false } },
    });
    if (!switched.body.status) throw new Error(`switching the feature off failed: ${JSON.stringify(switched.body)}`);
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('the demo patient has "AI Meditations"; one without the feature has no entry and the page is not available', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openFromMainMenu(page, 'AI Meditations');
    await waitForPath(page, '/patient/AImeditations');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Your meditation assistant' }), "the patient's assistant");

    const other = await openTab(browser());
    try {
      await logInThroughApi(other.page, PATIENT, { password: PASSWORD });
      const entries = await mainMenuEntries(other.page);
      expect(entries).toContain('Tasks');
      expect(entries).not.toContain('AI Meditations');
      await other.page.goto('/patient/AImeditations');
      await expectVisible(other.page.getByRole('heading', { level: 1, name: 'Not available' }), 'the "Not available" heading');
    } finally {
      await other.close();
    }
  });
});
