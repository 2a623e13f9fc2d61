import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  TOASTS,
  audioTime,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  openTab,
  playMuted,
  useBrowser,
  waitForAudioAt,
  type Tab,
  rateStars,
} from './support/browser.js';
import { makePdf, makeWav } from './support/media.js';
import { addLessonInStudio, addUploadedContent, createClassInStudio, lessonContents, openClassStudio, publishInStudio } from './support/studio.js';

/**
 * Issue 4, the content journey across roles: Harbor Clinic builds a class in the studio with a lesson
 * holding an uploaded audio and an uploaded PDF; Harbor's patient finds it on discovery, joins it, plays
 * the audio (the <audio> element's currentTime advances), completes it and is led on to the PDF
 * (next_content_id), finishes the class and rates it (the reviews reload and show the review); Cedar
 * Wellness's patient never sees it on discovery, and opening its address shows "Class not found" (the
 * API answers 404 by id). Every page visited is axe-clean.
 *
 * A personal user playing a shared meditation and resuming it at the saved position is in
 * e2e/discovery.e2e.ts.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const CLASS_TITLE = `Quiet Evenings ${stamp}`;
const LESSON = 'Letting the day go';
const AUDIO = 'Evening tone practice';
const PDF = 'Evening reflection sheet';
const REVIEW = `The tone and the reflection sheet made my evenings calmer ${stamp}`;

/** The class the clinic built, as the patient's class page address gives it. */
let classId = 0;

describe('a clinic builds a class with an uploaded audio and PDF', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('creates the class, a lesson and its two uploaded contents in the studio', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openClassStudio(page);
    await createClassInStudio(page, CLASS_TITLE, 'Two short steps to close the day gently.');
    await addLessonInStudio(page, LESSON);
    await addUploadedContent(page, LESSON, {
      type: 'Audio',
      title: AUDIO,
      file: { name: 'evening-tone.wav', mimeType: 'audio/wav', buffer: makeWav(30) },
    });
    await addUploadedContent(page, LESSON, {
      type: 'Document',
      title: PDF,
      file: { name: 'reflection.pdf', mimeType: 'application/pdf', buffer: makePdf('Three good things today') },
    });
    const texts = await lessonContents(page, LESSON).getByRole('listitem').allInnerTexts();
    expect(texts).toEqual([expect.stringContaining(AUDIO), expect.stringContaining(PDF)]);
    // A new class is a draft: published, its patients find it.
    await publishInStudio(page, 'Class has been Published Successfully');
    await expectNoA11yViolations(page, 'clinic class editor with uploaded contents');
  });
});

describe("the clinic's patient finds, joins, plays, completes and rates the class", () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('finds the class on discovery and joins it', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    const link = page.getByRole('link', { name: CLASS_TITLE, exact: true }).first();
    await expectVisible(link, 'the new class on discovery');
    await expectNoA11yViolations(page, 'patient discovery home');
    await link.click();
    await page.waitForURL(/\/patient\/discovery\/class\/\d+$/);
    classId = Number(new URL(page.url()).pathname.split('/').pop());
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class title');
    await expectVisible(page.getByRole('link', { name: AUDIO }), 'the audio content');
    await expectVisible(page.getByRole('link', { name: PDF }), 'the PDF content');
    await page.getByRole('button', { name: 'Join the class', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Class has been Joined Successfully!' }), 'the join toast');
    await expectVisible(page.getByRole('button', { name: 'Leave the class', exact: true }), 'the leave button');
    await expectNoA11yViolations(page, 'patient class page, joined');
  });

  it('plays the audio, completes it and is led on to the PDF, then finishes the class', async () => {
    expect(classId, 'the class page opened').toBeGreaterThan(0);
    const page = tab!.page;
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: AUDIO }), 'the audio content');
    const audio = page.locator('audio[src^="/api/media/"]');
    await expectVisible(audio, 'the audio player');
    await expectNoA11yViolations(page, 'audio content');
    const before = await audioTime(page);
    await playMuted(audio);
    await waitForAudioAt(page, before + 1);
    expect(await audioTime(page)).toBeGreaterThan(before);
    await audio.evaluate((element: HTMLAudioElement) => element.pause());

    // Completing answers next_content_id, and the viewer leads on to it: the PDF.
    const completed = page.waitForResponse(
      (response) => response.url().includes('/front/discovery/complete_lesson_content') && response.status() === 200,
    );
    await page.getByRole('button', { name: 'Complete and next', exact: true }).click();
    const next = ((await (await completed).json()) as { data: { next_content_id: number | null } }).data.next_content_id;
    expect(next).not.toBeNull();
    await page.waitForURL((url) => url.pathname === `/patient/discovery/class/${classId}/content/${next}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: PDF }), 'the PDF content');
    await expectVisible(page.getByRole('img', { name: 'Page 1 of 1', exact: true }), 'the PDF page drawn');
    await expectNoA11yViolations(page, 'PDF content');

    // The PDF is the last content: completing it finishes the class.
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/patient/discovery/class/${classId}`);
    await expectVisible(page.getByText('Completed', { exact: true }).first(), 'the class completed');
    expect(tab!.pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('rates and reviews the class; the reviews reload and show it', async () => {
    expect(classId, 'the class page opened').toBeGreaterThan(0);
    const page = tab!.page;
    await expectVisible(page.getByText('No reviews yet. Be the first to write one.'), 'no reviews yet');
    // The stars are the labels of visually hidden radios: click the fifth star as a person would.
    await rateStars(page, 5);
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Rating has been Added Successfully' }), 'the rating toast');
    await page.getByLabel('Your review', { exact: true }).fill(REVIEW);
    // Adding a review reloads the reviews (spec section 4): get_reviews is asked again after add_review.
    const reloaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/ratings/get_reviews') && response.status() === 200,
    );
    await page.getByRole('button', { name: 'Post my review', exact: true }).click();
    await expectVisible(page.locator(TOASTS).filter({ hasText: 'Review has been Added Successfully' }), 'the review toast');
    await reloaded;
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expectVisible(reviews.getByText(REVIEW, { exact: true }), 'the review in the reloaded list');
    await expectVisible(reviews.getByText(`${ACCOUNTS.patient.fullName} (you)`, { exact: true }), "the review's author (the reader)");
    await expectVisible(page.getByTestId('average-rating').filter({ hasText: '5.0 out of 5' }), 'the average of 5.0');
    await expectNoA11yViolations(page, 'patient class page, rated');
  });
});

describe("another clinic's patient never sees the class", () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('not on discovery, "Class not found" at its address, and 404 from the API by id', async () => {
    expect(classId, 'the class was built and opened by its patient').toBeGreaterThan(0);
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient3);
    // Discovery has loaded its lists (Cedar's own class shows) before the absence is checked.
    await expectVisible(
      page.getByRole('link', { name: 'Walking Meditation at Cedar', exact: true }).first(),
      "Cedar's own class",
    );
    expect(await page.getByText(CLASS_TITLE).count()).toBe(0);
    await expectNoA11yViolations(page, 'Cedar patient discovery home');

    await page.goto(`/patient/discovery/class/${classId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Class not found' }), 'the not-found page');
    expect(await page.getByText(CLASS_TITLE).count()).toBe(0);
    await expectNoA11yViolations(page, 'class not found page');

    const quinn = await apiLogin(ACCOUNTS.patient3);
    const refused = await callApi('front/discovery/class_detail', { body: { class_id: classId }, token: quinn.accessToken });
    expect(refused.httpStatus).toBe(404);
    const paul = await apiLogin(ACCOUNTS.patient);
    const allowed = await callApi<{ title: string }>('front/discovery/class_detail', {
      body: { class_id: classId },
      token: paul.accessToken,
    });
    expect(allowed.httpStatus).toBe(200);
    expect(allowed.body.data?.title).toBe(CLASS_TITLE);
  });
});
