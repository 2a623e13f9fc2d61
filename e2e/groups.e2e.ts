import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { GROUP_MESSAGES } from '@stillpoint/contracts';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, baseUrl, callApi } from './support/api.js';
import { expectVisible, logInThroughApi, openFromMainMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { TINY_PNG } from './support/media.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Groups and posts (issue 14, decision 0035). Harbor Clinic opens a circle for this run; Paul Patel joins it
 * and posts with an image; Elena Ortiz (Harbor's therapist, in the circle's audience) comments on and likes
 * it, and Paul's bell count rises. Paul reports Elena's post; the clinic hides it from the reports queue and
 * Paul no longer sees it. Sam (a personal user) sees the platform groups, not Harbor's, at phone width. The
 * administrator adds a platform group with a cover. Every new page and dialog is axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);
const CIRCLE = `Evening circle ${stamp}`;
const PLATFORM = `Walking together ${stamp}`;
const PAUL_POST = `Slept well after the wind-down class ${stamp}`;
const ELENA_POST = `A post to report ${stamp}`;

/** A multipart call of the API (the group's add has its cover as a file). */
async function multipart<T>(path: string, token: string, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(new URL(`/api/v3/${path}`, baseUrl()), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { status: boolean; data: T; message: string };
  if (!body.status) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.trim());
}

function postCard(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text }).first();
}

describe('groups: join, post, comment, like, report and moderate', () => {
  let paul: Tab | undefined;
  let elena: Tab | undefined;
  let clinic: Tab | undefined;
  let groupId = 0;
  let elenaToken = '';

  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    groupId = (await multipart<{ id: number }>('clinics/groups/add_group', session.accessToken, { title: CIRCLE, description: 'A circle for this run.', visibility: 'open' })).id;
    elenaToken = (await apiLogin(ACCOUNTS.employee)).accessToken;
    const joined = await callApi('front/groups/join', { token: elenaToken, body: { group_id: groupId } });
    expect(joined.body.status).toBe(true);
    paul = await openTab(browser());
    elena = await openTab(browser());
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await Promise.all([paul?.close(), elena?.close(), clinic?.close()]);
  });

  it('Paul joins the circle and posts with an image; Elena comments and likes; his bell rises', async () => {
    const page = paul!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openFromMainMenu(page, 'Groups');
    await waitForPath(page, '/patient/groups');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Groups' }), 'the Groups page');
    await checkA11yBothSkins(page, 'the groups list');
    const card = page.getByRole('article', { name: CIRCLE });
    await expectVisible(card, 'the new circle');
    await card.getByRole('button', { name: `Join ${CIRCLE}` }).click();
    await expectToast(page, GROUP_MESSAGES.joined);
    await card.getByRole('link', { name: CIRCLE }).click();
    await waitForPath(page, `/patient/groups/${groupId}`);
    await page.getByRole('textbox', { name: 'Your post' }).fill(PAUL_POST);
    await page.locator('input[type="file"]').setInputFiles({ name: 'calm.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, GROUP_MESSAGES.postAdded);
    const mine = postCard(page, PAUL_POST);
    await expectVisible(mine.getByRole('img', { name: 'Image 1 shared by Paul Patel' }), 'the image of the post');
    await checkA11yBothSkins(page, 'the group page');
    const before = await bellCount(page);

    const other = elena!.page;
    await logInThroughApi(other, ACCOUNTS.employee, { at: `/employee/groups/${groupId}` });
    const seen = postCard(other, PAUL_POST);
    await expectVisible(seen, "Paul's post on Elena's page");
    await seen.getByRole('button', { name: /^Like Paul Patel's post/ }).click();
    await expectToast(other, GROUP_MESSAGES.liked);
    await expectVisible(seen.getByRole('button', { name: /^Take back your like of Paul Patel's post \(1 like\)/ }), 'the like counted');
    await seen.getByRole('link', { name: '0 comments' }).click();
    await other.getByRole('textbox', { name: 'Your comment' }).fill('Well done, Paul.');
    await other.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectToast(other, GROUP_MESSAGES.commentAdded);
    await expectVisible(other.getByRole('heading', { name: '1 comment' }), 'the comment count');
    await checkA11yBothSkins(other, 'the post page');

    await page.waitForFunction(
      (count) => Number(document.querySelector('[data-testid="notification-count"]')?.textContent ?? '0') > count,
      before,
      { timeout: 15_000 },
    );
    expect(await bellCount(page)).toBeGreaterThan(before);
    expectNoPageErrors(paul!);
    expectNoPageErrors(elena!);
  });

  it('Paul reports a post; the clinic hides it from the reports queue; members no longer see it', async () => {
    // A fresh session: Elena's login in the browser ended the earlier one.
    elenaToken = (await apiLogin(ACCOUNTS.employee)).accessToken;
    const created = await multipart<{ id: number }>('front/groups/create_post', elenaToken, { group_id: String(groupId), data: ELENA_POST });
    expect(created.id).toBeGreaterThan(0);
    const page = paul!.page;
    await page.goto(`/patient/groups/${groupId}`);
    const card = postCard(page, ELENA_POST);
    await expectVisible(card, "Elena's post");
    await card.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('textbox', { name: 'What is wrong? (optional)' }).fill('Not for this circle');
    await checkDialogBothSkins(page, 'the report dialog');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expectToast(page, GROUP_MESSAGES.reported);

    const staff = clinic!.page;
    await logInThroughApi(staff, ACCOUNTS.clinic);
    await openFromMainMenu(staff, 'Groups');
    await waitForPath(staff, '/clinic/groups');
    await staff.getByRole('tab', { name: 'Reports' }).click();
    const report = staff.getByRole('article').filter({ hasText: ELENA_POST });
    await expectVisible(report, 'the report in the queue');
    await checkA11yBothSkins(staff, 'the reports queue');
    await report.getByRole('button', { name: 'Hide the post' }).click();
    await expectToast(staff, GROUP_MESSAGES.moderated);
    await expectVisible(staff.getByText('No open reports. All is calm.'), 'the empty queue');

    await staff.getByRole('tab', { name: 'Groups' }).click();
    await staff.getByRole('button', { name: `Edit ${CIRCLE}` }).click();
    await expectVisible(staff.getByRole('dialog', { name: `Edit ${CIRCLE}` }), 'the edit dialog');
    await checkDialogBothSkins(staff, 'the group form');
    await staff.keyboard.press('Escape');
    await checkA11yBothSkins(staff, 'the groups management page');

    await page.reload();
    await expectVisible(postCard(page, PAUL_POST), "Paul's own post");
    expect(await page.getByText(ELENA_POST).count()).toBe(0);
    expectNoPageErrors(clinic!);
  });
});

describe('groups: who sees which, and the administrator adds one', () => {
  let tab: Tab | undefined;
  afterAll(async () => {
    await tab?.close();
  });

  it("a personal user sees the platform groups but not Harbor's, at phone width", async () => {
    tab = await openTab(browser());
    const page = tab.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/frontuser/groups');
    await expectVisible(page.getByRole('article', { name: 'Sleeping better together' }), 'a platform group');
    await expectVisible(page.getByRole('article', { name: 'Everyday calm' }), 'the other platform group');
    expect(await page.getByRole('article', { name: 'Harbor anxiety circle' }).count()).toBe(0);
    await checkA11yBothSkins(page, 'the groups list at phone width');
    await page.getByRole('tab', { name: 'Recent activity' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Recent posts' }), 'the recent activity');
    await checkA11yBothSkins(page, 'the recent activity at phone width');
    expectNoPageErrors(tab);
    await tab.close();
    tab = undefined;
  });

  it('the administrator adds a platform group with a cover image', async () => {
    tab = await openTab(browser());
    const page = tab.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Groups');
    await waitForPath(page, '/administration/groups');
    await page.getByRole('button', { name: 'Add a group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a group' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(PLATFORM);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('A walk a day, together.');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
    await checkDialogBothSkins(page, 'the add group form');
    await dialog.getByRole('button', { name: 'Add the group' }).click();
    await expectToast(page, GROUP_MESSAGES.groupAdded);
    const card = page.getByRole('article', { name: PLATFORM });
    await expectVisible(card, 'the new platform group');
    await expectVisible(card.getByText('Platform group'), 'its platform badge');
    expect(await card.locator('img').count()).toBe(1);
    await checkA11yBothSkins(page, 'the admin groups page');
    expectNoPageErrors(tab);
  });
});
