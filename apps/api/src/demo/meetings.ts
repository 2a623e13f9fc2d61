import { eq, inArray } from 'drizzle-orm';
import { appointments, availabilityExceptions, availabilityHours, clinics, employeeSchedules, users, type Db } from '@stillpoint/db';
import { addDays, isoWeekday, utcToZoned, zonedToUtc } from '../modules/meetings/zoned-time.js';

/** Elena Ortiz keeps her hours in New York time: weekdays 09:00-17:00, 50-minute slots. */
export const DEMO_SCHEDULE = { timeZone: 'America/New_York', slotMinutes: 50, startMinute: 9 * 60, endMinute: 17 * 60 } as const;

/** The first weekday (Monday to Friday) at least `days` days after `day`, skipping `avoid`. */
function weekdayFrom(day: string, days: number, avoid: readonly string[] = []): string {
  let candidate = addDays(day, days);
  while (isoWeekday(candidate) > 5 || avoid.includes(candidate)) candidate = addDays(candidate, days < 0 ? -1 : 1);
  return candidate;
}

/**
 * Demo scheduling (issue 13), once, beside the demo accounts, relative to the time of seeding in the
 * therapist's zone: Elena's weekly hours and one day off, and with Paul Patel two upcoming appointments
 * (one he requested, one approved) and one past one, all inside her hours. Skipped when Elena already keeps
 * a schedule (the demo ran before, or she set her own).
 */
export async function seedDemoMeetings(db: Db, now = new Date()): Promise<boolean> {
  const people = await db
    .select({ id: users.id, email: users.email, clinicId: users.clinicId })
    .from(users)
    .where(inArray(users.email, ['patient@demo.stillpoint.test', 'employee@demo.stillpoint.test']));
  const [harbor] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  const patient = people.find((row) => row.email === 'patient@demo.stillpoint.test');
  const employee = people.find((row) => row.email === 'employee@demo.stillpoint.test');
  if (!harbor || !patient || !employee || employee.clinicId !== harbor.id) return false;
  if ((await db.select({ id: employeeSchedules.employeeId }).from(employeeSchedules).where(eq(employeeSchedules.employeeId, employee.id))).length) return false;

  const zone = DEMO_SCHEDULE.timeZone;
  const today = utcToZoned(now, zone).day;
  const requestedDay = weekdayFrom(today, 2);
  const approvedDay = weekdayFrom(requestedDay, 2);
  const pastDay = weekdayFrom(today, -7);
  const dayOff = weekdayFrom(today, 14, [requestedDay, approvedDay]);
  const at = (day: string, minute: number) => {
    const startsAt = zonedToUtc(day, minute, zone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + DEMO_SCHEDULE.slotMinutes * 60_000) };
  };
  const common = { clinicId: harbor.id, employeeId: employee.id, patientId: patient.id, employeeTimeZone: zone, patientTimeZone: zone, createdBy: employee.id };

  await db.transaction(async (tx) => {
    await tx.insert(employeeSchedules).values({ employeeId: employee.id, clinicId: harbor.id, timeZone: zone, slotMinutes: DEMO_SCHEDULE.slotMinutes });
    await tx.insert(availabilityHours).values(
      [1, 2, 3, 4, 5].map((weekday) => ({ employeeId: employee.id, weekday, startMinute: DEMO_SCHEDULE.startMinute, endMinute: DEMO_SCHEDULE.endMinute })),
    );
    await tx.insert(availabilityExceptions).values({ employeeId: employee.id, day: dayOff });
    await tx.insert(appointments).values([
      { ...common, ...at(requestedDay, 10 * 60), status: 'requested', createdBy: patient.id },
      { ...common, ...at(approvedDay, 14 * 60), status: 'approved' },
      { ...common, ...at(pastDay, 11 * 60), status: 'approved' },
    ]);
  });
  return true;
}
