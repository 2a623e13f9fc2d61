import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
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
import {
  checkA11yBothSkins,
  checkDialogBothSkins,
  chooseRowAction,
  createThroughApi,
  expectNoPageErrors,
  expectToast,
  findUser,
  menuItems,
  rowActions,
  searchPeople,
} from './support/people.js';

/**
 * Issue 3, admin users: the admin opens Users on All users (axe-clean in both skins) and finds anyone by
 * name or e-mail whatever their role (issue 9), exports every user to Excel (the
 * workbook is parsed: one row per user), converts a patient to a personal user and a front user to a
 * patient of a clinic picked in the dialog (the lists update), approves a waiting patient, deletes a user
 * from their page; a plain admin is offered nothing the server keeps for a master admin.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const PASSWORD = 'Quiet-harbor-2026';
const PATIENT = { fullName: `Cole Convert ${stamp}`, email: `convert-${stamp}@example.test`, password: PASSWORD };
const FRONT = { fullName: `Fay Frontward ${stamp}`, email: `frontward-${stamp}@example.test`, password: PASSWORD, roleid: 3 };
const WAITING = { fullName: `Wes Waiting ${stamp}`, email: `waiting-${stamp}@example.test`, password: PASSWORD };
const DOOMED = { fullName: `Dora Doomed ${stamp}`, email: `doomed-${stamp}@example.test`, password: PASSWORD, roleid: 4 };

describe('admin users: export, conversions, approval, deletion', () => {
  let admin: Tab | undefined;
  let onList = false;
  beforeAll(async () => {
    const clinic = await apiLogin(ACCOUNTS.clinic);
    await createThroughApi('clinics/patients/create_patient_user', clinic.accessToken, PATIENT);
    const waiting = await createThroughApi('clinics/patients/create_patient_user', clinic.accessToken, WAITING);
    // The clinic withdraws its approval: the patient waits for one.
    const withdrawn = await callApi('clinics/patients/approve_by_admin', {
      token: clinic.accessToken,
      body: { userid: waiting.userid, status: false },
    });
    if (!withdrawn.body.status) throw new Error(`withdrawing the approval failed: ${JSON.stringify(withdrawn.body)}`);
    const session = await apiLogin(ACCOUNTS.admin);
    await createThroughApi('admin/users/create_front_user', session.accessToken, FRONT);
    await createThroughApi('admin/users/create_front_user', session.accessToken, DOOMED);
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('the admin opens Users from the menu (axe-clean in both skins)', async () => {
    const page = admin!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Users');
    await waitForPath(page, '/administration/users');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Users', exact: true }), 'the "Users" heading');
    // "All users" comes first and is selected; the lists by role stay.
    await expectVisible(page.getByRole('tab', { name: 'All users', exact: true, selected: true }), 'the "All users" tab, selected');
    await expectVisible(page.getByRole('tab', { name: 'Patients', exact: true }), 'the "Patients" tab');
    await expectVisible(page.getByRole('table', { name: 'All users' }), 'the table of all users');
    onList = true;
    await checkA11yBothSkins(page, 'admin users page');
  });

  it('searches every role in All users: "elena" finds Elena Ortiz, an employee', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    const panel = page.getByRole('tabpanel', { name: 'All users' });
    await searchPeople(panel, 'elena');
    const row = page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ hasText: ACCOUNTS.employee.fullName });
    await expectVisible(row, `${ACCOUNTS.employee.fullName} in All users`);
    await expectVisible(row.getByText('Employee', { exact: true }), 'her role on the row');
    await checkA11yBothSkins(page, 'admin users, All users searched');
    // And by e-mail, across roles: the clinic account.
    await searchPeople(panel, ACCOUNTS.clinic.email);
    await expectVisible(
      page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ hasText: ACCOUNTS.clinic.email }).getByText('Clinic', { exact: true }),
      'the clinic account with its role',
    );
  });

  it('exports every user to Excel: one row per user, with their role ids', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    // Every export the API has is offered: all users and each role (ids 0 to 6), by the product's names.
    const exportMenu = page.getByRole('button', { name: 'Export to Excel', exact: true });
    expect(await menuItems(page, exportMenu)).toEqual([
      'All users',
      'Master admins',
      'Admins',
      'Clinics',
      'Personal users',
      'Business users',
      'Patients',
      'Employees',
    ]);
    const download = page.waitForEvent('download');
    await exportMenu.click();
    await page.getByRole('menuitem', { name: 'All users', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const emailColumn = header.indexOf('E-mail') + 1;
    const roleColumn = header.indexOf('Role ID') + 1;
    expect(emailColumn).toBeGreaterThan(0);
    expect(roleColumn).toBeGreaterThan(0);
    const rows = new Map<string, string>();
    sheet.eachRow((row, index) => {
      if (index > 1) rows.set(String(row.getCell(emailColumn).value), String(row.getCell(roleColumn).value));
    });
    const counts = await callApi<{ total: number }>('admin/users/count_all_users', {
      token: (await apiLogin(ACCOUNTS.admin)).accessToken,
    });
    // Every user once (no duplicate e-mail), as many as the counts say.
    expect(rows.size).toBe(sheet.rowCount - 1);
    expect(rows.size).toBe(counts.body.data!.total);
    expect(rows.get(ACCOUNTS.master.email)).toBe('0');
    expect(rows.get(ACCOUNTS.admin.email)).toBe('1');
    expect(rows.get(ACCOUNTS.clinic.email)).toBe('2');
    expect(rows.get(ACCOUNTS.personal.email)).toBe('3');
    expect(rows.get(FRONT.email)).toBe('3');
    expect(rows.get(ACCOUNTS.business.email)).toBe('4');
    expect(rows.get(PATIENT.email)).toBe('5');
    expect(rows.get(ACCOUNTS.employee.email)).toBe('6');
  });

  it('converts the patient to a personal user: the lists update', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    await page.getByRole('tab', { name: 'Patients', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Patients' });
    await searchPeople(panel, PATIENT.email);
    await expectVisible(
      page.getByRole('table', { name: 'Patients' }).getByText(PATIENT.fullName),
      `the patient ${PATIENT.fullName}`,
    );
    await chooseRowAction(page, PATIENT.fullName, 'Convert to personal user');
    await expectToast(page, 'User Status has been Changed Successfully');
    await expectVisible(
      panel.getByText(`Nobody matches “${PATIENT.email}”.`, { exact: true }),
      'the patient gone from the patients list',
    );
    await page.getByRole('tab', { name: 'Personal and business users', exact: true }).click();
    const frontPanel = page.getByRole('tabpanel', { name: 'Personal and business users' });
    await searchPeople(frontPanel, PATIENT.email);
    const frontRow = page.getByRole('table', { name: 'Personal and business users' }).getByRole('row').filter({ hasText: PATIENT.fullName });
    await expectVisible(frontRow.getByText('Personal user', { exact: true }), 'the new role');
  });

  it('changes a front user to a patient of the clinic picked in the dialog (axe-clean): the lists update', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    await page.getByRole('tab', { name: 'Personal and business users', exact: true }).click();
    const frontPanel = page.getByRole('tabpanel', { name: 'Personal and business users' });
    await searchPeople(frontPanel, FRONT.email);
    await expectVisible(page.getByRole('table', { name: 'Personal and business users' }).getByText(FRONT.fullName), FRONT.fullName);
    await chooseRowAction(page, FRONT.fullName, 'Change to patient');
    const dialog = page.getByRole('dialog', { name: `Make ${FRONT.fullName} a patient` });
    await expectVisible(dialog, 'the change-to-patient dialog');
    // The clinic is required: sending without one says so (the clinic list opens with the dialog: closed first).
    await dialog.getByText('They join the clinic you choose as its patient, and sign in again.', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Change to patient', exact: true }).click();
    await expectVisible(dialog.getByText('Choose a clinic', { exact: true }), 'the "Choose a clinic" error');
    await dialog.getByLabel('Clinic', { exact: true }).first().click();
    await dialog.getByRole('option', { name: 'Harbor Clinic', exact: true }).click();
    await checkDialogBothSkins(page, 'change to patient dialog');
    await dialog.getByRole('button', { name: 'Change to patient', exact: true }).click();
    await expectToast(page, 'User Status has been Changed Successfully');
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(
      frontPanel.getByText(`Nobody matches “${FRONT.email}”.`, { exact: true }),
      'the user gone from the front users',
    );
    await page.getByRole('tab', { name: 'Patients', exact: true }).click();
    const patients = page.getByRole('tabpanel', { name: 'Patients' });
    await searchPeople(patients, FRONT.email);
    const row = page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: FRONT.fullName });
    await expectVisible(row.getByText('Harbor Clinic', { exact: true }), 'the new patient of Harbor Clinic');
    await expectVisible(row.getByText('Patient', { exact: true }), 'the patient role');
    expect((await findUser(FRONT.email))?.roleid).toBe(5);
  });

  it('approves a patient who waits for it from the "Unverified users" list', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    await page.getByRole('tab', { name: 'Unverified users', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Unverified users' });
    await searchPeople(panel, WAITING.email);
    await expectVisible(page.getByRole('table', { name: 'Unverified users' }).getByText(WAITING.fullName), 'the waiting patient');
    await chooseRowAction(page, WAITING.fullName, 'Approve');
    await expectToast(page, 'User Status has been Changed Successfully');
    await expectVisible(
      panel.getByText(`Nobody matches “${WAITING.email}”.`, { exact: true }),
      'the patient gone from the unverified list',
    );
    // Approved, they can sign in.
    const session = await apiLogin({ ...ACCOUNTS.patient, identifier: WAITING.email, email: WAITING.email }, PASSWORD);
    expect(session.role).toBe('patient');
  });

  it('deletes a user from their page after a confirmation (axe-clean), and is back on the list', async () => {
    if (!onList) throw new Error('the users page did not open');
    const page = admin!.page;
    await page.getByRole('tab', { name: 'Personal and business users', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Personal and business users' });
    await searchPeople(panel, DOOMED.email);
    await panel.getByRole('link', { name: DOOMED.fullName, exact: true }).click();
    await page.waitForURL(/\/administration\/users\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: DOOMED.fullName, exact: true }), 'the user heading');
    // A business user's packages: the business packages on offer (the demo's Stillpoint for Teams), with its price.
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Packages', exact: true }), 'the Packages section');
    const offered = page.getByRole('table', { name: 'Packages' });
    await expectVisible(offered.getByRole('row', { name: /Stillpoint for Teams\s+€29\.00/ }), 'the business package with its price');
    await checkA11yBothSkins(page, 'admin user page of a business user');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the user' });
    await expectVisible(dialog.getByText(`Delete ${DOOMED.fullName}? This cannot be undone.`, { exact: true }), 'the question');
    await checkDialogBothSkins(page, 'delete user dialog');
    // Cancel keeps them.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await findUser(DOOMED.email)).not.toBeNull();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete the user' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'User has been Deleted Successfully');
    await waitForPath(page, '/administration/users');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Users', exact: true }), 'the users list');
    expect(await findUser(DOOMED.email)).toBeNull();
    expectNoPageErrors(admin!);
  });
});

describe('a plain admin is offered only what the server lets them do; a master admin more', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('a plain admin cannot add administrators nor change them', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin, { at: '/administration/users' });
    expect(await menuItems(page, page.getByRole('button', { name: 'Add a user', exact: true }))).toEqual([
      'Add a front user',
      'Add a patient user',
      'Add an employee',
      'Add a clinic user',
    ]);
    await page.getByRole('tab', { name: 'Master admins', exact: true }).click();
    await expectVisible(page.getByRole('table', { name: 'Master admins' }).getByText(ACCOUNTS.master.fullName), 'the master admin');
    expect(await rowActions(page, ACCOUNTS.master.fullName)).toEqual(['View details']);
    await page.getByRole('tab', { name: 'Admins', exact: true }).click();
    await expectVisible(page.getByRole('table', { name: 'Admins' }).getByText(ACCOUNTS.admin.fullName), 'the admin');
    expect(await rowActions(page, ACCOUNTS.admin.fullName)).toEqual(['View details']);
    // The master admin's page offers no action either (and no features: administrators have none).
    await page.getByRole('tab', { name: 'Master admins', exact: true }).click();
    await page.getByRole('link', { name: ACCOUNTS.master.fullName, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: ACCOUNTS.master.fullName, exact: true }), 'the master page');
    for (const name of ['Edit', 'Delete', 'Approve', 'Withdraw approval']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
  });

  it('a master admin adds administrators and changes admins, but never deletes or approves their own account', async () => {
    const page = tab!.page;
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await logInThroughApi(page, ACCOUNTS.master, { at: '/administration/users' });
    expect(await menuItems(page, page.getByRole('button', { name: 'Add a user', exact: true }))).toContain('Add an admin user');
    await page.getByRole('tab', { name: 'Admins', exact: true }).click();
    await expectVisible(page.getByRole('table', { name: 'Admins' }).getByText(ACCOUNTS.admin.fullName), 'the admin');
    expect(await rowActions(page, ACCOUNTS.admin.fullName)).toEqual(
      expect.arrayContaining(['View details', 'Edit', 'Withdraw approval', 'Delete']),
    );
    await page.getByRole('tab', { name: 'Master admins', exact: true }).click();
    await expectVisible(page.getByRole('table', { name: 'Master admins' }).getByText(ACCOUNTS.master.fullName), 'the master admin');
    const own = await rowActions(page, ACCOUNTS.master.fullName);
    expect(own).toContain('Edit');
    expect(own).not.toContain('Delete');
    expect(own).not.toContain('Withdraw approval');
    expectNoPageErrors(tab!);
  });
});
