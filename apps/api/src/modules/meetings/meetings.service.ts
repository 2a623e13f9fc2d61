import { randomUUID } from 'node:crypto';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  APPOINTMENT_RULES_DEFAULT,
  CALENDAR_FEED_BASE,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  cancelNoticeMessage,
  formatDateTime,
  MEETING_MESSAGES,
  minutesOf,
  type Appointment,
  type AppointmentRules,
  type AppointmentStatus,
  type Availability,
  type MeetingsTherapist,
  type PersonView,
} from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashToken, newOpaqueToken } from '../../lib/crypto.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { clinicActor, type PeoplePolicy } from '../people/people.policy.js';
import { presentPersonView, type PersonViewer } from '../people/person-view.presenter.js';
import { appointmentIcs, appointmentsCalendar } from './meetings.calendar.js';
import { presentAppointment } from './meetings.presenter.js';
import { isDoubleBooking, type AppointmentFilter, type AppointmentWithPeople, type MeetingsRepository, type NewAppointment } from './meetings.repository.js';
import { addDays, daysBetween, isoWeekday, utcToZoned, zonedToUtc } from './zoned-time.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Feed tokens are base64url of 32 bytes: anything else is not looked up. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DEFAULT_TIME_ZONE = 'UTC';
const DEFAULT_SLOT_MINUTES = 50;
export const APPOINTMENT_REMINDER_QUEUE = 'appointment-reminders';
/** Reminders go this many minutes before an appointment (24 h and 1 h). */
export const REMINDER_LEADS_MINUTES = [24 * 60, 60] as const;
/**
 * The hourly sweep plans the reminders of every active appointment starting within this horizon (the
 * longest lead plus a sweep interval and a margin): appointments stored without the service (demo data, an
 * import) and reminder jobs lost with a database restore are reminded all the same. Planning is keyed, and
 * only reminders still ahead are planned, so a sweep never sends one twice.
 */
export const APPOINTMENT_REMINDER_SWEEP_QUEUE = 'appointment-reminder-sweep';
const REMINDER_SWEEP_HORIZON_MS = (24 * 60 + 120) * MINUTE_MS;

type Page = { limit: number; offset: number };
type TimeRange = { start: string; end: string };
interface ReminderJob {
  appointmentId: number;
  /** The start the reminder was planned for: a moved or cancelled appointment makes it stale (a no-op). */
  startsAt: string;
  leadMinutes: number;
}

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Scheduling (decision 0028): availability, requests, bookings and their changes. The database refuses
 * overlapping active appointments of one therapist (exclusion constraint), which answers 409 here; the
 * checks before it (availability, the past, tenancy) only give better messages. Tenancy as everywhere:
 * another clinic's people and appointments answer 404 as if they did not exist.
 */
export function createMeetingsService({
  repo,
  policy,
  notifications,
  jobs,
  publicUrl,
  now = () => new Date(),
}: {
  repo: MeetingsRepository;
  policy: PeoplePolicy;
  notifications: Pick<NotificationService, 'notify'>;
  jobs: Jobs;
  /** The app's public URL: calendar feed URLs are absolute. */
  publicUrl: string;
  now?: () => Date;
}) {
  async function availabilityOf(employeeId: number): Promise<Availability> {
    const [schedule, hours, daysOff] = await Promise.all([repo.findSchedule(employeeId), repo.hoursOf(employeeId), repo.daysOffOf(employeeId)]);
    return {
      timeZone: schedule?.timeZone ?? DEFAULT_TIME_ZONE,
      slotMinutes: schedule?.slotMinutes ?? DEFAULT_SLOT_MINUTES,
      hours: hours.map((block) => ({ weekday: block.weekday, start: clock(block.startMinute), end: clock(block.endMinute) })),
      daysOff: daysOff.map((row) => row.day),
    };
  }

  /** The therapist a caller may schedule with: a patient, their clinic's; an employee, themself. 404 on employee_id otherwise. */
  async function therapistFor(auth: AuthContext, employeeId: number) {
    const missing = () => fieldError('NOT_FOUND', 'employee_id', `Employee ${employeeId} not found`);
    if (auth.role === 'employee') {
      if (employeeId !== auth.userId) throw missing();
      return;
    }
    await policy.ofClinic(auth, employeeId, 'employee').catch(() => {
      throw missing();
    });
  }

  function parseRange(range: TimeRange) {
    const startsAt = new Date(range.start);
    const endsAt = new Date(range.end);
    if (startsAt.getTime() <= now().getTime()) throw fieldError('VALIDATION', 'start', MEETING_MESSAGES.inThePast);
    return { startsAt, endsAt };
  }

  /** Whether [startsAt, endsAt) lies within one block of the therapist's weekly hours on a working day. */
  function withinHours(schedule: Availability, startsAt: Date, endsAt: Date): boolean {
    const local = utcToZoned(startsAt, schedule.timeZone);
    if (schedule.daysOff.includes(local.day)) return false;
    const endMinute = local.minuteOfDay + (endsAt.getTime() - startsAt.getTime()) / MINUTE_MS;
    return schedule.hours.some(
      (block) => block.weekday === local.weekday && minutesOf(block.start) <= local.minuteOfDay && endMinute <= minutesOf(block.end),
    );
  }

  async function insertOrConflict(rows: NewAppointment[]): Promise<number[]> {
    try {
      return (await repo.insert(rows)).map((row) => row.id);
    } catch (error) {
      if (isDoubleBooking(error)) throw fieldError('CONFLICT', 'start', MEETING_MESSAGES.slotTaken);
      throw error;
    }
  }

  async function presentIds(ids: number[], auth: AuthContext): Promise<Appointment[]> {
    return (await repo.listWithPeople(ids)).map((row) => presentAppointment(row, auth));
  }

  /** An appointment the caller may see and act on: the clinic's, the therapist's own, the patient's own. */
  async function reachable(auth: AuthContext, id: number): Promise<AppointmentWithPeople> {
    const row = await repo.findWithPeople(id);
    const { appointment } = row ?? {};
    const mine =
      appointment &&
      ((auth.role === 'clinic' && appointment.clinicId === auth.clinicId) ||
        (auth.role === 'employee' && appointment.employeeId === auth.userId) ||
        (auth.role === 'patient' && appointment.patientId === auth.userId));
    if (!row || !mine) throw fieldError('NOT_FOUND', 'id', 'Appointment not found');
    return row;
  }

  /** Plans the 24 h and 1 h reminders of an appointment at its current start (keyed: planned once however often asked). */
  async function planReminders(appointmentIds: number[]) {
    const rows = await repo.listWithPeople(appointmentIds);
    for (const { appointment } of rows) {
      for (const leadMinutes of REMINDER_LEADS_MINUTES) {
        const runAt = new Date(appointment.startsAt.getTime() - leadMinutes * MINUTE_MS);
        if (runAt.getTime() <= now().getTime()) continue;
        const startsAt = appointment.startsAt.toISOString();
        await jobs.enqueue<ReminderJob>(
          APPOINTMENT_REMINDER_QUEUE,
          { appointmentId: appointment.id, startsAt, leadMinutes },
          { key: `appointment-reminder:${appointment.id}:${startsAt}:${leadMinutes}`, runAt },
        );
      }
    }
  }

  /**
   * Tells one side of an appointment of a change, with its time in their own zone (`{time}` in the
   * sentence); no names and nothing else a lock screen may not show.
   */
  async function tell(row: AppointmentWithPeople, to: 'employee' | 'patient', title: string, sentence: string, calendar = false) {
    const { appointment } = row;
    const zone = to === 'employee' ? appointment.employeeTimeZone : appointment.patientTimeZone;
    await notifications.notify({
      userId: to === 'employee' ? appointment.employeeId : appointment.patientId,
      kind: 'appointment_update',
      title,
      body: sentence.replace('{time}', formatDateTime(appointment.startsAt, zone)),
      link: (recipient) => `/${recipient.role}/appointments`,
      // `calendar`: the e-mail carries the appointment's .ics (meetings.calendar.ts).
      data: { appointmentId: appointment.id, ...(calendar ? { calendar: true } : {}) },
    });
  }

  const presentRules = (row: AppointmentRules): AppointmentRules => ({
    cancelNoticeHours: row.cancelNoticeHours,
    onlineCancel: row.onlineCancel,
    policy: row.policy,
  });
  /** A clinic's cancellation rules, or the defaults when it never set its own. */
  async function rulesOf(clinicId: number): Promise<AppointmentRules> {
    const row = await repo.findRules(clinicId);
    return row ? presentRules(row) : { ...APPOINTMENT_RULES_DEFAULT };
  }

  /** Moves an appointment from one of `from` statuses (409 when it is in none of them). */
  async function transition(auth: AuthContext, id: number, from: readonly AppointmentStatus[], to: AppointmentStatus) {
    await reachable(auth, id);
    if (!(await repo.change(id, from, { status: to }))) throw new AppError('CONFLICT', `This appointment cannot be ${to} now`);
    const row = await repo.findWithPeople(id);
    return row!;
  }

  /** The clinic's appointments, or the therapist's own. */
  function careScope(auth: AuthContext, employeeId?: number): AppointmentFilter {
    if (auth.role === 'employee') return { employeeId: auth.userId };
    return { clinicId: clinicActor(auth).clinicId, ...(employeeId !== undefined ? { employeeId } : {}) };
  }

  async function sweepReminders() {
    const ids = await repo.activeStartingBetween(now(), new Date(now().getTime() + REMINDER_SWEEP_HORIZON_MS));
    if (ids.length > 0) await planReminders(ids);
  }

  async function runReminder(job: ReminderJob) {
    const startsAt = new Date(job.startsAt);
    if (!(await repo.stillDue(job.appointmentId, startsAt))) return;
    const row = await repo.findWithPeople(job.appointmentId);
    if (!row) return;
    const lead = job.leadMinutes >= 60 * 24 ? 'tomorrow' : 'in one hour';
    for (const side of ['employee', 'patient'] as const) {
      const { appointment } = row;
      const zone = side === 'employee' ? appointment.employeeTimeZone : appointment.patientTimeZone;
      await notifications.notify({
        userId: side === 'employee' ? appointment.employeeId : appointment.patientId,
        kind: 'appointment_reminder',
        title: `Appointment ${lead}`,
        body: `Your appointment starts ${formatDateTime(appointment.startsAt, zone)}.`,
        link: (recipient) => `/${recipient.role}/appointments`,
        data: { appointmentId: appointment.id },
        // A retried job (crash, restart) reminds once.
        key: `appointment-reminder:${appointment.id}:${job.startsAt}:${job.leadMinutes}`,
      });
    }
  }

  const therapist = (row: Awaited<ReturnType<MeetingsRepository['clinicTherapists']>>[number], viewer: PersonViewer): MeetingsTherapist => ({
    employee: presentPersonView(row.person, viewer),
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    slotMinutes: row.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    hasAvailability: Boolean(row.hasAvailability),
  });
  const people = (rows: { person: Parameters<typeof presentPersonView>[0] }[], viewer: PersonViewer): PersonView[] =>
    rows.map((row) => presentPersonView(row.person, viewer));

  /** The keys of the reminders planned for an appointment's current start (those of earlier starts are stale anyway). */
  const reminderKeys = (appointment: { id: number; startsAt: Date }) =>
    REMINDER_LEADS_MINUTES.map((leadMinutes) => `appointment-reminder:${appointment.id}:${appointment.startsAt.toISOString()}:${leadMinutes}`);

  /**
   * An administrator acts on appointments as the clinic they belong to (admin/video/*): the clinic's own
   * booking and moving rules apply unchanged, with the administrator recorded as the one who booked.
   */
  const asClinic = (auth: AuthContext, clinicId: number | null): AuthContext => {
    if (clinicId === null) throw fieldError('NOT_FOUND', 'employee_id', 'Employee not found');
    return { ...auth, role: 'clinic', clinicId };
  };

  const service = {
    async register() {
      await jobs.define<ReminderJob>(APPOINTMENT_REMINDER_QUEUE, async (job) => runReminder(job.data), {
        retryLimit: 3,
        retryDelaySeconds: 30,
        expireInSeconds: 60,
      });
      await jobs.define(APPOINTMENT_REMINDER_SWEEP_QUEUE, async () => sweepReminders(), { retryLimit: 2, retryDelaySeconds: 60, concurrency: 1 });
      if (jobs.working) {
        await jobs.every(APPOINTMENT_REMINDER_SWEEP_QUEUE, '11 * * * *');
        // And once at start, so what was stored while no process ran jobs is planned now.
        await jobs.enqueue(APPOINTMENT_REMINDER_SWEEP_QUEUE, {}, { key: 'appointment-reminder-sweep:start' });
      }
    },
    runReminder,
    sweepReminders,

    availability: (auth: AuthContext) => availabilityOf(auth.userId),

    async setAvailability(
      auth: AuthContext,
      input: { timeZone: string; slotMinutes: number; hours: { weekday: number; start: string; end: string }[]; daysOff: string[] },
    ) {
      const { clinicId } = clinicActor(auth);
      await repo.replaceAvailability({
        employeeId: auth.userId,
        clinicId,
        timeZone: input.timeZone,
        slotMinutes: input.slotMinutes,
        hours: input.hours.map((block) => ({ weekday: block.weekday, startMinute: minutesOf(block.start), endMinute: minutesOf(block.end) })),
        daysOff: input.daysOff,
      });
      return availabilityOf(auth.userId);
    },

    /** Free slots: each working day's hours cut into slots, less days off, booked time and the past. */
    async freeSlots(auth: AuthContext, input: { employee_id: number; from: string; to: string }) {
      await therapistFor(auth, input.employee_id);
      const schedule = await availabilityOf(input.employee_id);
      const zone = schedule.timeZone;
      const rangeStart = zonedToUtc(input.from, 0, zone);
      const rangeEnd = zonedToUtc(addDays(input.to, 1), 0, zone);
      const busy = await repo.busyTimes(input.employee_id, rangeStart, rangeEnd);
      const earliest = now().getTime();
      const daysOff = new Set(schedule.daysOff);
      const slots: { start: string; end: string }[] = [];
      for (const day of daysBetween(input.from, input.to)) {
        if (daysOff.has(day)) continue;
        const weekday = isoWeekday(day);
        for (const block of schedule.hours.filter((hours) => hours.weekday === weekday)) {
          for (let minute = minutesOf(block.start); minute + schedule.slotMinutes <= minutesOf(block.end); minute += schedule.slotMinutes) {
            const start = zonedToUtc(day, minute, zone);
            const end = new Date(start.getTime() + schedule.slotMinutes * MINUTE_MS);
            if (start.getTime() <= earliest) continue;
            if (busy.some((taken) => taken.startsAt < end && start < taken.endsAt)) continue;
            slots.push({ start: start.toISOString(), end: end.toISOString() });
          }
        }
      }
      return { timeZone: zone, slotMinutes: schedule.slotMinutes, slots };
    },

    /** A patient asks their clinic's therapist for a time within the therapist's hours. */
    async request(auth: AuthContext, input: TimeRange & { employee_id: number; timeZone: string }) {
      const { clinicId } = clinicActor(auth);
      await therapistFor(auth, input.employee_id);
      const { startsAt, endsAt } = parseRange(input);
      const schedule = await availabilityOf(input.employee_id);
      if (!withinHours(schedule, startsAt, endsAt)) throw fieldError('VALIDATION', 'start', MEETING_MESSAGES.outsideAvailability);
      const [id] = await insertOrConflict([
        {
          clinicId,
          employeeId: input.employee_id,
          patientId: auth.userId,
          startsAt,
          endsAt,
          employeeTimeZone: schedule.timeZone,
          patientTimeZone: input.timeZone,
          status: 'requested',
          createdBy: auth.userId,
        },
      ]);
      const row = (await repo.findWithPeople(id!))!;
      await tell(row, 'employee', 'New appointment request', 'A patient asked for an appointment on {time}.');
      await planReminders([id!]);
      return presentAppointment(row, auth);
    },

    /**
     * A therapist books one of their patients, once or every one or two weeks `count` times. Occurrences
     * keep the first one's local time in the therapist's zone (so 09:00 stays 09:00 across DST); the
     * series is stored all or nothing.
     */
    async book(auth: AuthContext, input: TimeRange & { patient_id: number; repeat: 'none' | 'weekly' | 'biweekly'; count: number }) {
      const { clinicId } = clinicActor(auth);
      await policy.assignedToEmployee(auth, input.patient_id).catch(() => {
        throw fieldError('NOT_FOUND', 'patient_id', `Patient ${input.patient_id} not found`);
      });
      const { startsAt, endsAt } = parseRange(input);
      const schedule = await availabilityOf(auth.userId);
      const zone = schedule.timeZone;
      const patientTimeZone = await repo.personTimeZone(input.patient_id);
      const durationMs = endsAt.getTime() - startsAt.getTime();
      const first = utcToZoned(startsAt, zone);
      const occurrences = input.repeat === 'none' ? 1 : input.count;
      const stepDays = input.repeat === 'biweekly' ? 14 : 7;
      const seriesId = occurrences > 1 ? randomUUID() : null;
      const rows: NewAppointment[] = [];
      for (let index = 0; index < occurrences; index++) {
        const start = index === 0 ? startsAt : zonedToUtc(addDays(first.day, index * stepDays), first.minuteOfDay, zone);
        rows.push({
          clinicId,
          employeeId: auth.userId,
          patientId: input.patient_id,
          startsAt: start,
          endsAt: new Date(start.getTime() + durationMs),
          employeeTimeZone: zone,
          patientTimeZone,
          status: 'approved',
          seriesId,
          createdBy: auth.userId,
        });
      }
      const ids = await insertOrConflict(rows);
      await planReminders(ids);
      const booked = await presentIds(ids, auth);
      const firstRow = await repo.findWithPeople(ids[0]!);
      await tell(firstRow!, 'patient', 'New appointment', occurrences > 1 ? `${occurrences} appointments were booked for you, the first on {time}.` : 'An appointment was booked for you on {time}.', true);
      return booked;
    },

    /** A clinic books one of its employees with one of its patients (approved at once). */
    async clinicBook(auth: AuthContext, input: TimeRange & { employee_id: number; patient_id: number }) {
      const { clinicId } = clinicActor(auth);
      await policy.ofClinic(auth, input.employee_id, 'employee').catch(() => {
        throw fieldError('NOT_FOUND', 'employee_id', `Employee ${input.employee_id} not found`);
      });
      await policy.ofClinic(auth, input.patient_id, 'patient').catch(() => {
        throw fieldError('NOT_FOUND', 'patient_id', `Patient ${input.patient_id} not found`);
      });
      const { startsAt, endsAt } = parseRange(input);
      const schedule = await availabilityOf(input.employee_id);
      const [id] = await insertOrConflict([
        {
          clinicId,
          employeeId: input.employee_id,
          patientId: input.patient_id,
          startsAt,
          endsAt,
          employeeTimeZone: schedule.timeZone,
          patientTimeZone: await repo.personTimeZone(input.patient_id),
          status: 'approved',
          createdBy: auth.userId,
        },
      ]);
      const row = (await repo.findWithPeople(id!))!;
      await tell(row, 'patient', 'New appointment', 'An appointment was booked for you on {time}.', true);
      await tell(row, 'employee', 'New appointment', 'Your clinic booked an appointment for you on {time}.', true);
      await planReminders([id!]);
      return presentAppointment(row, auth);
    },

    schedule: async (auth: AuthContext, input: { from: string; to: string; employee_id?: number | undefined }) => {
      const scope = careScope(auth, input.employee_id);
      // The days are read in the therapist's zone when one therapist's schedule is asked, else in UTC.
      const zone = scope.employeeId !== undefined ? (await availabilityOf(scope.employeeId)).timeZone : DEFAULT_TIME_ZONE;
      const rows = await repo.range({
        ...scope,
        statuses: ACTIVE_APPOINTMENT_STATUSES,
        endsAfter: zonedToUtc(input.from, 0, zone),
        startsBefore: zonedToUtc(addDays(input.to, 1), 0, zone),
      });
      return rows.map((row) => presentAppointment(row, auth));
    },

    async requested(auth: AuthContext, page: Page) {
      const { rows, total } = await repo.page({ ...careScope(auth), statuses: ['requested'], endsAfter: now() }, page);
      return { rows: rows.map((row) => presentAppointment(row, auth)), total };
    },

    async patientList(auth: AuthContext, when: 'upcoming' | 'past', page: Page) {
      const filter: AppointmentFilter = when === 'upcoming' ? { patientId: auth.userId, endsAfter: now() } : { patientId: auth.userId, endedBy: now() };
      const { rows, total } = await repo.page(filter, page, when === 'past');
      return { rows: rows.map((row) => presentAppointment(row, auth)), total };
    },

    async approve(auth: AuthContext, id: number) {
      const row = await transition(auth, id, ['requested'], 'approved');
      await tell(row, 'patient', 'Appointment approved', 'Your appointment on {time} was approved.', true);
      return presentAppointment(row, auth);
    },

    async deny(auth: AuthContext, id: number) {
      const row = await transition(auth, id, ['requested'], 'denied');
      await tell(row, 'patient', 'Appointment denied', 'Your appointment request for {time} was denied.');
      return presentAppointment(row, auth);
    },

    /**
     * A patient cancels an upcoming appointment within their clinic's rules (decision 0034): a request
     * always; an approved appointment when the clinic takes cancellations online and its notice has not
     * begun (409 naming id otherwise, and nothing changes). The database applies the same condition in the
     * update itself, so a move or an approval meanwhile cannot slip past it. Stale reminders find it
     * cancelled and stay silent.
     */
    async cancel(auth: AuthContext, id: number) {
      const { appointment } = await reachable(auth, id);
      const at = now();
      if (appointment.startsAt.getTime() <= at.getTime()) throw new AppError('CONFLICT', 'This appointment has started already');
      const rules = await rulesOf(appointment.clinicId);
      const approvedFrom = rules.onlineCancel ? new Date(at.getTime() + rules.cancelNoticeHours * HOUR_MS) : null;
      if (appointment.status === 'approved') {
        if (!approvedFrom) throw fieldError('CONFLICT', 'id', MEETING_MESSAGES.cancelOffline);
        if (appointment.startsAt.getTime() < approvedFrom.getTime()) throw fieldError('CONFLICT', 'id', cancelNoticeMessage(rules.cancelNoticeHours));
      }
      if (!(await repo.cancelByPatient(id, { now: at, approvedFrom }))) throw new AppError('CONFLICT', 'This appointment cannot be cancelled now');
      const row = (await repo.findWithPeople(id))!;
      await tell(row, 'employee', 'Appointment cancelled', 'The appointment on {time} was cancelled by the patient.');
      return presentAppointment(row, auth);
    },

    /** The cancellation rules of the caller's clinic (a clinic account's own, a patient's clinic's). */
    appointmentRules: (auth: AuthContext) => rulesOf(clinicActor(auth).clinicId),

    async setAppointmentRules(auth: AuthContext, input: AppointmentRules) {
      const row = await repo.saveRules(clinicActor(auth).clinicId, input);
      return presentRules(row);
    },

    /** Reschedules: new times, the same status; reminders are planned for the new start (the old ones go stale). */
    async reschedule(auth: AuthContext, input: TimeRange & { id: number }) {
      await reachable(auth, input.id);
      const { startsAt, endsAt } = parseRange(input);
      let changed;
      try {
        changed = await repo.change(input.id, ACTIVE_APPOINTMENT_STATUSES, { startsAt, endsAt });
      } catch (error) {
        if (isDoubleBooking(error)) throw fieldError('CONFLICT', 'start', MEETING_MESSAGES.slotTaken);
        throw error;
      }
      if (!changed) throw new AppError('CONFLICT', 'Only requested or approved appointments can be moved');
      await planReminders([input.id]);
      const row = (await repo.findWithPeople(input.id))!;
      await tell(row, 'patient', 'Appointment moved', 'Your appointment was moved to {time}.', true);
      return presentAppointment(row, auth);
    },

    // ----- pickers -----

    /** A patient's therapists (assigned to them). */
    therapists: async (auth: AuthContext) => (await repo.therapistsOfPatient(auth.userId)).map((row) => therapist(row, auth)),
    /** A clinic's employees. */
    clinicTherapists: async (auth: AuthContext) => (await repo.clinicTherapists(clinicActor(auth).clinicId)).map((row) => therapist(row, auth)),
    /** An employee's patients (assigned to them). */
    patients: async (auth: AuthContext) => people(await repo.clinicPatients(clinicActor(auth).clinicId, auth.userId), auth),
    /** A clinic's patients, or one of its employees' (another employee_id answers 404). */
    async clinicPatients(auth: AuthContext, employeeId?: number) {
      const { clinicId } = clinicActor(auth);
      if (employeeId !== undefined) {
        await policy.ofClinic(auth, employeeId, 'employee').catch(() => {
          throw fieldError('NOT_FOUND', 'employee_id', `Employee ${employeeId} not found`);
        });
      }
      return people(await repo.clinicPatients(clinicId, employeeId), auth);
    },

    // ----- calendar files and feeds (decision 0031) -----

    /** One appointment the caller may see, as an .ics file. */
    appointmentIcs: async (auth: AuthContext, id: number) => appointmentIcs(await reachable(auth, id), auth),

    async feedStatus(auth: AuthContext) {
      const row = await repo.findFeed(auth.userId);
      return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
    },
    /** A new secret feed URL (shown this once; only its hash is kept), replacing the previous one. */
    async createFeed(auth: AuthContext) {
      const token = newOpaqueToken();
      await repo.replaceFeed(auth.userId, hashToken(token));
      return { url: `${publicUrl}${CALENDAR_FEED_BASE}/${token}.ics` };
    },
    deleteFeed: async (auth: AuthContext) => {
      await repo.deleteFeed(auth.userId);
    },
    /**
     * The calendar a feed token opens, or undefined (unknown or revoked): its owner's appointments (a
     * clinic's, all of its own) from 30 days back to a year ahead, requested and approved, and those denied
     * or cancelled in the last 30 days as cancelled (so subscribed calendars drop them).
     */
    async feed(token: string): Promise<string | undefined> {
      if (!FEED_TOKEN.test(token)) return undefined;
      const owner = await repo.feedOwner(hashToken(token));
      if (!owner) return undefined;
      const at = now().getTime();
      const back = new Date(at - CALENDAR_FEED_DAYS_BACK * DAY_MS);
      const scope = owner.role === 'clinic' && owner.clinicId !== null ? { clinicId: owner.clinicId } : { userId: owner.userId };
      const rows = await repo.feedAppointments(scope, back, new Date(at + CALENDAR_FEED_DAYS_AHEAD * DAY_MS), back);
      const viewer = { userId: owner.userId, role: owner.role as PersonViewer['role'], clinicId: owner.clinicId };
      return appointmentsCalendar(rows, viewer, { name: 'Stillpoint appointments', refreshMinutes: 60 });
    },
  };

  return {
    ...service,

    /**
     * Deletes an appointment of a clinic (`clinicId`; administrators: any). Both people are told when it was
     * still to come and active, and its planned reminders are cancelled in the queue (a deleted appointment
     * has nothing to remind of).
     */
    async deleteAppointment(scope: { clinicId?: number }, id: number) {
      const row = await repo.findWithPeople(id);
      if (!row || (scope.clinicId !== undefined && row.appointment.clinicId !== scope.clinicId)) throw fieldError('NOT_FOUND', 'id', 'Appointment not found');
      await repo.remove(id);
      await jobs.cancel(APPOINTMENT_REMINDER_QUEUE, reminderKeys(row.appointment));
      const { appointment } = row;
      if ((ACTIVE_APPOINTMENT_STATUSES as readonly AppointmentStatus[]).includes(appointment.status) && appointment.startsAt.getTime() > now().getTime()) {
        await tell(row, 'patient', 'Appointment cancelled', 'Your appointment on {time} was cancelled.');
        await tell(row, 'employee', 'Appointment cancelled', 'The appointment on {time} was cancelled by the clinic.');
      }
    },

    /** Administrators: every clinic's appointments (or one clinic's), upcoming or past. */
    async allAppointments(auth: AuthContext, input: { when: 'upcoming' | 'past'; clinic_id?: number | undefined }, page: Page) {
      const scope: AppointmentFilter = input.clinic_id !== undefined ? { clinicId: input.clinic_id } : {};
      const filter: AppointmentFilter = input.when === 'upcoming' ? { ...scope, endsAfter: now() } : { ...scope, endedBy: now() };
      const { rows, total } = await repo.page(filter, page, input.when === 'past');
      return { rows: rows.map((row) => presentAppointment(row, auth)), total };
    },

    /** Administrators book between an employee and a patient of the employee's clinic (as that clinic). */
    async adminBook(auth: AuthContext, input: TimeRange & { employee_id: number; patient_id: number }) {
      const person = await policy.readableByAdmin(input.employee_id).catch(() => undefined);
      if (!person || person.user.role !== 'employee') throw fieldError('NOT_FOUND', 'employee_id', `Employee ${input.employee_id} not found`);
      return service.clinicBook(asClinic(auth, person.user.clinicId), input);
    },

    /** Administrators move any appointment (as its clinic). */
    async adminReschedule(auth: AuthContext, input: TimeRange & { id: number }) {
      const row = await repo.findWithPeople(input.id);
      if (!row) throw fieldError('NOT_FOUND', 'id', 'Appointment not found');
      return service.reschedule(asClinic(auth, row.appointment.clinicId), input);
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
