import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  appointmentRules,
  appointments,
  availabilityExceptions,
  availabilityHours,
  calendarFeeds,
  employeePatients,
  employeeSchedules,
  notificationSettings,
  users,
  type Db,
} from '@stillpoint/db';
import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentStatus } from '@stillpoint/contracts';
import { personViewColumns } from '../people/person-view.columns.js';

export type AppointmentRecord = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

const employee = alias(users, 'appointment_employee');
const patient = alias(users, 'appointment_patient');

/** Which appointments a list reads: whose, and which statuses and times. */
export interface AppointmentFilter {
  clinicId?: number;
  employeeId?: number;
  patientId?: number;
  statuses?: readonly AppointmentStatus[];
  /** Appointments that end after this instant... */
  endsAfter?: Date;
  /** ...and start before this one. */
  startsBefore?: Date;
  /** Appointments that ended by this instant (past). */
  endedBy?: Date;
}

function conditions(filter: AppointmentFilter): SQL | undefined {
  return and(
    filter.clinicId !== undefined ? eq(appointments.clinicId, filter.clinicId) : undefined,
    filter.employeeId !== undefined ? eq(appointments.employeeId, filter.employeeId) : undefined,
    filter.patientId !== undefined ? eq(appointments.patientId, filter.patientId) : undefined,
    filter.statuses ? inArray(appointments.status, [...filter.statuses]) : undefined,
    filter.endsAfter ? gt(appointments.endsAt, filter.endsAfter) : undefined,
    filter.startsBefore ? lt(appointments.startsAt, filter.startsBefore) : undefined,
    filter.endedBy ? lte(appointments.endsAt, filter.endedBy) : undefined,
  );
}

/** The database refused an overlapping active appointment (the exclusion constraint of migration 0012). */
export function isDoubleBooking(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23P01') return true;
  }
  return false;
}

/** A therapist with their scheduling settings (null when they never set them) and whether they keep hours. */
const therapistColumns = {
  person: personViewColumns(users),
  timeZone: employeeSchedules.timeZone,
  slotMinutes: employeeSchedules.slotMinutes,
  hasAvailability: sql<boolean>`exists (select 1 from availability_hours h where h.employee_id = ${users.id})`,
};

export function createMeetingsRepository(db: Db) {
  const withPeople = () =>
    db
      .select({ appointment: appointments, employee: personViewColumns(employee), patient: personViewColumns(patient) })
      .from(appointments)
      .innerJoin(employee, eq(employee.id, appointments.employeeId))
      .innerJoin(patient, eq(patient.id, appointments.patientId));

  return {
    /** The zone a person chose in their settings (UTC when they never did). */
    async personTimeZone(userId: number) {
      const [row] = await db.select({ timeZone: notificationSettings.timeZone }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row?.timeZone ?? 'UTC';
    },
    findSchedule: async (employeeId: number) => (await db.select().from(employeeSchedules).where(eq(employeeSchedules.employeeId, employeeId)))[0],
    hoursOf: (employeeId: number) =>
      db.select().from(availabilityHours).where(eq(availabilityHours.employeeId, employeeId)).orderBy(asc(availabilityHours.weekday), asc(availabilityHours.startMinute)),
    daysOffOf: (employeeId: number) =>
      db.select().from(availabilityExceptions).where(eq(availabilityExceptions.employeeId, employeeId)).orderBy(asc(availabilityExceptions.day)),

    /** Replaces a therapist's zone, slot length, weekly hours and days off in one transaction. */
    async replaceAvailability(input: {
      employeeId: number;
      clinicId: number;
      timeZone: string;
      slotMinutes: number;
      hours: { weekday: number; startMinute: number; endMinute: number }[];
      daysOff: string[];
    }) {
      await db.transaction(async (tx) => {
        const schedule = { clinicId: input.clinicId, timeZone: input.timeZone, slotMinutes: input.slotMinutes, updatedAt: new Date() };
        await tx
          .insert(employeeSchedules)
          .values({ employeeId: input.employeeId, ...schedule })
          .onConflictDoUpdate({ target: employeeSchedules.employeeId, set: schedule });
        await tx.delete(availabilityHours).where(eq(availabilityHours.employeeId, input.employeeId));
        await tx.delete(availabilityExceptions).where(eq(availabilityExceptions.employeeId, input.employeeId));
        if (input.hours.length > 0) await tx.insert(availabilityHours).values(input.hours.map((block) => ({ employeeId: input.employeeId, ...block })));
        const days = [...new Set(input.daysOff)];
        if (days.length > 0) await tx.insert(availabilityExceptions).values(days.map((day) => ({ employeeId: input.employeeId, day })));
      });
    },

    /** Active appointments of a therapist overlapping [from, to): the busy time of an availability check. */
    busyTimes: (employeeId: number, from: Date, to: Date) =>
      db
        .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
        .from(appointments)
        .where(conditions({ employeeId, statuses: ACTIVE_APPOINTMENT_STATUSES, endsAfter: from, startsBefore: to })),

    /** Inserts appointments in one transaction (a series is all or nothing); the constraint may refuse. */
    insert: (rows: NewAppointment[]) => db.transaction(async (tx) => tx.insert(appointments).values(rows).returning({ id: appointments.id })),

    /**
     * Changes an appointment's status (and times), only from one of `from` statuses; undefined when it was
     * not. Each change is a new revision (the iCalendar SEQUENCE calendars compare).
     */
    async change(id: number, from: readonly AppointmentStatus[], set: Partial<Pick<AppointmentRecord, 'status' | 'startsAt' | 'endsAt'>>) {
      const [row] = await db
        .update(appointments)
        .set({ ...set, sequence: sql`${appointments.sequence} + 1`, updatedAt: new Date() })
        .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
        .returning({ id: appointments.id });
      return row;
    },

    /**
     * A patient's cancel, decided by the database at once (decision 0034): a request that has not started
     * yet, or an approved appointment starting at or after `approvedFrom` (null: approved ones not at all).
     * Undefined when the appointment was in neither state (it changed meanwhile).
     */
    async cancelByPatient(id: number, { now, approvedFrom }: { now: Date; approvedFrom: Date | null }) {
      const [row] = await db
        .update(appointments)
        .set({ status: 'cancelled', sequence: sql`${appointments.sequence} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(appointments.id, id),
            gt(appointments.startsAt, now),
            or(
              eq(appointments.status, 'requested'),
              approvedFrom ? and(eq(appointments.status, 'approved'), gte(appointments.startsAt, approvedFrom)) : undefined,
            ),
          ),
        )
        .returning({ id: appointments.id });
      return row;
    },

    // ----- cancellation rules (decision 0034) -----

    /** A clinic's cancellation rules; undefined when it never set them (the defaults apply). */
    findRules: async (clinicId: number) => (await db.select().from(appointmentRules).where(eq(appointmentRules.clinicId, clinicId)))[0],
    async saveRules(clinicId: number, rules: { cancelNoticeHours: number; onlineCancel: boolean; policy: string }) {
      const set = { ...rules, updatedAt: new Date() };
      const [row] = await db
        .insert(appointmentRules)
        .values({ clinicId, ...set })
        .onConflictDoUpdate({ target: appointmentRules.clinicId, set })
        .returning();
      return row!;
    },

    /** Removes an appointment (a clinic's or an administrator's delete). */
    remove: (id: number) => db.delete(appointments).where(eq(appointments.id, id)),

    findWithPeople: async (id: number) => (await withPeople().where(eq(appointments.id, id)))[0],
    listWithPeople: (ids: number[]) => withPeople().where(inArray(appointments.id, ids)).orderBy(asc(appointments.startsAt)),

    /** A range of appointments in time order (schedules). */
    range: (filter: AppointmentFilter) => withPeople().where(conditions(filter)).orderBy(asc(appointments.startsAt), asc(appointments.id)),

    /** A page of appointments: soonest first, or latest first (`newestFirst`, past lists). */
    async page(filter: AppointmentFilter, page: { limit: number; offset: number }, newestFirst = false) {
      const where = conditions(filter);
      const order = newestFirst ? [desc(appointments.startsAt), desc(appointments.id)] : [asc(appointments.startsAt), asc(appointments.id)];
      const [rows, [total]] = await Promise.all([
        withPeople().where(where).orderBy(...order).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(appointments).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    // ----- pickers -----

    /** A patient's assigned therapists, by name. */
    therapistsOfPatient: (patientId: number) =>
      db
        .select(therapistColumns)
        .from(employeePatients)
        .innerJoin(users, eq(users.id, employeePatients.employeeId))
        .leftJoin(employeeSchedules, eq(employeeSchedules.employeeId, users.id))
        .where(and(eq(employeePatients.patientId, patientId), eq(users.role, 'employee')))
        .orderBy(asc(users.fullName), asc(users.id)),
    /** A clinic's employees, by name. */
    clinicTherapists: (clinicId: number) =>
      db
        .select(therapistColumns)
        .from(users)
        .leftJoin(employeeSchedules, eq(employeeSchedules.employeeId, users.id))
        .where(and(eq(users.clinicId, clinicId), eq(users.role, 'employee')))
        .orderBy(asc(users.fullName), asc(users.id)),
    /** A clinic's patients (or one employee's assigned ones among them), by name. */
    clinicPatients: (clinicId: number, assignedTo?: number) =>
      db
        .select({ person: personViewColumns(users) })
        .from(users)
        .where(
          and(
            eq(users.clinicId, clinicId),
            eq(users.role, 'patient'),
            assignedTo !== undefined
              ? sql`exists (select 1 from employee_patients ep where ep.patient_id = ${users.id} and ep.employee_id = ${assignedTo})`
              : undefined,
          ),
        )
        .orderBy(asc(users.fullName), asc(users.id)),

    // ----- calendar feeds -----

    findFeed: async (userId: number) => (await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)))[0],
    /** Keeps one feed per person: a new token replaces the previous one. */
    async replaceFeed(userId: number, tokenHash: string) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
        .returning();
      return row!;
    },
    deleteFeed: (userId: number) => db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    /** The owner of a feed token (by its hash), as a viewer. */
    async feedOwner(tokenHash: string) {
      const [row] = await db
        .select({ userId: users.id, role: users.role, clinicId: users.clinicId })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },
    /**
     * What a feed holds: the appointments of a scope (a person's, or a clinic's) between two instants,
     * requested and approved ones, and denied or cancelled ones changed since `changedSince` (so calendars
     * that hold them see them cancelled).
     */
    feedAppointments: (scope: { userId?: number; clinicId?: number }, from: Date, to: Date, changedSince: Date) =>
      withPeople()
        .where(
          and(
            scope.clinicId !== undefined ? eq(appointments.clinicId, scope.clinicId) : undefined,
            scope.userId !== undefined ? or(eq(appointments.employeeId, scope.userId), eq(appointments.patientId, scope.userId)) : undefined,
            gt(appointments.endsAt, from),
            lt(appointments.startsAt, to),
            or(inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]), gte(appointments.updatedAt, changedSince)),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(2000),

    /** Whether an active appointment still starts at `startsAt` (a reminder planned for it is still due). */
    /** Ids of active appointments starting within [from, to) (the reminder sweep). */
    async activeStartingBetween(from: Date, to: Date) {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]), gte(appointments.startsAt, from), lt(appointments.startsAt, to)));
      return rows.map((row) => row.id);
    },
    async stillDue(id: number, startsAt: Date) {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.startsAt, startsAt), inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES])));
      return Boolean(row);
    },
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
export type AppointmentWithPeople = NonNullable<Awaited<ReturnType<MeetingsRepository['findWithPeople']>>>;
