import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type DemoAccount } from './support/accounts.js';
import { apiLogin } from './support/api.js';
import {
  TOASTS,
  expectNoA11yViolations,
  expectVisible,
  logInThroughApi,
  logInThroughUi,
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
  findUser,
} from './support/people.js';

/**
 * Issue 3, admin clinics: the admin opens Clinics (axe-clean in both skins), creates a clinic and a clinic
 * user with a password, generates the clinic's web link (each dialog axe-clean in both skins); the new
 * clinic user then logs in and lands on /clinic/discovery showing their clinic. A clinic's page lists its
 * patients and employees with links to their user pages; clinics that still have patients are deleted
 * with each choice for them: moved to another clinic, kept as personal users, deleted.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const CLINIC = `Juniper Clinic ${stamp}`;
const CLINIC_USER: DemoAccount = {
  identifier: `juniper-${stamp}@example.test`,
  email: `juniper-${stamp}@example.test`,
  fullName: `June Juniper ${stamp}`,
  area: 'front',
  landing: '/clinic/discovery',
};
const PASSWORD = 'Quiet-harbor-2026';

describe('admin creates a clinic and a clinic user who then logs in', () => {
  let admin: Tab | undefined;
  let clinicTab: Tab | undefined;
  let onList = false;
  let userCreated = false;
  let weblink = '';
  beforeAll(async () => {
    admin = await openTab(browser());
    clinicTab = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
    await clinicTab?.close();
  });

  it('the admin opens Clinics from the menu (axe-clean in both skins)', async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Clinics');
    await waitForPath(page, '/administration/clinics');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Clinics', exact: true }), 'the "Clinics" heading');
    await expectVisible(
      page.getByRole('table', { name: 'Clinics' }).getByText('Harbor Clinic', { exact: true }),
      'Harbor Clinic',
    );
    onList = true;
    await expectNoA11yViolations(page, 'admin clinics page');
    await toggleSkin(page, 'dark');
    await expectNoA11yViolations(page, 'admin clinics page');
    await toggleSkin(page, 'light');
  });

  it('creates a clinic, a clinic user for it, and a web link', async () => {
    if (!onList) throw new Error('the clinics page did not open');
    const page = admin!.page;
    await page.getByRole('button', { name: 'Add a clinic', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a clinic' });
    await dialog.getByLabel('Clinic name', { exact: true }).fill(CLINIC);
    await checkDialogBothSkins(page, 'add a clinic dialog');
    await dialog.getByRole('button', { name: 'Add the clinic', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(
      page.getByRole('table', { name: 'Clinics' }).getByText(CLINIC, { exact: true }),
      `the new clinic ${CLINIC}`,
    );

    await page.getByRole('button', { name: `Actions for ${CLINIC}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add a clinic user', exact: true }).click();
    const userDialog = page.getByRole('dialog', { name: `New clinic user for ${CLINIC}` });
    await userDialog.getByLabel('Full name', { exact: true }).fill(CLINIC_USER.fullName);
    await userDialog.getByLabel('E-mail', { exact: true }).fill(CLINIC_USER.email);
    await userDialog.getByLabel('Password (optional)', { exact: true }).fill(PASSWORD);
    await expectNoA11yViolations(page, 'clinic user dialog', { include: '[role="dialog"]' });
    await userDialog.getByRole('button', { name: 'Add the clinic user', exact: true }).click();
    await expectVisible(
      page.locator(TOASTS).getByText('Clinic User has been Added Successfully', { exact: true }),
      'the clinic user toast',
    );
    await userDialog.waitFor({ state: 'detached' });
    userCreated = true;

    await page.getByRole('button', { name: `Actions for ${CLINIC}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Generate a web link', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: `Registration link for ${CLINIC}` });
    const field = linkDialog.getByLabel('Registration link', { exact: true });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/\/register\/clinic\?token=/);
    await expectVisible(linkDialog.getByRole('button', { name: 'Copy the link', exact: true }), 'the copy button');
    await checkDialogBothSkins(page, 'registration link dialog');
    weblink = await field.inputValue();
    expect(admin!.pageErrors).toEqual([]);
  });

  it('a new patient opens the web link, sees the clinic and signs up into it (axe-clean)', async () => {
    if (!weblink) throw new Error('no web link was generated');
    const visitor = await openTab(browser());
    try {
      const page = visitor.page;
      await page.goto(weblink);
      await expectVisible(page.getByText(`You are signing up with ${CLINIC}.`, { exact: true }), 'the clinic name');
      await expectNoA11yViolations(page, 'clinic web link registration page');
      await page.getByLabel('Full name', { exact: true }).fill(`Wes Weblink ${stamp}`);
      await page.getByLabel('E-mail', { exact: true }).fill(`weblink-${stamp}@example.test`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create my account', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Confirm your e-mail address' }), 'the confirmation step');
    } finally {
      await visitor.close();
    }
  });

  it('the new clinic user logs in and lands on /clinic/discovery', async () => {
    if (!userCreated) throw new Error('the clinic user was not created');
    const page = clinicTab!.page;
    await logInThroughUi(page, CLINIC_USER, PASSWORD);
    await expectVisible(page.getByText(CLINIC, { exact: true }), `the clinic ${CLINIC}`);
  });
});

const MOVE_FROM = `Alder Clinic ${stamp}`;
const MOVE_TO = `Rowan Clinic ${stamp}`;
const TO_PERSONAL = `Hazel Clinic ${stamp}`;
const TO_DELETE = `Linden Clinic ${stamp}`;
const person = (name: string, local: string) => ({
  fullName: `${name} ${stamp}`,
  email: `${local}-${stamp}@example.test`,
  password: PASSWORD,
});
const MOVED = person('Milo Moved', 'moved');
const STAFF = person('Sage Staff', 'staff');
const KEPT = person('Kira Kept', 'kept');
const GONE = person('Gus Gone', 'gone');

describe("a clinic's page, and deleting clinics that still have patients", () => {
  let admin: Tab | undefined;
  let onPage = false;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const session = await apiLogin(ACCOUNTS.admin);
    for (const name of [MOVE_FROM, MOVE_TO, TO_PERSONAL, TO_DELETE]) {
      ids[name] = (await createThroughApi<{ id: number }>('admin/users/create_clinic', session.accessToken, { name })).id;
    }
    await createThroughApi('admin/users/create_patient_user', session.accessToken, { ...MOVED, clinicId: ids[MOVE_FROM] });
    await createThroughApi('admin/users/create_employee', session.accessToken, { ...STAFF, clinicId: ids[MOVE_FROM] });
    await createThroughApi('admin/users/create_patient_user', session.accessToken, { ...KEPT, clinicId: ids[TO_PERSONAL] });
    await createThroughApi('admin/users/create_patient_user', session.accessToken, { ...GONE, clinicId: ids[TO_DELETE] });
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it("opens a clinic's page from the list: its patients and employees link to their user pages (axe-clean)", async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Clinics');
    await waitForPath(page, '/administration/clinics');
    await page.getByRole('table', { name: 'Clinics' }).getByRole('link', { name: MOVE_FROM, exact: true }).click();
    await waitForPath(page, `/administration/clinics/${ids[MOVE_FROM]}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: MOVE_FROM, exact: true }), 'the clinic heading');
    const patients = page.getByRole('table', { name: 'Patients of the clinic' });
    await expectVisible(patients.getByRole('link', { name: MOVED.fullName, exact: true }), 'the patient of the clinic');
    onPage = true;
    await checkA11yBothSkins(page, 'admin clinic page');
    await page.getByRole('tab', { name: 'Employees (1)', exact: true }).click();
    const staff = page
      .getByRole('table', { name: 'Employees of the clinic' })
      .getByRole('link', { name: STAFF.fullName, exact: true });
    await expectVisible(staff, 'the employee of the clinic');
    await checkA11yBothSkins(page, 'admin clinic page, employees');
    await staff.click();
    await page.waitForURL(/\/administration\/users\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: STAFF.fullName, exact: true }), "the employee's user page");
    await expectVisible(page.getByText(MOVE_FROM, { exact: true }), 'their clinic');
    await page.goBack();
    await expectVisible(page.getByRole('heading', { level: 1, name: MOVE_FROM, exact: true }), 'the clinic page again');
  });

  it('edits the clinic from its page (the dialog axe-clean in both skins)', async () => {
    if (!onPage) throw new Error("the clinic's page did not open");
    const page = admin!.page;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the clinic' });
    await dialog.getByLabel('Clinic phone (optional)', { exact: true }).fill('+44 20 7946 0456');
    await checkDialogBothSkins(page, 'edit the clinic dialog');
    await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectToast(page, 'Clinic has been Updated Successfully');
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('+44 20 7946 0456', { exact: true }), 'the new phone');
  });

  it('deletes the clinic from its page, moving its patients to another clinic (axe-clean dialog)', async () => {
    if (!onPage) throw new Error("the clinic's page did not open");
    const page = admin!.page;
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the clinic' });
    await expectVisible(dialog.getByText('It has 1 patient. What happens to them?', { exact: true }), 'the question');
    const confirm = dialog.getByRole('button', { name: 'Delete the clinic', exact: true });
    // Nothing chosen yet: the clinic cannot be deleted.
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Move them to another clinic', exact: true }).check();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Clinic to move them to', { exact: true }).first().click();
    await dialog.getByRole('option', { name: MOVE_TO, exact: true }).click();
    await checkDialogBothSkins(page, 'delete a clinic with patients dialog');
    await confirm.click();
    await expectToast(page, 'Clinic has been Deleted Successfully');
    await waitForPath(page, '/administration/clinics');
    await expect.poll(() => page.getByRole('table', { name: 'Clinics' }).getByText(MOVE_FROM, { exact: true }).count()).toBe(0);
    expect((await findUser(MOVED.email))?.clinicId).toBe(ids[MOVE_TO]);
    // Its staff went with it.
    expect(await findUser(STAFF.email)).toBeNull();
  });

  it('deletes a clinic from the list, keeping its patients as personal users', async () => {
    const page = admin!.page;
    await chooseRowAction(page, TO_PERSONAL, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete the clinic' });
    await dialog.getByRole('radio', { name: 'Keep their accounts as personal users', exact: true }).check();
    await dialog.getByRole('button', { name: 'Delete the clinic', exact: true }).click();
    await expectToast(page, 'Clinic has been Deleted Successfully');
    await expect.poll(() => page.getByRole('table', { name: 'Clinics' }).getByText(TO_PERSONAL, { exact: true }).count()).toBe(0);
    expect(await findUser(KEPT.email)).toMatchObject({ role: 'frontuser', roleid: 3, clinicId: null });
  });

  it('deletes a clinic from the list with its patients', async () => {
    const page = admin!.page;
    await chooseRowAction(page, TO_DELETE, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete the clinic' });
    await dialog.getByRole('radio', { name: 'Delete them too', exact: true }).check();
    await dialog.getByRole('button', { name: 'Delete the clinic', exact: true }).click();
    await expectToast(page, 'Clinic has been Deleted Successfully');
    await expect.poll(() => page.getByRole('table', { name: 'Clinics' }).getByText(TO_DELETE, { exact: true }).count()).toBe(0);
    expect(await findUser(GONE.email)).toBeNull();
    expect(await findUser(ACCOUNTS.patient.email)).not.toBeNull();
    expectNoPageErrors(admin!);
  });
});
