import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelNoticeMessage, endpoints, MEETING_MESSAGES } from '@stillpoint/contracts';
import { appointments, notifications, notificationSettings } from '@stillpoint/db';
import type { Jobs } from '../../adapters/jobs/index.js';
import { assignPatient, createClinic, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createPeopleRepository } from '../people/people.repository.js';
import { createPeoplePolicy } from '../people/people.policy.js';
import { createMeetingsRepository } from './meetings.repository.js';
import { APPOINTMENT_REMINDER_QUEUE, createMeetingsService } from './meetings.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A clinic with a therapist in Berlin (Mondays 09:00-12:00, 60-minute slots) and a patient, both logged in. */
async function berlinPractice() {
  const team = await createClinicTeam(t);
  const employeeToken = (await login(t, team.employee)).accessToken;
  const patientToken = (await login(t, team.patient)).accessToken;
  const set = await t.call(
    endpoints.meetingsSetAvailability,
    { timeZone: 'Europe/Berlin', slotMinutes: 60, hours: [{ weekday: 1, start: '09:00', end: '12:00' }], daysOff: ['2027-06-14'] },
    employeeToken,
  );
  expect(set.status).toBe(200);
  return { ...team, employeeToken, patientToken };
}

const appointmentsOf = (employeeId: number) => t.db.select().from(appointments).where(eq(appointments.employeeId, employeeId));

describe('availability and appointment requests', () => {
  it('sets weekly hours and days off, offers free slots, and books a request the therapist approves', async () => {
    const team = await berlinPractice();
    const read = await t.call(endpoints.meetingsAvailability, {}, team.employeeToken);
    expect(read.body.data).toEqual({
      timeZone: 'Europe/Berlin',
      slotMinutes: 60,
      hours: [{ weekday: 1, start: '09:00', end: '12:00' }],
      daysOff: ['2027-06-14'],
    });

    // Monday 7 June 2027, 09:00-12:00 Berlin (UTC+2); Monday 14 June is a day off.
    const check = await t.call(endpoints.meetingsAvailabilityCheck, { employee_id: team.employee.id, from: '2027-06-07', to: '2027-06-14' }, team.patientToken);
    expect(check.status).toBe(200);
    expect(check.body.data!.slots).toEqual([
      { start: '2027-06-07T07:00:00.000Z', end: '2027-06-07T08:00:00.000Z' },
      { start: '2027-06-07T08:00:00.000Z', end: '2027-06-07T09:00:00.000Z' },
      { start: '2027-06-07T09:00:00.000Z', end: '2027-06-07T10:00:00.000Z' },
    ]);

    const sent = await t.call(
      endpoints.meetingsAddAppointmentRequest,
      { employee_id: team.employee.id, start: '2027-06-07T10:00:00+02:00', end: '2027-06-07T11:00:00+02:00', timeZone: 'America/New_York' },
      team.patientToken,
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Appointment Request Send Successfully!');
    expect(sent.body.data).toMatchObject({
      start: '2027-06-07T08:00:00.000Z',
      end: '2027-06-07T09:00:00.000Z',
      status: 'requested',
      employeeTimeZone: 'Europe/Berlin',
      patientTimeZone: 'America/New_York',
      employee: { userid: team.employee.id },
      patient: { userid: team.patient.id },
    });
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, team.employee.id), eq(notifications.kind, 'appointment_update')));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).not.toContain(team.patient.fullName);

    // The requested time is no longer free.
    const after = await t.call(endpoints.meetingsAvailabilityCheck, { employee_id: team.employee.id, from: '2027-06-07', to: '2027-06-07' }, team.patientToken);
    expect(after.body.data!.slots.map((slot) => slot.start)).toEqual(['2027-06-07T07:00:00.000Z', '2027-06-07T09:00:00.000Z']);

    const requested = await t.call(endpoints.meetingsRequested, {}, team.employeeToken);
    expect(requested.body.data!.map((row) => row.id)).toEqual([sent.body.data!.id]);
    const clinicRequested = await t.call(endpoints.clinicMeetingsRequested, {}, team.token);
    expect(clinicRequested.body.data!.map((row) => row.id)).toEqual([sent.body.data!.id]);

    const approved = await t.call(endpoints.meetingsApprove, { id: sent.body.data!.id }, team.employeeToken);
    expect(approved.status).toBe(200);
    expect(approved.body.data!.status).toBe('approved');
    expect((await t.call(endpoints.meetingsApprove, { id: sent.body.data!.id }, team.employeeToken)).status).toBe(409);
    const patientTold = await t.db.select().from(notifications).where(and(eq(notifications.userId, team.patient.id), eq(notifications.kind, 'appointment_update')));
    expect(patientTold.map((row) => row.title)).toEqual(['Appointment approved']);

    const upcoming = await t.call(endpoints.meetingsAppointments, { when: 'upcoming' }, team.patientToken);
    expect(upcoming.body.data!.map((row) => [row.id, row.status])).toEqual([[sent.body.data!.id, 'approved']]);
    expect((await t.call(endpoints.meetingsAppointments, { when: 'past' }, team.patientToken)).body.data).toEqual([]);

    const schedule = await t.call(endpoints.meetingsSchedule, { from: '2027-06-01', to: '2027-06-30' }, team.employeeToken);
    expect(schedule.body.data!.map((row) => row.id)).toEqual([sent.body.data!.id]);
    const clinicSchedule = await t.call(endpoints.clinicMeetingsSchedule, { from: '2027-06-01', to: '2027-06-30', employee_id: team.employee.id }, team.token);
    expect(clinicSchedule.body.data!.map((row) => row.id)).toEqual([sent.body.data!.id]);
  });

  it('refuses bad requests naming the field, and stores nothing', async () => {
    const team = await berlinPractice();
    const other = await createClinicTeam(t);
    const request = (body: Record<string, unknown>) =>
      t.call(
        endpoints.meetingsAddAppointmentRequest,
        { employee_id: team.employee.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00', timeZone: 'Europe/Berlin', ...body } as never,
        team.patientToken,
      );
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ end: '2027-06-07T08:00:00+02:00' }, 422, 'end'],
      [{ start: '2027-06-07T13:00:00+02:00', end: '2027-06-07T14:00:00+02:00' }, 422, 'start', MEETING_MESSAGES.outsideAvailability],
      [{ start: '2027-06-14T09:00:00+02:00', end: '2027-06-14T10:00:00+02:00' }, 422, 'start', MEETING_MESSAGES.outsideAvailability],
      [{ start: '2020-06-01T09:00:00+02:00', end: '2020-06-01T10:00:00+02:00' }, 422, 'start', MEETING_MESSAGES.inThePast],
      [{ employee_id: other.employee.id }, 404, 'employee_id'],
      [{ employee_id: team.patient.id }, 404, 'employee_id'],
      [{ timeZone: 'Mars/Olympus' }, 422, 'timeZone'],
    ];
    for (const [body, status, path, message] of cases) {
      const answer = await request(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors?.[0]?.path).toBe(path);
      if (message) expect(answer.body.errors?.[0]?.message).toBe(message);
    }
    expect(await appointmentsOf(team.employee.id)).toHaveLength(0);

    // Another clinic's therapist or patient is not there for this clinic's people.
    const foreignCheck = await t.call(endpoints.meetingsAvailabilityCheck, { employee_id: other.employee.id, from: '2027-06-07', to: '2027-06-07' }, team.patientToken);
    expect(foreignCheck.status).toBe(404);
    const foreignBooking = await t.call(
      endpoints.clinicMeetingsAdd,
      { employee_id: team.employee.id, patient_id: other.patient.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00' },
      team.token,
    );
    expect(foreignBooking.status).toBe(404);
    expect(foreignBooking.body.errors?.[0]?.path).toBe('patient_id');
    const unassigned = await t.call(
      endpoints.meetingsSend,
      { patient_id: team.patient.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00' },
      team.employeeToken,
    );
    expect(unassigned.status).toBe(404);
    expect(unassigned.body.errors?.[0]?.path).toBe('patient_id');
    expect(await appointmentsOf(team.employee.id)).toHaveLength(0);
  });

  it('gives exactly one of 50 concurrent requests for one slot; the other 49 answer 409', async () => {
    const team = await berlinPractice();
    const patients = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db, 'patient', { clinicId: team.clinic.id })));
    const tokens: string[] = [];
    for (const patient of patients) tokens.push((await login(t, patient)).accessToken);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.call(
          endpoints.meetingsAddAppointmentRequest,
          { employee_id: team.employee.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00', timeZone: 'Europe/Berlin' },
          tokens[index % tokens.length],
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.status === 409)!.body.errors?.[0]).toEqual({ path: 'start', message: MEETING_MESSAGES.slotTaken });
    expect(await appointmentsOf(team.employee.id)).toHaveLength(1);

    // An overlapping (not identical) request is refused too; a denied one frees the time.
    const overlapping = await t.call(
      endpoints.meetingsAddAppointmentRequest,
      { employee_id: team.employee.id, start: '2027-06-07T09:30:00+02:00', end: '2027-06-07T10:30:00+02:00', timeZone: 'Europe/Berlin' },
      team.patientToken,
    );
    expect(overlapping.status).toBe(409);
    const booked = answers.find((answer) => answer.status === 201)!.body.data as { id: number };
    expect((await t.call(endpoints.meetingsDeny, { id: booked.id }, team.employeeToken)).body.data).toMatchObject({ status: 'denied' });
    const again = await t.call(
      endpoints.meetingsAddAppointmentRequest,
      { employee_id: team.employee.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00', timeZone: 'Europe/Berlin' },
      team.patientToken,
    );
    expect(again.status).toBe(201);
  });
});

describe('bookings by the therapist and the clinic', () => {
  it('keeps a weekly series at 09:00 Berlin across the March and October changes, for a patient in New York', async () => {
    const team = await berlinPractice();
    await assignPatient(t.db, team.employee, team.patient);
    await t.db.insert(notificationSettings).values({ userId: team.patient.id, timeZone: 'America/New_York' });

    // 15 March 2027 09:00 CET; Europe moves to summer time on 28 March (New York already on 14 March).
    const spring = await t.call(
      endpoints.meetingsSend,
      { patient_id: team.patient.id, start: '2027-03-15T09:00:00+01:00', end: '2027-03-15T09:50:00+01:00', repeat: 'weekly', count: 4 },
      team.employeeToken,
    );
    expect(spring.status).toBe(201);
    expect(spring.body.message).toBe('Employee Appointment has been Submited Successfully');
    expect(spring.body.data!.map((row) => [row.start, row.end])).toEqual([
      ['2027-03-15T08:00:00.000Z', '2027-03-15T08:50:00.000Z'],
      ['2027-03-22T08:00:00.000Z', '2027-03-22T08:50:00.000Z'],
      ['2027-03-29T07:00:00.000Z', '2027-03-29T07:50:00.000Z'],
      ['2027-04-05T07:00:00.000Z', '2027-04-05T07:50:00.000Z'],
    ]);
    const seriesIds = new Set(spring.body.data!.map((row) => row.series_id));
    expect(seriesIds.size).toBe(1);
    expect([...seriesIds][0]).toEqual(expect.any(String));
    expect(spring.body.data!.every((row) => row.patientTimeZone === 'America/New_York' && row.status === 'approved')).toBe(true);

    // 25 October 2027 09:00 CEST, every two weeks: Europe returns to winter time on 31 October, New York on 7 November.
    const autumn = await t.call(
      endpoints.meetingsSend,
      { patient_id: team.patient.id, start: '2027-10-25T09:00:00+02:00', end: '2027-10-25T10:00:00+02:00', repeat: 'biweekly', count: 3 },
      team.employeeToken,
    );
    expect(autumn.body.data!.map((row) => row.start)).toEqual(['2027-10-25T07:00:00.000Z', '2027-11-08T08:00:00.000Z', '2027-11-22T08:00:00.000Z']);

    // A series that would overlap a booked occurrence is refused whole.
    const clash = await t.call(
      endpoints.meetingsSend,
      { patient_id: team.patient.id, start: '2027-03-08T09:30:00+01:00', end: '2027-03-08T10:00:00+01:00', repeat: 'weekly', count: 3 },
      team.employeeToken,
    );
    expect(clash.status).toBe(409);
    expect(await appointmentsOf(team.employee.id)).toHaveLength(7);
  });

  it('lets the clinic book and reschedule, the patient cancel, and keeps other clinics out', async () => {
    const team = await berlinPractice();
    const other = await createClinicTeam(t);
    const booked = await t.call(
      endpoints.clinicMeetingsAdd,
      { employee_id: team.employee.id, patient_id: team.patient.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00' },
      team.token,
    );
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Appointment has been Created Successfully');
    const id = booked.body.data!.id;

    expect((await t.call(endpoints.clinicMeetingsUpdate, { id, start: '2027-06-08T09:00:00+02:00', end: '2027-06-08T10:00:00+02:00' }, other.token)).status).toBe(404);
    const foreignEmployee = await createUser(t.db, 'employee', { clinicId: (await createClinic(t.db)).id });
    expect((await t.call(endpoints.meetingsDeny, { id }, (await login(t, foreignEmployee)).accessToken)).status).toBe(404);
    const stranger = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    expect((await t.call(endpoints.meetingsCancel, { id }, (await login(t, stranger)).accessToken)).status).toBe(404);

    const moved = await t.call(endpoints.clinicMeetingsUpdate, { id, start: '2027-06-08T15:00:00+02:00', end: '2027-06-08T16:00:00+02:00', expire: true }, team.token);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Appointment has been Updated Successfully');
    expect(moved.body.data).toMatchObject({ start: '2027-06-08T13:00:00.000Z', status: 'approved' });
    const past = await t.call(endpoints.meetingsUpdate, { id, start: '2020-01-01T10:00:00Z', end: '2020-01-01T11:00:00Z' }, team.employeeToken);
    expect(past.status).toBe(422);
    expect(past.body.errors?.[0]?.path).toBe('start');

    const cancelled = await t.call(endpoints.meetingsCancel, { id }, team.patientToken);
    expect(cancelled.body.data!.status).toBe('cancelled');
    expect((await t.call(endpoints.meetingsCancel, { id }, team.patientToken)).status).toBe(409);
    expect((await t.call(endpoints.meetingsSchedule, { from: '2027-06-01', to: '2027-06-30' }, team.employeeToken)).body.data).toEqual([]);
  });
});

describe('cancellation rules (decision 0034)', () => {
  const HOUR_MS = 3_600_000;
  /** An hour-long slot starting `hours` from now (on the minute). */
  const inHours = (hours: number) => {
    const start = new Date(Date.now() + hours * HOUR_MS);
    start.setUTCSeconds(0, 0);
    return { start: start.toISOString(), end: new Date(start.getTime() + HOUR_MS).toISOString() };
  };
  async function practice() {
    const team = await createClinicTeam(t);
    const patientToken = (await login(t, team.patient)).accessToken;
    /** The clinic books an approved appointment `hours` from now. */
    const book = async (hours: number) => {
      const booked = await t.call(endpoints.clinicMeetingsAdd, { employee_id: team.employee.id, patient_id: team.patient.id, ...inHours(hours) }, team.token);
      expect(booked.status).toBe(201);
      return booked.body.data!.id;
    };
    /** A request of the patient `hours` from now, stored as the demo data is (no hours needed). */
    const requestAt = async (hours: number) => {
      const slot = inHours(hours);
      const [row] = await t.db
        .insert(appointments)
        .values({
          clinicId: team.clinic.id,
          employeeId: team.employee.id,
          patientId: team.patient.id,
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          employeeTimeZone: 'UTC',
          patientTimeZone: 'UTC',
          status: 'requested',
        })
        .returning({ id: appointments.id });
      return row!.id;
    };
    const statusOf = async (id: number) => (await t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!.status;
    const cancel = (id: number) => t.call(endpoints.meetingsCancel, { id }, patientToken);
    return { ...team, patientToken, book, requestAt, statusOf, cancel };
  }

  it('by default refuses an approved appointment 2 hours ahead (409 naming id, nothing changes) and cancels one 48 hours ahead; requests are always withdrawn', async () => {
    const team = await practice();
    const defaults = { cancelNoticeHours: 24, onlineCancel: true, policy: '' };
    expect((await t.call(endpoints.meetingsAppointmentRules, {}, team.patientToken)).body.data).toEqual(defaults);
    expect((await t.call(endpoints.clinicMeetingsAppointmentRules, {}, team.token)).body.data).toEqual(defaults);

    const soon = await team.book(2);
    const later = await team.book(48);
    const refused = await team.cancel(soon);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(cancelNoticeMessage(24));
    expect(refused.body.message).toBe('Appointments can be cancelled online up to 24 hours before they start; please contact your clinic');
    expect(refused.body.errors).toEqual([{ path: 'id', message: cancelNoticeMessage(24) }]);
    expect(await team.statusOf(soon)).toBe('approved');
    const toldEmployee = () =>
      t.db.select().from(notifications).where(and(eq(notifications.userId, team.employee.id), eq(notifications.title, 'Appointment cancelled')));
    expect(await toldEmployee()).toHaveLength(0);

    const allowed = await team.cancel(later);
    expect(allowed.status).toBe(200);
    expect(allowed.body.message).toBe(MEETING_MESSAGES.cancelled);
    expect(allowed.body.data!.status).toBe('cancelled');
    expect(await toldEmployee()).toHaveLength(1);

    // A request not yet approved is withdrawn however soon it is.
    const request = await team.requestAt(3);
    expect((await team.cancel(request)).body.data!.status).toBe('cancelled');

    // Staff keep cancelling as before: the clinic deletes the appointment inside the notice.
    expect((await t.call(endpoints.clinicMeetingsDeleteAppointment, { id: soon }, team.token)).status).toBe(200);
  });

  it('follows the clinic: notice 0 allows a cancel 2 hours ahead; online cancelling off refuses; other clinics keep theirs', async () => {
    const team = await practice();
    const other = await practice();

    const saved = await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, { cancelNoticeHours: 0, onlineCancel: true, policy: '  Late cancellations are charged.  ' }, team.token);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MEETING_MESSAGES.rulesSaved);
    const zero = { cancelNoticeHours: 0, onlineCancel: true, policy: 'Late cancellations are charged.' };
    expect(saved.body.data).toEqual(zero);
    expect((await t.call(endpoints.clinicMeetingsAppointmentRules, {}, team.token)).body.data).toEqual(zero);
    expect((await t.call(endpoints.meetingsAppointmentRules, {}, team.patientToken)).body.data).toEqual(zero);
    expect((await team.cancel(await team.book(2))).status).toBe(200);

    // Another clinic's rules and its patients' cancels are untouched by this clinic's.
    const defaults = { cancelNoticeHours: 24, onlineCancel: true, policy: '' };
    expect((await t.call(endpoints.clinicMeetingsAppointmentRules, {}, other.token)).body.data).toEqual(defaults);
    expect((await t.call(endpoints.meetingsAppointmentRules, {}, other.patientToken)).body.data).toEqual(defaults);
    const otherSoon = await other.book(2);
    expect((await other.cancel(otherSoon)).status).toBe(409);
    // Nor can this clinic's patient reach the other clinic's appointment at all.
    const foreign = await team.cancel(otherSoon);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.path).toBe('id');
    expect(await other.statusOf(otherSoon)).toBe('approved');

    // A notice of one hour says "1 hour".
    await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, { cancelNoticeHours: 1, onlineCancel: true }, team.token);
    expect((await team.cancel(await team.book(0.5))).body.message).toBe('Appointments can be cancelled online up to 1 hour before they start; please contact your clinic');

    // Online cancelling off: approved appointments are refused however far ahead; requests are still withdrawn.
    const off = await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, { cancelNoticeHours: 24, onlineCancel: false, policy: 'Please call us to cancel.' }, team.token);
    expect(off.body.data).toEqual({ cancelNoticeHours: 24, onlineCancel: false, policy: 'Please call us to cancel.' });
    const farAhead = await team.book(24 * 10);
    const refused = await team.cancel(farAhead);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ path: 'id', message: MEETING_MESSAGES.cancelOffline }]);
    expect(await team.statusOf(farAhead)).toBe('approved');
    expect((await team.cancel(await team.requestAt(24 * 3))).status).toBe(200);
    expect((await t.call(endpoints.clinicMeetingsAppointmentRules, {}, other.token)).body.data).toEqual(defaults);
  });

  it('validates the clinic update naming the field, and keeps the rules to clinics and patients', async () => {
    const team = await practice();
    const valid = { cancelNoticeHours: 24, onlineCancel: true, policy: '' };
    const cases: [Record<string, unknown>, string][] = [
      [{ cancelNoticeHours: -1 }, 'cancelNoticeHours'],
      [{ cancelNoticeHours: 337 }, 'cancelNoticeHours'],
      [{ cancelNoticeHours: 1.5 }, 'cancelNoticeHours'],
      [{ cancelNoticeHours: 'soon' }, 'cancelNoticeHours'],
      [{ onlineCancel: 'maybe' }, 'onlineCancel'],
      [{ policy: 'x'.repeat(501) }, 'policy'],
    ];
    for (const [body, path] of cases) {
      const answer = await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, { ...valid, ...body } as never, team.token);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors?.[0]?.path).toBe(path);
    }
    expect((await t.call(endpoints.clinicMeetingsAppointmentRules, {}, team.token)).body.data).toEqual(valid);
    const longest = await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, { cancelNoticeHours: '336', onlineCancel: '0', policy: 'x'.repeat(500) } as never, team.token);
    expect(longest.body.data).toMatchObject({ cancelNoticeHours: 336, onlineCancel: false });

    // Patients and employees do not set rules; personal users have no clinic and no appointments to cancel.
    expect((await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, valid, team.patientToken)).status).toBe(403);
    const employeeToken = (await login(t, team.employee)).accessToken;
    expect((await t.call(endpoints.clinicMeetingsUpdateAppointmentRules, valid, employeeToken)).status).toBe(403);
    const personal = (await login(t, await createUser(t.db, 'personal'))).accessToken;
    expect((await t.call(endpoints.meetingsAppointmentRules, {}, personal)).status).toBe(403);
    expect((await t.call(endpoints.meetingsCancel, { id: 1 }, personal)).status).toBe(403);
  });
});

describe('reminders', () => {
  it('plans keyed reminders 24 h and 1 h before, re-plans a moved appointment, and stays silent for stale or cancelled ones', async () => {
    const team = await berlinPractice();
    await assignPatient(t.db, team.employee, team.patient);
    const planned: { data: { appointmentId: number; startsAt: string; leadMinutes: number }; key?: string | undefined; runAt?: Date | undefined }[] = [];
    const jobs = {
      enqueue: async (_queue: string, data: never, options?: { key?: string; runAt?: Date }) => {
        planned.push({ data, key: options?.key, runAt: options?.runAt });
        return 'job';
      },
    } as unknown as Jobs;
    const told: { userId: number | undefined; kind: string; key: string | undefined }[] = [];
    const service = createMeetingsService({
      repo: createMeetingsRepository(t.db),
      policy: createPeoplePolicy(createPeopleRepository(t.db)),
      notifications: {
        notify: async (input) => {
          told.push({ userId: input.userId, kind: input.kind, key: input.key });
          return [];
        },
      },
      jobs,
      publicUrl: 'http://localhost',
    });
    const employee = { userId: team.employee.id, role: 'employee' as const, clinicId: team.clinic.id } as never;

    const [booked] = await service.book(employee, { patient_id: team.patient.id, start: '2027-06-07T09:00:00+02:00', end: '2027-06-07T10:00:00+02:00', repeat: 'none', count: 1 });
    expect(planned.map((job) => [job.runAt?.toISOString(), job.key])).toEqual([
      ['2027-06-06T07:00:00.000Z', `appointment-reminder:${booked!.id}:2027-06-07T07:00:00.000Z:1440`],
      ['2027-06-07T06:00:00.000Z', `appointment-reminder:${booked!.id}:2027-06-07T07:00:00.000Z:60`],
    ]);
    const [stale] = planned;

    await service.reschedule(employee, { id: booked!.id, start: '2027-06-08T09:00:00+02:00', end: '2027-06-08T10:00:00+02:00' });
    expect(planned.slice(2).map((job) => job.data.startsAt)).toEqual(['2027-06-08T07:00:00.000Z', '2027-06-08T07:00:00.000Z']);

    told.length = 0;
    // The reminder planned for the old time finds the appointment moved: nothing is sent.
    await service.runReminder(stale!.data);
    expect(told).toEqual([]);
    await service.runReminder(planned[2]!.data);
    expect(told.map((entry) => [entry.userId, entry.kind])).toEqual([
      [team.employee.id, 'appointment_reminder'],
      [team.patient.id, 'appointment_reminder'],
    ]);
    expect(told[0]!.key).toBe(planned[2]!.key);

    told.length = 0;
    const patient = { userId: team.patient.id, role: 'patient' as const, clinicId: team.clinic.id } as never;
    await service.cancel(patient, booked!.id);
    told.length = 0;
    await service.runReminder(planned[3]!.data);
    expect(told).toEqual([]);
    expect(APPOINTMENT_REMINDER_QUEUE).toBe('appointment-reminders');
  });

  it('the sweep plans reminders still ahead for appointments stored without the service (demo data), and none twice', async () => {
    const team = await createClinicTeam(t);
    const planned: { key: string | undefined; runAt: Date | undefined }[] = [];
    const jobs = {
      enqueue: async (_queue: string, _data: never, options?: { key?: string; runAt?: Date }) => {
        planned.push({ key: options?.key, runAt: options?.runAt });
        return 'job';
      },
    } as unknown as Jobs;
    const at = new Date('2027-03-01T12:00:00.000Z');
    const service = createMeetingsService({
      repo: createMeetingsRepository(t.db),
      policy: createPeoplePolicy(createPeopleRepository(t.db)),
      notifications: { notify: async () => [] },
      jobs,
      publicUrl: 'http://localhost',
      now: () => at,
    });
    const hours = (n: number) => new Date(at.getTime() + n * 3_600_000);
    const common = { clinicId: team.clinic.id, employeeId: team.employee.id, patientId: team.patient.id, employeeTimeZone: 'UTC', patientTimeZone: 'UTC' };
    const [soon, tomorrow, cancelled, later] = await t.db
      .insert(appointments)
      .values([
        { ...common, startsAt: hours(3), endsAt: hours(4), status: 'approved' },
        { ...common, startsAt: hours(25), endsAt: hours(26), status: 'requested' },
        { ...common, startsAt: hours(5), endsAt: hours(6), status: 'cancelled' },
        { ...common, startsAt: hours(40), endsAt: hours(41), status: 'approved' },
      ])
      .returning({ id: appointments.id });

    await service.sweepReminders();
    const mine = (id: number) => planned.filter((job) => job.key?.startsWith(`appointment-reminder:${id}:`)).map((job) => job.runAt!.toISOString());
    // In three hours: only the one-hour reminder is still ahead. Tomorrow: both. Cancelled or beyond the horizon: none yet.
    expect(mine(soon!.id)).toEqual([hours(2).toISOString()]);
    expect(mine(tomorrow!.id)).toEqual([hours(1).toISOString(), hours(24).toISOString()]);
    expect(mine(cancelled!.id)).toEqual([]);
    expect(mine(later!.id)).toEqual([]);
  });
});
