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
  waitForPath,
  type Tab,
  openFromMainMenu,
  rateStars,
} from './support/browser.js';
import { TINY_PNG } from './support/media.js';

/**
 * Issue 4, what people do around the library: a patient favourites a class they can see (on its discovery
 * class page) and finds it on the Favourites page, opens it from there, removes it ('Delete from favorite'); puts it on the watch list and marks it
 * complete; rates and reviews it and sees the review appear. Every new page is axe-clean in both skins.
 */
const browser = useBrowser();
/** A demo library class Harbor Clinic shares with everyone, which no demo person has rated or saved yet. */
const TITLE = 'Kindness Toward Yourself';
const REVIEW = `A gentle way to end the day ${Date.now().toString(36)}`;
const STORY_CAPTION = `Lamp light ${Date.now().toString(36)}`;

async function a11yBothSkins(tab: Tab, label: string) {
  const page = tab.page;
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

describe('a patient around a class: favourites, watch list, rating and review', () => {
  let tab: Tab | undefined;
  let classId = 0;
  let classPath = '';

  beforeAll(async () => {
    tab = await openTab(browser());
    // The class is in the shared library: find its id as the patient.
    const session = await apiLogin(ACCOUNTS.patient);
    const shared = await callApi<Array<{ id: number; title: string }>>('front/discovery/shared_classes', {
      method: 'GET',
      token: session.accessToken,
    });
    classId = shared.body.data?.find((c) => c.title === TITLE)?.id ?? 0;
    classPath = `/patient/discovery/class/${classId}`;
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('the patient opens the shared class', async () => {
    expect(classId, `the class "${TITLE}" is in the patient's shared library`).toBeGreaterThan(0);
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient, { at: classPath });
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Ratings and reviews', exact: true }), 'the ratings panel');
  });

  it('favourites it, finds it on the Favourites page and removes it with "Delete from favorite"', async () => {
    const page = tab!.page;
    await page.getByRole('button', { name: `Add ${TITLE} to your favourites`, exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Added to favorite' }), 'the "Added to favorite" toast');
    await expectVisible(
      page.getByRole('button', { name: `Remove ${TITLE} from your favourites`, exact: true }),
      'the pressed favourite button',
    );

    await openFromMainMenu(page, 'Favourites');
    await waitForPath(page, '/patient/favorites');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Your favourites', exact: true }), 'the Favourites heading');
    const list = page.getByRole('list', { name: 'Favourite Classes' });
    await expectVisible(list.getByText(TITLE, { exact: true }), `the favourite "${TITLE}"`);
    await a11yBothSkins(tab!, 'favourites page');
    // The favourite opens the discovery class page.
    await list.getByRole('link', { name: TITLE, exact: true }).click();
    await waitForPath(page, classPath);
    await expectVisible(page.getByRole('heading', { level: 1, name: TITLE, exact: true }), 'the class page');
    await page.goBack();
    await waitForPath(page, '/patient/favorites');

    await list.getByRole('button', { name: `Remove ${TITLE} from your favourites`, exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Delete from favorite' }), 'the "Delete from favorite" toast');
    // The patient's other favourites (demo library) stay; this one is gone.
    await list.getByText(TITLE, { exact: true }).waitFor({ state: 'detached' });
    await expectVisible(list.getByText('Breathing Basics', { exact: true }), 'the favourite the patient already had');
  });

  it('puts it on the watch list and marks it complete there', async () => {
    const page = tab!.page;
    await page.goto(classPath);
    await page.getByRole('button', { name: 'Add to watch list', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Added to the watch list' }), 'the watch-list toast');
    await expectVisible(page.getByRole('button', { name: 'On your watch list', exact: true }), 'the pressed watch-list button');

    await openFromMainMenu(page, 'Watch list');
    await waitForPath(page, '/patient/watchlist');
    const table = page.getByRole('table', { name: 'Watch list' });
    const row = table.getByRole('row').filter({ hasText: TITLE });
    await expectVisible(row.getByText('To watch', { exact: true }), 'the entry waiting to be watched');
    await a11yBothSkins(tab!, 'watch list page');

    await row.getByRole('button', { name: `Mark ${TITLE} complete`, exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Marked as complete' }), 'the completion toast');
    await expectVisible(row.getByText('Completed', { exact: true }), 'the completed entry');
  });

  it('rates and reviews it; the review appears at once', async () => {
    const page = tab!.page;
    await page.goto(classPath);
    await expectVisible(page.getByText('No reviews yet. Be the first to write one.'), 'the empty reviews');
    // The stars are the labels of visually hidden radios: click the fourth star as a person would.
    await rateStars(page, 4);
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Rating has been Added Successfully' }), 'the rating toast');
    await expectVisible(page.getByTestId('average-rating').filter({ hasText: '4.0 out of 5' }), 'the average of 4.0');

    await page.getByLabel('Your review', { exact: true }).fill(REVIEW);
    await page.getByRole('button', { name: 'Post my review', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Review has been Added Successfully' }), 'the review toast');
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expectVisible(reviews.getByText(REVIEW, { exact: true }), 'the new review in the list');
    await expectVisible(reviews.getByText(`${ACCOUNTS.patient.fullName} (you)`, { exact: true }), "the review's author (the reader)");
    await a11yBothSkins(tab!, 'class page with its engagement panels');
  });

  it('shares a story with a photo; it appears in the class stories', async () => {
    const page = tab!.page;
    const stories = page.getByRole('region', { name: 'Stories' });
    await stories.locator('input[type="file"]').setInputFiles({ name: 'evening.png', mimeType: 'image/png', buffer: TINY_PNG });
    await stories.getByLabel('Caption (optional)', { exact: true }).fill(STORY_CAPTION);
    await stories.getByRole('button', { name: 'Share a story', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Story has been Added Successfully' }), 'the story toast');
    await expectVisible(stories.getByRole('img', { name: STORY_CAPTION, exact: true }), 'the shared photo');
    // The progress bar closed at 100.
    expect(await stories.getByTestId('story-upload-progress').count()).toBe(0);
    await stories.getByRole('button', { name: `Delete the story of ${ACCOUNTS.patient.fullName}`, exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Story has been Deleted Successfully' }), 'the deletion toast');
    await expectVisible(stories.getByText('No stories yet.', { exact: true }), 'no stories left');
  });
});
