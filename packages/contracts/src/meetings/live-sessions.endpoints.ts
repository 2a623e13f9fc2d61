import { z } from 'zod';
import { defineEndpoint } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  adminAppointmentListInput,
  adminCreateLiveSessionInput,
  adminLiveSessionListInput,
  adminUpdateLiveSessionInput,
  createLiveSessionInput,
  invitationResult,
  liveClassIdInput,
  liveSession,
  liveSessionDetail,
  liveSessionIdInput,
  liveSessionListInput,
  sendInvitationInput,
  updateLiveSessionInput,
} from './live-sessions.schemas.js';
import { appointment, appointmentIdInput, clinicCreateAppointmentInput, updateAppointmentInput } from './meetings.schemas.js';

/*
 * Live classes and live meetings (decision 0032): the front calls to take a seat (or a place in the
 * waitlist) and leave it, the clinic's management of its own, and the admin family `admin/video/*` over
 * every clinic's (and the platform's), with admin appointments.
 */

const FRONT = ['patient', 'frontuser', 'employee'] as const;
const ATTENDEES = ['patient', 'frontuser'] as const;
const ADMIN = ['admin'] as const;
const CLINIC = ['clinic'] as const;

const upcomingOrOwn =
  'Upcoming sessions first; a patient sees their clinic\'s and the platform\'s, a personal user the platform\'s, an employee those they lead.';

export const liveSessionsEndpoints = {
  // Front: classes (spec: classes schedule, available, join or leave {class_id}).
  liveClassesSchedule: defineEndpoint({
    path: 'front/meetings/classes_schedule',
    method: 'GET',
    access: FRONT,
    feature: 'meetings',
    summary: `Your live classes still to come: those you have a seat in or wait for, and (employees) those you lead. ${upcomingOrOwn}`,
    output: z.array(liveSession),
  }),
  liveClassesAvailable: defineEndpoint({
    path: 'front/meetings/classes_available',
    method: 'GET',
    access: ATTENDEES,
    feature: 'meetings',
    summary: 'Live classes still to come that you may join (full ones too: joining them puts you on the waitlist), soonest first, paged.',
    input: liveSessionListInput.omit({ when: true }),
    output: z.array(liveSession),
    paged: true,
  }),
  liveClassJoin: defineEndpoint({
    path: 'front/meetings/join_class',
    access: ATTENDEES,
    feature: 'meetings',
    summary:
      "Take a seat in a live class ('Class has been Joined Successfully!'), or a place on its waitlist when it is full. Joining again changes nothing.",
    input: liveClassIdInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),
  liveClassLeave: defineEndpoint({
    path: 'front/meetings/leave_class',
    access: ATTENDEES,
    feature: 'meetings',
    summary: 'Give up your seat (the first person waiting takes it and is told) or your place on the waitlist.',
    input: liveClassIdInput,
    output: liveSession,
    // A class that has ended or was cancelled (409).
    errors: ['CONFLICT'],
  }),
  // Front: live sessions (spec: live sessions list, join, leave {id}); a failed join or leave says 'something is wrong'.
  liveSessionsList: defineEndpoint({
    path: 'front/meetings/live_sessions',
    method: 'GET',
    access: FRONT,
    feature: 'meetings',
    summary: `Live meetings still to come that you may join, you joined, or (employees) you lead, paged. ${upcomingOrOwn}`,
    input: liveSessionListInput.omit({ when: true }),
    output: z.array(liveSession),
    paged: true,
  }),
  liveSessionJoin: defineEndpoint({
    path: 'front/meetings/join_live_session',
    access: ATTENDEES,
    feature: 'meetings',
    summary: "Take a seat in a live meeting, or a place on its waitlist when it is full. A failure says 'something is wrong'.",
    input: liveSessionIdInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),
  liveSessionLeave: defineEndpoint({
    path: 'front/meetings/leave_live_session',
    access: ATTENDEES,
    feature: 'meetings',
    summary: "Leave a live meeting (the first person waiting takes the seat). A failure says 'something is wrong'.",
    input: liveSessionIdInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),

  // Clinic: its classes and live meetings, its appointments, invitations.
  clinicLiveClasses: defineEndpoint({
    path: 'clinics/meetings/classes',
    method: 'GET',
    access: CLINIC,
    feature: 'meetings',
    summary: "Your clinic's live classes, upcoming or past, paged.",
    input: liveSessionListInput,
    output: z.array(liveSession),
    paged: true,
  }),
  clinicLiveClassAdd: defineEndpoint({
    path: 'clinics/meetings/add_class',
    access: CLINIC,
    feature: 'meetings',
    creates: true,
    summary: "Schedule a live class for your patients ('Class has been Added Successfully').",
    input: createLiveSessionInput,
    output: liveSession,
  }),
  clinicLiveClassEdit: defineEndpoint({
    path: 'clinics/meetings/edit_class',
    access: CLINIC,
    feature: 'meetings',
    summary:
      "Change a live class ('Class has been Updated Successfully'); participants are told of a new time. A larger capacity seats people waiting; a capacity below the seats taken is refused (409).",
    input: updateLiveSessionInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),
  clinicLiveClassDelete: defineEndpoint({
    path: 'clinics/meetings/delete_class',
    access: CLINIC,
    feature: 'meetings',
    summary: 'Cancel and remove a live class; its participants and people waiting are told.',
    input: liveSessionIdInput,
    output: noData,
  }),
  clinicLiveClassDetail: defineEndpoint({
    path: 'clinics/meetings/class_detail',
    method: 'GET',
    access: CLINIC,
    feature: 'meetings',
    summary: 'A live class or meeting of your clinic with its participants and its waitlist in order.',
    input: liveSessionIdInput,
    output: liveSessionDetail,
  }),
  clinicLiveMeetings: defineEndpoint({
    path: 'clinics/meetings/live_meetings',
    method: 'GET',
    access: CLINIC,
    feature: 'meetings',
    summary: "Your clinic's live meetings, upcoming or past, paged.",
    input: liveSessionListInput,
    output: z.array(liveSession),
    paged: true,
  }),
  clinicLiveMeetingAdd: defineEndpoint({
    path: 'clinics/meetings/add_live_meeting',
    access: CLINIC,
    feature: 'meetings',
    creates: true,
    summary: 'Schedule a live meeting for your people.',
    input: createLiveSessionInput,
    output: liveSession,
  }),
  clinicLiveMeetingEdit: defineEndpoint({
    path: 'clinics/meetings/edit_live_meeting',
    access: CLINIC,
    feature: 'meetings',
    summary: "Change a live meeting ('Live Meeting has been Updated Successfully'); as for classes, capacity below the seats taken is refused (409).",
    input: updateLiveSessionInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),
  clinicLiveMeetingDelete: defineEndpoint({
    path: 'clinics/meetings/delete_live_meeting',
    access: CLINIC,
    feature: 'meetings',
    summary: 'Cancel and remove a live meeting; its participants and people waiting are told.',
    input: liveSessionIdInput,
    output: noData,
  }),
  clinicMeetingsDeleteAppointment: defineEndpoint({
    path: 'clinics/meetings/delete_appointment',
    access: CLINIC,
    feature: 'meetings',
    summary: 'Delete an appointment of your clinic (both people are told when it was still to come; its reminders are dropped).',
    input: appointmentIdInput,
    output: noData,
  }),
  clinicMeetingsInvite: defineEndpoint({
    path: 'clinics/meetings/invite',
    access: CLINIC,
    feature: 'meetings',
    summary:
      "Invite people of your clinic (user_ids) or e-mail addresses to a live class or meeting ('Invitations have been sent successfully'); each mail carries its .ics file. At most INVITATION_ADDRESSES_PER_HOUR (500) addresses an hour per clinic: over it, 429 with Retry-After and nothing is sent.",
    input: sendInvitationInput,
    output: invitationResult,
    // A session that has ended or was cancelled (409); over the hourly number of addresses (429, Retry-After).
    errors: ['CONFLICT', 'THROTTLED'],
  }),

  // Admin: admin/video/* (spec section 7 "Admin other": video).
  adminVideoAllAppointments: defineEndpoint({
    path: 'admin/video/all_appointments',
    method: 'GET',
    access: ADMIN,
    summary: 'Appointments of every clinic (or one: clinic_id), upcoming or past, paged.',
    input: adminAppointmentListInput,
    output: z.array(appointment),
    paged: true,
  }),
  adminVideoAllClasses: defineEndpoint({
    path: 'admin/video/all_classes',
    method: 'GET',
    access: ADMIN,
    summary: 'Live classes of the platform and every clinic (or one: clinic_id), upcoming or past, paged.',
    input: adminLiveSessionListInput,
    output: z.array(liveSession),
    paged: true,
  }),
  adminVideoAllMeetings: defineEndpoint({
    path: 'admin/video/all_meetings',
    method: 'GET',
    access: ADMIN,
    summary: 'Live meetings of the platform and every clinic (or one: clinic_id), upcoming or past, paged.',
    input: adminLiveSessionListInput,
    output: z.array(liveSession),
    paged: true,
  }),
  adminVideoCreateAppointment: defineEndpoint({
    path: 'admin/video/create_appointment',
    access: ADMIN,
    creates: true,
    summary: "Book an appointment (approved) between an employee and a patient of the employee's clinic.",
    input: clinicCreateAppointmentInput,
    output: appointment,
    errors: ['CONFLICT'],
  }),
  adminVideoEditAppointment: defineEndpoint({
    path: 'admin/video/edit_appointment',
    access: ADMIN,
    summary: "Move an appointment ('Appointment has been Updated Successfully'); 409 when the new time is taken.",
    input: updateAppointmentInput,
    output: appointment,
    errors: ['CONFLICT'],
  }),
  adminVideoDeleteAppointment: defineEndpoint({
    path: 'admin/video/delete_appointment',
    access: ADMIN,
    summary: 'Delete an appointment (both people are told when it was still to come).',
    input: appointmentIdInput,
    output: noData,
  }),
  adminVideoCreateClass: defineEndpoint({
    path: 'admin/video/create_class',
    access: ADMIN,
    creates: true,
    summary: 'Schedule a live class for the platform (every patient and personal user) or for one clinic (clinic_id).',
    input: adminCreateLiveSessionInput,
    output: liveSession,
  }),
  adminVideoEditClass: defineEndpoint({
    path: 'admin/video/edit_class',
    access: ADMIN,
    summary: 'Change a live class; capacity below the seats taken is refused (409).',
    input: adminUpdateLiveSessionInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),
  adminVideoDeleteClass: defineEndpoint({
    path: 'admin/video/delete_class',
    access: ADMIN,
    summary: 'Cancel and remove a live class; its people are told.',
    input: liveSessionIdInput,
    output: noData,
  }),
  adminVideoCreateMeeting: defineEndpoint({
    path: 'admin/video/create_meeting',
    access: ADMIN,
    creates: true,
    summary: 'Schedule a live meeting for the platform or for one clinic (clinic_id).',
    input: adminCreateLiveSessionInput,
    output: liveSession,
  }),
  adminVideoEditMeeting: defineEndpoint({
    path: 'admin/video/edit_meeting',
    access: ADMIN,
    summary: "Change a live meeting ('Live Meeting has been Updated Successfully'); capacity below the seats taken is refused (409).",
    input: adminUpdateLiveSessionInput,
    output: liveSession,
    errors: ['CONFLICT'],
  }),
  adminVideoDeleteMeeting: defineEndpoint({
    path: 'admin/video/delete_meeting',
    access: ADMIN,
    summary: 'Cancel and remove a live meeting; its people are told.',
    input: liveSessionIdInput,
    output: noData,
  }),
  adminVideoClassDetail: defineEndpoint({
    path: 'admin/video/class_detail',
    method: 'GET',
    access: ADMIN,
    summary: 'A live class or meeting with its participants and its waitlist in order.',
    input: liveSessionIdInput,
    output: liveSessionDetail,
  }),
  adminVideoSendInvitation: defineEndpoint({
    path: 'admin/video/send_invitation',
    access: ADMIN,
    summary:
      "Invite people of the session's audience (user_ids) or e-mail addresses to a live class or meeting ('Invitations have been sent successfully'). At most INVITATION_ADDRESSES_PER_HOUR (500) addresses an hour per administrator: over it, 429 with Retry-After and nothing is sent.",
    input: sendInvitationInput,
    output: invitationResult,
    // A session that has ended or was cancelled (409); over the hourly number of addresses (429, Retry-After).
    errors: ['CONFLICT', 'THROTTLED'],
  }),
};
