import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, discoveryActions, endpoints, MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { users } from '@stillpoint/db';
import {
  assignPatient,
  auditEventsFor,
  createClinicTeam,
  createUser,
  createUserAndLogin,
  FACTORY_PASSWORD,
  lastMailTo,
  login,
  tokenFromMail,
} from '../../../test/factories.js';
import { createClassWithLessons, createMeditation } from '../../../test/content-factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe("a clinic's patients", () => {
  it('lists only its own patients, with their employees, paged, searched and filtered by status', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const pending = await createUser(t.db, 'patient', { clinicId: team.clinic.id, approved: false, fullName: 'Pending Pat' });
    await assignPatient(t.db, team.employee, team.patient);
    const all = await t.call(endpoints.clinicAllPatients, {}, team.token);
    expect(all.status).toBe(200);
    expect(all.body.total_pages).toBe(1);
    expect(all.body.data!.map((p) => p.userid).sort()).toEqual([team.patient.id, pending.id].sort());
    expect(all.body.data!.map((p) => p.userid)).not.toContain(other.patient.id);
    expect(all.body.data!.find((p) => p.userid === team.patient.id)!.assignedEmployees).toEqual([
      { userid: team.employee.id, fullName: team.employee.fullName },
    ]);
    const pendingOnly = await t.call(endpoints.clinicAllPatients, { status: 'pending' }, team.token);
    expect(pendingOnly.body.data!.map((p) => p.userid)).toEqual([pending.id]);
    const approvedOnly = await t.call(endpoints.clinicAllPatients, { status: 'approved' }, team.token);
    expect(approvedOnly.body.data!.map((p) => p.userid)).toEqual([team.patient.id]);
    const searched = await t.call(endpoints.clinicAllPatients, { search: 'pending pat' }, team.token);
    expect(searched.body.data!.map((p) => p.userid)).toEqual([pending.id]);
    const paged = await t.call(endpoints.clinicAllPatients, { perPage: 1, pageNo: 2 }, team.token);
    expect(paged.body.total_pages).toBe(2);
    expect(paged.body.data).toHaveLength(1);
    const invalid = await t.call(endpoints.clinicAllPatients, { status: 'lost' }, team.token);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('status');
  });

  it("answers 404 to every call about another clinic's patient, and to its own employee taken for a patient", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const foreign = other.patient.id;
    const calls: Array<[Endpoint, object]> = [
      [endpoints.clinicEditPatient, { userid: foreign, fullName: 'Taken' }],
      [endpoints.clinicPatientSettings, { userid: foreign, features: { groups: false } }],
      [endpoints.clinicApproveByUser, { userid: foreign }],
      [endpoints.clinicApproveByAdmin, { userid: foreign }],
      [endpoints.clinicDeletePatient, { userid: foreign }],
      [endpoints.clinicPatientChartData, { userid: foreign }],
      [endpoints.clinicPatientDetail, { userid: foreign }],
      [endpoints.clinicPatientStatistics, { userid: foreign }],
      [endpoints.clinicPatientActivity, { userid: foreign }],
      [endpoints.clinicSendPassword, { userid: foreign }],
      [endpoints.clinicPatientDetail, { userid: team.employee.id }],
      [endpoints.clinicPatientDetail, { userid: 99_999_999 }],
    ];
    for (const [endpoint, body] of calls) {
      const response = await t.call(endpoint, body, team.token);
      expect(response.status, endpoint.path).toBe(404);
      expect(response.body).toMatchObject({ status: false, code: 'NOT_FOUND' });
    }
    const [untouched] = await t.db.select().from(users).where(eq(users.id, foreign));
    expect(untouched).toMatchObject({ fullName: other.patient.fullName });
    expect(await auditEventsFor(t.db, 'patients.detail_viewed', foreign)).toEqual([]);
  });

  it('creates a patient in its own clinic only; a role or clinic in the body is ignored', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const email = `made-${unique()}@x.test`;
    const response = await t.call(
      endpoints.clinicCreatePatientUser,
      { fullName: 'Made Here', email, password: 'Patient-pass-1', clinicId: other.clinic.id, roleid: 1, role: 'admin' } as never,
      team.token,
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(MESSAGES.patientAdded);
    expect(response.body.data).toMatchObject({ role: 'patient', roleid: 5, clinicId: team.clinic.id, invitationSent: false });
    const invited = await t.call(
      endpoints.clinicCreatePatientUser,
      { fullName: 'Invited', email: `inv-${unique()}@x.test` },
      team.token,
    );
    expect(invited.body.data!.invitationSent).toBe(true);
    const invalid = await t.call(endpoints.clinicCreatePatientUser, { email }, team.token);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('fullName');
    const taken = await t.call(endpoints.clinicCreatePatientUser, { fullName: 'Again', email }, team.token);
    expect(taken.status).toBe(409);
  });

  it('assigns a new patient at once to the employee chosen as their therapist; another clinic’s employee answers 404 and stores nothing', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const email = `therapy-${unique()}@x.test`;
    const made = await t.call(endpoints.clinicCreatePatientUser, { fullName: 'With Therapist', email, employeeId: team.employee.id }, team.token);
    expect(made.status).toBe(201);
    const listed = await t.call(endpoints.clinicAllPatients, { search: 'With Therapist' }, team.token);
    expect(listed.body.data!.find((row) => row.userid === made.body.data!.userid)!.assignedEmployees.map((e) => e.userid)).toEqual([
      team.employee.id,
    ]);
    // The employee sees the new patient among theirs.
    const employeeToken = (await login(t, team.employee)).accessToken;
    const theirs = await t.call(endpoints.employeeAssignedPatients, {}, employeeToken);
    expect(theirs.body.data!.map((row) => row.userid)).toContain(made.body.data!.userid);

    const foreignEmail = `foreign-${unique()}@x.test`;
    const foreign = await t.call(endpoints.clinicCreatePatientUser, { fullName: 'Nope', email: foreignEmail, employeeId: other.employee.id }, team.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.path).toBe('employeeId');
    expect(await t.db.select().from(users).where(eq(users.email, foreignEmail))).toEqual([]);
    // A patient's id is not an employee's either.
    const notEmployee = await t.call(endpoints.clinicCreatePatientUser, { fullName: 'Nope', email: foreignEmail, employeeId: team.patient.id }, team.token);
    expect(notEmployee.status).toBe(404);
  });

  it('edits a patient, approves them both ways and deletes them, with the spec messages', async () => {
    const team = await createClinicTeam(t);
    const pending = await createUser(t.db, 'patient', { clinicId: team.clinic.id, approved: false, confirmedByUser: false });
    const edited = await t.call(
      endpoints.clinicEditPatient,
      { userid: pending.id, fullName: 'Edited Name', phone: '+1 555 0199' },
      team.token,
    );
    expect(edited.body).toMatchObject({ message: MESSAGES.userUpdated, data: { fullName: 'Edited Name', phone: '+1 555 0199' } });
    const takenMail = await t.call(endpoints.clinicEditPatient, { userid: pending.id, email: team.patient.email }, team.token);
    expect(takenMail.status).toBe(409);
    expect(takenMail.body.errors?.[0]?.path).toBe('email');
    const byUser = await t.call(endpoints.clinicApproveByUser, { userid: pending.id }, team.token);
    expect(byUser.body).toMatchObject({
      message: MESSAGES.userStatusChanged,
      data: { confirmedByUser: true, confirmedByAdmin: false },
    });
    const byAdmin = await t.call(endpoints.clinicApproveByAdmin, { userid: pending.id, status: true }, team.token);
    expect(byAdmin.body).toMatchObject({ message: MESSAGES.userStatusChanged, data: { confirmedByAdmin: true } });
    expect((await lastMailTo(t.db, pending.email))!.subject).toBe('Your Stillpoint account has been approved');
    expect((await t.call(endpoints.frontLogin, { email: pending.email, password: FACTORY_PASSWORD })).status).toBe(200);
    const deleted = await t.call(endpoints.clinicDeletePatient, { userid: pending.id }, team.token);
    expect(deleted.body).toMatchObject({ status: true, message: APP_MESSAGES.patientDeleted });
    expect(await t.db.select().from(users).where(eq(users.id, pending.id))).toEqual([]);
  });

  it('answers a patient\'s packages and the clinic\'s packages to give (none until the clinic adds some)', async () => {
    const team = await createClinicTeam(t);
    expect((await t.call(endpoints.clinicPatientPackages, {}, team.token)).body.data).toEqual({ data: [], available: [] });
    expect((await t.call(endpoints.clinicPatientPackages, { userid: team.patient.id }, team.token)).body.data).toEqual({ data: [], available: [] });
  });
});

describe('invitations and password e-mails', () => {
  it('invites a person by e-mail; the link sets a password and the patient lands in a session', async () => {
    const team = await createClinicTeam(t, 'Rowan Psychiatry');
    const email = `invited-${unique()}@x.test`;
    const response = await t.call(endpoints.clinicInvitePatient, { email, fullName: 'Ines Invited' }, team.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.invitationsSent);
    const mail = await lastMailTo(t.db, email);
    expect(mail!.textBody).toContain('http://stillpoint.test/accept-invitation?token=');
    // The invitation names the clinic that invites (the person needs to know who asks them to join).
    expect(mail!.subject).toContain('Rowan Psychiatry');
    expect(mail!.subject).toMatch(/invites you to Stillpoint$/);
    expect(mail!.textBody).toContain('Rowan Psychiatry has made an account for you on Stillpoint.');
    expect(mail!.htmlBody).toContain('Rowan Psychiatry has made an account for you on Stillpoint.');
    // Inviting again sends a fresh link; the first one stops working.
    await t.call(endpoints.clinicInvitePatient, { email }, team.token);
    const second = await lastMailTo(t.db, email);
    expect(
      (await t.call(endpoints.acceptInvitation, { token: tokenFromMail(mail!.textBody), password: 'Invited-pass-1' })).status,
    ).toBe(404);
    const session = await t.call(endpoints.acceptInvitation, {
      token: tokenFromMail(second!.textBody),
      password: 'Invited-pass-1',
    });
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ role: 'patient', clinicId: team.clinic.id, fullName: 'Ines Invited' });
    const listed = await t.call(endpoints.clinicAllPatients, { search: email }, team.token);
    expect(listed.body.data![0]).toMatchObject({ confirmedByUser: true, emailVerified: true, hasPassword: true });
    // The person now has a password: a new invitation is refused, the e-mail is taken.
    expect((await t.call(endpoints.clinicInvitePatient, { email }, team.token)).status).toBe(409);
    const bad = await t.call(endpoints.clinicInvitePatient, { email: 'not-an-email' }, team.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('email');
  });

  it('refuses to invite someone registered elsewhere (409), without touching their account', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const response = await t.call(endpoints.clinicInvitePatient, { email: other.patient.email }, team.token);
    expect(response.status).toBe(409);
    expect(response.body.errors?.[0]?.path).toBe('email');
    const [row] = await t.db.select().from(users).where(eq(users.id, other.patient.id));
    expect(row!.clinicId).toBe(other.clinic.id);
  });

  it('sends a password link (never a password) that sets a new password', async () => {
    const team = await createClinicTeam(t);
    const response = await t.call(endpoints.clinicSendPassword, { userid: team.patient.id }, team.token);
    expect(response.body).toMatchObject({ status: true, message: MESSAGES.emailSent });
    const mail = await lastMailTo(t.db, team.patient.email);
    expect(mail!.subject).toBe('Choose your Stillpoint password');
    expect(mail!.textBody).toContain('http://stillpoint.test/reset-password?token=');
    expect(mail!.textBody).not.toContain(FACTORY_PASSWORD);
    const reset = await t.call(endpoints.resetPassword, { token: tokenFromMail(mail!.textBody), password: 'Mailed-pass-1' });
    expect(reset.status).toBe(200);
    expect((await t.call(endpoints.frontLogin, { email: team.patient.email, password: 'Mailed-pass-1' })).status).toBe(200);
    expect(await auditEventsFor(t.db, 'people.password_link_sent', team.patient.id)).toHaveLength(1);
  });

  it("answers 'Email Sending Field' when the mail cannot be sent", async () => {
    const failing = await createTestApp({
      mailer: {
        kind: 'smtp',
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    try {
      const team = await createClinicTeam(failing);
      const response = await failing.call(endpoints.clinicSendPassword, { userid: team.patient.id }, team.token);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(MESSAGES.emailSendingField);
      // Creating without a password still makes the account and says the invitation did not go.
      const created = await failing.call(
        endpoints.clinicCreatePatientUser,
        { fullName: 'No Mail', email: `nomail-${unique()}@x.test` },
        team.token,
      );
      expect(created.status).toBe(201);
      expect(created.body.data!.invitationSent).toBe(false);
    } finally {
      await failing.close();
    }
  });
});

describe("a patient's records", () => {
  it("statistics count the patient's practice: classes, contents, meditations and minutes", async () => {
    const team = await createClinicTeam(t);
    const patient = await login(t, team.patient);
    const cls = await createClassWithLessons(t.db, { clinicId: team.clinic.id, lessonCount: 1, contentsPerLesson: 2 });
    const contents = cls.lessons[0]!.contents;
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, durationSeconds: 600 });
    const act = async (endpoint: Endpoint, body: Record<string, unknown>) => {
      const answer = await t.call(endpoint, body, patient.accessToken);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await act(discoveryActions.frontDiscoveryJoinClass, { class_id: cls.id });
    await act(discoveryActions.frontDiscoveryUpdateWatchTime, { content_id: contents[0]!.id, position: 90, watched: 90 });
    await act(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: contents[0]!.id });
    await act(discoveryActions.frontDiscoveryCountAudio, { meditation_id: meditation.id });
    await act(discoveryActions.frontDiscoveryListenTime, { meditation_id: meditation.id, time_listen_duration: 300, listened: 300 });
    await act(discoveryActions.frontDiscoveryCompleteMeditation, { meditation_id: meditation.id });

    const statistics = await t.call(endpoints.clinicPatientStatistics, { userid: team.patient.id }, team.token);
    expect(statistics.status).toBe(200);
    const expected = {
      classesJoined: 1,
      classesCompleted: 0,
      contentsCompleted: 1,
      meditationsPlayed: 1,
      meditationsCompleted: 1,
      // 90 s (2 min, rounded) + 300 s (5 min).
      minutesPractised: 7,
      ratingsGiven: 0,
      feedbackGiven: 0,
    };
    expect(statistics.body.data!.practice).toEqual({ last30Days: expected, allTime: expected });
  });

  it('reads detail, statistics, activity and chart data, each read audited (who, whom, when)', async () => {
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const session = await login(t, team.patient);
    await t.call(endpoints.frontLogout, { refreshToken: session.refreshToken });
    await login(t, team.patient);

    const detail = await t.call(endpoints.clinicPatientDetail, { userid: team.patient.id }, team.token);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      userid: team.patient.id,
      assignedEmployees: [{ userid: team.employee.id }],
      settings: { kind: 'patient', tabsKey: 'patient_tabs' },
    });
    const statistics = await t.call(endpoints.clinicPatientStatistics, { userid: team.patient.id }, team.token);
    expect(statistics.body.data).toMatchObject({
      userid: team.patient.id,
      logins: 2,
      logins30Days: 2,
      activeSessions: 1,
      assignedEmployees: 1,
    });
    // The activity is the practice history: signing in and out is not practice.
    const activity = await t.call(endpoints.clinicPatientActivity, { userid: team.patient.id, perPage: 2 }, team.token);
    expect(activity.body).toMatchObject({ status: true, data: [], total_pages: 0 });
    const chart = await t.call(endpoints.clinicPatientChartData, { userid: team.patient.id, days: 7 }, team.token);
    expect(chart.body.data!.series).toHaveLength(7);
    expect(chart.body.data!.series.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), counts: { meditationsPlayed: 0 } });
    const invalid = await t.call(endpoints.clinicPatientChartData, { userid: team.patient.id, days: 2 }, team.token);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('days');

    for (const action of ['detail', 'statistics', 'activity', 'chart_data']) {
      const events = await auditEventsFor(t.db, `patients.${action}_viewed`, team.patient.id);
      expect(events, action).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorUserId: team.owner.id, targetType: 'user', clinicId: team.clinic.id });
      expect(events[0]!.createdAt).toBeInstanceOf(Date);
    }
  });

  it("lets the clinic narrow a patient's features, which then hide from the patient's account", async () => {
    const team = await createClinicTeam(t);
    const response = await t.call(
      endpoints.clinicPatientSettings,
      { userid: team.patient.id, features: { groups: false, chat: false } },
      team.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(APP_MESSAGES.patientSettingsUpdated);
    expect(response.body.data!.tabs.find((tab) => tab.key === 'groups')).toMatchObject({
      enabled: false,
      clinic: false,
      admin: null,
      kindDefault: true,
    });
    const patient = await login(t, team.patient);
    const account = await t.call(endpoints.frontAccountDetails, {}, patient.accessToken);
    expect(account.body.data).toMatchObject({
      featureKind: 'patient',
      features: { groups: false, chat: false, discovery: true },
    });
    const cleared = await t.call(
      endpoints.clinicPatientSettings,
      { userid: team.patient.id, features: { groups: null } },
      team.token,
    );
    expect(cleared.body.data!.tabs.find((tab) => tab.key === 'groups')!.enabled).toBe(true);
    const unknown = await t.call(
      endpoints.clinicPatientSettings,
      { userid: team.patient.id, features: { employees: false } },
      team.token,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.path).toBe('features.employees');
    expect(await auditEventsFor(t.db, 'features.clinic_switches_updated', team.patient.id)).toHaveLength(2);
  });
});

describe("an employee's patients", () => {
  it('sees only the patients assigned to them, with detail (audited); any other patient is 404', async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const unassigned = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    await assignPatient(t.db, team.employee, team.patient);
    const employee = await login(t, team.employee);
    const list = await t.call(endpoints.employeeAssignedPatients, {}, employee.accessToken);
    expect(list.status).toBe(200);
    expect(list.body.data!.map((p) => p.userid)).toEqual([team.patient.id]);
    expect(list.body.total_pages).toBe(1);
    const detail = await t.call(endpoints.employeePatientDetail, { userid: team.patient.id }, employee.accessToken);
    expect(detail.body.data).toMatchObject({ userid: team.patient.id, assignedEmployees: [{ userid: team.employee.id }] });
    const events = await auditEventsFor(t.db, 'patients.detail_viewed', team.patient.id);
    expect(events.map((e) => e.actorUserId)).toEqual([team.employee.id]);
    for (const userid of [unassigned.id, other.patient.id, team.employee.id]) {
      expect((await t.call(endpoints.employeePatientDetail, { userid }, employee.accessToken)).status).toBe(404);
    }
    const stranger = await createUserAndLogin(t, 'employee', { clinicId: team.clinic.id });
    expect((await t.call(endpoints.employeeAssignedPatients, {}, stranger.session.accessToken)).body.data).toEqual([]);
  });
});
