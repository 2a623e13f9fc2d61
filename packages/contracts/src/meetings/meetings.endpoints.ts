import { z } from 'zod';
import { defineEndpoint, fileOutput, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import { personView } from '../people/person-view.js';
import {
  appointment,
  appointmentIdInput,
  appointmentListInput,
  appointmentRequestInput,
  appointmentRules,
  availability,
  availabilityCheckInput,
  CALENDAR_CONTENT_TYPE,
  calendarFeedStatus,
  calendarFeedUrl,
  clinicMeetingsPatientsInput,
  meetingsTherapist,
  clinicCreateAppointmentInput,
  createAppointmentInput,
  freeSlots,
  appointmentScheduleInput,
  setAvailabilityInput,
  updateAppointmentInput,
  updateAppointmentRulesInput,
} from './meetings.schemas.js';

type Config = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

/** The care side of an appointment: the therapist (front family, their own) and the clinic (all of its). */
function care<const C extends Config>(action: string, config: C) {
  return {
    employee: defineEndpoint({ ...config, path: `front/meetings/${action}`, access: ['employee'] as const, feature: 'meetings' }),
    clinic: defineEndpoint({ ...config, path: `clinics/meetings/${action}`, access: ['clinic'] as const, feature: 'meetings' }),
  };
}

const schedule = care('schedule', {
  method: 'GET',
  summary:
    "Appointments (requested and approved) within a range of days, in time order: an employee's own; a clinic's, of all its employees or of one (employee_id).",
  input: appointmentScheduleInput,
  output: z.array(appointment),
});
const requested = care('requested_appointments', {
  method: 'GET',
  summary: 'Requested appointments still to come, waiting for approval, soonest first, paged.',
  input: appointmentListInput.omit({ when: true }),
  output: z.array(appointment),
  paged: true,
});
const approve = care('approve', {
  summary: 'Approve a requested appointment (the patient is told).',
  input: appointmentIdInput,
  output: appointment,
  errors: ['CONFLICT'],
});
const deny = care('deny', {
  summary: 'Deny a requested appointment (the patient is told); its time becomes free again.',
  input: appointmentIdInput,
  output: appointment,
  errors: ['CONFLICT'],
});
const update = care('update', {
  summary:
    'Reschedule an appointment to a new start and end (the patient is told; reminders follow the new time). 409 when the new time is taken.',
  input: updateAppointmentInput,
  output: appointment,
  errors: ['CONFLICT'],
});

/** The calendar feed calls: patients and employees (front family), and clinic accounts. */
function feed<const C extends Config>(action: string, config: C) {
  return {
    front: defineEndpoint({ ...config, path: `front/meetings/${action}`, access: ['patient', 'employee'] as const, feature: 'meetings' }),
    clinic: defineEndpoint({ ...config, path: `clinics/meetings/${action}`, access: ['clinic'] as const, feature: 'meetings' }),
  };
}

const feedStatus = feed('calendar_feed', {
  method: 'GET',
  summary: 'Whether you keep a private calendar feed URL, and since when (the URL itself is shown only when made).',
  output: calendarFeedStatus,
});
const createFeed = feed('create_calendar_feed', {
  creates: true,
  summary:
    'Make your private calendar feed URL (iCalendar, for Google, Apple or Outlook calendars to subscribe to); shown this once. Replaces the previous URL, which stops working.',
  output: calendarFeedUrl,
});
const deleteFeed = feed('delete_calendar_feed', {
  summary: 'Revoke your private calendar feed URL: subscribed calendars stop receiving your appointments.',
  output: noData,
});

export const meetingsEndpoints = {
  meetingsAvailability: defineEndpoint({
    path: 'front/meetings/availability',
    method: 'GET',
    access: ['employee'],
    feature: 'meetings',
    summary: 'Your weekly hours (in your time zone), slot length and days off.',
    output: availability,
  }),
  meetingsSetAvailability: defineEndpoint({
    path: 'front/meetings/set_availability',
    access: ['employee'],
    feature: 'meetings',
    summary: 'Set your weekly hours in your IANA time zone, your slot length and your days off (replaces the previous ones).',
    input: setAvailabilityInput,
    output: availability,
  }),
  meetingsAvailabilityCheck: defineEndpoint({
    path: 'front/meetings/availability_check',
    access: ['patient', 'employee'],
    feature: 'meetings',
    summary:
      "A therapist's free slots between two local days (inclusive): their weekly hours, less days off, less booked time and the past. A patient asks about their own clinic's therapists; an employee about themself.",
    input: availabilityCheckInput,
    output: freeSlots,
  }),
  meetingsAddAppointmentRequest: defineEndpoint({
    path: 'front/meetings/add_appointment_request',
    access: ['patient'],
    feature: 'meetings',
    creates: true,
    summary:
      "Ask one of your clinic's therapists for an appointment at a free time within their hours (the therapist is told). 409 when the time was taken meanwhile.",
    input: appointmentRequestInput,
    output: appointment,
    errors: ['CONFLICT'],
  }),
  meetingsAppointments: defineEndpoint({
    path: 'front/meetings/appointments',
    method: 'GET',
    access: ['patient'],
    feature: 'meetings',
    summary: 'Your appointments: upcoming (soonest first) or past (latest first), of every status, paged.',
    input: appointmentListInput,
    output: z.array(appointment),
    paged: true,
  }),
  meetingsCancel: defineEndpoint({
    path: 'front/meetings/cancel',
    access: ['patient'],
    feature: 'meetings',
    summary:
      "Cancel one of your upcoming appointments; the therapist is told and the time is free again. A request can always be withdrawn; an approved appointment only within your clinic's rules (appointment_rules): within the notice, or when your clinic takes no cancellations online, 409 naming id and nothing changes.",
    input: appointmentIdInput,
    output: appointment,
    errors: ['CONFLICT'],
  }),
  meetingsAppointmentRules: defineEndpoint({
    path: 'front/meetings/appointment_rules',
    method: 'GET',
    access: ['patient'],
    feature: 'meetings',
    summary:
      "Your clinic's cancellation rules: until how many hours before the start you may cancel an approved appointment online, whether online at all, and the clinic's policy text.",
    output: appointmentRules,
  }),
  clinicMeetingsAppointmentRules: defineEndpoint({
    path: 'clinics/meetings/appointment_rules',
    method: 'GET',
    access: ['clinic'],
    feature: 'meetings',
    summary: 'Your cancellation rules for patients (24 hours notice and online cancelling on until you set them).',
    output: appointmentRules,
  }),
  clinicMeetingsUpdateAppointmentRules: defineEndpoint({
    path: 'clinics/meetings/update_appointment_rules',
    access: ['clinic'],
    feature: 'meetings',
    summary:
      "Set your cancellation rules: the notice in hours (0 to 336) before the start until which patients may cancel approved appointments online, whether they may cancel online at all, and a policy text (at most 500 characters) shown to them. Staff cancel and delete as before.",
    input: updateAppointmentRulesInput,
    output: appointmentRules,
  }),
  meetingsSend: defineEndpoint({
    path: 'front/meetings/send',
    access: ['employee'],
    feature: 'meetings',
    creates: true,
    summary:
      'Book one of your patients, once or weekly/biweekly `count` times; a series keeps its local time (your zone) across daylight-saving changes. All or nothing: 409 naming the first taken occurrence.',
    input: createAppointmentInput,
    output: z.array(appointment),
    errors: ['CONFLICT'],
  }),
  clinicMeetingsAdd: defineEndpoint({
    path: 'clinics/meetings/add_appointment',
    access: ['clinic'],
    feature: 'meetings',
    creates: true,
    summary: 'Book an appointment (approved) between one of your employees and one of your patients.',
    input: clinicCreateAppointmentInput,
    output: appointment,
    errors: ['CONFLICT'],
  }),
  meetingsEmployee: defineEndpoint({
    path: 'front/meetings/employee',
    method: 'GET',
    access: ['patient'],
    feature: 'meetings',
    summary: 'Your therapists (the employees assigned to you), by name, with the zone and slot length of their hours.',
    output: z.array(meetingsTherapist),
  }),
  meetingsPatients: defineEndpoint({
    path: 'front/meetings/patients',
    method: 'GET',
    access: ['employee'],
    feature: 'meetings',
    summary: 'Your patients (those assigned to you), by name: whom you may book.',
    output: z.array(personView),
  }),
  clinicMeetingsEmployees: defineEndpoint({
    path: 'clinics/meetings/employees',
    method: 'GET',
    access: ['clinic'],
    feature: 'meetings',
    summary: "Your clinic's employees, by name, with the zone and slot length of their hours.",
    output: z.array(meetingsTherapist),
  }),
  clinicMeetingsPatients: defineEndpoint({
    path: 'clinics/meetings/patients',
    method: 'GET',
    access: ['clinic'],
    feature: 'meetings',
    summary: "Your clinic's patients, by name, or only those assigned to one employee (employee_id).",
    input: clinicMeetingsPatientsInput,
    output: z.array(personView),
  }),
  meetingsAppointmentIcs: defineEndpoint({
    path: 'front/meetings/appointment_ics',
    method: 'GET',
    access: ['patient', 'employee'],
    feature: 'meetings',
    summary: 'One of your appointments as an iCalendar file (.ics) to add to a calendar; the response is the file.',
    input: appointmentIdInput,
    output: fileOutput,
    download: CALENDAR_CONTENT_TYPE,
  }),
  clinicMeetingsAppointmentIcs: defineEndpoint({
    path: 'clinics/meetings/appointment_ics',
    method: 'GET',
    access: ['clinic'],
    feature: 'meetings',
    summary: "One of your clinic's appointments as an iCalendar file (.ics); the response is the file.",
    input: appointmentIdInput,
    output: fileOutput,
    download: CALENDAR_CONTENT_TYPE,
  }),
  meetingsCalendarFeed: feedStatus.front,
  clinicMeetingsCalendarFeed: feedStatus.clinic,
  meetingsCreateCalendarFeed: createFeed.front,
  clinicMeetingsCreateCalendarFeed: createFeed.clinic,
  meetingsDeleteCalendarFeed: deleteFeed.front,
  clinicMeetingsDeleteCalendarFeed: deleteFeed.clinic,
  meetingsSchedule: schedule.employee,
  clinicMeetingsSchedule: schedule.clinic,
  meetingsRequested: requested.employee,
  clinicMeetingsRequested: requested.clinic,
  meetingsApprove: approve.employee,
  clinicMeetingsApprove: approve.clinic,
  meetingsDeny: deny.employee,
  clinicMeetingsDeny: deny.clinic,
  meetingsUpdate: update.employee,
  clinicMeetingsUpdate: update.clinic,
};

/*
 * The web imports a domain's endpoints from '@stillpoint/contracts/endpoints/<domain>' (decision 0016), which
 * reaches only `meetings/meetings.endpoints.ts`: the live sessions' calls travel through it too, and the web
 * build reduces them to references like the rest of the module.
 */
export { liveSessionsEndpoints } from './live-sessions.endpoints.js';
