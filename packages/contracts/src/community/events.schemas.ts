import { z } from 'zod';
import { dateTimeField, endAfterStart, idField, numberField, searchField, timeZoneField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { EVENT_MESSAGES } from '../messages.js';
import { personView } from '../people/person-view.js';

/*
 * Events (spec sections 3 "Event with participants" and 7, the admin events family with its participants;
 * decision 0037). An event belongs to a clinic (its patients and employees) or to the platform (everyone,
 * personal users included): a title, a description, a place or an online link (or both), a start and an end
 * planned in an IANA time zone, an optional capacity and an image. People join and leave; a full event
 * refuses more (409). The organiser (the clinic account, or administrators) sees who joined. Anyone who may
 * see an event can add it to a calendar (.ics); the online link is shown to those who joined and to the
 * organiser only.
 */

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 4000;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_URL_MAX = 500;
export const EVENT_CAPACITY_MAX = 10_000;
/** The longest event, in days. */
export const EVENT_DAYS_MAX = 14;
/** A reminder goes to the participants this many hours before an event starts. */
export const EVENT_REMINDER_HOURS = 24;
export const EVENT_FILTERS = ['upcoming', 'mine'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** Empty form fields read as absent. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const eventFields = {
  title: z.string().trim().min(1, 'Enter a title').max(EVENT_TITLE_MAX),
  description: z.string().trim().max(EVENT_DESCRIPTION_MAX).default(''),
  /** Where it takes place (an address, a room); optional when there is an online link. */
  location: z.preprocess(blankAsAbsent, z.string().trim().max(EVENT_LOCATION_MAX).optional()),
  /** The link to join online (http or https); optional when there is a place. */
  online_url: z.preprocess(blankAsAbsent, z.url({ protocol: /^https?$/, error: 'Enter a web address (https://…)' }).max(EVENT_URL_MAX).optional()),
  /** ISO 8601 with offset; stored in UTC. */
  start: dateTimeField,
  end: dateTimeField,
  /** The IANA zone the event is planned in (named next to its time). */
  time_zone: timeZoneField,
  /** Places; absent: no limit. */
  capacity: numberField(z.number({ error: 'Enter a whole number of places' }).int('Enter a whole number of places').min(1, 'An event has at least 1 place').max(EVENT_CAPACITY_MAX).optional()),
};
type EventFieldsInput = { location?: string | undefined; online_url?: string | undefined };
const placeOrLink: [(input: EventFieldsInput) => boolean, { path: string[]; message: string }] = [
  (input) => Boolean(input.location || input.online_url),
  { path: ['location'], message: EVENT_MESSAGES.placeOrLink },
];

export const createEventInput = z.object(eventFields).refine(...endAfterStart('start', 'end')).refine(...placeOrLink);
export const updateEventInput = z.object({ id: idField, ...eventFields }).refine(...endAfterStart('start', 'end')).refine(...placeOrLink);
/** Admin: a platform event (no clinic_id) or one for a clinic. */
export const adminCreateEventInput = z.object({ clinic_id: idField.optional(), ...eventFields }).refine(...endAfterStart('start', 'end')).refine(...placeOrLink);

export const eventIdInput = z.object({ id: idField });
/** Front: upcoming events for you, or the ones you joined (upcoming first). */
export const eventListInput = pagingInput.extend({ filter: z.enum(EVENT_FILTERS).default('upcoming') });
/** Management: upcoming (soonest first) or past (latest first), with a search over titles; admins may narrow to a clinic. */
export const manageEventListInput = pagingInput.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  search: searchField.optional(),
  clinic_id: idField.optional(),
});

export const communityEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  /** Whether it can be joined online. */
  online: z.boolean(),
  /** The link: for those who joined and the organiser; null for others. */
  online_url: z.string().nullable(),
  /** UTC instants. */
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  /** null: no limit. */
  capacity: z.number().int().nullable(),
  participant_count: z.number().int(),
  /** Places left; null: no limit. */
  spots_left: z.number().int().nullable(),
  /** null: a platform event. */
  clinic_id: z.number().int().nullable(),
  image: z.string().nullable(),
  /** upcoming, happening now, or ended. */
  state: z.enum(['upcoming', 'live', 'ended']),
  joined: z.boolean(),
  created_at: z.string(),
});
export type CommunityEvent = z.infer<typeof communityEvent>;

export const eventParticipant = z.object({
  person: personView,
  joined_at: z.string(),
});
export type EventParticipant = z.infer<typeof eventParticipant>;
