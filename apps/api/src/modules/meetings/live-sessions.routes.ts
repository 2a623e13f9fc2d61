import { endpoints, LIVE_SESSION_MESSAGES, MEETING_MESSAGES } from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';
import { pagedAnswer as paged, pageWindow as page } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { MeetingsService } from './meetings.service.js';
import { liveScopeOf, type LiveSessionsService } from './live-sessions.service.js';


/**
 * The front join and leave of a live meeting say 'something is wrong' for every refusal (spec section 8),
 * with the true status (404, 409) and the field it concerns, so the web app still knows what happened.
 */
async function orSessionFailed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failed = LIVE_SESSION_MESSAGES.sessionFailed;
    throw new AppError(error.code, failed, error.errors?.map((entry) => ({ path: entry.path, message: failed })), error.retryAfter);
  }
}

/** Live classes and live meetings: front, clinic and admin/video families (decision 0032). */
export function liveSessionsRoutes(live: LiveSessionsService, meetings: MeetingsService): RouteImpl[] {
  const joined = (place: 'joined' | 'waitlisted', seated: string) => (place === 'joined' ? seated : LIVE_SESSION_MESSAGES.waitlisted);
  return [
    // Front
    route(endpoints.liveClassesSchedule, async ({ auth }) => ({ data: await live.classesSchedule(auth) })),
    route(endpoints.liveClassesAvailable, async ({ input, auth }) => paged(await live.classesAvailable(auth, input, page(input)), input.perPage)),
    route(endpoints.liveClassJoin, async ({ input, auth }) => {
      const { session, place } = await live.join(auth, input.class_id, 'class');
      return { data: session, message: joined(place, LIVE_SESSION_MESSAGES.classJoined) };
    }),
    route(endpoints.liveClassLeave, async ({ input, auth }) => ({ data: await live.leave(auth, input.class_id, 'class'), message: LIVE_SESSION_MESSAGES.classLeft })),
    route(endpoints.liveSessionsList, async ({ input, auth }) => paged(await live.sessionsList(auth, input, page(input)), input.perPage)),
    route(endpoints.liveSessionJoin, async ({ input, auth }) =>
      orSessionFailed(async () => {
        const { session, place } = await live.join(auth, input.id, 'meeting');
        return { data: session, message: joined(place, LIVE_SESSION_MESSAGES.sessionJoined) };
      }),
    ),
    route(endpoints.liveSessionLeave, async ({ input, auth }) =>
      orSessionFailed(async () => ({ data: await live.leave(auth, input.id, 'meeting'), message: LIVE_SESSION_MESSAGES.sessionLeft })),
    ),

    // Clinic and admin: the same service over the caller's scope (a clinic's own, or everything).
    ...[endpoints.clinicLiveClasses, endpoints.adminVideoAllClasses].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => paged(await live.list(auth, liveScopeOf(auth), 'class', input, page(input)), input.perPage)),
    ),
    ...[endpoints.clinicLiveMeetings, endpoints.adminVideoAllMeetings].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => paged(await live.list(auth, liveScopeOf(auth), 'meeting', input, page(input)), input.perPage)),
    ),
    ...[endpoints.clinicLiveClassAdd, endpoints.adminVideoCreateClass].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => ({
        data: await live.create(auth, liveScopeOf(auth), 'class', input),
        message: LIVE_SESSION_MESSAGES.classAdded,
        httpStatus: 201,
      })),
    ),
    ...[endpoints.clinicLiveMeetingAdd, endpoints.adminVideoCreateMeeting].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => ({
        data: await live.create(auth, liveScopeOf(auth), 'meeting', input),
        message: LIVE_SESSION_MESSAGES.meetingAdded,
        httpStatus: 201,
      })),
    ),
    ...[endpoints.clinicLiveClassEdit, endpoints.adminVideoEditClass].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => ({ data: await live.update(auth, liveScopeOf(auth), 'class', input), message: LIVE_SESSION_MESSAGES.classUpdated })),
    ),
    ...[endpoints.clinicLiveMeetingEdit, endpoints.adminVideoEditMeeting].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => ({ data: await live.update(auth, liveScopeOf(auth), 'meeting', input), message: LIVE_SESSION_MESSAGES.meetingUpdated })),
    ),
    ...[endpoints.clinicLiveClassDelete, endpoints.adminVideoDeleteClass].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => {
        await live.remove(auth, liveScopeOf(auth), 'class', input.id);
        return { data: null, message: LIVE_SESSION_MESSAGES.classDeleted };
      }),
    ),
    ...[endpoints.clinicLiveMeetingDelete, endpoints.adminVideoDeleteMeeting].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => {
        await live.remove(auth, liveScopeOf(auth), 'meeting', input.id);
        return { data: null, message: LIVE_SESSION_MESSAGES.meetingDeleted };
      }),
    ),
    ...[endpoints.clinicLiveClassDetail, endpoints.adminVideoClassDetail].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => ({ data: await live.detail(auth, liveScopeOf(auth), input.id) })),
    ),
    ...[endpoints.clinicMeetingsInvite, endpoints.adminVideoSendInvitation].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => ({ data: await live.invite(auth, liveScopeOf(auth), input), message: LIVE_SESSION_MESSAGES.invitationsSent })),
    ),
    ...[endpoints.clinicMeetingsDeleteAppointment, endpoints.adminVideoDeleteAppointment].map((endpoint) =>
      route(endpoint, async ({ input, auth }) => {
        const scope = liveScopeOf(auth);
        await meetings.deleteAppointment('clinicId' in scope ? { clinicId: scope.clinicId } : {}, input.id);
        return { data: null, message: MEETING_MESSAGES.deleted };
      }),
    ),

    // Admin appointments: the clinic's booking and moving, as the appointment's clinic.
    route(endpoints.adminVideoAllAppointments, async ({ input, auth }) => paged(await meetings.allAppointments(auth, input, page(input)), input.perPage)),
    route(endpoints.adminVideoCreateAppointment, async ({ input, auth }) => ({
      data: await meetings.adminBook(auth, input),
      message: MEETING_MESSAGES.created,
      httpStatus: 201,
    })),
    route(endpoints.adminVideoEditAppointment, async ({ input, auth }) => ({ data: await meetings.adminReschedule(auth, input), message: MEETING_MESSAGES.updated })),
  ];
}
