import { endpoints, MEETING_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { pageWindow as page, pagedAnswer as paged } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { MeetingsService } from './meetings.service.js';

/** One handler for the employee and clinic twins of a call. */
function both<A extends Endpoint, B extends Endpoint>(first: A, second: B, handler: Handler<A>): RouteImpl[] {
  return [route(first, handler), route(second, handler as unknown as Handler<B>)];
}


/** Meetings: availability and appointments (spec section 7 "Meetings"; decision 0028). */
export function meetingsRoutes(service: MeetingsService): RouteImpl[] {
  return [
    route(endpoints.meetingsAvailability, async ({ auth }) => ({ data: await service.availability(auth) })),
    route(endpoints.meetingsSetAvailability, async ({ input, auth }) => ({
      data: await service.setAvailability(auth, input),
      message: MEETING_MESSAGES.availabilitySaved,
    })),
    route(endpoints.meetingsAvailabilityCheck, async ({ input, auth }) => ({ data: await service.freeSlots(auth, input) })),
    route(endpoints.meetingsAddAppointmentRequest, async ({ input, auth }) => ({
      data: await service.request(auth, input),
      message: MEETING_MESSAGES.requestSent,
      httpStatus: 201,
    })),
    route(endpoints.meetingsAppointments, async ({ input, auth }) => paged(await service.patientList(auth, input.when, page(input)), input.perPage)),
    route(endpoints.meetingsCancel, async ({ input, auth }) => ({ data: await service.cancel(auth, input.id), message: MEETING_MESSAGES.cancelled })),
    route(endpoints.meetingsAppointmentRules, async ({ auth }) => ({ data: await service.appointmentRules(auth) })),
    route(endpoints.clinicMeetingsAppointmentRules, async ({ auth }) => ({ data: await service.appointmentRules(auth) })),
    route(endpoints.clinicMeetingsUpdateAppointmentRules, async ({ input, auth }) => ({
      data: await service.setAppointmentRules(auth, input),
      message: MEETING_MESSAGES.rulesSaved,
    })),
    route(endpoints.meetingsSend, async ({ input, auth }) => ({
      data: await service.book(auth, input),
      message: MEETING_MESSAGES.employeeSubmitted,
      httpStatus: 201,
    })),
    route(endpoints.clinicMeetingsAdd, async ({ input, auth }) => ({
      data: await service.clinicBook(auth, input),
      message: MEETING_MESSAGES.created,
      httpStatus: 201,
    })),
    route(endpoints.meetingsEmployee, async ({ auth }) => ({ data: await service.therapists(auth) })),
    route(endpoints.meetingsPatients, async ({ auth }) => ({ data: await service.patients(auth) })),
    route(endpoints.clinicMeetingsEmployees, async ({ auth }) => ({ data: await service.clinicTherapists(auth) })),
    route(endpoints.clinicMeetingsPatients, async ({ input, auth }) => ({ data: await service.clinicPatients(auth, input.employee_id) })),
    ...both(endpoints.meetingsAppointmentIcs, endpoints.clinicMeetingsAppointmentIcs, async ({ input, auth }) => {
      const { bytes, filename } = await service.appointmentIcs(auth, input.id);
      return { data: bytes, filename };
    }),
    ...both(endpoints.meetingsCalendarFeed, endpoints.clinicMeetingsCalendarFeed, async ({ auth }) => ({ data: await service.feedStatus(auth) })),
    ...both(endpoints.meetingsCreateCalendarFeed, endpoints.clinicMeetingsCreateCalendarFeed, async ({ auth }) => ({
      data: await service.createFeed(auth),
      message: MEETING_MESSAGES.feedCreated,
      httpStatus: 201,
    })),
    ...both(endpoints.meetingsDeleteCalendarFeed, endpoints.clinicMeetingsDeleteCalendarFeed, async ({ auth }) => {
      await service.deleteFeed(auth);
      return { data: null, message: MEETING_MESSAGES.feedDeleted };
    }),
    ...both(endpoints.meetingsSchedule, endpoints.clinicMeetingsSchedule, async ({ input, auth }) => ({ data: await service.schedule(auth, input) })),
    ...both(endpoints.meetingsRequested, endpoints.clinicMeetingsRequested, async ({ input, auth }) =>
      paged(await service.requested(auth, page(input)), input.perPage),
    ),
    ...both(endpoints.meetingsApprove, endpoints.clinicMeetingsApprove, async ({ input, auth }) => ({
      data: await service.approve(auth, input.id),
      message: MEETING_MESSAGES.approved,
    })),
    ...both(endpoints.meetingsDeny, endpoints.clinicMeetingsDeny, async ({ input, auth }) => ({
      data: await service.deny(auth, input.id),
      message: MEETING_MESSAGES.denied,
    })),
    ...both(endpoints.meetingsUpdate, endpoints.clinicMeetingsUpdate, async ({ input, auth }) => ({
      data: await service.reschedule(auth, input),
      message: MEETING_MESSAGES.updated,
    })),
  ];
}
