import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { appointments, seedDemo } from '@stillpoint/db';
import { hashPassword } from '../lib/passwords.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { FACTORY_PASSWORD, login } from '../../test/factories.js';
import { utcToZoned } from '../modules/meetings/zoned-time.js';
import { DEMO_SCHEDULE, seedDemoMeetings } from './meetings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, () => hashPassword(FACTORY_PASSWORD));
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
  const therapists = (await t.call(endpoints.meetingsEmployee, {}, patient.accessToken)).body.data!;
  expect(therapists).toEqual([expect.objectContaining({ timeZone: 'America/New_York', slotMinutes: 50, hasAvailability: true })]);
  expect((await t.db.select().from(appointments).where(eq(appointments.status, 'requested'))).length).toBe(1);
});
