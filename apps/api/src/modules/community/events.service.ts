import { EVENT_DAYS_MAX, EVENT_MESSAGES, EVENT_REMINDER_HOURS, formatDateTime, type CommunityEvent, type EventFilter } from '@stillpoint/contracts';
import type { Jobs } from '../../adapters/jobs/index.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MediaRow } from '../media/media.repository.js';
import type { ReleasedMedia } from '../media/media.lifecycle.js';
import { optionalMediaUrl } from '../media/media.presenter.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { areaOf } from '../notifications/notifications.service.js';
import { presentPersonView } from '../people/person-view.presenter.js';
import { eventIcs } from './events.calendar.js';
import { eventAudienceOf, type EventRecord, type EventsRepository } from './events.repository.js';

type Page = { limit: number; offset: number };
const HOUR_MS = 3_600_000;
export const EVENT_REMINDER_QUEUE = 'event-reminders';
interface ReminderJob {
  eventId: number;
  /** The start the reminder was planned for: a moved or deleted event makes it stale (a no-op). */
  startsAt: string;
}
const reminderKey = (eventId: number, startsAt: string) => `event-reminder:${eventId}:${startsAt}`;

type EventFields = {
  title: string;
  description: string;
  location?: string | undefined;
  online_url?: string | undefined;
  start: string;
  end: string;
  time_zone: string;
  capacity?: number | undefined;
};

/**
 * Events (decision 0037): who sees them (a clinic's for its patients and employees, the platform's for
 * everyone; others 404), joins under the event's lock with the capacity (full: 409), leaves, the .ics, and
 * the management of a clinic account (its clinic's) and administrators (every event). Participants are told
 * when a joined event moves or is cancelled, and reminded a day before through the job queue.
 */
export function createEventsService(deps: {
  repo: EventsRepository;
  notifications: Pick<NotificationService, 'notify'>;
  jobs: Pick<Jobs, 'define' | 'enqueue'>;
  removeReleased: (released: ReleasedMedia[]) => Promise<void>;
  /** The app's public URL: an .ics links to the event's page. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, notifications, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const missing = () => fieldError('NOT_FOUND', 'id', 'Event not found');
  const isManager = (auth: AuthContext) => auth.role === 'clinic' || auth.role === 'admin' || auth.role === 'masterAdmin';
  const pagePath = (role: string, id: number) => `${areaOf(role)}/events/${id}`;

  type Row = NonNullable<Awaited<ReturnType<EventsRepository['event']>>>;
  function present(row: Row, viewer: AuthContext): CommunityEvent {
    const { event } = row;
    const joined = row.mine !== null;
    const at = now().getTime();
    return {
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      online: event.onlineUrl !== null,
      online_url: joined || isManager(viewer) ? event.onlineUrl : null,
      start: event.startsAt.toISOString(),
      end: event.endsAt.toISOString(),
      time_zone: event.timeZone,
      capacity: event.capacity,
      participant_count: event.participantCount,
      spots_left: event.capacity === null ? null : Math.max(event.capacity - event.participantCount, 0),
      clinic_id: event.clinicId,
      image: optionalMediaUrl(row.imageKey),
      state: at < event.startsAt.getTime() ? 'upcoming' : at < event.endsAt.getTime() ? 'live' : 'ended',
      joined,
      created_at: event.createdAt.toISOString(),
    };
  }

  async function reachable(auth: AuthContext, id: number): Promise<Row> {
    const row = await repo.event(id, auth.userId, eventAudienceOf(auth));
    if (!row) throw missing();
    return row;
  }
  const reread = async (auth: AuthContext, id: number) => present(await reachable(auth, id), auth);

  /** Checks what the schema cannot (the clock, the length) and maps the fields to columns. */
  function columns(input: EventFields, options: { startMustBeAhead: boolean }) {
    const startsAt = new Date(input.start);
    const endsAt = new Date(input.end);
    if (options.startMustBeAhead && startsAt.getTime() <= now().getTime()) throw fieldError('VALIDATION', 'start', EVENT_MESSAGES.startInPast);
    if (endsAt.getTime() - startsAt.getTime() > EVENT_DAYS_MAX * 24 * HOUR_MS) throw fieldError('VALIDATION', 'end', EVENT_MESSAGES.tooLong);
    return {
      title: input.title,
      description: input.description,
      location: input.location ?? null,
      onlineUrl: input.online_url ?? null,
      startsAt,
      endsAt,
      timeZone: input.time_zone,
      capacity: input.capacity ?? null,
    };
  }

  /** Plans the reminder a day before the event's current start (keyed: planned once however often asked). */
  async function planReminder(event: Pick<EventRecord, 'id' | 'startsAt'>) {
    const runAt = new Date(event.startsAt.getTime() - EVENT_REMINDER_HOURS * HOUR_MS);
    if (runAt.getTime() <= now().getTime()) return;
    const startsAt = event.startsAt.toISOString();
    await jobs.enqueue<ReminderJob>(EVENT_REMINDER_QUEUE, { eventId: event.id, startsAt }, { key: reminderKey(event.id, startsAt), runAt });
  }

  async function runReminder(job: ReminderJob) {
    const event = await repo.find(job.eventId);
    if (!event || event.startsAt.toISOString() !== job.startsAt) return;
    const userIds = await repo.participantIds(event.id);
    if (userIds.length === 0) return;
    await notifications.notify({
      userIds,
      kind: 'event_update',
      title: `"${event.title}" is tomorrow`,
      body: `It starts ${formatDateTime(event.startsAt, event.timeZone)} (${event.timeZone}).`,
      link: (recipient) => pagePath(recipient.role, event.id),
      data: { event_id: event.id },
      key: reminderKey(event.id, job.startsAt),
    });
  }

  return {
    async register() {
      await jobs.define<ReminderJob>(EVENT_REMINDER_QUEUE, async (job) => runReminder(job.data), { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 });
    },
    runReminder,

    // Front ------------------------------------------------------------------------------------------
    async list(auth: AuthContext, filter: EventFilter, page: Page) {
      const result = await repo.list(auth.userId, eventAudienceOf(auth), { when: 'upcoming', joined: filter === 'mine', now: now() }, page);
      return { rows: result.rows.map((row) => present(row, auth)), total: result.total };
    },

    detail: reread,

    async join(auth: AuthContext, id: number) {
      const row = await reachable(auth, id);
      await repo.join(id, auth.userId, (event) => {
        if (event.startsAt.getTime() <= now().getTime()) throw new AppError('CONFLICT', EVENT_MESSAGES.started);
        if (event.capacity !== null && event.participantCount >= event.capacity) throw new AppError('CONFLICT', EVENT_MESSAGES.full);
      });
      await planReminder(row.event);
      return reread(auth, id);
    },

    async leave(auth: AuthContext, id: number) {
      await reachable(auth, id);
      await repo.leave(id, auth.userId);
      return reread(auth, id);
    },

    async ics(auth: AuthContext, id: number) {
      const row = await reachable(auth, id);
      return eventIcs(row.event, { page: `${deps.publicUrl}${pagePath(auth.role, id)}`, showLink: row.mine !== null || isManager(auth) });
    },

    // Management -------------------------------------------------------------------------------------
    async manageList(auth: AuthContext, input: { when: 'upcoming' | 'past'; search?: string | undefined; clinic_id?: number | undefined }, page: Page) {
      const result = await repo.list(
        auth.userId,
        eventAudienceOf(auth),
        { when: input.when, search: input.search, clinicId: auth.role === 'clinic' ? undefined : input.clinic_id, now: now() },
        page,
      );
      return { rows: result.rows.map((row) => present(row, auth)), total: result.total };
    },

    async add(auth: AuthContext, input: EventFields & { clinic_id?: number | undefined }, image: MediaRow | undefined) {
      const clinicId = auth.role === 'clinic' ? auth.clinicId : (input.clinic_id ?? null);
      const id = await repo.insert({
        clinicId,
        createdBy: auth.userId,
        ...columns(input, { startMustBeAhead: true }),
        ...(image ? { imageMediaId: image.id } : {}),
      });
      return reread(auth, id);
    },

    async edit(auth: AuthContext, input: EventFields & { id: number }, image: MediaRow | undefined) {
      await reachable(auth, input.id);
      let moved = false;
      const { before, released } = await repo.update(input.id, (current) => {
        const next = columns(input, { startMustBeAhead: false });
        moved = next.startsAt.getTime() !== current.startsAt.getTime() || next.endsAt.getTime() !== current.endsAt.getTime();
        if (moved && next.startsAt.getTime() !== current.startsAt.getTime() && next.startsAt.getTime() <= now().getTime()) {
          throw fieldError('VALIDATION', 'start', EVENT_MESSAGES.startInPast);
        }
        if (next.capacity !== null && next.capacity < current.participantCount) throw fieldError('VALIDATION', 'capacity', EVENT_MESSAGES.capacityBelowJoined);
        return { ...next, ...(image ? { imageMediaId: image.id } : {}), ...(moved ? { sequence: current.sequence + 1 } : {}) };
      });
      await deps.removeReleased(released);
      const after = (await repo.find(input.id))!;
      if (moved) {
        const userIds = await repo.participantIds(input.id);
        if (userIds.length > 0) {
          await notifications.notify({
            userIds,
            kind: 'event_update',
            title: `"${after.title}" has moved`,
            body: `It now starts ${formatDateTime(after.startsAt, after.timeZone)} (${after.timeZone}), instead of ${formatDateTime(before.startsAt, before.timeZone)}.`,
            link: (recipient) => pagePath(recipient.role, input.id),
            data: { event_id: input.id },
          });
        }
        await planReminder(after);
      }
      return reread(auth, input.id);
    },

    async remove(auth: AuthContext, id: number) {
      const row = await reachable(auth, id);
      const userIds = await repo.participantIds(id);
      await deps.removeReleased(await repo.remove(id));
      // Told after the delete: the reminder planned for it finds nothing and stays silent.
      if (userIds.length > 0 && row.event.endsAt.getTime() > now().getTime()) {
        await notifications.notify({
          userIds,
          kind: 'event_update',
          title: `"${row.event.title}" is cancelled`,
          body: `The event planned for ${formatDateTime(row.event.startsAt, row.event.timeZone)} (${row.event.timeZone}) will not take place.`,
          link: (recipient) => `${areaOf(recipient.role)}/events`,
          data: { event_id: id },
        });
      }
    },

    async participants(auth: AuthContext, id: number) {
      await reachable(auth, id);
      return (await repo.participants(id)).map((row) => ({ person: presentPersonView(row.person, auth), joined_at: row.participant.joinedAt.toISOString() }));
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
