import { z } from 'zod';
import { API_BASE } from '../constants.js';
import { dateField, dateTimeField, endAfterStart, flagField, idField, numberField, timeZoneField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personView } from '../people/person-view.js';

/*
 * Scheduling (spec sections 3, 4 and 7 "Meetings"; decision 0028). A therapist keeps weekly hours in their
 * own IANA time zone and days off; patients see the free slots and request one; the therapist (or their
 * clinic) approves, reschedules or denies; a therapist books their patients once or weekly/biweekly N
 * times. Instants travel as ISO 8601 with an offset and are answered in UTC, with both people's zones, so
 * each side renders its own local time.
 */

export const APPOINTMENT_STATUSES = ['requested', 'approved', 'denied', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that hold the therapist's time (the database refuses two of them overlapping). */
export const ACTIVE_APPOINTMENT_STATUSES = ['requested', 'approved'] as const satisfies readonly AppointmentStatus[];

export const APPOINTMENT_REPEATS = ['none', 'weekly', 'biweekly'] as const;
/** Occurrences a recurring booking may hold (a year of weekly sessions). */
export const APPOINTMENT_REPEAT_MAX = 52;
/** The longest appointment, and the widest range one availability check or schedule read spans. */
export const APPOINTMENT_MAX_MINUTES = 8 * 60;
export const SCHEDULE_RANGE_MAX_DAYS = 62;
export const SLOT_MINUTES_DEFAULT = 50;

/** 'HH:MM', 24 h, 00:00..24:00 (24:00 closes a block at midnight). */
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const clockTimeField = z.string().regex(HHMM, 'Use a time as HH:MM (24 h)');

/** Minutes from midnight of an 'HH:MM' time. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export const availabilityBlock = z
  .object({
    /** 1 Monday .. 7 Sunday (ISO). */
    weekday: numberField(z.number().int().min(1).max(7)),
    start: clockTimeField,
    end: clockTimeField,
  })
  .refine((block) => minutesOf(block.start) < minutesOf(block.end), { path: ['end'], message: 'The end must come after the start' });

export const availability = z.object({
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  /** Days off, as local dates in `timeZone`. */
  daysOff: z.array(z.string()),
});
export type Availability = z.infer<typeof availability>;

export const setAvailabilityInput = z.object({
  timeZone: timeZoneField,
  slotMinutes: numberField(z.number().int().min(10).max(APPOINTMENT_MAX_MINUTES)).default(SLOT_MINUTES_DEFAULT),
  hours: z.array(availabilityBlock).max(70),
  daysOff: z.array(dateField).max(366).default([]),
});
export type SetAvailabilityInput = z.input<typeof setAvailabilityInput>;

/** Checks of a range of local days (inclusive, read in the therapist's zone): in order, and not too wide. */
const rangeInOrder = [
  (range: { from: string; to: string }) => range.from <= range.to,
  { path: ['to'] as PropertyKey[], message: 'The end must come after the start' },
] as const;
const rangeNotTooWide = [
  (range: { from: string; to: string }) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < SCHEDULE_RANGE_MAX_DAYS,
  { path: ['to'] as PropertyKey[], message: `Ask for at most ${SCHEDULE_RANGE_MAX_DAYS} days at once` },
] as const;

export const availabilityCheckInput = z
  .object({ employee_id: idField, from: dateField, to: dateField })
  .refine(...rangeInOrder)
  .refine(...rangeNotTooWide);
export const freeSlot = z.object({ start: z.string(), end: z.string() });
export const freeSlots = z.object({ timeZone: z.string(), slotMinutes: z.number().int(), slots: z.array(freeSlot) });

const timeRange = {
  /** ISO 8601 with offset. */
  start: dateTimeField,
  end: dateTimeField,
};

export const appointmentRequestInput = z
  .object({ employee_id: idField, ...timeRange, /** The patient's zone, to show them their local time. */ timeZone: timeZoneField })
  .refine(...endAfterStart('start', 'end'));

export const createAppointmentInput = z
  .object({
    patient_id: idField,
    ...timeRange,
    repeat: z.enum(APPOINTMENT_REPEATS).default('none'),
    /** Occurrences of a recurring booking, the first included. */
    count: numberField(z.number().int().min(1).max(APPOINTMENT_REPEAT_MAX)).default(1),
  })
  .refine(...endAfterStart('start', 'end'));

export const clinicCreateAppointmentInput = z
  .object({ employee_id: idField, patient_id: idField, ...timeRange })
  .refine(...endAfterStart('start', 'end'));

export const appointmentIdInput = z.object({ id: idField });

/** update: reschedules an appointment (spec section 4: `expire` tells the web app which lists to reload). */
export const updateAppointmentInput = z
  .object({ id: idField, ...timeRange, expire: z.boolean().optional() })
  .refine(...endAfterStart('start', 'end'));

export const appointmentScheduleInput = z
  .object({ from: dateField, to: dateField, employee_id: idField.optional() })
  .refine(...rangeInOrder)
  .refine(...rangeNotTooWide);
export const appointmentListInput = pagingInput.extend({ when: z.enum(['upcoming', 'past']).default('upcoming') });

export const appointment = z.object({
  id: z.number().int(),
  employee: personView,
  patient: personView,
  /** UTC instants. */
  start: z.string(),
  end: z.string(),
  employeeTimeZone: z.string(),
  patientTimeZone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  series_id: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

/** A therapist to schedule with (pickers): who they are, the zone their hours are read in, their slot length. */
export const meetingsTherapist = z.object({
  employee: personView,
  /** From their availability; UTC and SLOT_MINUTES_DEFAULT when they never set it. */
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  /** They keep weekly hours (else no slot is ever free). */
  hasAvailability: z.boolean(),
});
export type MeetingsTherapist = z.infer<typeof meetingsTherapist>;

/** clinics/meetings/patients: the clinic's patients, or only those assigned to one employee. */
export const clinicMeetingsPatientsInput = z.object({ employee_id: idField.optional() });

/*
 * Cancellation rules (decision 0034). A clinic says until how many hours before the start its patients may
 * still cancel an approved appointment online, whether they may cancel online at all, and a short policy
 * text they are shown. A request not yet approved can always be withdrawn; staff cancel and delete as before.
 */
/** Hours before the start: the default notice, and the longest a clinic may ask (two weeks). */
export const CANCEL_NOTICE_HOURS_DEFAULT = 24;
export const CANCEL_NOTICE_HOURS_MAX = 336;
export const CANCEL_POLICY_MAX = 500;

export const appointmentRules = z.object({
  /** A patient may cancel an approved appointment online until this many hours before it starts (0: until it starts). */
  cancelNoticeHours: z.number().int(),
  /** Patients may cancel approved appointments online at all (requests can always be withdrawn). */
  onlineCancel: z.boolean(),
  /** The clinic's own words to patients about cancelling, e.g. "Late cancellations are charged" ('' for none). */
  policy: z.string(),
});
export type AppointmentRules = z.infer<typeof appointmentRules>;
/** The rules of a clinic that never set its own. */
export const APPOINTMENT_RULES_DEFAULT: AppointmentRules = { cancelNoticeHours: CANCEL_NOTICE_HOURS_DEFAULT, onlineCancel: true, policy: '' };

export const updateAppointmentRulesInput = z.object({
  cancelNoticeHours: numberField(
    z
      .number({ error: 'Enter a number of hours' })
      .int('Use whole hours')
      .min(0, 'Use 0 hours or more')
      .max(CANCEL_NOTICE_HOURS_MAX, `Use at most ${CANCEL_NOTICE_HOURS_MAX} hours (two weeks)`),
  ),
  onlineCancel: flagField,
  policy: z.string().trim().max(CANCEL_POLICY_MAX, `Use at most ${CANCEL_POLICY_MAX} characters`).default(''),
});
export type UpdateAppointmentRulesInput = z.input<typeof updateAppointmentRulesInput>;

/**
 * Whether a patient may still cancel an appointment online under the rules at `now`: a request always
 * (until it starts); an approved appointment when the clinic allows it and the notice has not begun.
 */
export function patientMayCancel(
  rules: AppointmentRules,
  appointment: { status: AppointmentStatus; start: string | Date },
  now: number = Date.now(),
): boolean {
  const startsAt = new Date(appointment.start).getTime();
  if (startsAt <= now) return false;
  if (appointment.status === 'requested') return true;
  if (appointment.status !== 'approved' || !rules.onlineCancel) return false;
  return startsAt - now >= rules.cancelNoticeHours * 3_600_000;
}

/*
 * Calendar files and feeds (decision 0031). An appointment downloads as an .ics file; each person may keep
 * one private feed URL (a secret token, stored hashed, so the URL is shown only when made) that calendar
 * apps subscribe to. The feed itself is a public GET outside the catalogue: CALENDAR_FEED_BASE/<token>.ics.
 */
export const CALENDAR_FEED_BASE = `${API_BASE}/calendar`;
/** A feed holds appointments from this many days back (and cancelled ones this long after)... */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** ...to this many days ahead. */
export const CALENDAR_FEED_DAYS_AHEAD = 365;
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const calendarFeedStatus = z.object({
  /** A feed URL exists (it cannot be shown again: make a new one to see a URL). */
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;
export const calendarFeedUrl = z.object({ url: z.string() });
