import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
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
  rateStars,
} from './support/browser.js';
import { TINY_PNG } from './support/media.js';

/**
 * Issue 4, content and discovery around the library, as a personal user (the shared library): the
 * discovery home's lists (featured class, what people say, recommended for you, recommended classes, the
 * meditations shelf's tabs), browsing every meditation (search and category in the address), a category
 * page, favouriting a meditation and opening it again from the Favourites page, a content's buttons and its
 * lesson's rating, signing a class (typed, then drawn), and a story shared, edited with its upload aborted
 * once, then saved. A business user's business questions page too. Every page is axe-clean in both skins.
 */
const browser = useBrowser();
const LIBRARY = {
  /** A shared class no other journey changes. */
  klass: 'Mindful Mornings',
  /** Its first content (text) and that content's lesson. */
  content: 'A calm first step',
  lesson: 'The first five minutes',
  /** A shared meditation in the Focus category, with a resource. */
  meditation: 'Loving-Kindness',
  meditationResource: 'Breathing exercises for stress (NHS)',
  category: 'Focus',
  /** What "breath" finds among the shared meditations. */
  breathMeditations: ['Three-Minute Breathing Space', 'Ocean Breath'],
};
const stamp = Date.now().toString(36);
const FIRST_CAPTION = `Morning tea ${stamp}`;
const EDITED_CAPTION = `Morning tea on the balcony ${stamp}`;

async function bothSkins(tab: Tab, label: string) {
  expect(await colorScheme(tab.page)).toBe('light');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'dark');
  await expectNoA11yViolations(tab.page, label);
  await toggleSkin(tab.page, 'light');
}

const toast = (page: Page, text: string) => expectVisible(page.locator(TOASTS).filter({ hasText: text }), `the toast "${text}"`);

describe('a personal user around the library', () => {
  let tab: Tab | undefined;
  let classPath = '';

  beforeAll(async () => {
    tab = await openTab(browser());
    const session = await apiLogin(ACCOUNTS.personal);
    const shared = await callApi<Array<{ id: number; title: string }>>('front/discovery/shared_classes', {
      method: 'GET',
      token: session.accessToken,
    });
    const classId = shared.body.data?.find((c) => c.title === LIBRARY.klass)?.id ?? 0;
    classPath = `/frontuser/discovery/class/${classId}`;
  });
  afterAll(async () => {
    await tab?.close();
  });

  it("the discovery home shows the featured class, people's reviews, recommendations and the meditation lists", async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await openFromMainMenu(page, 'Discovery');
    await waitForPath(page, '/frontuser/discovery');
    const featured = page.getByRole('region', { name: 'Featured class' });
    await expectVisible(featured.getByRole('link'), 'the featured class');
    const banner = page.getByRole('region', { name: 'What people say' });
    await expectVisible(banner.getByRole('listitem'), 'a review in the banner');
    await expectVisible(banner.getByRole('img', { name: /out of 5 stars$/ }), "a review's stars");
    await expectVisible(page.getByRole('region', { name: 'Recommended for you' }).getByRole('link'), 'a recommendation');
    // The recommended classes are all in "Recommended for you" already: their own row is left out (no repeats).
    expect(await page.getByRole('region', { name: 'Recommended classes' }).count()).toBe(0);
    const meditations = page.getByRole('region', { name: 'Meditations', exact: true });
    for (const list of ['Recent', 'Recommended', 'Popular']) {
      await meditations.getByRole('tab', { name: list, exact: true }).click();
      await expectVisible(meditations.getByRole('tabpanel').getByRole('link'), `a meditation in "${list}"`);
    }
    await bothSkins(tab!, 'discovery home');
  });

  it('browses every meditation: search and category narrow the list, kept in the address', async () => {
    const page = tab!.page;
    await page.getByRole('link', { name: 'Browse all meditations', exact: true }).click();
    await waitForPath(page, '/frontuser/discovery/meditations');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'All meditations' }), 'the browse page');
    const list = page.getByRole('list', { name: 'Meditations', exact: true });
    await expectVisible(list.getByRole('link', { name: LIBRARY.meditation, exact: true }), `"${LIBRARY.meditation}" in the list`);

    const search = page.getByRole('search', { name: 'Search meditations' });
    await search.getByLabel('Title', { exact: true }).fill('breath');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'breath');
    await list.getByRole('link', { name: LIBRARY.meditation, exact: true }).waitFor({ state: 'detached' });
    for (const title of LIBRARY.breathMeditations)
      await expectVisible(list.getByRole('link', { name: title, exact: true }), `"${title}"`);
    await bothSkins(tab!, 'meditations browse page');

    await search.getByLabel('Title', { exact: true }).fill('');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Category', { exact: true }).first().click();
    await page.getByRole('option', { name: LIBRARY.category, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('category') && !url.searchParams.has('q'));
    await expectVisible(
      list.getByRole('link', { name: LIBRARY.meditation, exact: true }),
      `"${LIBRARY.meditation}" in ${LIBRARY.category}`,
    );
    await list.getByRole('link', { name: LIBRARY.breathMeditations[1]!, exact: true }).waitFor({ state: 'detached' });
    // Back and forward keep the list the address names.
    await page.goBack();
    await expectVisible(
      list.getByRole('link', { name: LIBRARY.breathMeditations[1]!, exact: true }),
      'the list before the category',
    );
    await page.goForward();
    await list.getByRole('link', { name: LIBRARY.breathMeditations[1]!, exact: true }).waitFor({ state: 'detached' });
  });

  it('favourites a meditation in the player, finds it on the Favourites page and opens it from there', async () => {
    const page = tab!.page;
    await page.getByRole('link', { name: LIBRARY.meditation, exact: true }).click();
    await page.waitForURL(/\/frontuser\/discovery\/meditation\/\d+$/);
    const playerPath = new URL(page.url()).pathname;
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.meditation }), 'the meditation title');
    const resources = page.getByRole('region', { name: 'Resources' });
    await expectVisible(resources.getByRole('link', { name: LIBRARY.meditationResource }), "the meditation's resource");
    await expectVisible(page.getByRole('region', { name: 'Ratings and reviews' }), "the meditation's ratings");
    await page.getByRole('button', { name: `Add ${LIBRARY.meditation} to your favourites`, exact: true }).click();
    await toast(page, 'Added to favorite');
    await expectVisible(
      page.getByRole('button', { name: `Remove ${LIBRARY.meditation} from your favourites`, exact: true }),
      'the pressed heart',
    );
    await page.getByRole('button', { name: 'Add to watch list', exact: true }).click();
    await toast(page, 'Added to the watch list');
    await bothSkins(tab!, 'meditation player');

    await openFromMainMenu(page, 'Favourites');
    await waitForPath(page, '/frontuser/favorites');
    await page.getByRole('tab', { name: 'Meditations', exact: true }).click();
    const favourites = page.getByRole('list', { name: 'Favourite Meditations' });
    await favourites.getByRole('link', { name: LIBRARY.meditation, exact: true }).click();
    await waitForPath(page, playerPath);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: LIBRARY.meditation }),
      'the meditation, opened from the favourites',
    );

    await openFromMainMenu(page, 'Watch list');
    await waitForPath(page, '/frontuser/watchlist');
    await page.getByRole('table', { name: 'Watch list' }).getByRole('link', { name: LIBRARY.meditation, exact: true }).click();
    await waitForPath(page, playerPath);
  });

  it('opens a category page from the home', async () => {
    const page = tab!.page;
    await openFromMainMenu(page, 'Discovery');
    await page
      .getByRole('navigation', { name: 'Meditation categories' })
      .getByRole('link', { name: LIBRARY.category, exact: true })
      .click();
    await page.waitForURL(/\/frontuser\/discovery\/category\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.category, exact: true }), 'the category title');
    await expectVisible(page.getByRole('link', { name: LIBRARY.meditation, exact: true }), 'the meditation in the category');
    await bothSkins(tab!, 'category page');
  });

  it("a content page: its own favourite and watch-list buttons, and its lesson's rating", async () => {
    const page = tab!.page;
    await page.goto(classPath);
    await page.getByRole('link', { name: LIBRARY.content, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: LIBRARY.content }), 'the content');
    await page.getByRole('button', { name: `Add ${LIBRARY.content} to your favourites`, exact: true }).click();
    await toast(page, 'Added to favorite');
    const rating = page.getByRole('region', { name: `Rate the lesson “${LIBRARY.lesson}”` });
    await expectVisible(rating.getByText('No reviews yet. Be the first to write one.'), "the lesson's empty reviews");
    await rateStars(rating, 5);
    await toast(page, 'Rating has been Added Successfully');
    await expectVisible(rating.getByTestId('average-rating').filter({ hasText: '5.0 out of 5' }), "the lesson's average");
    await bothSkins(tab!, 'content page');
  });

  it('signs the class, typed then drawn; the saved signature is shown and stays after a reload', async () => {
    const page = tab!.page;
    await page.goto(classPath);
    const panel = page.getByRole('region', { name: 'Your signature' });
    await expectVisible(panel.getByRole('img', { name: 'Signature pad' }), 'the signature pad');
    await panel.getByRole('button', { name: 'Save my signature', exact: true }).click();
    await expectVisible(panel.getByRole('alert').filter({ hasText: 'Draw your signature first' }), 'the empty pad refused');
    await bothSkins(tab!, 'class page, signature pad');

    await panel.getByText('Type', { exact: true }).click();
    await panel.getByLabel('Your full name', { exact: true }).fill(ACCOUNTS.personal.fullName);
    await panel.getByRole('button', { name: 'Save my signature', exact: true }).click();
    await toast(page, 'Your signature has been saved');
    await expectVisible(
      panel.getByRole('img', { name: 'Your saved signature' }).filter({ hasText: ACCOUNTS.personal.fullName }),
      'the typed signature',
    );

    await panel.getByRole('button', { name: 'Sign again', exact: true }).click();
    await panel.getByText('Draw', { exact: true }).click();
    const pad = panel.getByRole('img', { name: 'Signature pad' });
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad has no box');
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 30; i += 1)
      await page.mouse.move(box.x + box.width * (0.1 + i * 0.025), box.y + box.height * (0.6 - 0.3 * Math.sin(i / 3)), {
        steps: 2,
      });
    await page.mouse.up();
    await panel.getByRole('button', { name: 'Save my signature', exact: true }).click();
    await toast(page, 'Your signature has been saved');
    const drawn = panel.locator('img[alt="Your saved signature"]');
    await expectVisible(drawn, 'the drawn signature');
    expect(await drawn.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await page.reload();
    await expectVisible(panel.locator('img[alt="Your saved signature"]'), 'the drawn signature after a reload');
    await expectVisible(panel.getByText(/^Signed on /), 'when it was signed');
    await bothSkins(tab!, 'class page, saved signature');
  });

  it('shares a story, then edits it: the upload of a new photo is aborted once, then the change is saved', async () => {
    const page = tab!.page;
    const stories = page.getByRole('region', { name: 'Stories' });
    await stories.locator('input[type="file"]').setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: TINY_PNG });
    await stories.getByLabel('Caption (optional)', { exact: true }).fill(FIRST_CAPTION);
    await stories.getByRole('button', { name: 'Share a story', exact: true }).click();
    await toast(page, 'Story has been Added Successfully');
    await expectVisible(stories.getByRole('img', { name: FIRST_CAPTION, exact: true }), 'the shared photo');

    const edit = stories.getByRole('button', { name: `Edit the story of ${ACCOUNTS.personal.fullName}`, exact: true });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit your story' });
    await expectVisible(dialog.getByRole('img', { name: 'The current photo of the story' }), 'the current photo');
    await expectNoA11yViolations(page, 'story editor (light)');
    await dialog.getByLabel('Caption (optional)', { exact: true }).fill(EDITED_CAPTION);
    // A larger photo over a slow line, so the upload can be aborted half-way.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'balcony.png', mimeType: 'image/png', buffer: Buffer.concat([TINY_PNG, Buffer.alloc(600_000)]) });
    const cdp: CDPSession = await tab!.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 60_000,
    });
    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectVisible(dialog.getByTestId('story-edit-progress'), 'the upload progress');
    await dialog.getByRole('button', { name: 'Cancel the upload', exact: true }).click();
    await toast(page, 'The upload was cancelled');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    // Nothing changed on the server: the story keeps its caption.
    await expectVisible(stories.getByRole('img', { name: FIRST_CAPTION, exact: true }), 'the story as it was');

    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await toast(page, 'Story has been Updated Successfully');
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(stories.getByRole('img', { name: EDITED_CAPTION, exact: true }), 'the edited story');
    expect(await stories.getByRole('img', { name: FIRST_CAPTION, exact: true }).count()).toBe(0);

    await toggleSkin(page, 'dark');
    await edit.click();
    await expectVisible(dialog, 'the story editor');
    await expectNoA11yViolations(page, 'story editor (dark)');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await toggleSkin(page, 'light');
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});

describe('a business user answers the business questions', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('the business questions page is axe-clean in both skins', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.business);
    await openFromMainMenu(page, 'Business questions');
    await waitForPath(page, '/frontuser/business-questions');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Business questions' }), 'the page title');
    await bothSkins(tab!, 'business questions page');
  });
});
