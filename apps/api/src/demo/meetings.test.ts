import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { appointments } from '@stillpoint/db';
import type { TestApp } from '../../test/harness.js';
import { createDemoTestApp, login } from '../../test/factories.js';
import { utcToZoned } from '../modules/meetings/zoned-time.js';
import { DEMO_APPOINTMENT_RULES, DEMO_LIVE, DEMO_SCHEDULE, seedDemoLiveSessions, seedDemoMeetings } from './meetings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 60_000);
afterAll(() => t.close());

it("gives the demo therapist hours and the demo patient two upcoming appointments (requested, approved) and a past one, once", async () => {
  const now = new Date();
  expect(await seedDemoMeetings(t.db, now)).toBe(true);
  expect(await seedDemoMeetings(t.db, now)).toBe(false);

  const employee = await login(t, { email: 'employee@demo.stillpoint.test', role: 'employee' });
  const availability = (await t.call(endpoints.meetingsAvailability, {}, employee.accessToken)).body.data!;
  expect(availability).toMatchObject({ timeZone: 'America/New_York', slotMinutes: 50 });
  expect(availability.hours.map((block) => block.weekday)).toEqual([1, 2, 3, 4, 5]);
  expect(availability.daysOff).toHaveLength(1);

  const rows = await t.db.select().from(appointments).orderBy(appointments.startsAt);
  expect(rows.map((row) => row.status)).toEqual(['approved', 'requested', 'approved']);
  const [past, requested, approved] = rows;
  expect(past!.endsAt.getTime()).toBeLessThan(now.getTime());
  for (const row of [requested!, approved!]) {
    expect(row.startsAt.getTime()).toBeGreaterThan(now.getTime());
    const local = utcToZoned(row.startsAt, DEMO_SCHEDULE.timeZone);
    expect(local.weekday).toBeLessThanOrEqual(5);
    expect(availability.daysOff).not.toContain(local.day);
    expect(local.minuteOfDay).toBeGreaterThanOrEqual(DEMO_SCHEDULE.startMinute);
    expect(local.minuteOfDay + DEMO_SCHEDULE.slotMinutes).toBeLessThanOrEqual(DEMO_SCHEDULE.endMinute);
  }

  const patient = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const upcoming = (await t.call(endpoints.meetingsAppointments, { when: 'upcoming' }, patient.accessToken)).body.data!;
  expect(upcoming.map((row) => row.status)).toEqual(['requested', 'approved']);
  const pastList = (await t.call(endpoints.meetingsAppointments, { when: 'past' }, patient.accessToken)).body.data!;
  expect(pastList).toHaveLength(1);
  // Harbor's cancellation rules, which Paul sees; the approved appointment is far enough ahead to cancel.
  expect((await t.call(endpoints.meetingsAppointmentRules, {}, patient.accessToken)).body.data).toEqual(DEMO_APPOINTMENT_RULES);
  expect(Date.parse(upcoming[1]!.start) - now.getTime()).toBeGreaterThan(DEMO_APPOINTMENT_RULES.cancelNoticeHours * 3_600_000);
  const therapists = (await t.call(endpoints.meetingsEmployee, {}, patient.accessToken)).body.data!;
  expect(therapists).toEqual([expect.objectContaining({ timeZone: 'America/New_York', slotMinutes: 50, hasAvailability: true })]);
  expect((await t.db.select().from(appointments).where(eq(appointments.status, 'requested'))).length).toBe(1);
});

it('gives Harbor a live class next week, a full platform meeting with Paul waiting, and a platform class for personal users, once', async () => {
  const now = new Date();
  expect(await seedDemoLiveSessions(t.db, now)).toBe(true);
  expect(await seedDemoLiveSessions(t.db, now)).toBe(false);

  const patient = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const classes = (await t.call(endpoints.liveClassesSchedule, {}, patient.accessToken)).body.data!;
  expect(classes.map((row) => [row.title, row.capacity, row.joinedCount, row.myPlace])).toEqual([[DEMO_LIVE.movement.title, 8, 2, 'joined']]);
  const days = (Date.parse(classes[0]!.start) - now.getTime()) / 86_400_000;
  expect(days).toBeGreaterThan(6);
  expect(days).toBeLessThan(8);
  const meetings = (await t.call(endpoints.liveSessionsList, {}, patient.accessToken)).body.data!;
  expect(meetings.map((row) => [row.title, row.joinedCount, row.waitlistCount, row.myPlace, row.waitlistPosition])).toEqual([
    [DEMO_LIVE.sleep.title, 2, 1, 'waitlisted', 1],
  ]);

  const personal = await login(t, { email: 'personal@demo.stillpoint.test', role: 'frontuser' });
  const available = (await t.call(endpoints.liveClassesAvailable, {}, personal.accessToken)).body.data!;
  expect(available.map((row) => [row.title, row.clinic_id, row.myPlace])).toEqual([[DEMO_LIVE.windDown.title, null, 'joined']]);

  const employee = await login(t, { email: 'employee@demo.stillpoint.test', role: 'employee' });
  expect((await t.call(endpoints.liveSessionsList, {}, employee.accessToken)).body.data!.map((row) => row.title)).toEqual([DEMO_LIVE.sleep.title]);
  const clinic = await login(t, { email: 'clinic@demo.stillpoint.test', role: 'clinic' });
  const own = (await t.call(endpoints.clinicLiveClasses, {}, clinic.accessToken)).body.data!;
  const detail = (await t.call(endpoints.clinicLiveClassDetail, { id: own[0]!.id }, clinic.accessToken)).body.data!;
  expect(detail.participants.map((row) => row.person.name)).toEqual(['Paul Patel', 'Priya Nair']);
});
