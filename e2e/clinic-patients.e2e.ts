import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi, linkFromOutbox } from './support/api.js';
import {
  TOASTS,
  colorScheme,
  expectNoA11yViolations,
  expectVisible,
  greeting,
  logInThroughApi,
  openTab,
  toggleSkin,
  useBrowser,
  waitForPath,
  type Tab,
  openFromMainMenu,
} from './support/browser.js';
import {
  checkA11yBothSkins,
  checkDialogBothSkins,
  chooseRowAction,
  createThroughApi,
  expectNoPageErrors,
  expectToast,
  searchPeople,
} from './support/people.js';

/**
 * Issue 3, clinic patients: the clinic opens its Patients page (axe-clean in both skins), invites a person
 * by e-mail (the dialog axe-clean in both skins); the invitee opens the link of the e-mail in the outbox,
 * chooses a password and lands on /patient/discovery; the clinic then finds them in its list and opens
 * their detail (axe-clean too). Then the clinic edits a patient, sets both approvals (its own and the
 * patient's confirmation), sends a password e-mail that an administrator reads in the mailbox, and reads
 * the patient's practice: the minutes of the last 30 days as a chart with its table, the figures, and the
 * history they count, page by page.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const INVITEE = { email: `invitee-${stamp}@example.test`, fullName: `Ivy Invitee ${stamp}` };
const NEW_PASSWORD = 'Quiet-harbor-2026';

describe('clinic invites a patient who accepts', () => {
  let clinic: Tab | undefined;
  let invitee: Tab | undefined;
  let onList = false;
  let invited = false;
  beforeAll(async () => {
    clinic = await openTab(browser());
    invitee = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await invitee?.close();
  });

  it('the clinic opens Patients from its menu and sees its patients', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Patients', exact: true }), 'the "Patients" heading');
    await expectVisible(
      page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }),
      `the patient ${ACCOUNTS.patient.fullName}`,
    );
    // Another clinic's patient is not there.
    expect(await page.getByText(ACCOUNTS.patient3.fullName).count()).toBe(0);
    onList = true;
  });

  it('Patients page: no axe-core violations in the light and dark skins', async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    expect(await colorScheme(page)).toBe('light');
    await expectNoA11yViolations(page, 'clinic patients page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic patients page');
    await toggleSkin(page, 'light');
  });

  it('the clinic invites a person by e-mail', async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    await page.getByRole('button', { name: 'Invite by e-mail', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a patient' });
    await expectVisible(dialog, 'the invitation dialog');
    await dialog.getByLabel('E-mail', { exact: true }).fill(INVITEE.email);
    await dialog.getByLabel('Full name (optional)', { exact: true }).fill(INVITEE.fullName);
    await checkDialogBothSkins(page, 'invite a patient dialog');
    await dialog.getByRole('button', { name: 'Send the invitation', exact: true }).click();
    await expectVisible(page.locator(TOASTS).first(), 'a toast after the invitation');
    await dialog.waitFor({ state: 'detached' });
    invited = true;
  });

  it('the invitee sets a password from the e-mail and lands on /patient/discovery', async () => {
    if (!invited) throw new Error('the invitation was not sent');
    const { url } = await linkFromOutbox(INVITEE.email, 'accept-invitation');
    const page = invitee!.page;
    await page.goto(url);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Accept your invitation' }), 'the invitation page heading');
    await expectNoA11yViolations(page, 'accept-invitation page');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set my password and sign in', exact: true }).click();
    await waitForPath(page, '/patient/discovery');
    await expectVisible(greeting(page, INVITEE.fullName), `the greeting of ${INVITEE.fullName}`);
    expect(invitee!.pageErrors).toEqual([]);
  });

  it('the clinic finds the new patient and opens their detail (axe-clean)', async () => {
    if (!invited) throw new Error('the invitation was not sent');
    const page = clinic!.page;
    await page.getByLabel('Search by name or e-mail', { exact: true }).fill(INVITEE.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const link = page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: INVITEE.fullName, exact: true });
    await expectVisible(link, `the new patient ${INVITEE.fullName} in the list`);
    await link.click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: INVITEE.fullName, exact: true }),
      'the patient detail heading',
    );
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Sign-ins' }), 'the sign-ins');
    await expectVisible(page.getByText('Sign-ins', { exact: true }).first(), 'the sign-in count');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectNoA11yViolations(page, 'clinic patient detail page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'clinic patient detail page');
    expect(clinic!.pageErrors).toEqual([]);
  });
});

const ACTIVE = { fullName: `Ada Active ${stamp}`, email: `active-${stamp}@example.test`, password: NEW_PASSWORD };
const asPatient = { ...ACCOUNTS.patient, identifier: ACTIVE.email, email: ACTIVE.email };
/** Meditations the patient plays to the end: each is two entries of the history (the play, the completion). */
const PLAYS = 6;

describe('the clinic looks after one patient', () => {
  let clinic: Tab | undefined;
  let admin: Tab | undefined;
  let onList = false;
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.clinic);
    await createThroughApi('clinics/patients/create_patient_user', session.accessToken, ACTIVE);
    // The patient signs in twice and plays a meditation to the end a few times: sign-ins and practice to read.
    await apiLogin(asPatient, NEW_PASSWORD);
    const patient = await apiLogin(asPatient, NEW_PASSWORD);
    const meditations = await callApi<Array<{ id: number }>>('front/discovery/all_meditations', { token: patient.accessToken });
    const meditationId = meditations.body.data?.[0]?.id;
    if (!meditationId) throw new Error(`no meditation to play: ${JSON.stringify(meditations.body)}`);
    for (let play = 0; play < PLAYS; play++) {
      for (const [path, body] of [
        ['front/discovery/count_audio', { meditation_id: meditationId }],
        ['front/discovery/listen_time', { meditation_id: meditationId, time_listen_duration: 90, listened: 90 }],
        ['front/discovery/complete_meditation', { meditation_id: meditationId }],
      ] as const) {
        const done = await callApi(path, { token: patient.accessToken, body });
        if (!done.body.status) throw new Error(`${path} failed: ${JSON.stringify(done.body)}`);
      }
    }
    clinic = await openTab(browser());
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await admin?.close();
  });

  it('edits the patient (the dialog axe-clean in both skins)', async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await searchPeople(page, ACTIVE.email);
    await expectVisible(page.getByRole('table', { name: 'Patients' }).getByText(ACTIVE.fullName), ACTIVE.fullName);
    onList = true;
    await chooseRowAction(page, ACTIVE.fullName, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit the patient' });
    await dialog.getByLabel('Phone (optional)', { exact: true }).fill('+44 20 7946 0789');
    await checkDialogBothSkins(page, 'edit the patient dialog');
    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectToast(page, 'User has been Updated Successfully');
    await dialog.waitFor({ state: 'detached' });
  });

  it("sets both approvals: the clinic's own and the patient's confirmation, each shown as a state", async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    const row = page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: ACTIVE.fullName });
    await expectVisible(row.getByText('Approved by the clinic', { exact: true }), 'the clinic approval');
    await expectVisible(row.getByText('Confirmed by the patient', { exact: true }), "the patient's confirmation");

    await chooseRowAction(page, ACTIVE.fullName, "Withdraw the patient's confirmation");
    await expectToast(page, 'User Status has been Changed Successfully');
    await expectVisible(row.getByText('Not confirmed by the patient', { exact: true }), 'the confirmation withdrawn');
    await chooseRowAction(page, ACTIVE.fullName, 'Confirm for the patient');
    await expectVisible(row.getByText('Confirmed by the patient', { exact: true }), 'the confirmation recorded again');

    await chooseRowAction(page, ACTIVE.fullName, 'Withdraw approval');
    await expectVisible(row.getByText('Waiting for the clinic', { exact: true }), 'the approval withdrawn');
    // Without the clinic's approval the patient cannot sign in.
    const refused = await callApi('front/authentication/login', { body: { email: ACTIVE.email, password: NEW_PASSWORD } });
    expect(refused.body.status).toBe(false);
    await chooseRowAction(page, ACTIVE.fullName, 'Approve');
    await expectVisible(row.getByText('Approved by the clinic', { exact: true }), 'the approval given again');
    expect((await apiLogin(asPatient, NEW_PASSWORD)).role).toBe('patient');
  });

  it('sends a password e-mail, which an administrator finds in the mailbox', async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    await chooseRowAction(page, ACTIVE.fullName, 'Send a password e-mail');
    await expectToast(page, 'Email has been sent');

    const mailbox = admin!.page;
    await logInThroughApi(mailbox, ACCOUNTS.admin);
    await openFromMainMenu(mailbox, 'Mailbox');
    await waitForPath(mailbox, '/administration/mailbox');
    await mailbox.getByLabel('Search by recipient', { exact: true }).fill(ACTIVE.email);
    await mailbox.getByRole('button', { name: 'Search', exact: true }).click();
    const message = mailbox
      .getByRole('list', { name: 'Messages' })
      .getByRole('button')
      .filter({ hasText: 'Choose your Stillpoint password' });
    await expectVisible(message, 'the password e-mail in the mailbox');
    await message.first().click();
    const reading = mailbox.getByRole('article', { name: 'Choose your Stillpoint password' });
    await expectVisible(reading.getByText(ACTIVE.email).first(), 'the recipient');
    await expectVisible(reading.getByText(/\/reset-password\?token=/), 'the link to choose a password');
    await expectNoA11yViolations(mailbox, 'mailbox with the password e-mail');
    expectNoPageErrors(admin!);
  });

  it("reads the patient's practice: minutes per day as a chart with its table, the figures, the history page by page (axe-clean)", async () => {
    if (!onList) throw new Error('the patients page did not open');
    const page = clinic!.page;
    await page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: ACTIVE.fullName, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: ACTIVE.fullName, exact: true }), 'the patient heading');
    const practice = page.getByRole('region', { name: 'Practice', exact: true });
    await expectVisible(
      practice.getByRole('img', { name: /^Bar chart of minutes practised per day over the last 30 days/ }),
      'the chart',
    );
    const days = practice.getByRole('table', { name: 'Days with practice' });
    await expectVisible(days, 'the table of the days with practice');
    expect(await days.getByRole('row').count()).toBe(2);
    await expectVisible(
      practice.locator(`xpath=.//dt[normalize-space()="Meditations played"]/following-sibling::dd[1][normalize-space()="${PLAYS}"]`),
      'the plays counted',
    );
    // Packages: the patient holds none yet (the clinic has packages to bill), and the page says so.
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Packages', exact: true }), 'the Packages section');
    await expectVisible(page.getByText(/holds no packages yet\. Bill one to give them its sessions\./), 'no packages held yet');

    const history = practice.getByRole('list', { name: 'Practice history' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(10);
    await checkA11yBothSkins(page, 'clinic patient detail with chart and practice history');
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(PLAYS * 2 - 10);
    await expectVisible(history.getByText(/^Listened to .+ to the end$/).first(), 'a completion of the patient');
    expectNoPageErrors(clinic!);
  });
});
