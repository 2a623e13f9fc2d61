import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, baseUrl, callApi } from './support/api.js';
import {
  expectNoA11yViolations,
  expectVisible,
  liveChannelConnected,
  logInThroughApi,
  openFromUserMenu,
  openTab,
  outliveAccessToken,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { checkA11yBothSkins, expectNoPageErrors, expectToast, setSkinBehindDialog } from './support/people.js';
import { startPushService, type PushEndpoint } from './support/push.js';

/**
 * The bell, the notifications page, the notification settings and pushes. A patient (Paul) turns pushes
 * on in their account and watches the bell; in another browser their therapist (Elena) assigns them a task:
 * the patient's bell count rises without a reload, the push reaches the browser's service worker and shows,
 * the bell's menu and the notifications page list it, and opening it leads to the tasks and marks it read.
 * Settings changes persist. Every page, the bell's menu and the settings are axe-clean in both skins, and at
 * phone width.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const TASK = `Walk ten minutes ${stamp}`;
const NOTIFICATION = { title: 'A new task for you', body: `Your care team gave you a task: ${TASK}` };

/** The bell's count as the page shows it (0 when there is no badge). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.trim());
}

function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications, / });
}

/** The therapist assigns the patient a task on the patient's record. */
async function assignTask(page: Page, patientId: number, title: string): Promise<void> {
  await page.goto(`/employee/patients/${patientId}`);
  await page.getByRole('button', { name: 'Assign a task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Assign a task to / });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Task has been Assigned Successfully');
}

describe('notifications: the bell, the page, the settings and pushes', () => {
  let patient: Tab | undefined;
  let therapist: Tab | undefined;
  let push: PushEndpoint | undefined;
  let cdp: CDPSession | undefined;
  const registrations = new Map<string, string>();
  let patientId = 0;

  beforeAll(async () => {
    push = await startPushService();
    patientId = ((await apiLogin(ACCOUNTS.patient)) as unknown as { userid: number }).userid;
    patient = await openTab(browser());
    await patient.context.grantPermissions(['notifications'], { origin: baseUrl() });
    // Chromium's own push service is out of reach offline: the browser's subscription is the one whose push
    // service the journey runs (its keys are the journey's), everything else is the real browser.
    await patient.context.addInitScript((subscription) => {
      const fake = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => subscription,
        unsubscribe: () => {
          localStorage.removeItem('e2e.push');
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.subscribe = function () {
        localStorage.setItem('e2e.push', '1');
        return Promise.resolve(fake as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        return Promise.resolve(localStorage.getItem('e2e.push') ? (fake as unknown as PushSubscription) : null);
      };
    }, push.subscription);
    cdp = await patient.context.newCDPSession(patient.page);
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      for (const registration of event.registrations) {
        if (registration.isDeleted) registrations.delete(registration.scopeURL);
        else registrations.set(registration.scopeURL, registration.registrationId);
      }
    });
    await cdp.send('ServiceWorker.enable');
    therapist = await openTab(browser());
  });
  afterAll(async () => {
    await patient?.close();
    await therapist?.close();
    await push?.close();
  });

  it('turns pushes on in the account settings; changed settings persist; the settings are axe-clean in both skins', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openFromUserMenu(page, 'Account');
    await waitForPath(page, '/patient/account');
    const settings = page.getByRole('region', { name: 'Notifications' });
    await expectVisible(settings.getByRole('switch', { name: 'Pushes on this browser' }), 'the push switch');
    await settings.getByRole('switch', { name: 'Pushes on this browser' }).click({ force: true });
    await expectToast(page, 'Pushes are on for this browser');
    await expect.poll(() => registrations.get(`${baseUrl()}/`), { timeout: 15_000 }).toBeTruthy();

    // Per kind and channel, the reminder time and the time zone: saved, and still so after a reload.
    await settings.getByRole('checkbox', { name: 'Text message: Your daily practice reminder' }).check({ force: true });
    await settings.getByLabel('Time of the reminder').fill('07:45');
    await settings.getByRole('combobox', { name: 'Your time zone' }).click();
    await settings.getByRole('combobox', { name: 'Your time zone' }).fill('Europe/Lisbon');
    await page.getByRole('option', { name: 'Europe/Lisbon', exact: true }).click();
    await settings.getByRole('button', { name: 'Save notification settings' }).click();
    await expectToast(page, 'Notification Settings have been Updated Successfully');
    await page.reload();
    const again = page.getByRole('region', { name: 'Notifications' });
    await expectVisible(again.getByRole('checkbox', { name: 'Text message: Your daily practice reminder' }), 'the kinds table');
    expect(await again.getByRole('checkbox', { name: 'Text message: Your daily practice reminder' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Text message: A task from your care team' }).isChecked()).toBe(false);
    expect(await again.getByLabel('Time of the reminder').inputValue()).toBe('07:45');
    expect(await again.getByRole('combobox', { name: 'Your time zone' }).inputValue()).toBe('Europe/Lisbon');
    expect(await again.getByRole('switch', { name: 'Pushes on this browser' }).isChecked()).toBe(true);
    await checkA11yBothSkins(page, 'notification settings', { include: 'section[aria-labelledby="account-notifications"]' });
  });

  it('the bell count rises live when the therapist assigns a task, and the push arrives in the browser', async () => {
    const page = patient!.page;
    const live = liveChannelConnected(page);
    await page.goto('/patient/discovery');
    await expectVisible(bell(page), 'the bell');
    // Let the live channel connect (it loads after the first paint), and outlive an access token (4 s).
    await live;
    await outliveAccessToken(page, 'accessToken');
    const before = await bellCount(page);

    await logInThroughApi(therapist!.page, ACCOUNTS.employee);
    await assignTask(therapist!.page, patientId, TASK);

    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before + 1);
    expect(await bell(page).getAttribute('aria-label')).toBe(`Notifications, ${before + 1} unread`);

    // The server's push, encrypted for this browser's keys, reached the push service; delivered to the
    // service worker it shows as a notification.
    await expect.poll(() => push!.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const message = JSON.parse(push!.received.at(-1)!) as { title: string; body: string; link: string };
    expect(message).toMatchObject({ ...NOTIFICATION, link: '/patient/tasks' });
    await cdp!.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: registrations.get(`${baseUrl()}/`)!, data: push!.received.at(-1)! });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return (await registration?.getNotifications())?.map((notification) => ({ title: notification.title, body: notification.body })) ?? [];
      });
    await expect.poll(shown, { timeout: 10_000 }).toContainEqual(NOTIFICATION);
  });

  it('the bell lists the newest; the notifications page lists it and opens it; axe-clean in both skins', async () => {
    const page = patient!.page;
    await bell(page).click();
    const menu = page.getByRole('menu');
    await expectVisible(menu.getByRole('menuitem').filter({ hasText: NOTIFICATION.body }), 'the new notification in the bell');
    // At most the four newest, then "Mark all as read" and "See all".
    expect(await menu.getByRole('menuitem').count()).toBeLessThanOrEqual(6);
    await expectNoA11yViolations(page, 'bell menu', { include: '[role="menu"]' });
    await setSkinBehindDialog(page, 'dark');
    await expectNoA11yViolations(page, 'bell menu', { include: '[role="menu"]' });
    await setSkinBehindDialog(page, 'light');
    await menu.getByRole('menuitem', { name: 'See all' }).click();
    await waitForPath(page, '/patient/notifications');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Notifications' }), 'the notifications page');
    const list = page.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('listitem').filter({ hasText: NOTIFICATION.body });
    await expectVisible(item.getByText('Unread', { exact: true }), 'the new notification marked unread');
    await checkA11yBothSkins(page, 'notifications page');

    const count = await bellCount(page);
    await item.getByRole('button', { name: new RegExp(`^(Unread )?${NOTIFICATION.title}`) }).click();
    await waitForPath(page, '/patient/tasks');
    await expectVisible(page.getByRole('heading', { level: 3, name: TASK, exact: true }), 'the assigned task');
    await expect.poll(() => bellCount(page)).toBe(count - 1);
    expectNoPageErrors(patient!);
  });

  it('deletes one, marks all read and deletes all (confirmed); the empty page; phone width', async () => {
    const page = patient!.page;
    // A second notification, still unread, for "Mark all as read" and "Delete all".
    await assignTask(therapist!.page, patientId, `Drink water ${stamp}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/patient/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('listitem').filter({ hasText: NOTIFICATION.body });
    await expectVisible(item, 'the notification, read');
    await checkA11yBothSkins(page, 'notifications page at phone width');
    await bell(page).click();
    await expectVisible(page.getByRole('menu'), 'the bell menu at phone width');
    await expectNoA11yViolations(page, 'bell menu at phone width', { include: '[role="menu"]' });
    await page.keyboard.press('Escape');

    await item.getByRole('button', { name: `Delete the notification “${NOTIFICATION.title}”` }).first().click();
    await expectToast(page, 'Notification has been Deleted Successfully');
    await expect.poll(() => list.getByRole('listitem').filter({ hasText: NOTIFICATION.body }).count()).toBe(0);

    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expectToast(page, 'All notifications have been marked as read');
    await expect.poll(() => bellCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Delete all', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all notifications?' });
    await expectVisible(dialog, 'the confirmation');
    await expectNoA11yViolations(page, 'delete all dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Delete all', exact: true }).click();
    await expectVisible(page.getByText('No notifications', { exact: true }), 'the empty state');
    await checkA11yBothSkins(page, 'empty notifications page');
    expectNoPageErrors(patient!);
  });
});

describe('an administrator: the bell in the administration, and an urgent alert told through it', () => {
  let admin: Tab | undefined;
  beforeAll(async () => {
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('the bell rises live when an urgent alert is published; See all opens the administration’s notifications page', async () => {
    const page = admin!.page;
    // The bell counts from its first answer and then follows the live channel: both before the count is read.
    const live = liveChannelConnected(page);
    const counted = page.waitForResponse((response) => response.url().includes('/api/v3/admin/notifications/latest'));
    await logInThroughApi(page, ACCOUNTS.admin);
    await expectVisible(bell(page), 'the bell');
    await Promise.all([live, counted]);
    const before = await bellCount(page);
    const session = await apiLogin(ACCOUNTS.admin);
    const title = `Short maintenance ${stamp}`;
    const added = await callApi<{ id: number }>('admin/urgent_alerts/add', {
      token: session.accessToken,
      body: { title, message: 'Stillpoint pauses for five minutes tonight.', level: 'warning', active: true },
    });
    expect(added.httpStatus).toBe(201);
    try {
      await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);
    } finally {
      // The banner shows on every page while the alert stands: it goes before the next journey.
      await callApi('admin/urgent_alerts/delete', { token: session.accessToken, body: { id: added.body.data!.id } });
    }
    await bell(page).click();
    const menu = page.getByRole('menu');
    await expectVisible(menu.getByRole('menuitem').filter({ hasText: title }), 'the alert in the bell');
    await menu.getByRole('menuitem', { name: 'See all' }).click();
    await waitForPath(page, '/administration/notifications');
    await expectVisible(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title }), 'the alert on the page');
    await checkA11yBothSkins(page, 'administration notifications page');
    expectNoPageErrors(admin!);
  });
});

