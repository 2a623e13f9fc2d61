import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openTab,
  playMuted,
  toggleSkin,
  useBrowser,
  waitForAudioAt,
  type Tab,
  openFromMainMenu,
} from './support/browser.js';

/**
 * Issue 4, discovery, on the demo library (apps/api/src/demo/library-data.ts): Harbor Clinic's patient
 * sees their clinic's classes and the shared ones but never Cedar Wellness's, opens a Harbor class they
 * have not joined, joins it, completes its contents and is led on to the next one, across lessons; an
 * employee reads a class's PDF guide and resumes its audio practice where they paused; a personal user
 * sees the shared library only, plays a shared meditation and resumes it later at the saved position.
 * The discovery home, the class page and the meditation player are axe-clean in the light and dark skins.
 */
const browser = useBrowser();
const LIBRARY = {
  /** Harbor Clinic's own programme (the demo patient has joined it). */
  harborClass: 'Harbor Recovery Programme',
  /** Harbor's class shared with Cedar Wellness by an access rule; the demo patient has not joined it. */
  harborClassToJoin: 'Living Well with Chronic Pain',
  /** Its first lesson (reading, audio practice, practice card), then the second lesson's reading. */
  contents: ['Softening around the pain', 'Practice: Ocean Breath', 'Breathe in for four, out for six', 'Little and often'],
  secondLesson: 'Pacing your day',
  sharedClass: 'Breathing Basics',
  cedarClass: 'Walking Meditation at Cedar',
  harborMeditation: 'Harbor Evening Wind-down',
  /** A shared meditation the personal user has never played. */
  sharedMeditation: 'Gentle Arrival',
  document: 'Harbor Recovery Programme: printable guide',
  audio: 'Practice: Harbor Evening Wind-down',
};

async function bothSkins(tab: Tab, label: string) {
  expect(await colorScheme(tab.page)).toBe('light');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'dark');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'light');
}

describe('a patient discovers, joins and progresses through a class', () => {
  let tab: Tab | undefined;
  let step = 0;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it("sees the clinic's classes and the shared ones on discovery, never another clinic's", async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    expect(new URL(page.url()).pathname).toBe('/patient/discovery');
    await expectVisible(page.getByRole('link', { name: LIBRARY.harborClass, exact: true }).first(), 'the clinic class');
    await expectVisible(page.getByRole('link', { name: LIBRARY.sharedClass, exact: true }).first(), 'the shared class');
    await expectVisible(page.getByRole('link', { name: LIBRARY.harborMeditation, exact: true }).first(), 'the meditation');
    expect(await page.getByText(LIBRARY.cedarClass).count()).toBe(0);
    step = 1;
  });

  it('discovery home: no axe-core violations in the light and dark skins', async () => {
    if (step < 1) throw new Error('discovery did not open');
    await bothSkins(tab!, 'discovery home');
  });

  it('opens a class and joins it', async () => {
    if (step < 1) throw new Error('discovery did not open');
    const page = tab!.page;
    await page.getByRole('link', { name: LIBRARY.harborClassToJoin, exact: true }).first().click();
    await page.waitForURL(/\/patient\/discovery\/class\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.harborClassToJoin }), 'the class title');
    for (const title of LIBRARY.contents) await expectVisible(page.getByRole('link', { name: title }), `the content "${title}"`);
    await page.getByRole('button', { name: 'Join the class', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Class has been Joined Successfully!' }), 'the join toast');
    await expectVisible(page.getByRole('button', { name: 'Leave the class', exact: true }), 'the leave button');
    step = 2;
  });

  it('class page: no axe-core violations in the light and dark skins', async () => {
    if (step < 2) throw new Error('the class page did not open');
    await bothSkins(tab!, 'class page');
  });

  it('completes contents and is led to the next one, across lessons', async () => {
    if (step < 2) throw new Error('the class page did not open');
    const page = tab!.page;
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.contents[0] }), 'the first content');
    await expectVisible(
      page.getByText('Pain naturally makes us brace and hold our breath', { exact: false }),
      'the text of the first content',
    );
    for (const [i, title] of LIBRARY.contents.slice(1).entries()) {
      await page.getByRole('button', { name: 'Complete and next', exact: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: title }), `content ${i + 2}, "${title}"`);
    }
    // The last one is the next lesson's first content.
    await expectVisible(page.getByText(LIBRARY.secondLesson, { exact: false }), 'the second lesson');
    // (Finishing a class, and the class page marking it complete, is e2e/content-journey.e2e.ts.)
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});

describe('documents render in the page, audio content positions are saved and resumed', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it("a class's PDF guide is drawn in the page; its audio practice resumes where the person paused", async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.employee);
    await page.getByRole('link', { name: LIBRARY.harborClass, exact: true }).first().click();
    await page.waitForURL(/\/employee\/discovery\/class\/\d+$/);
    const classPath = new URL(page.url()).pathname;
    // The class's contents link to the viewer (its resources list links to the same file for download).
    const contentLink = (title: string) => page.locator('a[href*="/content/"]').filter({ hasText: title });
    await contentLink(LIBRARY.document).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.document }), 'the document title');
    await expectVisible(page.getByRole('img', { name: /^Page 1 of \d+$/ }), 'the first page of the PDF');
    await page.goto(classPath);
    await contentLink(LIBRARY.audio).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.audio }), 'the audio content');
    const audio = page.locator('audio[src^="/api/media/"]');
    await expectVisible(audio, 'the audio element');
    await playMuted(audio);
    await waitForAudioAt(page, 2);
    // Answered 200 (a first 401 may come before it: access tokens live 4 s in e2e, the client refreshes).
    const saved = page.waitForResponse(
      (response) => response.url().includes('/front/discovery/update_watch_time') && response.status() === 200,
    );
    await audio.evaluate((element: HTMLAudioElement) => element.pause());
    await saved;
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.audio }), 'the audio content again');
    await waitForAudioAt(page, 2);
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});

describe('a personal user discovers the shared library only', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('opens Discovery from the menu and sees the shared class, no clinic class (axe-clean in both skins)', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await openFromMainMenu(page, 'Discovery');
    await page.waitForURL(/\/frontuser\/discovery$/);
    await expectVisible(page.getByRole('link', { name: LIBRARY.sharedClass, exact: true }).first(), 'the shared class');
    for (const hidden of [LIBRARY.harborClass, LIBRARY.harborClassToJoin, LIBRARY.cedarClass, LIBRARY.harborMeditation])
      expect(await page.getByText(hidden).count(), hidden).toBe(0);
    await bothSkins(tab!, 'personal discovery home');
  });

  it('plays a shared meditation (axe-clean player in both skins): a play is counted, the listen time saved and resumed later', async () => {
    const page = tab!.page;
    const link = page.getByRole('link', { name: LIBRARY.sharedMeditation, exact: true }).first();
    await expectVisible(link, 'the meditation on discovery', 30_000);
    await link.click();
    await page.waitForURL(/\/frontuser\/discovery\/meditation\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.sharedMeditation }), 'the meditation title');
    await expectVisible(page.locator('audio[src^="/api/media/"]'), 'the audio player');
    await bothSkins(tab!, 'meditation player');
    // Playing counts a play; pausing saves time_listen_duration; the player resumes there after a reload.
    const audio = page.locator('audio[src^="/api/media/"]');
    const counted = page.waitForResponse(
      (response) => response.url().includes('/front/discovery/count_audio') && response.status() === 200,
    );
    await playMuted(audio);
    await counted;
    await waitForAudioAt(page, 2);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/front/discovery/listen_time') && response.status() === 200,
    );
    await audio.evaluate((element: HTMLAudioElement) => element.pause());
    await saved;
    await page.reload();
    await expectVisible(page.getByText(/^Resumes at 0:0[2-3]$/), 'where the person stopped');
    await waitForAudioAt(page, 2);
    expect(tab!.blocked, 'requests to other hosts than the local server').toEqual([]);
  });
});

describe('a clinic previews its library through the clinics family', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('opens its class read-only (no join), axe-clean in both skins', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await expectVisible(page.getByRole('link', { name: LIBRARY.harborClass, exact: true }).first(), 'the clinic class');
    expect(await page.getByText(LIBRARY.cedarClass).count()).toBe(0);
    await page.getByRole('link', { name: LIBRARY.harborClass, exact: true }).first().click();
    await page.waitForURL(/\/clinic\/discovery\/class\/\d+$/);
    await expectVisible(page.getByText('You are previewing this class as your clinic sees it.'), 'the preview note');
    expect(await page.getByRole('button', { name: 'Join the class' }).count()).toBe(0);
    await bothSkins(tab!, 'clinic class preview');
  });
});
