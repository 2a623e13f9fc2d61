import { eq, inArray } from 'drizzle-orm';
import { appointmentRules, appointments, availabilityExceptions, availabilityHours, clinics, employeeSchedules, liveSessionParticipants, liveSessions, users, type Db } from '@stillpoint/db';
import { addDays, isoWeekday, utcToZoned, zonedToUtc } from '../modules/meetings/zoned-time.js';

/** Elena Ortiz keeps her hours in New York time: weekdays 09:00-17:00, 50-minute slots. */
export const DEMO_SCHEDULE = { timeZone: 'America/New_York', slotMinutes: 50, startMinute: 9 * 60, endMinute: 17 * 60 } as const;

/** The first weekday (Monday to Friday) at least `days` days after `day`, skipping `avoid`. */
function weekdayFrom(day: string, days: number, avoid: readonly string[] = []): string {
  let candidate = addDays(day, days);
  while (isoWeekday(candidate) > 5 || avoid.includes(candidate)) candidate = addDays(candidate, days < 0 ? -1 : 1);
  return candidate;
}

/** Harbor's cancellation rules (decision 0034): the usual 24 hours, said in its own words too. */
export const DEMO_APPOINTMENT_RULES = {
  cancelNoticeHours: 24,
  onlineCancel: true,
  policy: 'Please cancel at least 24 hours ahead so someone else can have the time. Later cancellations may be charged.',
} as const;

/**
 * Demo scheduling (issue 13), once, beside the demo accounts, relative to the time of seeding in the
 * therapist's zone: Elena's weekly hours and one day off, and with Paul Patel two upcoming appointments
 * (one he requested, one approved, days ahead so he can still cancel it) and one past one, all inside her
 * hours. Skipped when Elena already keeps a schedule (the demo ran before, or she set her own). Harbor's
 * cancellation rules are set whenever it has none (a demo seeded before they existed gets them too; rules
 * the clinic saved stay).
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
  await db.insert(appointmentRules).values({ clinicId: harbor.id, ...DEMO_APPOINTMENT_RULES }).onConflictDoNothing();
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

/** The demo's live sessions (decision 0032), by title. */
export const DEMO_LIVE = {
  movement: { title: 'Mindful movement', capacity: 8 },
  sleep: { title: 'Group session: sleep', capacity: 2 },
  windDown: { title: 'Evening wind-down', capacity: 20 },
} as const;

/**
 * Demo live sessions (issue 13), once (skipped when any live session exists), relative to the time of
 * seeding in New York time:
 * - Harbor's class "Mindful movement" next week, led by Elena, 8 seats, Paul and Priya in (Harbor has no
 *   third demo patient);
 * - the platform meeting "Group session: sleep" led by Elena, 2 seats both taken (Priya and Sam) and Paul
 *   first on the waitlist, so the waitlist shows on his side and in the detail;
 * - the platform class "Evening wind-down" with no host, Sam and Bea in (personal users see it).
 */
export async function seedDemoLiveSessions(db: Db, now = new Date()): Promise<boolean> {
  const emails = ['patient@demo.stillpoint.test', 'patient2@demo.stillpoint.test', 'employee@demo.stillpoint.test', 'personal@demo.stillpoint.test', 'business@demo.stillpoint.test'];
  const people = await db.select({ id: users.id, email: users.email, clinicId: users.clinicId }).from(users).where(inArray(users.email, emails));
  const [harbor] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  const idOf = (email: string) => people.find((row) => row.email === email)?.id;
  const [paul, priya, elena, sam, bea] = emails.map(idOf);
  if (!harbor || !paul || !priya || !elena || !sam || !bea) return false;
  if ((await db.select({ id: liveSessions.id }).from(liveSessions).limit(1)).length) return false;

  const zone = DEMO_SCHEDULE.timeZone;
  const today = utcToZoned(now, zone).day;
  const at = (days: number, minute: number, minutes: number) => {
    const startsAt = zonedToUtc(addDays(today, days), minute, zone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), timeZone: zone };
  };
  await db.transaction(async (tx) => {
    const [movement, sleep, windDown] = await tx
      .insert(liveSessions)
      .values([
        {
          kind: 'class',
          clinicId: harbor.id,
          hostId: elena,
          title: DEMO_LIVE.movement.title,
          description: 'Slow, gentle movement with the breath: no experience or equipment needed, a chair is enough.',
          ...at(7, 18 * 60, 60),
          capacity: DEMO_LIVE.movement.capacity,
          createdBy: elena,
        },
        {
          kind: 'meeting',
          clinicId: null,
          hostId: elena,
          title: DEMO_LIVE.sleep.title,
          description: 'A small group on winding down and sleeping better, with time for questions.',
          ...at(3, 19 * 60, 60),
          capacity: DEMO_LIVE.sleep.capacity,
          createdBy: elena,
        },
        {
          kind: 'class',
          clinicId: null,
          hostId: null,
          title: DEMO_LIVE.windDown.title,
          description: 'Twenty minutes of stretching and a body scan to close the day.',
          ...at(5, 20 * 60, 45),
          capacity: DEMO_LIVE.windDown.capacity,
        },
      ])
      .returning({ id: liveSessions.id });
    // Seats in the order people took them; Paul joined the full meeting last, so he waits first in line.
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await tx.insert(liveSessionParticipants).values([
      { sessionId: movement!.id, userId: paul, place: 'joined', since: minutesAgo(90) },
      { sessionId: movement!.id, userId: priya, place: 'joined', since: minutesAgo(60) },
      { sessionId: sleep!.id, userId: priya, place: 'joined', since: minutesAgo(80) },
      { sessionId: sleep!.id, userId: sam, place: 'joined', since: minutesAgo(70) },
      { sessionId: sleep!.id, userId: paul, place: 'waitlisted', since: minutesAgo(30) },
      { sessionId: windDown!.id, userId: sam, place: 'joined', since: minutesAgo(50) },
      { sessionId: windDown!.id, userId: bea, place: 'joined', since: minutesAgo(40) },
    ]);
  });
  return true;
}
