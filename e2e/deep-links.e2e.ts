import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, baseUrl, callApi, type TokenPair } from './support/api.js';
import { expectNoA11yViolations, expectVisible, openTab, submitLogin, useBrowser, waitForPath, type Tab } from './support/browser.js';

/**
 * Issue 9, deep links survive sign-in: a link opened while signed out (a meditation) leads, through the
 * login page (reloaded on the way: the page travels in ?next=), back to that meditation; the same for the
 * administration; a ?next= of another site or another role's area leads to the landing route; a session
 * that ends mid-use comes back to where the person was.
 */
const browser = useBrowser();
const ttlMs = () => inject('accessTokenTtlSeconds') * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deep links survive sign-in', () => {
  let tab: Tab | undefined;
  let meditation = { id: 0, title: '' };

  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.patient);
    const list = await callApi<Array<{ id: number; title: string }>>('front/discovery/all_meditations', {
      token: session.accessToken,
      body: { perPage: 50 },
    });
    meditation = list.body.data?.find((m) => m.title === 'Ocean Breath') ?? list.body.data![0]!;
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('a meditation link opened signed out leads back to the meditation after signing in, also after a reload', async () => {
    tab = await openTab(browser());
    const page = tab.page;
    const path = `/patient/discovery/meditation/${meditation.id}`;
    await page.goto(path);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Log in', exact: true }), 'the login form after a reload');
    await expectNoA11yViolations(page, 'login page with a page to return to');
    await submitLogin(page, ACCOUNTS.patient);
    await waitForPath(page, path);
    await expectVisible(page.getByRole('heading', { level: 1, name: meditation.title, exact: true }), `the meditation "${meditation.title}"`);
  });

  it('a session that ends mid-use sends the person to sign in and back to the page they were on', async () => {
    const page = tab!.page;
    // An open page's live channel renews its token ahead of expiry (e2e/session.e2e.ts): held off here, so
    // that the token the test takes is still the page's when the page next needs a new one.
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.goto('/patient/tasks');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tasks', exact: true }), 'the Tasks page');
    const stolen = await page.evaluate(() => localStorage.getItem('refreshToken'));
    // Someone else uses the page's refresh token first and goes on using the session: when the page needs a
    // new access token, the session ends.
    const theirs = await callApi<TokenPair>('front/authentication/refresh', { body: { refreshToken: stolen } });
    expect(theirs.httpStatus).toBe(200);
    expect((await callApi('front/authentication/refresh', { body: { refreshToken: theirs.body.data!.refreshToken } })).httpStatus).toBe(200);
    await sleep(ttlMs() + 1500);
    await page.reload();
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/patient/tasks');
    await submitLogin(page, ACCOUNTS.patient);
    await waitForPath(page, '/patient/tasks');
    await page.unroute('**/socket.io/**');
  });

  it('a link into the administration leads back there after the admin signs in', async () => {
    const admin = await openTab(browser());
    try {
      const page = admin.page;
      await page.goto('/administration/users');
      await waitForPath(page, '/administration/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/administration/users');
      await submitLogin(page, ACCOUNTS.admin);
      await waitForPath(page, '/administration/users');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Users', exact: true }), 'the Users page');
    } finally {
      await admin.close();
    }
  });

  it('a ?next= of another site or of another role’s area leads to the landing route', async () => {
    for (const next of ['//evil.example/patient/discovery', 'https://evil.example/', '/clinic/patients', '/\\evil.example']) {
      const other = await openTab(browser());
      try {
        const page = other.page;
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await submitLogin(page, ACCOUNTS.patient);
        await waitForPath(page, ACCOUNTS.patient.landing);
        expect(new URL(page.url()).origin, `after next=${next}`).toBe(new URL(baseUrl()).origin);
      } finally {
        await other.close();
      }
    }
  });
});
