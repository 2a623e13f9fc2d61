import { z } from 'zod';
import { defineEndpoint, fileOutput, prefixed } from '../catalogue/define.js';
import { noData } from '../common.js';
import { CALENDAR_CONTENT_TYPE } from '../meetings/meetings.schemas.js';
import {
  adminCreateEventInput,
  createEventInput,
  communityEvent,
  eventIdInput,
  eventListInput,
  eventParticipant,
  manageEventListInput,
  updateEventInput,
} from './events.schemas.js';

/*
 * Events (decision 0037): the front family for the people an event is for (patients, employees, personal
 * users), and the management family declared once for clinic accounts (`clinics/events/*`) and
 * administrators (`admin/events/*`, with its participants as spec section 7 names).
 */

const PEOPLE = ['patient', 'employee', 'frontuser'] as const;
const front = { access: PEOPLE, feature: 'events' as const };

export const eventsFrontEndpoints = {
  eventsList: defineEndpoint({
    path: 'front/events/events',
    method: 'GET',
    ...front,
    summary: "Upcoming events for you (your clinic's and the platform's; personal users the platform's), soonest first, or the ones you joined (`filter=mine`), paged.",
    input: eventListInput,
    output: z.array(communityEvent),
    paged: true,
  }),
  eventDetail: defineEndpoint({
    path: 'front/events/detail',
    method: 'GET',
    ...front,
    summary: 'An event with its place, its online link once you joined, its places left and whether you joined.',
    input: eventIdInput,
    output: communityEvent,
  }),
  eventJoin: defineEndpoint({
    path: 'front/events/join',
    ...front,
    summary: "Join an event that has not started ('You have joined the Event'); joining again changes nothing. A full event: 409, nothing stored.",
    input: eventIdInput,
    output: communityEvent,
    errors: ['CONFLICT'],
  }),
  eventLeave: defineEndpoint({
    path: 'front/events/leave',
    ...front,
    summary: "Leave an event ('You have left the Event'); leaving again changes nothing.",
    input: eventIdInput,
    output: communityEvent,
  }),
  eventIcs: defineEndpoint({
    path: 'front/events/event_ics',
    method: 'GET',
    ...front,
    summary: 'An event as an iCalendar file (.ics) to add to a calendar; the response is the file.',
    input: eventIdInput,
    output: fileOutput,
    download: CALENDAR_CONTENT_TYPE,
  }),
};

export type EventsFamily = 'clinics' | 'admin';

function manageEventsFor<F extends EventsFamily>(family: F) {
  const access = family === 'admin' ? (['admin'] as const) : (['clinic'] as const);
  const uploads = { image: { kinds: ['image'] as const } };
  return {
    events: defineEndpoint({
      path: `${family}/events/events`,
      method: 'GET',
      access,
      summary: family === 'admin' ? 'Every event (platform and clinics), upcoming or past, paged.' : "The clinic's events, upcoming or past, paged.",
      input: manageEventListInput,
      output: z.array(communityEvent),
      paged: true,
    }),
    detail: defineEndpoint({
      path: `${family}/events/detail`,
      method: 'GET',
      access,
      summary: 'One of your events, as its organiser sees it (with its online link).',
      input: eventIdInput,
      output: communityEvent,
    }),
    addEvent: defineEndpoint({
      path: `${family}/events/add_event`,
      access,
      summary: "Add an event (multipart, image in `image`); its start must be ahead: 'Event has been Added Successfully'.",
      input: family === 'admin' ? adminCreateEventInput : createEventInput,
      uploads,
      output: communityEvent,
      creates: true,
    }),
    editEvent: defineEndpoint({
      path: `${family}/events/edit_event`,
      access,
      summary: "Edit an event (multipart as when adding): 'Event has been Updated Successfully'. Its participants are told when it moves; the capacity cannot go below those who joined.",
      input: updateEventInput,
      uploads,
      output: communityEvent,
    }),
    deleteEvent: defineEndpoint({
      path: `${family}/events/delete_event`,
      access,
      summary: "Cancel and delete an event; its participants are told: 'Event has been Deleted Successfully'.",
      input: eventIdInput,
      output: noData,
    }),
    participants: defineEndpoint({
      path: `${family}/events/participants`,
      method: 'GET',
      access,
      summary: "An event's participants, by real name, in the order they joined.",
      input: eventIdInput,
      output: z.array(eventParticipant),
    }),
  };
}

export const clinicEventsEndpoints = manageEventsFor('clinics');
export const adminEventsEndpoints = manageEventsFor('admin');

export const eventsEndpoints = {
  ...eventsFrontEndpoints,
  ...prefixed('clinicEvents', clinicEventsEndpoints),
  ...prefixed('adminEvents', adminEventsEndpoints),
};
