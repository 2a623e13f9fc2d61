import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  expectVisible,
  logInThroughApi,
  openFromMainMenu,
  openTab,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectToast } from './support/people.js';

/**
 * Admin communications (issue 11): the administrator writes an e-mail template with {{fullName}} (its live
 * preview fills in an example person), bulk-sends it to Cedar Wellness's people, follows the deliveries in
 * the logs until they are sent, and the dev mailbox holds each e-mail with the person's own name. A
 * notification scheduled 5 s ahead reaches the patient at its time, not before. Every page and the
 * editor dialog axe-clean in both skins.
 */
const browser = useBrowser();
const RUN = Date.now().toString(36);
const TEMPLATE = `Spring letter ${RUN}`;

describe('an administrator e-mails a clinic and schedules a notification', () => {
  let tab: Tab | undefined;
  let adminToken = '';
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('creates an e-mail template with a live preview', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'E-mail');
    await waitForPath(page, '/administration/email');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'E-mail' }), 'the E-mail page');
    await page.getByRole('button', { name: 'New template', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New e-mail template' });
    await expectVisible(dialog, 'the template editor');
    await dialog.getByLabel('Name').fill(TEMPLATE);
    await dialog.getByLabel('Subject').fill('Spring at {{clinicName}}, {{firstName}}');
    await dialog.getByLabel('Message').fill('Dear {{fullName}},\n\nSpring sessions start next week.');
    // The preview fills the variables in with an example person's.
    await expectVisible(dialog.getByText('Dear Alex Morgan,', { exact: false }), 'the live preview');
    await expectVisible(dialog.getByText('Spring at Quiet Harbour Clinic, Alex'), 'the previewed subject');
    await checkDialogBothSkins(page, 'e-mail template editor');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Email Template has been Added Successfully');
    await expectVisible(page.getByRole('cell', { name: TEMPLATE }), 'the template in the list');
    await checkA11yBothSkins(page, 'e-mail templates');
  });

  it("bulk-sends it to a clinic's people and sees each delivery sent, and the e-mails in the dev mailbox", async () => {
    const page = tab!.page;
    await page.getByRole('tab', { name: 'Send', exact: true }).click();
    await page.getByRole('combobox', { name: 'Clinic' }).click();
    await page.getByRole('option', { name: /^Cedar Wellness/ }).click();
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: TEMPLATE, exact: true }).click();
    await checkA11yBothSkins(page, 'e-mail send');
    await page.getByRole('button', { name: 'Send e-mail', exact: true }).click();
    await expectToast(page, 'Email has been sent');

    await page.getByRole('tab', { name: 'Logs', exact: true }).click();
    const quinn = page.getByRole('row').filter({ hasText: ACCOUNTS.patient3.email });
    await expectVisible(quinn.first(), "Quinn's delivery in the logs", 30_000);
    await expectVisible(quinn.first().getByText('Sent', { exact: true }), 'the delivery sent', 30_000);
    await checkA11yBothSkins(page, 'e-mail logs');

    // Signing in through the page ended the API session of the same account: a fresh one for the checks.
    adminToken = (await apiLogin(ACCOUNTS.admin)).accessToken;

    const mailbox = await callApi<{ subject: string; text: string }[]>('admin/mailbox/messages', {
      method: 'GET',
      token: adminToken,
      query: { to: ACCOUNTS.patient3.email, perPage: '20' },
    });
    const letter = mailbox.body.data!.find((mail) => mail.subject === 'Spring at Cedar Wellness, Quinn');
    expect(letter, JSON.stringify(mailbox.body.data!.map((mail) => mail.subject))).toBeTruthy();
    expect(letter!.text).toContain(`Dear ${ACCOUNTS.patient3.fullName},`);
    const clinicMail = await callApi<{ subject: string }[]>('admin/mailbox/messages', {
      method: 'GET',
      token: adminToken,
      query: { to: ACCOUNTS.clinic2.email, perPage: '20' },
    });
    expect(clinicMail.body.data!.some((mail) => mail.subject.startsWith('Spring at Cedar Wellness, '))).toBe(true);
  });

  it('the SMS and push notification pages are axe-clean', async () => {
    const page = tab!.page;
    await openFromMainMenu(page, 'SMS');
    await waitForPath(page, '/administration/sms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'SMS' }), 'the SMS page');
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await expectVisible(page.getByLabel('Provider address'), 'the SMS settings');
    await checkA11yBothSkins(page, 'SMS settings');
    await openFromMainMenu(page, 'Push notifications');
    await waitForPath(page, '/administration/push-notifications');
    await page.getByRole('tab', { name: 'Send', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Send now', exact: true }), 'the push send form');
    await checkA11yBothSkins(page, 'push send');
  });

  it('a notification scheduled 5 s ahead reaches the patient at its time', async () => {
    const page = tab!.page;
    adminToken = (await apiLogin(ACCOUNTS.admin)).accessToken;
    const patientId = (
      await callApi<{ userid: number }[]>('admin/email/clinic_users', {
        method: 'GET',
        token: adminToken,
        query: { clinic_id: String(await cedarId(adminToken)) },
      })
    ).body.data!.find((person) => (person as unknown as { email: string }).email === ACCOUNTS.patient3.email)!.userid;
    const title = `Evening sit ${RUN}`;
    const sendAt = new Date(Date.now() + 5_000);
    const created = await callApi<{ id: number; state: string }>('admin/scheduled_notifications/create', {
      token: adminToken,
      body: {
        audience: { type: 'users', user_ids: [patientId] },
        title,
        body: 'Join the evening sit at seven.',
        link: 'discovery',
        send_at: sendAt.toISOString(),
      },
    });
    expect(created.httpStatus).toBe(201);
    expect(created.body.data!.state).toBe('scheduled');

    const find = async () => {
      const all = await callApi<{ list: { title: string; link: string | null; createdAt: string }[] }>(
        'front/notifications/all',
        {
          method: 'GET',
          // Access tokens live 4 s in the e2e server: a fresh sign-in for each look.
          token: (await apiLogin(ACCOUNTS.patient3)).accessToken,
          query: { perPage: '20' },
        },
      );
      if (all.httpStatus !== 200) throw new Error(`notifications: HTTP ${all.httpStatus} ${JSON.stringify(all.body)}`);
      return all.body.data!.list.find((item) => item.title === title);
    };
    expect(await find()).toBeUndefined();
    await openFromMainMenu(page, 'Scheduled');
    await waitForPath(page, '/administration/scheduled-notifications');
    await expectVisible(page.getByRole('row').filter({ hasText: title }).first(), 'the scheduled notification in the list');
    await checkA11yBothSkins(page, 'scheduled notifications');

    let arrived: Awaited<ReturnType<typeof find>>;
    const deadline = Date.now() + 30_000;
    while (!(arrived = await find()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(arrived, 'the scheduled notification arrived').toBeTruthy();
    expect(new Date(arrived!.createdAt).getTime()).toBeGreaterThanOrEqual(sendAt.getTime() - 50);
    expect(arrived!.link).toBe('/patient/discovery');
    await expectVisible(
      page.getByRole('row').filter({ hasText: title }).first().getByText('Sent', { exact: true }),
      'the scheduled notification sent',
      15_000,
    );
  });
});

async function cedarId(token: string): Promise<number> {
  const clinics = await callApi<{ id: number; name: string }[]>('admin/email/all_clinics', { method: 'GET', token });
  const cedar = clinics.body.data?.find((clinic) => clinic.name === 'Cedar Wellness');
  if (!cedar) throw new Error(`No Cedar Wellness: HTTP ${clinics.httpStatus} ${JSON.stringify(clinics.body)}`);
  return cedar.id;
}
