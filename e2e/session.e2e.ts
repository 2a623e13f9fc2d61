import { inject, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, LOGIN_ROUTE, type DemoAccount } from './support/accounts.js';
import { apiLogin, callApi, type TokenPair } from './support/api.js';
import { expectVisible, greeting, logInThroughUi, logOutThroughUi, openTab, useBrowser, waitForPath } from './support/browser.js';

const browser = useBrowser();
const ttlMs = () => inject('accessTokenTtlSeconds') * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const storedTokens = (page: Page, area: DemoAccount['area']) =>
  page.evaluate(
    (keys) => ({ access: localStorage.getItem(keys[0]), refresh: localStorage.getItem(keys[1]) }),
    area === 'admin' ? (['adminAccessToken', 'adminRefreshToken'] as const) : (['accessToken', 'refreshToken'] as const),
  );

/** Records every call to a refresh endpoint the page makes, with its HTTP status. */
function watchRefreshes(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/v3\/(front|admin)\/authentication\/refresh$/.test(new URL(response.url()).pathname)) statuses.push(response.status());
  });
  return statuses;
}

/** Records the HTTP status of every other /api/v3 call the page makes. */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/v3/') && !path.endsWith('/refresh')) calls.push(`${response.status()} ${path}`);
  });
  return calls;
}

describe('sessions', () => {
  it('an expired access token is refreshed without the user noticing (exactly one refresh call)', async () => {
    const account = ACCOUNTS.employee;
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      await logInThroughUi(page, account);
      const before = await storedTokens(page, 'front');
      // An open page's live channel renews the token ahead of its expiry (the next test); here the page is
      // away while the token expires and its live channel is held off, so that the API client's own
      // path is what meets the expired token: one 401, one refresh, the call retried.
      await page.route('**/socket.io/**', (route) => route.abort());
      await page.goto('about:blank');
      const refreshes = watchRefreshes(page);
      const calls = watchApiCalls(page);
      await sleep(ttlMs() + 1500);
      // Something that calls the API with the now expired token: open the landing page again.
      await page.goto(account.landing);
      await expectVisible(greeting(page, account.fullName), `the greeting "Welcome, ${account.fullName}" after the refresh`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, 'no redirect to the login page').toBe(account.landing);
      expect(calls.some((call) => call.startsWith('401 ')), `an API call met the expired token (calls: ${calls.join(', ')})`).toBe(true);
      expect(refreshes, 'refresh calls after the access token expired').toEqual([200]);
      expect(calls.at(-1)?.startsWith('200 '), `the retried call succeeded (calls: ${calls.join(', ')})`).toBe(true);
      const after = await storedTokens(page, 'front');
      expect(after.refresh, 'the rotated refresh token is stored').not.toBe(before.refresh);
      expect(after.access).not.toBe(before.access);
    } finally {
      await tab.close();
    }
  });

  it('an open page renews its access token before it expires (live channel), without a refused call', async () => {
    const account = ACCOUNTS.patient2;
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      await logInThroughUi(page, account);
      const before = await storedTokens(page, 'front');
      const refreshes = watchRefreshes(page);
      const calls = watchApiCalls(page);
      await sleep(ttlMs() + 1500);
      // Nobody touched the page, yet its session is fresh: the refresh happened ahead of the expiry.
      // One refresh per token life (4 s here): at least one happened, each one answered 200.
      expect(refreshes.length, 'refresh calls while the page stayed open').toBeGreaterThan(0);
      expect(refreshes.every((status) => status === 200), `refresh answers: ${refreshes.join(', ')}`).toBe(true);
      const renewed = await storedTokens(page, 'front');
      expect(renewed.access).not.toBe(before.access);
      expect(renewed.refresh).not.toBe(before.refresh);
      await page.reload();
      await expectVisible(greeting(page, account.fullName), `the greeting "Welcome, ${account.fullName}" after the reload`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, 'no redirect to the login page').toBe(account.landing);
      expect(calls.filter((call) => !call.startsWith('200 ')), 'calls that did not succeed').toEqual([]);
      expect(refreshes.every((status) => status === 200), `refresh answers: ${refreshes.join(', ')}`).toBe(true);
    } finally {
      await tab.close();
    }
  });

  it('reuse of an old refresh token ends the whole session (API)', async () => {
    const session = await apiLogin(ACCOUNTS.employee);
    const first = await callApi<TokenPair>('front/authentication/refresh', { body: { refreshToken: session.refreshToken } });
    expect(first.httpStatus).toBe(200);
    const rotated = first.body.data!.refreshToken;
    expect(rotated).not.toBe(session.refreshToken);
    const second = await callApi<TokenPair>('front/authentication/refresh', { body: { refreshToken: rotated } });
    expect(second.httpStatus).toBe(200);

    // The first token again once its successor was used: a copy (a lost answer's retry would find it unused).
    const replay = await callApi('front/authentication/refresh', { body: { refreshToken: session.refreshToken } });
    expect(replay.httpStatus).toBe(401);
    const newest = await callApi('front/authentication/refresh', { body: { refreshToken: second.body.data!.refreshToken } });
    expect(newest.httpStatus, 'the replay revoked the newest token of the family too').toBe(401);
    // Another session of the same account is not touched.
    const other = await apiLogin(ACCOUNTS.employee);
    expect((await callApi('front/authentication/refresh', { body: { refreshToken: other.refreshToken } })).httpStatus).toBe(200);
  });

  it('admin and front refresh tokens are separate families', async () => {
    const front = await apiLogin(ACCOUNTS.clinic2);
    expect((await callApi('admin/authentication/refresh', { body: { refreshToken: front.refreshToken } })).httpStatus).toBe(401);
    const admin = await apiLogin(ACCOUNTS.admin);
    expect((await callApi('front/authentication/refresh', { body: { refreshToken: admin.refreshToken } })).httpStatus).toBe(401);
  });

  it('a page whose refresh token was replayed elsewhere is sent to the login page', async () => {
    const account = ACCOUNTS.clinic2;
    const tab = await openTab(browser());
    try {
      const { page } = tab;
      await logInThroughUi(page, account);
      const stolen = (await storedTokens(page, 'front')).refresh!;
      // Someone else uses the page's refresh token first, and goes on using the session...
      const theirs = await callApi<TokenPair>('front/authentication/refresh', { body: { refreshToken: stolen } });
      expect(theirs.httpStatus).toBe(200);
      const onward = { refreshToken: theirs.body.data!.refreshToken };
      expect((await callApi('front/authentication/refresh', { body: onward })).httpStatus).toBe(200);
      const refreshes = watchRefreshes(page);
      await sleep(ttlMs() + 1500);
      // ...so when the page needs a new access token, its refresh is a replay: the session ends.
      await page.reload();
      await waitForPath(page, LOGIN_ROUTE.front);
      expect(refreshes).toEqual([401]);
      expect(await storedTokens(page, 'front')).toEqual({ access: null, refresh: null });
    } finally {
      await tab.close();
    }
  });

  for (const account of [ACCOUNTS.patient, ACCOUNTS.admin]) {
    it(`logout (${account.area}) returns to ${LOGIN_ROUTE[account.area]} and the area is no longer reachable`, async () => {
      const tab = await openTab(browser());
      try {
        const { page } = tab;
        await logInThroughUi(page, account);
        const { refresh } = await storedTokens(page, account.area);
        expect(refresh).toBeTruthy();
        await logOutThroughUi(page);
        await waitForPath(page, LOGIN_ROUTE[account.area]);
        expect(await storedTokens(page, account.area)).toEqual({ access: null, refresh: null });
        await page.goto(account.landing);
        await waitForPath(page, LOGIN_ROUTE[account.area]);
        const family = account.area === 'admin' ? 'admin' : 'front';
        const after = await callApi(`${family}/authentication/refresh`, { body: { refreshToken: refresh } });
        expect(after.httpStatus, 'the server ended the session too').toBe(401);
      } finally {
        await tab.close();
      }
    });
  }
});
