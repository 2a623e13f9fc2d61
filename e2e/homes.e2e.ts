import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import {
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  greeting,
  logInThroughApi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  waitForRest,
  type Tab,
} from './support/browser.js';

/**
 * Issue 10, homes and discovery lead with content: a one-line greeting at most (the account's details live
 * on Account), the first card within the first screen of a phone (390 x 844), the personal user's Discovery
 * without the greeting of their home, and no card repeated down the page. Cards of contents show the tile of
 * their type (never their class's cover, which carries no title any more), and a completed meditation shows
 * complete, without a partial bar. Axe-clean in both skins.
 */
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

async function bothSkins(tab: Tab, label: string) {
  expect(await colorScheme(tab.page)).toBe('light');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'dark');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'light');
}

/**
 * The cards of the page (discovery's card rows) as their titles in page order, split into the curated
 * sections' cards (a clinic or the platform chose them: each is shown whole, see dedupe.ts) and every
 * other row's.
 */
function cardTitles(page: Page): Promise<{ curated: string[][]; rows: string[] }> {
  return page.evaluate(() => {
    const titles = (root: ParentNode) =>
      [...root.querySelectorAll('li:has(.mantine-Card-root) a')].map((link) => (link.textContent ?? '').trim());
    const sections = [...document.querySelectorAll('main section[aria-labelledby^="discovery-section-"]')];
    const rows = [...document.querySelectorAll('main li:has(.mantine-Card-root)')]
      .filter((item) => !sections.some((section) => section.contains(item)))
      .flatMap((item) => [...item.querySelectorAll('a')].map((link) => (link.textContent ?? '').trim()));
    return { curated: sections.map((section) => titles(section)), rows };
  });
}

/**
 * No card repeats down the page: a row never shows what a row above shows, and no row repeats a curated
 * section's card. Two curated sections may hold the same item (their curators chose it; other journeys
 * add such a section beside the demo's), each shows it once.
 */
function expectNoRepeatedCard(titles: { curated: string[][]; rows: string[] }) {
  const repeated = (list: string[]) => list.filter((title, i) => list.indexOf(title) !== i);
  expect(repeated(titles.rows), 'cards repeated across rows').toEqual([]);
  for (const section of titles.curated) expect(repeated(section), 'cards repeated in a curated section').toEqual([]);
  const curated = new Set(titles.curated.flat());
  expect(
    titles.rows.filter((title) => curated.has(title)),
    'rows repeating a curated card',
  ).toEqual([]);
}

/** Where the first card (the featured class or a card of a row) starts, from the top of the page. */
function firstCardTop(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('main .mantine-Card-root')].filter((card) => card.querySelector('a'));
    const tops = cards.map((card) => card.getBoundingClientRect().top + window.scrollY);
    return tops.length ? Math.min(...tops) : null;
  });
}

describe("a patient's home on the phone", () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
    await tab.page.setViewportSize(PHONE);
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('greets in one line and shows the first card within the first screen', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await expectVisible(page.getByRole('region', { name: 'Featured class' }).getByRole('link'), 'the featured class');
    await waitForRest(page);
    const top = await firstCardTop(page);
    expect(top, 'the first card').not.toBeNull();
    expect(top!).toBeLessThan(700);
    // The account's details are on Account, not on the home.
    expect(await page.getByRole('heading', { name: 'Your account', exact: true }).count()).toBe(0);
    const heading = await greeting(page, ACCOUNTS.patient.fullName).boundingBox();
    expect(heading!.height).toBeLessThan(90);
  });

  it('repeats no card down the page (axe-clean, light and dark)', async () => {
    const page = tab!.page;
    const titles = await cardTitles(page);
    expect(titles.rows.length + titles.curated.flat().length).toBeGreaterThan(5);
    expectNoRepeatedCard(titles);
    await bothSkins(tab!, 'patient discovery home on the phone');
  });
});

describe("the personal user's home and Discovery", () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
    await tab.page.setViewportSize({ width: 1440, height: 900 });
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('Home greets; Discovery does not greet again and starts with the library', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await page.goto('/frontuser/discovery');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Discovery', exact: true }), 'the Discovery heading');
    await expectVisible(page.getByRole('region', { name: 'Featured class' }).getByRole('link'), 'the featured class');
    expect(await greeting(page, ACCOUNTS.personal.fullName).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Your account', exact: true }).count()).toBe(0);
  });

  it('repeats no card; contents show the tile of their type, never a cover (axe-clean, light and dark)', async () => {
    const page = tab!.page;
    await waitForRest(page);
    expectNoRepeatedCard(await cardTitles(page));
    const contentCards = page.locator('main li:has(.mantine-Card-root)').filter({ has: page.locator('a[href*="/content/"]') });
    expect(await contentCards.count()).toBeGreaterThan(0);
    expect(await contentCards.locator('img').count(), 'content cards with an image').toBe(0);
    expect(await contentCards.locator('[data-tile]').count()).toBe(await contentCards.count());
    await bothSkins(tab!, 'personal discovery home');
  });

  it('shows a completed meditation as completed, without a partial progress bar', async () => {
    const page = tab!.page;
    await page.goto('/frontuser/discovery/meditations');
    const list = page.getByRole('list', { name: 'Meditations', exact: true });
    const completed = list.getByRole('listitem').filter({ hasText: 'Completed' });
    await expectVisible(completed, 'a completed meditation');
    for (const card of await completed.all()) expect(await card.getByRole('progressbar').count()).toBe(0);
  });
});

describe('the administrator’s dashboard', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
    await tab.page.setViewportSize(PHONE);
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('greets in one line and leads with the counts', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await waitForPath(page, '/administration/dashboard');
    expect(await page.getByRole('heading', { name: 'Your account', exact: true }).count()).toBe(0);
    const heading = await greeting(page, ACCOUNTS.admin.fullName).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(250);
  });
});
