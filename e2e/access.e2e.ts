import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import {
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  logOutThroughUi,
  openTab,
  playMuted,
  toggleSkin,
  useBrowser,
  waitForAudioAt,
  waitForPath,
  type Tab,
} from './support/browser.js';

/**
 * Issue 10 (decisions 0014, 0015): private media open only with the session's media pass (an HttpOnly
 * cookie the browser sends to /api/media by itself), for people who may see the row that uses them; every
 * image and audio still shows and plays for the person; a visitor, another clinic's patient and a tab that
 * logged out get 404. A common password is refused in the sign-up form with a clear message.
 */
const browser = useBrowser();

/**
 * Every image of the page has loaded and has pixels (none broken). Waits until that holds for the images
 * on the page at the same moment: a list that renders more rows meanwhile adds images still loading (no
 * pixels yet, not broken), which an earlier check followed by a later count would take for broken ones.
 */
async function expectEveryImageShown(page: Page, where: string) {
  const shown = await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => {
          // Lazy images below the fold load only when scrolled to: each one the page renders is asked for now.
          if (image.loading === 'lazy') image.loading = 'eager';
          return image.complete && image.naturalWidth > 0;
        }),
      undefined,
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (shown) return;
  // Say which images never showed and what the server answers for each (status and type), not just a count.
  const missing = await page.evaluate(() =>
    [...document.images].filter((image) => image.naturalWidth === 0).map((image) => ({ src: image.src, complete: image.complete })),
  );
  const answers = await Promise.all(
    missing.map(async ({ src, complete }) => {
      if (!src) return `(an image without a source, complete: ${complete})`;
      const response = await page.request.get(src);
      return `${src} -> ${response.status()} ${response.headers()['content-type'] ?? ''} (complete: ${complete})`;
    }),
  );
  expect(answers, `images not shown on ${where}`).toEqual([]);
}

describe("a patient's private media", () => {
  let tab: Tab | undefined;
  let visitor: Tab | undefined;
  let audioUrl = '';
  beforeAll(async () => {
    tab = await openTab(browser());
    visitor = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
    await visitor?.close();
  });

  it('shows every image of discovery and of a clinic class, and plays its private audio', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await expectVisible(page.getByRole('link', { name: 'Harbor Recovery Programme', exact: true }).first(), 'the clinic class');
    await expectEveryImageShown(page, 'the discovery home');
    await page.getByRole('link', { name: 'Harbor Recovery Programme', exact: true }).first().click();
    await page.waitForURL(/\/patient\/discovery\/class\/\d+$/);
    await expectEveryImageShown(page, 'the class page');
    await page.locator('a[href*="/content/"]').filter({ hasText: 'Practice: Harbor Evening Wind-down' }).click();
    const audio = page.locator('audio[src^="/api/media/"]');
    await expectVisible(audio, 'the audio practice');
    audioUrl = (await audio.getAttribute('src'))!;
    await playMuted(audio);
    await waitForAudioAt(page, 1);

    const fetched = await page.request.get(audioUrl, { headers: { range: 'bytes=0-99' } });
    expect(fetched.status()).toBe(206);
    expect(fetched.headers()['cache-control']).toBe('private, no-store');
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('answers 404 for the same audio to a visitor and to a patient of another clinic', async () => {
    expect((await visitor!.page.request.get(audioUrl)).status()).toBe(404);
    await logInThroughApi(visitor!.page, ACCOUNTS.patient3);
    expect((await visitor!.page.request.get(audioUrl)).status()).toBe(404);
  });

  it('answers 404 once the patient has logged out', async () => {
    const page = tab!.page;
    await logOutThroughUi(page);
    expect((await page.request.get(audioUrl)).status()).toBe(404);
  });
});

describe('a common password', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('is refused in the sign-up form, under the field, with a clear message (axe-clean in both skins)', async () => {
    const page = tab!.page;
    await page.goto('/register');
    await waitForPath(page, '/register');
    await page.getByLabel('Full name', { exact: true }).fill('Casey Common');
    await page.getByLabel('E-mail', { exact: true }).fill(`casey-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('radio', { name: 'Personal development', exact: true }).check();
    await page.getByRole('checkbox', { name: /I accept the terms of use and the privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create my account', exact: true }).click();
    await expectVisible(
      page.getByText('This password is one of the most common ones and easy to guess: choose another'),
      'the refusal',
    );
    await expectNoA11yViolations(page, 'sign-up with a refused password');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'sign-up with a refused password');
    await toggleSkin(page, 'light');
  });

  it("is refused on the Account page's password change too, under the new password", async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.personal, { at: '/frontuser/account' });
    await page.getByLabel('Current password', { exact: true }).fill('Stillpoint-demo-1');
    await page.getByLabel('New password', { exact: true }).fill('qwerty123');
    await page.getByLabel('Confirm the new password', { exact: true }).fill('qwerty123');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expectVisible(page.getByText('This password is one of the most common ones and easy to guess: choose another'), 'the refusal');
    await expectNoA11yViolations(page, 'account password change with a refused password');
  });
});
