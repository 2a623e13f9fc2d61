import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints, MESSAGES } from '@stillpoint/contracts';
import { employeePatients, sessions, users } from '@stillpoint/db';
import {
  assignPatient,
  auditEventsFor,
  createClinic,
  createUser,
  createUserAndLogin,
  FACTORY_PASSWORD,
  lastMailTo,
  login,
  tokenFromMail,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let admin: string;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
  master = (await createUserAndLogin(t, 'masterAdmin')).session.accessToken;
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe('admin user lists', () => {
  it('lists users by role id, paged with total_pages, newest first, with search', async () => {
    const tag = unique();
    const clinic = await createClinic(t.db);
    for (let i = 0; i < 3; i++) await createUser(t.db, 'patient', { clinicId: clinic.id, fullName: `Searchable ${tag} ${i}` });
    const page = await t.call(endpoints.adminUsers, { roleid: 5, search: tag, perPage: 2, pageNo: 1 }, admin);
    expect(page.status).toBe(200);
    expect(page.body.total_pages).toBe(2);
    expect(page.body.data!.map((u) => u.fullName)).toEqual([`Searchable ${tag} 2`, `Searchable ${tag} 1`]);
    expect(page.body.data![0]).toMatchObject({
      role: 'patient',
      roleid: 5,
      roleName: 'Patient',
      clinicId: clinic.id,
      hasPassword: true,
    });
    expect(page.body.data![0]).not.toHaveProperty('passwordHash');
    const second = await t.call(endpoints.adminUsers, { roleid: 5, search: tag, perPage: 2, pageNo: 2 }, admin);
    expect(second.body.data!.map((u) => u.fullName)).toEqual([`Searchable ${tag} 0`]);
    // search by e-mail, case-insensitive; LIKE wildcards in the search are literal
    const byMail = await t.call(endpoints.adminUsers, { search: 'FACTORY.TEST', perPage: 1 }, admin);
    expect(byMail.body.total_pages).toBeGreaterThan(3);
    const wildcard = await t.call(endpoints.adminUsers, { search: '%', perPage: 5 }, admin);
    expect(wildcard.body.data).toEqual([]);
  });

  it('lists every role without a role id (the All users tab): by name, e-mail or username, with the role per row', async () => {
    const tag = unique();
    const clinic = await createClinic(t.db);
    const kinds = ['masterAdmin', 'admin', 'clinic', 'employee', 'patient', 'personal', 'business'] as const;
    const made = [];
    for (const kind of kinds) made.push(await createUser(t.db, kind, { clinicId: clinic.id, fullName: `Elena ${tag} ${kind}`, username: `u_${tag}_${kind}` }));
    const byName = await t.call(endpoints.adminUsers, { search: `elena ${tag}`, perPage: 20 }, admin);
    expect(byName.status).toBe(200);
    expect(byName.body.data!.map((u) => u.role).sort()).toEqual(['admin', 'clinic', 'employee', 'frontuser', 'frontuser', 'masterAdmin', 'patient']);
    expect(new Set(byName.body.data!.map((u) => u.roleName))).toEqual(
      new Set(['Master admin', 'Admin', 'Clinic', 'Employee', 'Patient', 'Personal user', 'Business user']),
    );
    const byUsername = await t.call(endpoints.adminUsers, { search: `U_${tag}_EMPLOYEE`, perPage: 20 }, admin);
    expect(byUsername.body.data!.map((u) => u.userid)).toEqual([made[3]!.id]);
    const byMail = await t.call(endpoints.adminUsers, { search: made[4]!.email.toUpperCase(), perPage: 20 }, admin);
    expect(byMail.body.data!.map((u) => u.userid)).toEqual([made[4]!.id]);
  });

  it('has a list per role, including unverified users, unverified front users and main admins', async () => {
    const tag = unique();
    const clinic = await createClinic(t.db);
    const made = {
      admin: await createUser(t.db, 'admin', { fullName: `L ${tag} admin` }),
      master: await createUser(t.db, 'masterAdmin', { fullName: `L ${tag} master` }),
      clinic: await createUser(t.db, 'clinic', { clinicId: clinic.id, fullName: `L ${tag} clinic` }),
      employee: await createUser(t.db, 'employee', { clinicId: clinic.id, fullName: `L ${tag} employee` }),
      patient: await createUser(t.db, 'patient', { clinicId: clinic.id, fullName: `L ${tag} patient` }),
      pendingPatient: await createUser(t.db, 'patient', { clinicId: clinic.id, approved: false, fullName: `L ${tag} pending` }),
      personal: await createUser(t.db, 'personal', { fullName: `L ${tag} personal` }),
      business: await createUser(t.db, 'business', { fullName: `L ${tag} business` }),
      unverifiedFront: await createUser(t.db, 'personal', { verified: false, fullName: `L ${tag} unverified-front` }),
    };
    const names = async (endpoint: typeof endpoints.adminListAdmins) =>
      ((await t.call(endpoint, { search: `L ${tag}`, perPage: 50 }, admin)).body.data ?? [])
        .map((u) => u.fullName.split(' ')[2])
        .sort();
    expect(await names(endpoints.adminListAdmins)).toEqual(['admin']);
    expect(await names(endpoints.adminListMainAdmins)).toEqual(['master']);
    expect(await names(endpoints.adminListClinicUsers)).toEqual(['clinic']);
    expect(await names(endpoints.adminListEmployees)).toEqual(['employee']);
    expect(await names(endpoints.adminListFrontUsers)).toEqual(['business', 'personal', 'unverified-front']);
    expect(await names(endpoints.adminListPatients)).toEqual(['patient', 'pending']);
    expect(await names(endpoints.adminListUnverified)).toEqual(['pending']);
    expect(await names(endpoints.adminListUnverifiedFront)).toEqual(['unverified-front']);
    expect(made.admin.id).toBeGreaterThan(0);
  });

  it("lists a clinic's patients and employees; 422 names the field at fault", async () => {
    const clinic = await createClinic(t.db);
    const other = await createClinic(t.db);
    const patient = await createUser(t.db, 'patient', { clinicId: clinic.id });
    await createUser(t.db, 'patient', { clinicId: other.id });
    const employee = await createUser(t.db, 'employee', { clinicId: clinic.id });
    const patients = await t.call(endpoints.getClinicPatients, { clinicId: clinic.id }, admin);
    expect(patients.body.data!.map((u) => u.userid)).toEqual([patient.id]);
    expect(patients.body.total_pages).toBe(1);
    const employees = await t.call(endpoints.getClinicEmployees, { clinicId: clinic.id }, admin);
    expect(employees.body.data!.map((u) => u.userid)).toEqual([employee.id]);
    const invalid = await t.call(endpoints.getClinicPatients, { clinicId: 'x' }, admin);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('clinicId');
    const badRole = await t.call(endpoints.adminUsers, { roleid: 9 }, admin);
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors?.[0]?.path).toBe('roleid');
  });
});

describe('user detail', () => {
  it('shows a patient with their employees and open sessions; an unknown id is 404', async () => {
    const clinic = await createClinic(t.db);
    const patient = await createUser(t.db, 'patient', { clinicId: clinic.id });
    const employee = await createUser(t.db, 'employee', { clinicId: clinic.id });
    await assignPatient(t.db, employee, patient);
    await login(t, patient);
    const detail = await t.call(endpoints.userDetail, { userid: patient.id }, admin);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      userid: patient.id,
      assignedEmployees: [{ userid: employee.id, fullName: employee.fullName }],
      assignedPatients: [],
      activeSessions: 1,
    });
    const [read] = await auditEventsFor(t.db, 'people.detail_viewed', patient.id);
    expect(read).toMatchObject({ targetType: 'user', clinicId: clinic.id });
    const ofEmployee = await t.call(endpoints.userDetail, { userid: employee.id }, admin);
    expect(ofEmployee.body.data!.assignedPatients).toEqual([{ userid: patient.id, fullName: patient.fullName }]);
    expect((await t.call(endpoints.userDetail, { userid: 99_999_999 }, admin)).status).toBe(404);
    const invalid = await t.call(endpoints.userDetail, {}, admin);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('userid');
  });
});

describe('creating people', () => {
  it('creates each kind with the spec message; with a password they can log in at once', async () => {
    const clinic = await createClinic(t.db);
    const cases = [
      [endpoints.createFrontUser, { roleid: 4 }, MESSAGES.frontUserAdded, 'frontuser', 4],
      [endpoints.createPatientUser, { clinicId: clinic.id }, MESSAGES.patientAdded, 'patient', 5],
      [endpoints.createClinicUser, { clinicId: clinic.id }, MESSAGES.clinicUserAdded, 'clinic', 2],
      [endpoints.createEmployee, { clinicId: clinic.id }, APP_MESSAGES.employeeAdded, 'employee', 6],
    ] as const;
    for (const [endpoint, extra, message, role, roleid] of cases) {
      const email = `new-${role}-${unique()}@x.test`;
      const response = await t.call(endpoint, { fullName: `New ${role}`, email, password: 'Created-pass-1', ...extra }, admin);
      expect(response.status, role).toBe(201);
      expect(response.body.message).toBe(message);
      expect(response.body.data).toMatchObject({
        role,
        roleid,
        email,
        invitationSent: false,
        emailVerified: true,
        hasPassword: true,
      });
      const loggedIn = await t.call(endpoints.frontLogin, { email, password: 'Created-pass-1' });
      expect(loggedIn.status, role).toBe(200);
      expect(loggedIn.body.data!.role).toBe(role);
    }
  });

  it('without a password e-mails an invitation whose link sets the password and starts a session', async () => {
    const clinic = await createClinic(t.db, 'Quiet Harbour Therapy');
    const email = `invitee-${unique()}@x.test`;
    const response = await t.call(endpoints.createPatientUser, { fullName: 'Ivy Invitee', email, clinicId: clinic.id }, admin);
    expect(response.body.data).toMatchObject({ invitationSent: true, hasPassword: false, confirmedByUser: false });
    const mail = await lastMailTo(t.db, email);
    // The invitation names the clinic the person joins; other account e-mails never name one.
    expect(mail!.subject).toBe('Quiet Harbour Therapy invites you to Stillpoint');
    expect(mail!.textBody).toContain('Quiet Harbour Therapy has made an account for you on Stillpoint.');
    expect(mail!.textBody).toContain('http://stillpoint.test/accept-invitation?token=');
    const accepted = await t.call(endpoints.acceptInvitation, {
      token: tokenFromMail(mail!.textBody),
      password: 'Chosen-pass-1',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(APP_MESSAGES.invitationAccepted);
    expect(accepted.body.data).toMatchObject({ role: 'patient', clinicId: clinic.id });
    expect(accepted.body.data!.accessToken).toBeTruthy();
    const again = await t.call(endpoints.acceptInvitation, { token: tokenFromMail(mail!.textBody), password: 'Chosen-pass-2' });
    expect(again.status).toBe(404);
    expect(again.body.errors?.[0]?.path).toBe('token');
    const detail = await t.call(endpoints.userDetail, { userid: response.body.data!.userid }, admin);
    expect(detail.body.data).toMatchObject({ confirmedByUser: true, emailVerified: true, hasPassword: true });
  });

  it('refuses a taken e-mail or username with 409 on the field, an unknown clinic with 404, bad input with 422', async () => {
    const existing = await createUser(t.db, 'personal');
    const taken = await t.call(endpoints.createFrontUser, { fullName: 'X', email: existing.email, roleid: 3 }, admin);
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ path: 'email', message: APP_MESSAGES.emailTaken }]);
    const takenName = await t.call(
      endpoints.createFrontUser,
      { fullName: 'X', email: `u-${unique()}@x.test`, username: existing.username!, roleid: 3 },
      admin,
    );
    expect(takenName.status).toBe(409);
    expect(takenName.body.errors?.[0]?.path).toBe('username');
    const noClinic = await t.call(
      endpoints.createEmployee,
      { fullName: 'X', email: `e-${unique()}@x.test`, clinicId: 99_999_999 },
      admin,
    );
    expect(noClinic.status).toBe(404);
    expect(noClinic.body.errors?.[0]?.path).toBe('clinicId');
    const badRole = await t.call(endpoints.createFrontUser, { fullName: 'X', email: `f-${unique()}@x.test`, roleid: 5 }, admin);
    expect(badRole.status).toBe(422);
    expect(badRole.body.errors?.[0]?.path).toBe('roleid');
    const badMail = await t.call(endpoints.createClinicUser, { fullName: 'X', email: 'nope', clinicId: 1 }, admin);
    expect(badMail.status).toBe(422);
    expect(badMail.body.errors?.[0]?.path).toBe('email');
    const shortPassword = await t.call(
      endpoints.createPatientUser,
      { fullName: 'X', email: `p-${unique()}@x.test`, clinicId: 1, password: 'short' },
      admin,
    );
    expect(shortPassword.status).toBe(422);
    expect(shortPassword.body.errors?.[0]?.path).toBe('password');
  });

  it('lets only a master admin create administrators', async () => {
    const email = `admin-${unique()}@x.test`;
    const refused = await t.call(endpoints.createAdminUser, { fullName: 'A', email, password: 'Admin-pass-12' }, admin);
    expect(refused.status).toBe(403);
    const made = await t.call(endpoints.createAdminUser, { fullName: 'A', email, password: 'Admin-pass-12' }, master);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(APP_MESSAGES.adminAdded);
    expect(made.body.data).toMatchObject({ role: 'admin', roleid: 1 });
    const masterMade = await t.call(
      endpoints.createAdminUser,
      { fullName: 'M', email: `m-${unique()}@x.test`, roleid: 0 },
      master,
    );
    expect(masterMade.body.data).toMatchObject({ role: 'masterAdmin', roleid: 0, invitationSent: true });
    expect((await t.call(endpoints.adminLogin, { email, password: 'Admin-pass-12' })).status).toBe(200);
  });
});

describe('editing, converting, approving and deleting users', () => {
  it('edits a user with the spec message; a new password ends their sessions', async () => {
    const user = await createUser(t.db, 'personal');
    const session = await login(t, user);
    const response = await t.call(
      endpoints.userEdit,
      { userid: user.id, fullName: 'Renamed Person', phone: '+1 555 0101', roleid: 4 },
      admin,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.userUpdated);
    expect(response.body.data).toMatchObject({ fullName: 'Renamed Person', phone: '+1 555 0101', roleid: 4 });
    await t.call(endpoints.userEdit, { userid: user.id, password: 'Another-pass-1' }, admin);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await t.call(endpoints.frontLogin, { email: user.email, password: 'Another-pass-1' })).status).toBe(200);
  });

  it('refuses fields that do not fit the user, and administrators unless the caller is a master admin', async () => {
    const front = await createUser(t.db, 'personal');
    const clinic = await createClinic(t.db);
    const wrongClinic = await t.call(endpoints.userEdit, { userid: front.id, clinicId: clinic.id }, admin);
    expect(wrongClinic.status).toBe(422);
    expect(wrongClinic.body.errors?.[0]?.path).toBe('clinicId');
    const patient = await createUser(t.db, 'patient', { clinicId: clinic.id });
    const wrongKind = await t.call(endpoints.userEdit, { userid: patient.id, roleid: 3 }, admin);
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors?.[0]?.path).toBe('roleid');
    const otherAdmin = await createUser(t.db, 'admin');
    expect((await t.call(endpoints.userEdit, { userid: otherAdmin.id, fullName: 'Nope' }, admin)).status).toBe(403);
    expect((await t.call(endpoints.deleteUser, { userid: otherAdmin.id }, admin)).status).toBe(403);
    expect((await t.call(endpoints.userEdit, { userid: otherAdmin.id, fullName: 'Yes' }, master)).status).toBe(200);
    expect((await t.call(endpoints.userEdit, { userid: 99_999_999, fullName: 'Nobody' }, admin)).status).toBe(404);
  });

  it('moves a patient to another clinic, dropping assignments and clinic switches', async () => {
    const from = await createClinic(t.db);
    const to = await createClinic(t.db);
    const patient = await createUser(t.db, 'patient', { clinicId: from.id });
    const employee = await createUser(t.db, 'employee', { clinicId: from.id });
    await assignPatient(t.db, employee, patient);
    const moved = await t.call(endpoints.userEdit, { userid: patient.id, clinicId: to.id }, admin);
    expect(moved.body.data).toMatchObject({ clinicId: to.id, clinicName: to.name });
    expect(await t.db.select().from(employeePatients).where(eq(employeePatients.patientId, patient.id))).toEqual([]);
  });

  it('converts a front user to a patient and back; the lists follow, old tokens are refused and the session goes on as a patient', async () => {
    const clinic = await createClinic(t.db);
    const user = await createUser(t.db, 'business', { fullName: `Convert ${unique()}` });
    const session = await login(t, user);
    const toPatient = await t.call(endpoints.changeToPatient, { userid: user.id, clinicId: clinic.id }, admin);
    expect(toPatient.status).toBe(200);
    expect(toPatient.body.message).toBe(MESSAGES.userStatusChanged);
    expect(toPatient.body.data).toMatchObject({ role: 'patient', roleid: 5, clinicId: clinic.id });
    // The token signed before the change is refused; the session's refresh brings a patient's token (decision 0014).
    expect((await t.call(endpoints.frontAccountDetails, {}, session.accessToken)).status).toBe(401);
    const refreshed = await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    const asPatient = await t.call(endpoints.frontAccountDetails, {}, refreshed.body.data!.accessToken);
    expect(asPatient.body.data).toMatchObject({ role: 'patient', clinicId: clinic.id });
    const patients = await t.call(endpoints.adminListPatients, { search: user.fullName }, admin);
    expect(patients.body.data!.map((u) => u.userid)).toEqual([user.id]);
    expect((await t.call(endpoints.adminListFrontUsers, { search: user.fullName }, admin)).body.data).toEqual([]);
    const relog = await t.call(endpoints.frontLogin, { email: user.email, password: FACTORY_PASSWORD });
    expect(relog.body.data).toMatchObject({ role: 'patient', clinicId: clinic.id });

    const again = await t.call(endpoints.changeToPatient, { userid: user.id, clinicId: clinic.id }, admin);
    expect(again.status).toBe(409);
    const toPersonal = await t.call(endpoints.changeToPersonalUser, { userid: user.id }, admin);
    expect(toPersonal.body.data).toMatchObject({ role: 'frontuser', roleid: 3, clinicId: null, clinicName: null });
    expect(
      (await t.call(endpoints.adminListFrontUsers, { search: user.fullName }, admin)).body.data!.map((u) => u.userid),
    ).toEqual([user.id]);
    expect((await t.call(endpoints.changeToPersonalUser, { userid: user.id }, admin)).status).toBe(409);
    expect((await t.call(endpoints.changeToPatient, { userid: user.id, clinicId: 99_999_999 }, admin)).status).toBe(404);
    const missing = await t.call(endpoints.changeToPatient, { userid: user.id }, admin);
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.[0]?.path).toBe('clinicId');
  });

  it('approves a user (who is told by e-mail, without health data) and withdraws the approval', async () => {
    const clinic = await createClinic(t.db, 'Birch Counselling');
    const pending = await createUser(t.db, 'patient', { clinicId: clinic.id, approved: false, confirmedByUser: false });
    expect((await t.call(endpoints.frontLogin, { email: pending.email, password: FACTORY_PASSWORD })).body.code).toBe(
      'NOT_APPROVED',
    );
    const approved = await t.call(endpoints.confirmedByAdmin, { userid: pending.id, status: '1' }, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(MESSAGES.userStatusChanged);
    expect(approved.body.data!.confirmedByAdmin).toBe(true);
    const mail = await lastMailTo(t.db, pending.email);
    expect(mail!.subject).toBe('Your Stillpoint account has been approved');
    expect(mail!.textBody).not.toContain('Birch');
    const session = await login(t, pending);
    const byUser = await t.call(endpoints.confirmedByUser, { userid: pending.id }, admin);
    expect(byUser.body.data!.confirmedByUser).toBe(true);
    const withdrawn = await t.call(endpoints.confirmedByAdmin, { userid: pending.id, status: false }, admin);
    expect(withdrawn.body.data!.confirmedByAdmin).toBe(false);
    expect((await t.call(endpoints.frontRefresh, { refreshToken: session.refreshToken })).status).toBe(401);
    const bad = await t.call(endpoints.confirmedByAdmin, { userid: pending.id, status: 'maybe' }, admin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('status');
    const events = await auditEventsFor(t.db, 'people.confirmed_by_admin', pending.id);
    expect(events).toHaveLength(2);
  });

  it.each([
    ['confirmed_by_user', endpoints.confirmedByUser, { status: true }],
    ['confirmed_by_admin', endpoints.confirmedByAdmin, { status: true }],
    ['change_to_personal_user', endpoints.changeToPersonalUser, { roleid: 4 }],
    ['change_to_patient', endpoints.changeToPatient, { clinicId: 1 }],
  ] as const)('%s answers 404 for an unknown user', async (_name, endpoint, extra) => {
    const response = await t.call(endpoint, { userid: 99_999_999, ...extra }, admin);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('deletes a user with everything that is theirs, but never oneself or the last master admin', async () => {
    const clinic = await createClinic(t.db);
    const patient = await createUser(t.db, 'patient', { clinicId: clinic.id });
    const employee = await createUser(t.db, 'employee', { clinicId: clinic.id });
    await assignPatient(t.db, employee, patient);
    await login(t, patient);
    const response = await t.call(endpoints.deleteUser, { userid: patient.id }, admin);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(APP_MESSAGES.userDeleted);
    expect(await t.db.select().from(users).where(eq(users.id, patient.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, patient.id))).toEqual([]);
    expect(await t.db.select().from(employeePatients).where(eq(employeePatients.employeeId, employee.id))).toEqual([]);
    expect((await t.call(endpoints.userDetail, { userid: employee.id }, admin)).body.data!.assignedPatients).toEqual([]);
    expect(await auditEventsFor(t.db, 'people.deleted', patient.id)).toHaveLength(1);
    expect((await t.call(endpoints.deleteUser, { userid: patient.id }, admin)).status).toBe(404);

    const self = await createUserAndLogin(t, 'admin');
    expect((await t.call(endpoints.deleteUser, { userid: self.user.id }, self.session.accessToken)).status).toBe(409);
  });

  it('follows adminRefusal: own account never approved or deleted, administrators changed by a master admin only', async () => {
    const self = await createUserAndLogin(t, 'masterAdmin');
    const token = self.session.accessToken;
    expect((await t.call(endpoints.confirmedByAdmin, { userid: self.user.id, status: false }, token)).status).toBe(409);
    expect((await t.call(endpoints.deleteUser, { userid: self.user.id }, token)).status).toBe(409);
    expect((await t.call(endpoints.userEdit, { userid: self.user.id, phone: '+1 555 0199' }, token)).status).toBe(200);
    const otherAdmin = await createUser(t.db, 'admin');
    expect((await t.call(endpoints.confirmedByUser, { userid: otherAdmin.id }, admin)).status).toBe(403);
    expect((await t.call(endpoints.confirmedByAdmin, { userid: otherAdmin.id }, admin)).status).toBe(403);
    expect((await t.call(endpoints.confirmedByUser, { userid: otherAdmin.id }, token)).status).toBe(200);
  });
});

describe('counts, stats and packages', () => {
  it('counts users by role and gives stats by role and month', async () => {
    const before = (await t.call(endpoints.countAllUsers, {}, admin)).body.data!;
    await createUser(t.db, 'business');
    await createUser(t.db, 'personal', { verified: false });
    const after = (await t.call(endpoints.countAllUsers, {}, admin)).body.data!;
    expect(after.business).toBe(before.business + 1);
    expect(after.personalDevelopment).toBe(before.personalDevelopment + 1);
    expect(after.frontUsers).toBe(before.frontUsers + 2);
    expect(after.unverified).toBe(before.unverified + 1);
    expect(after.total).toBe(before.total + 2);
    const stats = (await t.call(endpoints.userStats, {}, admin)).body.data!;
    const business = stats.byRole.find((row) => row.roleid === 4)!;
    expect(business).toMatchObject({ role: 'frontuser', roleName: 'Business user', total: after.business });
    expect(stats.signupsByMonth).toHaveLength(12);
    expect(stats.signupsByMonth.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    expect(stats.signupsByMonth.at(-1)!.count).toBeGreaterThanOrEqual(2);
  });

  it('counts master admins among the admins, as the stats by role list both', async () => {
    const before = (await t.call(endpoints.countAllUsers, {}, admin)).body.data!;
    await createUser(t.db, 'masterAdmin');
    await createUser(t.db, 'admin');
    const after = (await t.call(endpoints.countAllUsers, {}, admin)).body.data!;
    expect(after.masterAdmins).toBe(before.masterAdmins + 1);
    expect(after.admins).toBe(before.admins + 2);
    const stats = (await t.call(endpoints.userStats, {}, admin)).body.data!;
    const adminRows = stats.byRole.filter((row) => row.role === 'admin' || row.role === 'masterAdmin');
    expect(adminRows.map((row) => row.roleName)).toEqual(['Master admin', 'Admin']);
    expect(adminRows.reduce((sum, row) => sum + row.total, 0)).toBe(after.admins);
  });

  it('answers an empty business package list while no business package exists (billing.test.ts covers a filled one)', async () => {
    const response = await t.call(endpoints.getBusniessPackages, {}, admin);
    expect(response.body).toMatchObject({ status: true, data: [] });
  });
});
