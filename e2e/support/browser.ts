import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { DEFAULT_AVATAR, STORAGE_KEYS, audienceForRole, type SessionData, type SessionUser } from '@stillpoint/contracts';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type WebSocket } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, LOGIN_ROUTE, type DemoAccount } from './accounts.js';
import { baseUrl, loginCall, type Envelope } from './api.js';

/** Debian's Chromium (DESIGN.md section 5); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** How long a journey waits for one thing to appear (the first load of a lazy area included). */
export const UI_TIMEOUT_MS = 15_000;

/** Chromium's fake camera and microphone, allowed without asking (the video journey). */
export const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/**
 * Launches Chromium once for the calling test file and closes it after the file. Call at the top level
 * of the file; use the returned getter inside tests. `extraArgs`: flags for this file only (FAKE_MEDIA_ARGS).
 */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH))
      throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (.ci/run does), or set CHROMIUM_PATH`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running (useBrowser must be called at the top level of the file)');
    return browser;
  };
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page, kept to explain a failure. */
  pageErrors: string[];
  /** Requests the page tried to send anywhere but the local server (all are refused). */
  blocked: string[];
  close(): Promise<void>;
}

/** A fresh browser context (own storage, like a new visitor) with one page on the product. */
export async function openTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Mantine skips its transitions for reduced motion (theme.respectReducedMotion): a dialog is checked
    // fully shown, never half-way through its opening (axe measured contrast mid-fade once).
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  // Journeys talk to the local server only: anything else is refused and noted.
  const blocked: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, blocked, close: () => context.close() };
}

/** Path of the page's current URL. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname;
}

/** Waits until the page's path is `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch {
    throw new Error(
      `Expected to be on ${path}, still on ${currentPath(page)} after ${timeout / 1000} s. ${await describePage(page)}`,
    );
  }
}

/** Waits for a locator to be visible; the error says what the page shows instead. */
export async function expectVisible(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible on ${currentPath(locator.page())}. ${await describePage(locator.page())}`);
  }
}

/** A short account of what is on screen: headings, alerts, toasts. For failure messages. */
export async function describePage(page: Page): Promise<string> {
  try {
    const summary = await page.evaluate(() => {
      const texts = (selector: string) =>
        Array.from(document.querySelectorAll(selector))
          .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .slice(0, 8);
      return {
        title: document.title,
        headings: texts('h1, h2'),
        alerts: texts('[role="alert"], [role="status"], .mantine-Notification-root'),
        body: (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
      };
    });
    return `Page "${summary.title}": headings ${JSON.stringify(summary.headings)}, alerts ${JSON.stringify(summary.alerts)}, text "${summary.body}"`;
  } catch (error) {
    return `(page could not be read: ${(error as Error).message})`;
  }
}

/** The login page of an account's area. */
export async function openLogin(page: Page, account: DemoAccount): Promise<void> {
  await page.goto(LOGIN_ROUTE[account.area]);
  await expectVisible(page.getByRole('button', { name: 'Log in', exact: true }), 'the "Log in" button');
}

/** Fills and sends the login form of the account's area (the page must show it). */
export async function submitLogin(page: Page, account: DemoAccount, password = DEMO_PASSWORD): Promise<void> {
  const identifierLabel = account.area === 'admin' ? 'E-mail' : 'E-mail or username';
  await page.getByLabel(identifierLabel, { exact: true }).fill(account.identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The landing page's greeting: h1 "Welcome, {full name}". */
export function greeting(page: Page, fullName: string): Locator {
  return page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}`, exact: true });
}

/** Logs in through the UI and waits for the landing route and its greeting. */
export async function logInThroughUi(page: Page, account: DemoAccount, password = DEMO_PASSWORD): Promise<void> {
  await openLogin(page, account);
  await submitLogin(page, account, password);
  await waitForPath(page, account.landing);
  await expectVisible(greeting(page, account.fullName), `the greeting "Welcome, ${account.fullName}"`);
}

/** Where the web app keeps each session family (apps/web lib/session.ts SESSION_KEYS). */
const SESSION_STORAGE = {
  admin: { access: STORAGE_KEYS.adminAccessToken, refresh: STORAGE_KEYS.adminRefreshToken, user: STORAGE_KEYS.adminData },
  front: { access: STORAGE_KEYS.accessToken, refresh: STORAGE_KEYS.refreshToken, user: STORAGE_KEYS.userData },
} as const;

/**
 * Logs in without the form, for journeys whose subject is not the login (the login, session and shell
 * journeys keep logInThroughUi), and ends where logInThroughUi does: on the landing route with its greeting.
 * `at`: a journey that starts elsewhere opens that page straight away instead.
 * The form's own call is made from the tab's context, so its cookie jar takes the media pass the answer
 * sets and the server records the browser's user agent; the session is then stored as the app's
 * saveSession stores it. A UI login leaves the same state, less its welcome toast.
 */
export async function logInThroughApi(
  page: Page,
  account: DemoAccount,
  { password = DEMO_PASSWORD, at }: { password?: string; at?: string } = {},
): Promise<void> {
  const { path, body } = loginCall(account, password);
  const response = await page.request.post(new URL(`/api/v3/${path}`, baseUrl()).toString(), { data: body });
  const envelope = (await response.json()) as Envelope<SessionData>;
  const data = envelope.data;
  if (!response.ok() || envelope.status !== true || !data?.role) {
    throw new Error(`Login of ${account.email} refused: HTTP ${response.status()} ${JSON.stringify(envelope)}`);
  }
  const keys = SESSION_STORAGE[audienceForRole(data.role)];
  const user: SessionUser = {
    userid: data.userid,
    role: data.role,
    roleid: data.roleid,
    fullName: data.fullName,
    username: data.username,
    email: data.email,
    avatar: data.avatar || DEFAULT_AVATAR,
    clinicId: data.clinicId,
    clinicName: data.clinicName,
  };
  const entries: [string, string][] = [
    [keys.access, data.accessToken],
    [keys.refresh, data.refreshToken],
    [keys.user, JSON.stringify(user)],
  ];
  // localStorage is per origin: a static file of the server puts the tab there with no app running, so no
  // open page can refresh (and so overwrite) the family's tokens between this write and the landing page.
  await page.goto('/favicon.svg');
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  if (at) {
    await page.goto(at);
    return;
  }
  await page.goto(account.landing);
  await waitForPath(page, account.landing);
  await expectVisible(greeting(page, account.fullName), `the greeting "Welcome, ${account.fullName}"`);
}

/**
 * Resolves once the server has accepted the page's live channel (lib/realtime.ts: Socket.IO over a
 * WebSocket; the server's CONNECT answer is the frame "40..."). Start it before the navigation that opens
 * the channel, await it after.
 */
export function liveChannelConnected(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload !== 'string' || !frame.payload.startsWith('40')) return;
        clearTimeout(timer);
        page.off('websocket', onSocket);
        resolve();
      });
    };
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`The live channel of ${currentPath(page)} did not connect within ${timeout / 1000} s`));
    }, timeout);
    page.on('websocket', onSocket);
  });
}

/**
 * Waits until the access token stored under `key` (accessToken or adminAccessToken) has expired, so what
 * follows runs on a refreshed token; the page refreshes its tokens by itself meanwhile.
 */
export async function outliveAccessToken(page: Page, key: string): Promise<void> {
  const exp = await page.evaluate((storageKey) => {
    const payload = localStorage.getItem(storageKey)?.split('.')[1];
    if (!payload) return null;
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }).exp ?? null;
  }, key);
  if (typeof exp !== 'number') throw new Error(`No readable access token under ${key} on ${currentPath(page)}`);
  await page.waitForFunction((at) => Date.now() > at * 1000, exp, { polling: 100 });
}

/** The buttons of the main menu's drop-down menus (its groups, then "More"). */
function mainMenuButtons(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' }).locator('button[aria-haspopup="menu"]');
}

/** Closes an open drop-down menu (Escape) and waits until its items are gone. */
async function closeDropdown(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page
    .getByRole('menuitem')
    .first()
    .waitFor({ state: 'hidden', timeout: 2000 })
    .catch(() => undefined);
}

/**
 * Follows an entry of the area's main menu: a link in the bar, or an item of one of its drop-down menus
 * (a group such as "People" or "Library", or "More" when the bar is too narrow for every place). The
 * account is not here: see openFromUserMenu.
 */
export async function openFromMainMenu(page: Page, name: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name, exact: true });
  const buttons = mainMenuButtons(page);
  await expectVisible(link.or(buttons).first(), `the "${name}" entry or a menu of the bar`, timeout);
  if (await link.isVisible()) {
    await link.click();
    return;
  }
  for (const button of await buttons.all()) {
    await button.click();
    const item = page.getByRole('menuitem', { name, exact: true });
    await expectVisible(page.getByRole('menuitem'), 'the open menu');
    if (await item.isVisible()) {
      await item.click();
      return;
    }
    await closeDropdown(page);
  }
  throw new Error(`No "${name}" entry in the main menu of ${currentPath(page)}: ${JSON.stringify(await mainMenuEntries(page))}`);
}

/**
 * The names of every entry of the area's main menu: the links in the bar and the items of each of its
 * drop-down menus (opened and closed again). For checks that an entry is there or not whatever the width
 * of the bar (a long name in the user menu leaves it less room).
 */
export async function mainMenuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expectVisible(menu.getByRole('link').first(), 'the main menu');
  const names = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
  for (const button of await mainMenuButtons(page).all()) {
    await button.click();
    const items = page.getByRole('menuitem');
    await expectVisible(items, 'the open menu');
    names.push(...(await items.allInnerTexts()).map((text) => text.trim()));
    await closeDropdown(page);
  }
  return names;
}

/** Opens the shell's user menu and follows one of its entries (e.g. "Account"). */
export async function openFromUserMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'User menu', exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Opens the shell's user menu and picks "Log out". */
export async function logOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
}

/** Which colour scheme the page renders (Mantine marks it on <html>). */
export function colorScheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

/** Switches the skin with the shell's toggle and waits until the page renders in it. */
export async function toggleSkin(page: Page, expected: 'light' | 'dark'): Promise<void> {
  await page.getByRole('button', { name: 'Toggle dark skin', exact: true }).click();
  await page.waitForFunction(
    (scheme) => document.documentElement.getAttribute('data-mantine-color-scheme') === scheme,
    expected,
    {
      timeout: UI_TIMEOUT_MS,
    },
  );
  // Move the pointer off the toggle so its hover tooltip closes: the page is checked at rest.
  await page.mouse.move(1, 1);
  await page
    .getByRole('tooltip')
    .waitFor({ state: 'detached', timeout: 2000 })
    .catch(() => undefined);
}

/** Toasts (Mantine notifications) on screen. */
export const TOASTS = '.mantine-Notifications-notification';

/**
 * Waits until the page is at rest: no finite CSS transition or animation running and, unless
 * `keepToasts`, no toast on screen (toasts close by themselves after 2 s; a fading toast would be
 * measured half transparent). Gives up quietly after `timeout`: axe then reports what it sees.
 */
export async function waitForRest(page: Page, { keepToasts = false, timeout = 8000 } = {}): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page
    .waitForFunction(
      ({ keep, toasts }) =>
        (keep || !document.querySelector(toasts)) &&
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      { keep: keepToasts, toasts: TOASTS },
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core (every rule but the experimental ones) on the page at rest, or on the part `include`
 * selects, and expects no violation. The failure lists each rule with its impact and the first
 * offending elements.
 */
export async function expectNoA11yViolations(
  page: Page,
  label: string,
  options: { include?: string; keepToasts?: boolean } = {},
): Promise<void> {
  await waitForRest(page, { keepToasts: options.keepToasts ?? false });
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} (${violation.nodes.length} element(s))\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `      at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('\n'),
  );
  expect(
    violations,
    `axe-core violations on ${label} (${currentPath(page)}, ${(await colorScheme(page)) ?? 'unknown'} skin)`,
  ).toEqual([]);
}

/** Starts an <audio> (or <video>) element muted, as a script may without a user gesture. */
export async function playMuted(media: Locator): Promise<void> {
  await media.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
}

/** The current time of the page's first <audio> element, in seconds (0 when there is none). */
export function audioTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
}

/** Waits until the page's first <audio> element has reached `seconds` (playing, or resumed there). */
export async function waitForAudioAt(page: Page, seconds: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction((at) => (document.querySelector('audio')?.currentTime ?? 0) >= at, seconds, { timeout });
}

/**
 * Gives `stars` out of 5 in a star rating inside `scope` as a person does: by clicking the star, the label
 * of a visually hidden radio. The label is found from the radio each time the click is tried, so a rating
 * that renders again meanwhile (new ids) is still clicked.
 */
export async function rateStars(scope: Page | Locator, stars: number): Promise<void> {
  await scope
    .getByRole('radio', { name: `${stars} out of 5 stars`, exact: true })
    .locator('xpath=following-sibling::label[1]')
    .click();
}
