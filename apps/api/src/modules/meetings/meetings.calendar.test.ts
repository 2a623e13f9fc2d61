import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_BASE, endpoints, MEETING_MESSAGES } from '@stillpoint/contracts';
import { appointments, calendarFeeds, outbox } from '@stillpoint/db';
import { hashToken } from '../../lib/crypto.js';
import { assignPatient, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { appointmentEmailAttachments } from './meetings.calendar.js';
import { createMeetingsRepository } from './meetings.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A clinic with a therapist in Berlin (Mondays 09:00-12:00, 60-minute slots) and an assigned patient, all logged in. */
async function practice() {
  const team = await createClinicTeam(t);
  await assignPatient(t.db, team.employee, team.patient);
  const employeeToken = (await login(t, team.employee)).accessToken;
  const patientToken = (await login(t, team.patient)).accessToken;
  const set = await t.call(
    endpoints.meetingsSetAvailability,
    { timeZone: 'Europe/Berlin', slotMinutes: 60, hours: [{ weekday: 1, start: '09:00', end: '12:00' }], daysOff: [] },
    employeeToken,
  );
  expect(set.status).toBe(200);
  return { ...team, employeeToken, patientToken };
}

async function download(endpoint: { url: string }, id: number, token?: string) {
  return t.app.inject({ method: 'GET', url: endpoint.url, query: { id: String(id) }, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The unfolded lines of a calendar (RFC 5545 folds long lines with CRLF and a space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('pickers', () => {
  it("answers a patient's therapists, an employee's patients and a clinic's people, by name", async () => {
    const team = await practice();
    const idle = await createUser(t.db, 'employee', { clinicId: team.clinic.id, fullName: 'Aaron Idle' });
    const unassigned = await createUser(t.db, 'patient', { clinicId: team.clinic.id, fullName: 'zed unassigned' });
    const other = await createClinicTeam(t);

    const mine = await t.call(endpoints.meetingsEmployee, {}, team.patientToken);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      { employee: expect.objectContaining({ userid: team.employee.id, name: team.employee.fullName, team: true }), timeZone: 'Europe/Berlin', slotMinutes: 60, hasAvailability: true },
    ]);

    const patients = await t.call(endpoints.meetingsPatients, {}, team.employeeToken);
    expect(patients.body.data!.map((person) => person.userid)).toEqual([team.patient.id]);

    const employees = await t.call(endpoints.clinicMeetingsEmployees, {}, team.token);
    expect(employees.body.data!.map((row) => [row.employee.userid, row.timeZone, row.slotMinutes, row.hasAvailability])).toEqual([
      [idle.id, 'UTC', 50, false],
      [team.employee.id, 'Europe/Berlin', 60, true],
    ]);

    const all = await t.call(endpoints.clinicMeetingsPatients, {}, team.token);
    expect(all.body.data!.map((person) => person.userid)).toEqual([team.patient.id, unassigned.id]);
    const hers = await t.call(endpoints.clinicMeetingsPatients, { employee_id: team.employee.id }, team.token);
    expect(hers.body.data!.map((person) => person.userid)).toEqual([team.patient.id]);
    expect((await t.call(endpoints.clinicMeetingsPatients, { employee_id: idle.id }, team.token)).body.data).toEqual([]);

    // Another clinic's employee (or a patient's id) is not there: 404 naming employee_id; a bad id 422.
    for (const id of [other.employee.id, team.patient.id]) {
      const foreign = await t.call(endpoints.clinicMeetingsPatients, { employee_id: id }, team.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body.errors?.[0]?.path).toBe('employee_id');
    }
    const bad = await t.call(endpoints.clinicMeetingsPatients, { employee_id: 'abc' }, team.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('employee_id');

    // Nothing of another clinic shows, and each role calls only its own picker.
    expect((await t.call(endpoints.clinicMeetingsEmployees, {}, other.token)).body.data!.map((row) => row.employee.userid)).toEqual([other.employee.id]);
    expect((await t.call(endpoints.meetingsEmployee, {}, team.employeeToken)).status).toBe(403);
    expect((await t.call(endpoints.meetingsPatients, {}, team.patientToken)).status).toBe(403);
    expect((await t.call(endpoints.clinicMeetingsEmployees, {}, team.employeeToken)).status).toBe(403);
    expect((await t.call(endpoints.clinicMeetingsPatients, {}, team.patientToken)).status).toBe(403);
    expect((await t.call(endpoints.meetingsEmployee, {})).status).toBe(401);
  });
});

describe('.ics files', () => {
  it('answers one VEVENT for the two people and the clinic, named for each viewer, and 404 for anyone else', async () => {
    const team = await practice();
    const sent = await t.call(
      endpoints.meetingsAddAppointmentRequest,
      { employee_id: team.employee.id, start: '2027-06-07T10:00:00+02:00', end: '2027-06-07T11:00:00+02:00', timeZone: 'Europe/Berlin' },
      team.patientToken,
    );
    const id = sent.body.data!.id;

    const forPatient = await download(endpoints.meetingsAppointmentIcs, id, team.patientToken);
    expect(forPatient.statusCode).toBe(200);
    expect(forPatient.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(forPatient.headers['content-disposition']).toBe(`attachment; filename="appointment-${id}.ics"`);
    const patientLines = lines(forPatient.body);
    expect(patientLines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `UID:appointment-${id}@stillpoint`,
        'SEQUENCE:0',
        'DTSTART:20270607T080000Z',
        'DTEND:20270607T090000Z',
        `SUMMARY:Appointment with ${team.employee.fullName}`,
        'STATUS:TENTATIVE',
      ]),
    );
    expect(patientLines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(forPatient.body).not.toMatch(/DESCRIPTION|ATTENDEE|ORGANIZER/);

    await t.call(endpoints.meetingsApprove, { id }, team.employeeToken);
    const forEmployee = lines((await download(endpoints.meetingsAppointmentIcs, id, team.employeeToken)).body);
    expect(forEmployee).toEqual(expect.arrayContaining([`SUMMARY:Appointment with ${team.patient.fullName}`, 'STATUS:CONFIRMED', 'SEQUENCE:1']));

    // Rescheduled: a later SEQUENCE and the new UTC times; cancelled: CANCELLED.
    await t.call(endpoints.clinicMeetingsUpdate, { id, start: '2027-06-08T15:00:00+02:00', end: '2027-06-08T16:00:00+02:00' }, team.token);
    const forClinic = lines((await download(endpoints.clinicMeetingsAppointmentIcs, id, team.token)).body);
    expect(forClinic).toEqual(
      expect.arrayContaining([`SUMMARY:${team.patient.fullName} with ${team.employee.fullName}`, 'SEQUENCE:2', 'DTSTART:20270608T130000Z', 'STATUS:CONFIRMED']),
    );
    await t.call(endpoints.meetingsCancel, { id }, team.patientToken);
    expect(lines((await download(endpoints.meetingsAppointmentIcs, id, team.patientToken)).body)).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:3']));

    // Another patient of the clinic, another clinic, an unknown id: 404 naming id; a bad id 422; roles refused.
    const other = await createClinicTeam(t);
    const stranger = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    for (const [endpoint, token] of [
      [endpoints.meetingsAppointmentIcs, (await login(t, stranger)).accessToken],
      [endpoints.meetingsAppointmentIcs, (await login(t, other.employee)).accessToken],
      [endpoints.clinicMeetingsAppointmentIcs, other.token],
    ] as const) {
      const refused = await download(endpoint, id, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors?.[0]?.path).toBe('id');
    }
    expect((await download(endpoints.meetingsAppointmentIcs, 999_999, team.patientToken)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: endpoints.meetingsAppointmentIcs.url, query: { id: 'x' }, headers: { authorization: `Bearer ${team.patientToken}` } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors?.[0]?.path).toBe('id');
    expect((await download(endpoints.clinicMeetingsAppointmentIcs, id, team.employeeToken)).statusCode).toBe(403);
    expect((await download(endpoints.meetingsAppointmentIcs, id, team.token)).statusCode).toBe(403);
  });

  it('attaches the .ics to the e-mail of a booking or an approval (names and types recorded in the outbox)', async () => {
    const team = await practice();
    const booked = await t.call(
      endpoints.meetingsSend,
      { patient_id: team.patient.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00' },
      team.employeeToken,
    );
    const id = booked.body.data![0]!.id;
    const mail = await eventually('the booking e-mail', async () => (await t.db.select().from(outbox).where(eq(outbox.toAddress, team.patient.email.toLowerCase())))[0]);
    expect(mail.attachments).toEqual([{ filename: `appointment-${id}.ics`, contentType: 'text/calendar; charset=utf-8' }]);
    expect(mail.textBody).not.toContain(team.employee.fullName);

    // The file made for the patient names the therapist; for someone else it is not made.
    const provide = appointmentEmailAttachments(createMeetingsRepository(t.db));
    const [file] = await provide({ userId: team.patient.id, data: { appointmentId: id, calendar: true } });
    expect(String(Buffer.from(file!.content as Uint8Array))).toContain(`SUMMARY:Appointment with ${team.employee.fullName}`);
    expect(await provide({ userId: team.clinic.id + 100_000, data: { appointmentId: id, calendar: true } })).toEqual([]);
    expect(await provide({ userId: team.patient.id, data: { appointmentId: id } })).toEqual([]);

    // A request tells the therapist without a file.
    await t.call(
      endpoints.meetingsAddAppointmentRequest,
      { employee_id: team.employee.id, start: '2027-06-07T11:00:00+02:00', end: '2027-06-07T12:00:00+02:00', timeZone: 'Europe/Berlin' },
      team.patientToken,
    );
    const request = await eventually('the request e-mail', async () => (await t.db.select().from(outbox).where(eq(outbox.toAddress, team.employee.email.toLowerCase())))[0]);
    expect(request.attachments).toBeNull();
  });
});

describe('private calendar feeds', () => {
  it('makes a URL shown once, serves the feed by it, replaces and revokes it; other roles are refused', async () => {
    const team = await practice();
    const employee = { token: team.employeeToken, user: team.employee };

    const before = await t.call(endpoints.meetingsCalendarFeed, {}, employee.token);
    expect(before.body.data).toEqual({ active: false, createdAt: null });
    const made = await t.call(endpoints.meetingsCreateCalendarFeed, {}, employee.token);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(MEETING_MESSAGES.feedCreated);
    const url = made.body.data!.url;
    expect(url).toMatch(new RegExp(`^http://stillpoint\\.test${CALENDAR_FEED_BASE}/[A-Za-z0-9_-]{43}\\.ics$`));
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, team.employee.id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toContain(token);
    const status = await t.call(endpoints.meetingsCalendarFeed, {}, employee.token);
    expect(status.body.data).toEqual({ active: true, createdAt: stored!.createdAt.toISOString() });
    expect(JSON.stringify(status.body)).not.toContain(token);

    // Appointments: one upcoming approved, one requested, one cancelled, one far ahead (outside the year).
    const soon = new Date(Date.now() + 3 * 86_400_000);
    soon.setUTCMinutes(0, 0, 0);
    const hour = 3_600_000;
    const common = { clinicId: team.clinic.id, employeeId: team.employee.id, patientId: team.patient.id, employeeTimeZone: 'Europe/Berlin', patientTimeZone: 'Europe/Berlin' };
    const inserted = await t.db
      .insert(appointments)
      .values([
        { ...common, startsAt: soon, endsAt: new Date(soon.getTime() + hour), status: 'approved' },
        { ...common, startsAt: new Date(soon.getTime() + 2 * hour), endsAt: new Date(soon.getTime() + 3 * hour), status: 'requested' },
        { ...common, startsAt: new Date(soon.getTime() + 4 * hour), endsAt: new Date(soon.getTime() + 5 * hour), status: 'cancelled' },
        { ...common, startsAt: new Date(soon.getTime() + 400 * 86_400_000), endsAt: new Date(soon.getTime() + 400 * 86_400_000 + hour), status: 'approved' },
      ])
      .returning({ id: appointments.id });

    const feed = await t.app.inject({ method: 'GET', url: `${CALENDAR_FEED_BASE}/${token}.ics` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const feedLines = lines(feed.body);
    expect(feedLines.filter((line) => line.startsWith('UID:'))).toEqual(inserted.slice(0, 3).map((row) => `UID:appointment-${row.id}@stillpoint`));
    expect(feedLines.filter((line) => line.startsWith('STATUS:'))).toEqual(['STATUS:CONFIRMED', 'STATUS:TENTATIVE', 'STATUS:CANCELLED']);
    expect(feedLines).toContain(`SUMMARY:Appointment with ${team.patient.fullName}`);

    // The patient's and the clinic's feeds hold the same appointments, named for them.
    const patientUrl = (await t.call(endpoints.meetingsCreateCalendarFeed, {}, team.patientToken)).body.data!.url;
    const patientFeed = await t.app.inject({ method: 'GET', url: new URL(patientUrl).pathname });
    expect(lines(patientFeed.body)).toContain(`SUMMARY:Appointment with ${team.employee.fullName}`);
    const clinicMade = await t.call(endpoints.clinicMeetingsCreateCalendarFeed, {}, team.token);
    expect(clinicMade.status).toBe(201);
    const clinicFeed = await t.app.inject({ method: 'GET', url: new URL(clinicMade.body.data!.url).pathname });
    expect(lines(clinicFeed.body).filter((line) => line.startsWith('UID:'))).toHaveLength(3);
    expect((await t.call(endpoints.clinicMeetingsCalendarFeed, {}, team.token)).body.data!.active).toBe(true);

    // A new URL replaces the old one; deleting revokes it; unknown tokens answer 404.
    const again = (await t.call(endpoints.meetingsCreateCalendarFeed, {}, employee.token)).body.data!.url;
    expect(again).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: `${CALENDAR_FEED_BASE}/${token}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(again).pathname })).statusCode).toBe(200);
    const deleted = await t.call(endpoints.meetingsDeleteCalendarFeed, {}, employee.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MEETING_MESSAGES.feedDeleted);
    expect((await t.app.inject({ method: 'GET', url: new URL(again).pathname })).statusCode).toBe(404);
    expect((await t.call(endpoints.meetingsCalendarFeed, {}, employee.token)).body.data).toEqual({ active: false, createdAt: null });
    expect((await t.call(endpoints.clinicMeetingsDeleteCalendarFeed, {}, team.token)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: new URL(clinicMade.body.data!.url).pathname })).statusCode).toBe(404);
    for (const path of [`${CALENDAR_FEED_BASE}/nothing.ics`, `${CALENDAR_FEED_BASE}/${'a'.repeat(43)}.ics`, `${CALENDAR_FEED_BASE}/${token}`]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }

    // Roles: the front calls are for patients and employees, the clinic ones for clinic accounts.
    expect((await t.call(endpoints.meetingsCreateCalendarFeed, {}, team.token)).status).toBe(403);
    expect((await t.call(endpoints.clinicMeetingsCreateCalendarFeed, {}, employee.token)).status).toBe(403);
    const personal = await createUser(t.db, 'personal');
    expect((await t.call(endpoints.meetingsCalendarFeed, {}, (await login(t, personal)).accessToken)).status).toBe(403);
    expect((await t.call(endpoints.meetingsCreateCalendarFeed, {})).status).toBe(401);
  });

  it('limits how often one address reads feeds', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 65; index++) {
      answers.push((await t.app.inject({ method: 'GET', url: `${CALENDAR_FEED_BASE}/unknown.ics`, remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers.slice(60).every((status) => status === 429)).toBe(true);
  });
});
