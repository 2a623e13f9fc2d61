import { z } from 'zod';
import { dateTimeField, emailField, endAfterStart, idField, numberField, searchField, timeZoneField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personView } from '../people/person-view.js';

/*
 * Live classes and live meetings (spec sections 3 "meeting class, live meeting" and 7 "Meetings"; decision
 * 0032). Both are scheduled group sessions held by a host (an employee of the clinic, or nobody named for a
 * platform session an admin runs) with a capacity. A person joins while seats are left; once full, joining
 * puts them on a waitlist, and when a participant leaves the first person waiting takes the seat at once
 * (the same transaction) and is told. A clinic's sessions are for its patients; platform sessions
 * (clinic_id null, made by admins) are for every patient and personal user.
 *
 * `class` is a class in a clinic's programme (a weekly yoga hour, a mindfulness course); `meeting` is a live
 * session (a group therapy hour, a webinar). Patients never see who else takes part: counts only.
 */

export const LIVE_SESSION_KINDS = ['class', 'meeting'] as const;
export type LiveSessionKind = (typeof LIVE_SESSION_KINDS)[number];
export const LIVE_SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
/** A person's place in a session: a seat, or a place in the waitlist (first come, first served). */
export const LIVE_PLACES = ['joined', 'waitlisted'] as const;
export type LivePlace = (typeof LIVE_PLACES)[number];

export const LIVE_CAPACITY_MAX = 500;
export const LIVE_TITLE_MAX = 120;
export const LIVE_DESCRIPTION_MAX = 4000;
/** The longest live session. */
export const LIVE_SESSION_MAX_MINUTES = 8 * 60;
/** People or addresses one invitation call may reach. */
export const INVITATION_MAX = 200;
/**
 * E-mail addresses (typed, maybe not on the platform) invitations may go to in an hour: per clinic, or per
 * administrator. People on the platform invited by id do not count.
 */
export const INVITATION_ADDRESSES_PER_HOUR = 500;

const sessionFields = {
  title: z.string().trim().min(1, 'Enter a title').max(LIVE_TITLE_MAX),
  description: z.string().trim().max(LIVE_DESCRIPTION_MAX).default(''),
  /** ISO 8601 with offset; stored in UTC. */
  start: dateTimeField,
  end: dateTimeField,
  /** The zone the session is planned in (shown next to its time). */
  timeZone: timeZoneField,
  capacity: numberField(z.number().int().min(1).max(LIVE_CAPACITY_MAX)),
  /** The employee who leads it (one of the clinic's); optional for platform sessions. */
  host_id: idField.optional(),
};

/** Clinic: add a class or a live meeting for its people. */
export const createLiveSessionInput = z.object(sessionFields).refine(...endAfterStart('start', 'end'));
/** Clinic: edit one (every field again, as the form sends it). Lowering the capacity below the seats taken is refused. */
export const updateLiveSessionInput = z
  .object({ id: idField, ...sessionFields })
  .refine(...endAfterStart('start', 'end'));
/** Admin: a platform session (no clinic) or one for a clinic (clinic_id). */
export const adminCreateLiveSessionInput = z
  .object({ clinic_id: idField.optional(), ...sessionFields })
  .refine(...endAfterStart('start', 'end'));
export const adminUpdateLiveSessionInput = z
  .object({ id: idField, clinic_id: idField.optional(), ...sessionFields })
  .refine(...endAfterStart('start', 'end'));

export const liveSessionIdInput = z.object({ id: idField });
/** Front join/leave of a class names it `class_id` (spec section 7). */
export const liveClassIdInput = z.object({ class_id: idField });

/** Lists for staff: upcoming (soonest first) or past (latest first), with a search over titles. */
export const liveSessionListInput = pagingInput.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  search: searchField.optional(),
});
/** Admin lists may narrow to one clinic (clinic_id). */
export const adminLiveSessionListInput = liveSessionListInput.extend({ clinic_id: idField.optional() });

/** A session as everyone may see it. */
export const liveSession = z.object({
  id: z.number().int(),
  kind: z.enum(LIVE_SESSION_KINDS),
  title: z.string(),
  description: z.string(),
  /** UTC instants. */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  status: z.enum(LIVE_SESSION_STATUSES),
  capacity: z.number().int(),
  /** Seats taken, and people waiting. */
  joinedCount: z.number().int(),
  waitlistCount: z.number().int(),
  /** null: a platform session. */
  clinic_id: z.number().int().nullable(),
  host: personView.nullable(),
  /** The caller's place: a seat, a place in the waitlist (`waitlistPosition`, 1 = next), or none. */
  myPlace: z.enum(LIVE_PLACES).nullable(),
  waitlistPosition: z.number().int().nullable(),
  createdAt: z.string(),
});
export type LiveSession = z.infer<typeof liveSession>;

/** One participant, as the host, the clinic and admins see them. */
export const liveParticipant = z.object({
  person: personView,
  place: z.enum(LIVE_PLACES),
  /** 1 = next to take a seat; null for a seat. */
  waitlistPosition: z.number().int().nullable(),
  since: z.string(),
});
export type LiveParticipant = z.infer<typeof liveParticipant>;

/** class_detail: the session with its seats and waitlist (staff only). */
export const liveSessionDetail = liveSession.extend({
  participants: z.array(liveParticipant),
});
export type LiveSessionDetail = z.infer<typeof liveSessionDetail>;

/**
 * Invitations by e-mail ('Invitations have been sent successfully'): to people of the session's audience
 * (user_ids) and to addresses (emails, for people not yet on the platform: the mail asks them to sign up
 * or sign in). Each mail carries the session's .ics file.
 */
export const sendInvitationInput = z
  .object({
    id: idField,
    user_ids: z.array(idField).max(INVITATION_MAX).default([]),
    emails: z.array(emailField).max(INVITATION_MAX).default([]),
    message: z.string().trim().max(1000).default(''),
  })
  .refine((input) => input.user_ids.length + input.emails.length > 0, {
    path: ['user_ids'],
    message: 'Choose at least one person or enter an e-mail address',
  });
export const invitationResult = z.object({ sent: z.number().int() });

/** Admin appointments (admin/video/*_appointment): any clinic's, between one of its employees and one of its patients. */
export const adminAppointmentListInput = pagingInput.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  clinic_id: idField.optional(),
});
