import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
} from './support/browser.js';
import { makePdf } from './support/media.js';
import { addLessonInStudio, addUploadedContent, createClassInStudio, openClassStudio, publication } from './support/studio.js';

/**
 * Issue 9 section 3, unfinished content stays private: Harbor Clinic creates a class and lands in its
 * editor, a draft saying "Add a lesson first"; Harbor's patient does not find it on discovery and its
 * address says "Class not found"; the clinic previews it on its own learner page (marked Preview);
 * publishing it without a lesson is refused with the reason on screen; with a lesson holding a PDF it
 * publishes, and the patient finds and opens it. Every page on the way is axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const CLASS_TITLE = `Unhurried mornings ${stamp}`;
const LESSON = 'Waking slowly';
const PDF = 'Morning pages';

async function axeBothSkins(page: Page, label: string) {
  expect(await colorScheme(page)).toBe('light');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'dark');
  await expectNoA11yViolations(page, label);
  await toggleSkin(page, 'light');
}

describe('a new class stays invisible to patients until it is published with a lesson', () => {
  let clinic: Tab | undefined;
  let patient: Tab | undefined;
  let classId = 0;
  let refused = false;
  let published = false;
  beforeAll(async () => {
    clinic = await openTab(browser());
    patient = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await patient?.close();
  });

  it('the clinic creates a class and lands in its editor: a draft that needs a lesson (axe-clean in both skins)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openClassStudio(page);
    await createClassInStudio(page, CLASS_TITLE, 'Ten quiet minutes before the day starts.');
    classId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(classId).toBeGreaterThan(0);
    const state = publication(page);
    await expectVisible(state.getByText('Draft', { exact: true }), 'the draft badge');
    await expectVisible(state.getByText('Add a lesson first', { exact: true }), 'what the class needs');
    await axeBothSkins(page, 'clinic class editor, a new draft');
  });

  it("is not on the patient's discovery, and its address says not found (axe-clean in both skins)", async () => {
    expect(classId, 'the class was created').toBeGreaterThan(0);
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    // Discovery has loaded (Harbor's own section shows) before the absence is checked.
    await expectVisible(page.getByRole('link', { name: 'Harbor Recovery Programme', exact: true }).first(), "Harbor's own class");
    expect(await page.getByText(CLASS_TITLE).count()).toBe(0);
    await page.goto(`/patient/discovery/class/${classId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Class not found' }), 'the not-found page');
    expect(await page.getByText(CLASS_TITLE).count()).toBe(0);
    await axeBothSkins(page, 'patient class not found page');
    const session = await apiLogin(ACCOUNTS.patient);
    const answer = await callApi('front/discovery/class_detail', { body: { class_id: classId }, token: session.accessToken });
    expect(answer.httpStatus).toBe(404);
  });

  it('the clinic previews it on its own learner page, marked as a preview (axe-clean in both skins)', async () => {
    const page = clinic!.page;
    await publication(page).getByRole('link', { name: 'Preview', exact: true }).click();
    await waitForPath(page, `/clinic/discovery/class/${classId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class page');
    await expectVisible(page.getByText(/Only your clinic sees this class for now/), 'the preview notice');
    await axeBothSkins(page, 'clinic class page, previewing a draft');
    await page.goBack();
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class editor again');
  });

  it('publishing without a lesson is refused, with the reason shown (axe-clean in both skins)', async () => {
    const page = clinic!.page;
    const state = publication(page);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/clinics/classes/publish_class') && response.status() !== 401),
      state.getByRole('button', { name: 'Publish', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expectVisible(
      state.getByRole('alert').filter({ hasText: 'This class cannot be published yet: add a lesson first.' }),
      'the refusal beside the button',
    );
    await expectVisible(state.getByText('Draft', { exact: true }), 'still a draft');
    refused = true;
    await axeBothSkins(page, 'clinic class editor, publishing refused');
  });

  it('with a lesson holding a PDF, the class publishes', async () => {
    if (!refused) throw new Error('the refusal was not shown');
    const page = clinic!.page;
    await addLessonInStudio(page, LESSON);
    const state = publication(page);
    await expectVisible(state.getByText('Add a content to a lesson first', { exact: true }), 'what the class needs now');
    await addUploadedContent(page, LESSON, {
      type: 'Document',
      title: PDF,
      file: { name: 'morning-pages.pdf', mimeType: 'application/pdf', buffer: makePdf('Three lines each morning') },
    });
    await state.getByText('Add a content to a lesson first', { exact: true }).waitFor({ state: 'detached' });
    await state.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).filter({ hasText: 'Class has been Published Successfully' }).first(),
      'the published toast',
    );
    await expectVisible(state.getByText('Published', { exact: true }), 'the published badge');
    await expectVisible(state.getByText(/^Published on /), 'when it was published');
    published = true;
    await axeBothSkins(page, 'clinic class editor, published');
  });

  it('the class list shows it published (axe-clean in both skins)', async () => {
    if (!published) throw new Error('the class was not published');
    const page = clinic!.page;
    await page.getByRole('link', { name: 'Back to classes' }).click();
    await waitForPath(page, '/clinic/classes');
    const row = page.getByRole('table', { name: 'Classes' }).getByRole('row').filter({ hasText: CLASS_TITLE });
    await expectVisible(row.getByText('Published', { exact: true }), 'the published badge in the list');
    await axeBothSkins(page, 'clinic class list with states');
  });

  it('the patient now finds it on discovery and opens it', async () => {
    if (!published) throw new Error('the class was not published');
    const page = patient!.page;
    await page.goto('/patient/discovery');
    const link = page.getByRole('link', { name: CLASS_TITLE, exact: true }).first();
    await expectVisible(link, 'the class on discovery');
    await link.click();
    await waitForPath(page, `/patient/discovery/class/${classId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: CLASS_TITLE }), 'the class page');
    await expectVisible(page.getByRole('link', { name: PDF }), 'its content');
    expect(await page.getByText(/Only your clinic sees this class for now/).count()).toBe(0);
  });

  afterAll(async () => {
    // Leave the demo library as it was: the class goes.
    if (!classId) return;
    const session = await apiLogin(ACCOUNTS.clinic);
    await callApi('clinics/classes/delete_class', { body: { id: classId }, token: session.accessToken });
  });
});
