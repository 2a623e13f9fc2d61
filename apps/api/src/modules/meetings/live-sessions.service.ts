import {
  formatDateTime,
  INVITATION_ADDRESSES_PER_HOUR,
  invitationLimitMessage,
  LIVE_SESSION_MAX_MINUTES,
  LIVE_SESSION_MESSAGES,
  MEETING_MESSAGES,
  type LiveSessionKind,
} from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { escapeHtml } from '../auth/auth.mails.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { PeoplePolicy } from '../people/people.policy.js';
import { liveSessionIcs } from './live-sessions.calendar.js';
import { presentLiveSession, presentLiveSessionDetail } from './live-sessions.presenter.js';
import type { LiveSessionFilter, LiveSessionRecord, LiveSessionRow, LiveSessionsRepository, LockedSeats } from './live-sessions.repository.js';

const MINUTE_MS = 60_000;
/** Invitations to addresses (people maybe not on the platform) are sent by this queue, one keyed job each. */
export const LIVE_INVITATION_QUEUE = 'live-session-invitations';
const HOUR_SECONDS = 3600;
/** Front schedules are not paged: the next this many. */
const SCHEDULE_LIMIT = 200;

type Page = { limit: number; offset: number };
/**
 * Whose sessions a staff call reaches: one clinic's (a clinic account), or every clinic's and the
 * platform's (administrators). One service serves both families.
 */
export type LiveScope = { clinicId: number } | { admin: true };
export interface LiveSessionFields {
  title: string;
  description: string;
  start: string;
  end: string;
  timeZone: string;
  capacity: number;
  host_id?: number | undefined;
}
interface InvitationJob {
  sessionId: number;
  to: string;
  message: string;
  /** The web page the mail links to (by audience). */
  page: string;
}

/**
 * Live classes and live meetings (decision 0032). Seats and the waitlist change only under the session's
 * row lock (repository `locked`), so counting the seats and taking one never interleave, and a seat given
 * up (a leave, a larger capacity) goes to the first person waiting in the same transaction. Audience: a
 * clinic's session is for its patients (and led by one of its employees); a platform session (no clinic)
 * for every patient and personal user. Anything outside the caller's reach answers 404, never a hint.
 */
export function createLiveSessionsService({
  repo,
  policy,
  notifications,
  jobs,
  mailer,
  publicUrl,
  limiter,
  invitationsPerHour = INVITATION_ADDRESSES_PER_HOUR,
  now = () => new Date(),
}: {
  repo: LiveSessionsRepository;
  policy: Pick<PeoplePolicy, 'readableByAdmin'>;
  notifications: Pick<NotificationService, 'notify'>;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  /**
   * Counts the e-mail addresses invitations go to, per clinic (or administrator) and hour, across
   * instances. The worker, which only sends invitations already queued, takes none; inviting without it fails.
   */
  limiter?: Pick<RateLimiter, 'take'>;
  /** E-mail addresses invitations may go to per hour (tests set a small number). */
  invitationsPerHour?: number;
  now?: () => Date;
}) {
  const missing = (path = 'id') => fieldError('NOT_FOUND', path, 'Live session not found');
  const isAttendee = (role: string) => role === 'patient' || role === 'frontuser';

  /** Whether a person is in a session's audience: the clinic's patients; for a platform session, every patient and personal user. */
  function inAudience(session: Pick<LiveSessionRecord, 'clinicId'>, person: { role: string; clinicId: number | null }): boolean {
    if (session.clinicId === null) return isAttendee(person.role);
    return person.role === 'patient' && person.clinicId === session.clinicId;
  }

  /** The page of the web app where a person of this audience finds live sessions. */
  const pageFor = (role: string) => (role === 'patient' ? '/patient/live' : role === 'employee' ? '/employee/live' : '/frontuser/live');

  /** A session of this kind the front caller may see: in their audience, or (employees) one they lead. */
  async function frontReachable(auth: AuthContext, id: number, kind: LiveSessionKind): Promise<LiveSessionRow> {
    const row = await repo.find(id, auth.userId);
    const session = row?.session;
    const visible =
      session &&
      session.kind === kind &&
      (auth.role === 'employee' ? session.hostId === auth.userId : inAudience(session, { role: auth.role, clinicId: auth.clinicId }));
    if (!row || !visible) throw missing(kind === 'class' ? 'class_id' : 'id');
    return row;
  }

  /** A session of the scope (of `kind` when given): another clinic's answers 404. */
  async function staffReachable(scope: LiveScope, viewerId: number, id: number, kind?: LiveSessionKind): Promise<LiveSessionRow> {
    const row = await repo.find(id, viewerId);
    if (!row || (kind && row.session.kind !== kind) || ('clinicId' in scope && row.session.clinicId !== scope.clinicId)) throw missing();
    return row;
  }

  const ended = (session: LiveSessionRecord) => session.endsAt.getTime() <= now().getTime();
  const notOpen = () => new AppError('CONFLICT', LIVE_SESSION_MESSAGES.notOpen);
  const when = (session: LiveSessionRecord) => formatDateTime(session.startsAt, session.timeZone);

  /** Tells people of a session's change; no names of anyone, only the session's title and time. */
  async function tell(userIds: readonly number[], title: string, body: string, session: LiveSessionRecord, calendar = false) {
    if (userIds.length === 0) return;
    await notifications.notify({
      userIds,
      // Live sessions tell through the appointments' kind (the same topic switch: "appointments").
      kind: 'appointment_update',
      title,
      body,
      link: (recipient) => pageFor(recipient.role),
      data: { liveSessionId: session.id, ...(calendar ? { calendar: true } : {}) },
    });
  }

  const tellPromoted = (userIds: readonly number[], session: LiveSessionRecord) =>
    tell(userIds, 'A seat opened', `A seat opened: you are in ${session.title} on ${when(session)}.`, session, true);

  /** Start in the future (on add, or when moved), the end after it and within the longest session. */
  function checkTimes(input: { start: string; end: string }, current?: LiveSessionRecord) {
    const startsAt = new Date(input.start);
    const endsAt = new Date(input.end);
    const moved = !current || current.startsAt.getTime() !== startsAt.getTime();
    if (moved && startsAt.getTime() <= now().getTime()) throw fieldError('VALIDATION', 'start', MEETING_MESSAGES.inThePast);
    if (endsAt.getTime() - startsAt.getTime() > LIVE_SESSION_MAX_MINUTES * MINUTE_MS) {
      throw fieldError('VALIDATION', 'end', `A live session lasts at most ${LIVE_SESSION_MAX_MINUTES / 60} hours`);
    }
    return { startsAt, endsAt };
  }

  /**
   * The host of a session of `clinicId`: one of that clinic's employees (another answers 404 on host_id);
   * required for a clinic's session. A platform session may have none, or any employee.
   */
  async function checkHost(clinicId: number | null, hostId: number | undefined): Promise<number | null> {
    if (hostId === undefined) {
      if (clinicId === null) return null;
      throw fieldError('VALIDATION', 'host_id', 'Choose the employee who leads it');
    }
    const person = await policy.readableByAdmin(hostId).catch(() => undefined);
    if (!person || person.user.role !== 'employee' || (clinicId !== null && person.user.clinicId !== clinicId)) {
      throw fieldError('NOT_FOUND', 'host_id', `Employee ${hostId} not found`);
    }
    return hostId;
  }

  /** The clinic an admin names exists (404 on clinic_id otherwise). */
  async function checkClinic(clinicId: number) {
    if (!(await repo.clinicExists(clinicId))) throw fieldError('NOT_FOUND', 'clinic_id', `Clinic ${clinicId} not found`);
  }

  async function present(id: number, auth: AuthContext) {
    const row = await repo.find(id, auth.userId);
    if (!row) throw missing();
    return presentLiveSession(row, auth);
  }

  /** Takes a seat while one is left, else a place on the waitlist; a person already in keeps their place. */
  async function join(auth: AuthContext, id: number, kind: LiveSessionKind) {
    const row = await frontReachable(auth, id, kind);
    if (row.session.status !== 'scheduled' || ended(row.session)) throw notOpen();
    const place = await repo.locked(id, async (session, seats) => {
      if (session.status !== 'scheduled' || ended(session)) throw notOpen();
      const mine = await seats.placeOf(auth.userId);
      if (mine) return mine;
      const place = (await seats.joinedCount()) < session.capacity ? 'joined' : 'waitlisted';
      await seats.add(auth.userId, place);
      return place;
    });
    if (!place) throw missing(kind === 'class' ? 'class_id' : 'id');
    return { session: await present(id, auth), place };
  }

  /** Gives up a seat (the first person waiting takes it, in the same transaction, and is told) or a place on the waitlist. */
  async function leave(auth: AuthContext, id: number, kind: LiveSessionKind) {
    const row = await frontReachable(auth, id, kind);
    if (row.session.status !== 'scheduled' || ended(row.session)) throw notOpen();
    const outcome = await repo.locked(id, async (session, seats) => {
      if (session.status !== 'scheduled' || ended(session)) throw notOpen();
      const gaveUp = await seats.remove(auth.userId);
      const promoted = gaveUp === 'joined' ? await seats.promote(1) : [];
      return { session, promoted };
    });
    if (!outcome) throw missing(kind === 'class' ? 'class_id' : 'id');
    await tellPromoted(outcome.promoted, outcome.session);
    return present(id, auth);
  }

  /** The front list filter of a caller: attendees their audience, employees the sessions they lead. */
  function frontFilter(auth: AuthContext, kind: LiveSessionKind): LiveSessionFilter {
    const base = { kind, when: 'upcoming' as const, now: now(), scheduledOnly: true };
    if (auth.role === 'employee') return { ...base, hostId: auth.userId };
    return { ...base, audienceClinicId: auth.role === 'patient' ? auth.clinicId : null };
  }

  async function create(auth: AuthContext, clinicId: number | null, kind: LiveSessionKind, input: LiveSessionFields) {
    const { startsAt, endsAt } = checkTimes(input);
    const hostId = await checkHost(clinicId, input.host_id);
    const id = await repo.insert({
      kind,
      clinicId,
      hostId,
      title: input.title,
      description: input.description,
      startsAt,
      endsAt,
      timeZone: input.timeZone,
      capacity: input.capacity,
      createdBy: auth.userId,
    });
    return present(id, auth);
  }

  /**
   * Changes a session under its lock: a capacity below the seats taken is refused (409); a larger one seats
   * people waiting (told); a new time is told to everyone with a seat or waiting.
   */
  async function update(auth: AuthContext, scope: LiveScope, kind: LiveSessionKind, input: LiveSessionFields & { id: number; clinic_id?: number | undefined }) {
    const current = (await staffReachable(scope, auth.userId, input.id, kind)).session;
    // A session keeps its audience: moving it to another clinic would leave its people outside it.
    if (input.clinic_id !== undefined && input.clinic_id !== current.clinicId) {
      throw fieldError('VALIDATION', 'clinic_id', 'A live session cannot move to another clinic');
    }
    const { startsAt, endsAt } = checkTimes(input, current);
    const hostId = input.host_id === undefined && current.clinicId !== null ? current.hostId ?? undefined : input.host_id;
    const host = await checkHost(current.clinicId, hostId);
    const outcome = await repo.locked(input.id, async (session, seats: LockedSeats) => {
      const joined = await seats.joinedCount();
      if (input.capacity < joined) throw fieldError('CONFLICT', 'capacity', LIVE_SESSION_MESSAGES.capacityBelowSeats);
      await seats.update({ title: input.title, description: input.description, startsAt, endsAt, timeZone: input.timeZone, capacity: input.capacity, hostId: host });
      const promoted = await seats.promote(input.capacity - joined);
      const moved = session.startsAt.getTime() !== startsAt.getTime() || session.endsAt.getTime() !== endsAt.getTime();
      return { promoted, moved, everyone: moved ? await seats.everyone() : [] };
    });
    if (!outcome) throw missing();
    const updated = (await repo.find(input.id, auth.userId))!;
    await tellPromoted(outcome.promoted, updated.session);
    if (outcome.moved) {
      await tell(
        outcome.everyone.filter((userId) => !outcome.promoted.includes(userId)),
        'Live session moved',
        `${updated.session.title} now starts ${when(updated.session)}.`,
        updated.session,
        true,
      );
    }
    return presentLiveSession(updated, auth);
  }

  /** Cancels and removes a session; everyone with a seat or waiting is told. */
  async function remove(auth: AuthContext, scope: LiveScope, kind: LiveSessionKind, id: number) {
    await staffReachable(scope, auth.userId, id, kind);
    const outcome = await repo.locked(id, async (session, seats) => {
      const everyone = await seats.everyone();
      await seats.cancelAndDelete();
      return { session, everyone };
    });
    if (!outcome) throw missing();
    const { session, everyone } = outcome;
    if (!ended(session)) {
      await tell(everyone, 'Live session cancelled', `${session.title} on ${when(session)} was cancelled.`, session);
    }
  }

  async function list(auth: AuthContext, scope: LiveScope, kind: LiveSessionKind, input: { when: 'upcoming' | 'past'; search?: string | undefined; clinic_id?: number | undefined }, page: Page) {
    const clinicId = 'clinicId' in scope ? scope.clinicId : input.clinic_id;
    const { rows, total } = await repo.page({ kind, when: input.when, now: now(), search: input.search, ...(clinicId !== undefined ? { clinicId } : {}) }, page, auth.userId);
    return { rows: rows.map((row) => presentLiveSession(row, auth)), total };
  }

  /**
   * Invitations: people of the session's audience (another id answers 404 on user_ids, and nothing is
   * sent) are notified by e-mail with the session's .ics; addresses get the same mail by a keyed job.
   */
  async function invite(auth: AuthContext, scope: LiveScope, input: { id: number; user_ids: number[]; emails: string[]; message: string }) {
    const { session } = await staffReachable(scope, auth.userId, input.id);
    if (session.status !== 'scheduled' || ended(session)) throw notOpen();
    const userIds = [...new Set(input.user_ids)];
    const people = await repo.people(userIds);
    if (people.length !== userIds.length || people.some((person) => !inAudience(session, person))) {
      throw fieldError('NOT_FOUND', 'user_ids', 'Someone chosen is not among the people this session is for');
    }
    const addresses = [...new Set(input.emails.map((email) => email.toLowerCase()))];
    // Typed addresses (maybe nobody's on the platform) count against the hour's allowance before anything is
    // sent: over it, 429 with Retry-After and nobody is told. People invited by id do not count.
    if (addresses.length) {
      if (!limiter) throw new Error('Invitations to addresses need the rate limiter');
      const key = 'clinicId' in scope ? `invitations:clinic:${scope.clinicId}` : `invitations:admin:${auth.userId}`;
      await limiter.take(key, addresses.length, invitationsPerHour, HOUR_SECONDS, (wait) => invitationLimitMessage(invitationsPerHour, wait));
    }
    const sentence = `You are invited to ${session.title} on ${when(session)}.`;
    const body = input.message ? `${sentence}\n\n${input.message}` : sentence;
    const told = people.length
      ? await notifications.notify({
          userIds,
          kind: 'appointment_update',
          title: `Invitation: ${session.title}`,
          body,
          // An invitation is sent by e-mail whatever the person's choice for the kind (their switches still apply).
          channels: ['email'],
          link: (recipient) => pageFor(recipient.role),
          data: { liveSessionId: session.id, calendar: true, page: session.clinicId === null ? '/frontuser/live' : '/patient/live' },
        })
      : [];
    const stamp = now().getTime();
    if (addresses.length) {
      const page = session.clinicId === null ? '/frontuser/live' : '/patient/live';
      await jobs.enqueueMany<InvitationJob>(
        LIVE_INVITATION_QUEUE,
        addresses.map((to) => ({ key: `live-invitation:${session.id}:${to}:${stamp}`, data: { sessionId: session.id, to, message: input.message, page } })),
      );
    }
    return { sent: told.length + addresses.length };
  }

  /** Sends one address's invitation (a retried job sends once: the outbox keeps one message per key). */
  async function sendInvitation(job: { id: string; data: InvitationJob }) {
    const row = await repo.find(job.data.sessionId, 0);
    if (!row || row.session.status !== 'scheduled') return;
    const { session } = row;
    const link = `${publicUrl}${job.data.page}`;
    const sentence = `You are invited to ${session.title} on ${when(session)}. Sign in to Stillpoint (or create your account) to take your seat.`;
    const paragraphs = [sentence, ...(job.data.message ? [job.data.message] : [])];
    await mailer.send({
      to: job.data.to,
      subject: `Invitation: ${session.title}`,
      idempotencyKey: `live-invitation:${job.id}`,
      text: `${paragraphs.join('\n\n')}\n\n${link}\n\nStillpoint`,
      html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('')}<p><a href="${escapeHtml(link)}">Open Stillpoint</a></p><p>Stillpoint</p>`,
      attachments: [liveSessionIcs(session, link)],
    });
  }

  return {
    async register() {
      await jobs.define<InvitationJob>(LIVE_INVITATION_QUEUE, sendInvitation, { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 60, concurrency: 5 });
    },
    sendInvitation,

    // ----- front -----

    /** Classes still to come the caller has a seat in or waits for; employees: those they lead. */
    async classesSchedule(auth: AuthContext) {
      const filter = frontFilter(auth, 'class');
      const mine = auth.role === 'employee' ? filter : { ...filter, participantId: auth.userId };
      const { rows } = await repo.page(mine, { limit: SCHEDULE_LIMIT, offset: 0 }, auth.userId);
      return rows.map((row) => presentLiveSession(row, auth));
    },
    /** Classes still to come the caller may join (full ones too: the waitlist). */
    async classesAvailable(auth: AuthContext, input: { search?: string | undefined }, page: Page) {
      const { rows, total } = await repo.page({ ...frontFilter(auth, 'class'), search: input.search }, page, auth.userId);
      return { rows: rows.map((row) => presentLiveSession(row, auth)), total };
    },
    /** Live meetings still to come the caller may join (or joined); employees: those they lead. */
    async sessionsList(auth: AuthContext, input: { search?: string | undefined }, page: Page) {
      const { rows, total } = await repo.page({ ...frontFilter(auth, 'meeting'), search: input.search }, page, auth.userId);
      return { rows: rows.map((row) => presentLiveSession(row, auth)), total };
    },
    join,
    leave,

    // ----- staff (a clinic over its own, administrators over all) -----

    list,
    /** A clinic adds to its own; an administrator to the platform (no clinic_id) or to a clinic that exists. */
    async create(auth: AuthContext, scope: LiveScope, kind: LiveSessionKind, input: LiveSessionFields & { clinic_id?: number | undefined }) {
      const clinicId = 'clinicId' in scope ? scope.clinicId : (input.clinic_id ?? null);
      if ('admin' in scope && clinicId !== null) await checkClinic(clinicId);
      return create(auth, clinicId, kind, input);
    },
    update,
    remove,
    /** A session of either kind with its seats and waitlist in order (staff). */
    async detail(auth: AuthContext, scope: LiveScope, id: number) {
      const row = await staffReachable(scope, auth.userId, id);
      return presentLiveSessionDetail(row, await repo.participants(id), auth);
    },
    invite,
  };
}

export type LiveSessionsService = ReturnType<typeof createLiveSessionsService>;

/** The scope of a staff caller: a clinic account's clinic, or everything for administrators. */
export function liveScopeOf(auth: AuthContext): LiveScope {
  if (auth.role === 'admin' || auth.role === 'masterAdmin') return { admin: true };
  if (auth.role === 'clinic' && auth.clinicId !== null) return { clinicId: auth.clinicId };
  throw new AppError('FORBIDDEN');
}
