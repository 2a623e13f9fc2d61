import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, LIVE_SESSION_MESSAGES, MEETING_MESSAGES } from '@stillpoint/contracts';
import { appointments, liveSessionParticipants, liveSessions, notifications, outbox } from '@stillpoint/db';
import { jobIdForKey } from '../../adapters/jobs/index.js';
import { assignPatient, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { APPOINTMENT_REMINDER_QUEUE } from './meetings.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
/** An hour `days` days ahead, on the hour (UTC). */
function ahead(days: number, hours = 1) {
  const start = new Date(Date.now() + days * DAY_MS);
  start.setUTCMinutes(0, 0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + hours * 3_600_000).toISOString() };
}
const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mindful movement',
  description: 'Gentle movement and breath',
  ...ahead(7),
  timeZone: 'Europe/Berlin',
  capacity: 5,
  ...overrides,
});

/** A clinic with its account, an employee (logged in) and `patients` patients (logged in). */
async function clinicWith(patients: number) {
  const team = await createClinicTeam(t);
  const people = [team.patient, ...(await Promise.all(Array.from({ length: patients - 1 }, () => createUser(t.db, 'patient', { clinicId: team.clinic.id }))))];
  const tokens: string[] = [];
  for (const person of people) tokens.push((await login(t, person)).accessToken);
  const employeeToken = (await login(t, team.employee)).accessToken;
  return { ...team, patients: people, tokens, employeeToken };
}

async function addClass(token: string, hostId: number, overrides: Record<string, unknown> = {}) {
  const added = await t.call(endpoints.clinicLiveClassAdd, fields({ host_id: hostId, ...overrides }), token);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.data!;
}

const placesOf = async (sessionId: number) =>
  t.db
    .select({ userId: liveSessionParticipants.userId, place: liveSessionParticipants.place })
    .from(liveSessionParticipants)
    .where(eq(liveSessionParticipants.sessionId, sessionId))
    .orderBy(liveSessionParticipants.since, liveSessionParticipants.id);
const toldOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('seats and the waitlist', () => {
  it('gives exactly 5 seats of a 5-seat class to 30 people joining at once; the other 25 wait in order', async () => {
    const team = await clinicWith(30);
    const klass = await addClass(team.token, team.employee.id);
    const answers = await Promise.all(team.tokens.map((token) => t.call(endpoints.liveClassJoin, { class_id: klass.id }, token)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((message) => message === LIVE_SESSION_MESSAGES.classJoined)).toHaveLength(5);
    expect(messages.filter((message) => message === LIVE_SESSION_MESSAGES.waitlisted)).toHaveLength(25);

    const places = await placesOf(klass.id);
    expect(places.filter((row) => row.place === 'joined')).toHaveLength(5);
    expect(places.filter((row) => row.place === 'waitlisted')).toHaveLength(25);
    // Each person sees their own place; the waitlist positions are 1..25 without gaps.
    const positions = answers.map((answer) => answer.body.data!.waitlistPosition).filter((position) => position !== null);
    expect([...positions].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(answers.every((answer) => answer.body.data!.joinedCount >= 1 && answer.body.data!.capacity === 5)).toBe(true);

    // Joining again changes nothing.
    const again = await t.call(endpoints.liveClassJoin, { class_id: klass.id }, team.tokens[0]);
    expect(again.status).toBe(200);
    expect(await placesOf(klass.id)).toHaveLength(30);
  });

  it('promotes the first person waiting when a seat is given up, and seats people waiting when the capacity grows', async () => {
    const team = await clinicWith(5);
    const klass = await addClass(team.token, team.employee.id, { capacity: 2 });
    for (const token of team.tokens) await t.call(endpoints.liveClassJoin, { class_id: klass.id }, token);
    const [first, second, third, fourth, fifth] = team.patients;
    expect((await placesOf(klass.id)).map((row) => [row.userId, row.place])).toEqual([
      [first!.id, 'joined'],
      [second!.id, 'joined'],
      [third!.id, 'waitlisted'],
      [fourth!.id, 'waitlisted'],
      [fifth!.id, 'waitlisted'],
    ]);
    const fourthView = await t.call(endpoints.liveClassesSchedule, {}, team.tokens[3]);
    expect(fourthView.body.data!.map((row) => [row.id, row.myPlace, row.waitlistPosition])).toEqual([[klass.id, 'waitlisted', 2]]);

    const left = await t.call(endpoints.liveClassLeave, { class_id: klass.id }, team.tokens[0]);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(LIVE_SESSION_MESSAGES.classLeft);
    expect(left.body.data).toMatchObject({ myPlace: null, joinedCount: 2, waitlistCount: 2 });
    const promoted = await toldOf(third!.id);
    expect(promoted.map((row) => row.body)).toEqual([expect.stringContaining('A seat opened: you are in Mindful movement')]);
    expect((await t.call(endpoints.liveClassesSchedule, {}, team.tokens[3])).body.data![0]!.waitlistPosition).toBe(1);

    // Leaving the waitlist frees no seat and promotes nobody.
    await t.call(endpoints.liveClassLeave, { class_id: klass.id }, team.tokens[3]);
    expect(await toldOf(fifth!.id)).toHaveLength(0);

    // A capacity below the seats taken is refused; a larger one seats the next person waiting.
    const below = await t.call(endpoints.clinicLiveClassEdit, { id: klass.id, ...fields({ host_id: team.employee.id, capacity: 1, start: klass.start, end: klass.end }) }, team.token);
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(LIVE_SESSION_MESSAGES.capacityBelowSeats);
    const raised = await t.call(endpoints.clinicLiveClassEdit, { id: klass.id, ...fields({ host_id: team.employee.id, capacity: 4, start: klass.start, end: klass.end }) }, team.token);
    expect(raised.status).toBe(200);
    expect(raised.body.message).toBe(LIVE_SESSION_MESSAGES.classUpdated);
    expect(raised.body.data).toMatchObject({ capacity: 4, joinedCount: 3, waitlistCount: 0 });
    expect((await toldOf(fifth!.id)).map((row) => row.title)).toEqual(['A seat opened']);

    // The detail lists seats first, then the waitlist in order (none left here), with real names for the clinic.
    const detail = await t.call(endpoints.clinicLiveClassDetail, { id: klass.id }, team.token);
    expect(detail.body.data!.participants.map((row) => [row.person.userid, row.place, row.waitlistPosition])).toEqual([
      [second!.id, 'joined', null],
      [third!.id, 'joined', null],
      [fifth!.id, 'joined', null],
    ]);

    // A new time is told to everyone taking part.
    const moved = ahead(8);
    const edited = await t.call(endpoints.clinicLiveClassEdit, { id: klass.id, ...fields({ host_id: team.employee.id, capacity: 4, ...moved }) }, team.token);
    expect(edited.status).toBe(200);
    expect((await toldOf(second!.id)).map((row) => row.title)).toEqual(['Live session moved']);
  });

  it('refuses joining or leaving a session that has ended (409), and the meeting calls say only "something is wrong"', async () => {
    const team = await clinicWith(2);
    const klass = await addClass(team.token, team.employee.id);
    const meeting = (await t.call(endpoints.clinicLiveMeetingAdd, fields({ host_id: team.employee.id, title: 'Group session: sleep', capacity: 1 }), team.token)).body.data!;
    await t.call(endpoints.liveSessionJoin, { id: meeting.id }, team.tokens[0]);
    const full = await t.call(endpoints.liveSessionJoin, { id: meeting.id }, team.tokens[1]);
    expect(full.body.message).toBe(LIVE_SESSION_MESSAGES.waitlisted);
    expect(full.body.data).toMatchObject({ myPlace: 'waitlisted', waitlistPosition: 1 });

    // Kind matters: a class is not a meeting, and the reverse.
    const wrongKind = await t.call(endpoints.liveSessionJoin, { id: klass.id }, team.tokens[0]);
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.message).toBe('something is wrong');
    expect(wrongKind.body.errors).toEqual([{ path: 'id', message: 'something is wrong' }]);
    expect((await t.call(endpoints.liveClassJoin, { class_id: meeting.id }, team.tokens[0])).status).toBe(404);

    // Both sessions end: joining and leaving are refused.
    await t.db.update(liveSessions).set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) }).where(sql`${liveSessions.id} in (${klass.id}, ${meeting.id})`);
    const late = await t.call(endpoints.liveClassJoin, { class_id: klass.id }, team.tokens[0]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(LIVE_SESSION_MESSAGES.notOpen);
    for (const endpoint of [endpoints.liveSessionJoin, endpoints.liveSessionLeave]) {
      const refused = await t.call(endpoint, { id: meeting.id }, team.tokens[0]);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('something is wrong');
    }
    const unknown = await t.call(endpoints.liveSessionLeave, { id: 999_999 }, team.tokens[0]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('something is wrong');
    // Past sessions are in the clinic's past list, not in the upcoming one.
    expect((await t.call(endpoints.clinicLiveMeetings, { when: 'past' }, team.token)).body.data!.map((row) => row.id)).toEqual([meeting.id]);
    expect((await t.call(endpoints.clinicLiveMeetings, {}, team.token)).body.data).toEqual([]);
  });
});

describe('audience', () => {
  it("keeps a clinic's sessions to its patients, platform ones to every patient and personal user, and never shows another patient", async () => {
    const team = await clinicWith(2);
    const other = await createClinicTeam(t);
    const otherToken = (await login(t, other.patient)).accessToken;
    const personal = await createUser(t.db, 'personal');
    const personalToken = (await login(t, personal)).accessToken;
    const admin = await createUser(t.db, 'admin');
    const adminToken = (await login(t, admin)).accessToken;

    const klass = await addClass(team.token, team.employee.id);
    const platform = await t.call(endpoints.adminVideoCreateClass, fields({ title: 'Evening wind-down', capacity: 20 }), adminToken);
    expect(platform.status).toBe(201);
    expect(platform.body.data).toMatchObject({ clinic_id: null, host: null });

    for (const token of [otherToken, personalToken]) {
      const refused = await t.call(endpoints.liveClassJoin, { class_id: klass.id }, token);
      expect(refused.status).toBe(404);
      expect(refused.body.errors?.[0]?.path).toBe('class_id');
    }
    const available = async (token: string) => (await t.call(endpoints.liveClassesAvailable, {}, token)).body.data!.map((row) => row.id);
    expect(await available(team.tokens[0]!)).toEqual(expect.arrayContaining([klass.id, platform.body.data!.id]));
    expect(await available(otherToken)).not.toContain(klass.id);
    expect(await available(otherToken)).toContain(platform.body.data!.id);
    expect(await available(personalToken)).not.toContain(klass.id);
    expect((await t.call(endpoints.liveClassJoin, { class_id: platform.body.data!.id }, personalToken)).status).toBe(200);

    // Other patients take part; the patient's answers hold counts and the host, no other patient.
    await t.call(endpoints.liveClassJoin, { class_id: klass.id }, team.tokens[1]);
    await t.call(endpoints.liveClassJoin, { class_id: platform.body.data!.id }, otherToken);
    const joined = await t.call(endpoints.liveClassJoin, { class_id: klass.id }, team.tokens[0]);
    expect(joined.body.data).toMatchObject({ joinedCount: 2, myPlace: 'joined', host: { userid: team.employee.id, name: team.employee.fullName } });
    const seen = JSON.stringify([
      joined.body,
      (await t.call(endpoints.liveClassesSchedule, {}, team.tokens[0])).body,
      (await t.call(endpoints.liveClassesAvailable, {}, team.tokens[0])).body,
      (await t.call(endpoints.liveClassesSchedule, {}, personalToken)).body,
    ]);
    for (const stranger of [team.patients[1]!, other.patient, personal].filter((person) => person.id !== team.patients[0]!.id)) {
      expect(seen).not.toContain(stranger.fullName);
      expect(seen).not.toContain(stranger.email);
    }

    // The employee sees the sessions they lead; another clinic's account and employee do not reach them.
    const led = await t.call(endpoints.liveClassesSchedule, {}, team.employeeToken);
    expect(led.body.data!.map((row) => row.id)).toEqual([klass.id]);
    expect((await t.call(endpoints.clinicLiveClassDetail, { id: klass.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicLiveClassDetail, { id: platform.body.data!.id }, team.token)).status).toBe(404);
    expect((await t.call(endpoints.liveClassJoin, { class_id: klass.id }, team.employeeToken)).status).toBe(403);
    // Staff see the participants by name; the admin sees the platform's too.
    const detail = await t.call(endpoints.adminVideoClassDetail, { id: platform.body.data!.id }, adminToken);
    expect(detail.body.data!.participants.map((row) => row.person.name)).toEqual([personal.fullName, other.patient.fullName]);
  });

  it('refuses bad sessions naming the field, and stores nothing', async () => {
    const team = await clinicWith(1);
    const other = await createClinicTeam(t);
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ ...ahead(3), end: ahead(2).start }, 422, 'end'],
      [{ start: '2020-01-01T10:00:00Z', end: '2020-01-01T11:00:00Z' }, 422, 'start', MEETING_MESSAGES.inThePast],
      [{ ...ahead(3, 9) }, 422, 'end'],
      [{ capacity: 0 }, 422, 'capacity'],
      [{ host_id: other.employee.id }, 404, 'host_id'],
      [{ host_id: team.patient.id }, 404, 'host_id'],
      [{ host_id: undefined }, 422, 'host_id'],
      [{ title: '  ' }, 422, 'title'],
    ];
    for (const [body, status, path, message] of cases) {
      const answer = await t.call(endpoints.clinicLiveClassAdd, fields({ host_id: team.employee.id, ...body }), team.token);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors?.[0]?.path, JSON.stringify(body)).toBe(path);
      if (message) expect(answer.body.errors?.[0]?.message).toBe(message);
    }
    expect(await t.db.select().from(liveSessions).where(eq(liveSessions.clinicId, team.clinic.id))).toHaveLength(0);
  });
});

describe('admin family and invitations', () => {
  it('creates, lists, edits and deletes classes and meetings of the platform and of clinics; people are told of a deletion', async () => {
    const team = await clinicWith(2);
    const other = await createClinicTeam(t);
    const adminToken = (await login(t, await createUser(t.db, 'admin'))).accessToken;

    const foreignHost = await t.call(endpoints.adminVideoCreateMeeting, fields({ clinic_id: team.clinic.id, host_id: other.employee.id }), adminToken);
    expect(foreignHost.status).toBe(404);
    expect(foreignHost.body.errors?.[0]?.path).toBe('host_id');
    expect((await t.call(endpoints.adminVideoCreateMeeting, fields({ clinic_id: 999_999, host_id: team.employee.id }), adminToken)).body.errors?.[0]?.path).toBe('clinic_id');

    const made = await t.call(endpoints.adminVideoCreateMeeting, fields({ clinic_id: team.clinic.id, host_id: team.employee.id, title: 'Group session: sleep', capacity: 1 }), adminToken);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(LIVE_SESSION_MESSAGES.meetingAdded);
    const id = made.body.data!.id;
    // The clinic sees it among its meetings; the admin's lists narrow by clinic.
    expect((await t.call(endpoints.clinicLiveMeetings, { search: 'sleep' }, team.token)).body.data!.map((row) => row.id)).toEqual([id]);
    expect((await t.call(endpoints.clinicLiveMeetings, { search: 'yoga' }, team.token)).body.data).toEqual([]);
    expect((await t.call(endpoints.adminVideoAllMeetings, { clinic_id: team.clinic.id }, adminToken)).body.data!.map((row) => row.id)).toEqual([id]);
    expect((await t.call(endpoints.adminVideoAllClasses, { clinic_id: team.clinic.id }, adminToken)).body.data).toEqual([]);
    expect((await t.call(endpoints.adminVideoEditClass, { id, ...fields({ host_id: team.employee.id }) }, adminToken)).status).toBe(404);

    await t.call(endpoints.liveSessionJoin, { id }, team.tokens[0]);
    await t.call(endpoints.liveSessionJoin, { id }, team.tokens[1]);
    const edited = await t.call(endpoints.adminVideoEditMeeting, { id, ...fields({ host_id: team.employee.id, title: 'Group session: sleep well', capacity: 1, start: made.body.data!.start, end: made.body.data!.end }) }, adminToken);
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Live Meeting has been Updated Successfully');
    const moved = await t.call(endpoints.adminVideoEditMeeting, { id, clinic_id: other.clinic.id, ...fields({ host_id: team.employee.id, capacity: 1 }) }, adminToken);
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.[0]?.path).toBe('clinic_id');

    const deleted = await t.call(endpoints.adminVideoDeleteMeeting, { id }, adminToken);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(LIVE_SESSION_MESSAGES.meetingDeleted);
    for (const patient of team.patients) {
      expect((await toldOf(patient.id)).map((row) => row.title)).toContain('Live session cancelled');
    }
    expect(await t.db.select().from(liveSessions).where(eq(liveSessions.id, id))).toHaveLength(0);
    expect((await t.call(endpoints.adminVideoClassDetail, { id }, adminToken)).status).toBe(404);

    // A clinic deletes its own class; another clinic cannot.
    const klass = await addClass(team.token, team.employee.id);
    expect((await t.call(endpoints.clinicLiveClassDelete, { id: klass.id }, other.token)).status).toBe(404);
    const gone = await t.call(endpoints.clinicLiveClassDelete, { id: klass.id }, team.token);
    expect(gone.body.message).toBe(LIVE_SESSION_MESSAGES.classDeleted);
  });

  it('invites people of the audience and addresses by e-mail with the .ics; someone outside the audience answers 404', async () => {
    const team = await clinicWith(2);
    const other = await createClinicTeam(t);
    const klass = await addClass(team.token, team.employee.id);

    const outsider = await t.call(endpoints.clinicMeetingsInvite, { id: klass.id, user_ids: [team.patients[0]!.id, other.patient.id] }, team.token);
    expect(outsider.status).toBe(404);
    expect(outsider.body.errors?.[0]?.path).toBe('user_ids');

    const address = `guest-${Date.now()}@example.test`;
    const sent = await t.call(
      endpoints.clinicMeetingsInvite,
      { id: klass.id, user_ids: team.patients.map((patient) => patient.id), emails: [address], message: 'See you there' },
      team.token,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Invitations have been sent successfully');
    expect(sent.body.data).toEqual({ sent: 3 });

    for (const to of [team.patients[0]!.email, address]) {
      const mail = await eventually(`the invitation to ${to}`, async () => (await t.db.select().from(outbox).where(eq(outbox.toAddress, to.toLowerCase())))[0]);
      expect(mail.attachments).toEqual([{ filename: `live-session-${klass.id}.ics`, contentType: 'text/calendar; charset=utf-8' }]);
      expect(mail.textBody).toContain('Mindful movement');
      expect(mail.textBody).toContain('/patient/live');
    }
    expect((await t.call(endpoints.clinicMeetingsInvite, { id: klass.id, emails: [address] }, other.token)).status).toBe(404);
  });
});

describe('appointments in the admin family and clinic deletes', () => {
  it('books, moves, lists and deletes appointments; a delete tells both people and cancels the reminders', async () => {
    const team = await clinicWith(1);
    await assignPatient(t.db, team.employee, team.patient);
    const other = await createClinicTeam(t);
    const adminToken = (await login(t, await createUser(t.db, 'admin'))).accessToken;
    const slot = ahead(10);

    const foreign = await t.call(endpoints.adminVideoCreateAppointment, { employee_id: team.employee.id, patient_id: other.patient.id, ...slot }, adminToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.path).toBe('patient_id');
    const booked = await t.call(endpoints.adminVideoCreateAppointment, { employee_id: team.employee.id, patient_id: team.patient.id, ...slot }, adminToken);
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe(MEETING_MESSAGES.created);
    const id = booked.body.data!.id;
    expect((await t.call(endpoints.adminVideoCreateAppointment, { employee_id: team.employee.id, patient_id: team.patient.id, ...slot }, adminToken)).status).toBe(409);

    const moved = await t.call(endpoints.adminVideoEditAppointment, { id, ...ahead(11) }, adminToken);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(MEETING_MESSAGES.updated);
    const listed = await t.call(endpoints.adminVideoAllAppointments, { clinic_id: team.clinic.id }, adminToken);
    expect(listed.body.data!.map((row) => row.id)).toEqual([id]);
    expect((await t.call(endpoints.adminVideoAllAppointments, { clinic_id: other.clinic.id }, adminToken)).body.data).toEqual([]);

    // The reminders planned for the current start are queued; the clinic's delete cancels them.
    const start = moved.body.data!.start;
    const reminderIds = [1440, 60].map((lead) => jobIdForKey(APPOINTMENT_REMINDER_QUEUE, `appointment-reminder:${id}:${start}:${lead}`));
    const states = async () => {
      const result = (await t.db.execute(
        sql`select state from pgboss.job where name = ${APPOINTMENT_REMINDER_QUEUE} and id in (${sql.join(reminderIds.map((jobId) => sql`${jobId}::uuid`), sql`, `)})`,
      )) as unknown as { rows: { state: string }[] };
      return result.rows.map((row) => row.state);
    };
    expect(await states()).toEqual(['created', 'created']);

    expect((await t.call(endpoints.clinicMeetingsDeleteAppointment, { id }, other.token)).status).toBe(404);
    const deleted = await t.call(endpoints.clinicMeetingsDeleteAppointment, { id }, team.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Appointment has been Deleted Successfully');
    expect(await t.db.select().from(appointments).where(eq(appointments.id, id))).toHaveLength(0);
    expect(await states()).toEqual(['cancelled', 'cancelled']);
    for (const person of [team.patient, team.employee]) {
      const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, person.id), eq(notifications.title, 'Appointment cancelled')));
      expect(told).toHaveLength(1);
    }

    // The admin deletes another appointment of any clinic.
    const again = await t.call(endpoints.adminVideoCreateAppointment, { employee_id: team.employee.id, patient_id: team.patient.id, ...ahead(12) }, adminToken);
    expect((await t.call(endpoints.adminVideoDeleteAppointment, { id: again.body.data!.id }, adminToken)).status).toBe(200);
  });
});
