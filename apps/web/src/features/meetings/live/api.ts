import { liveSessionsEndpoints as live, meetingsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import type { LiveSessionKind } from '@stillpoint/contracts';

/**
 * The calls of live classes and live meetings, by who makes them. A front person (patient, personal user)
 * takes or leaves a seat; the clinic manages its own sessions and the admin (admin/video/*) everyone's,
 * with the same calls per kind: one list, form and detail serve both (STAFF_CALLS[family][kind]).
 */
export const FRONT_CALLS = {
  class: { join: live.liveClassJoin, leave: live.liveClassLeave },
  meeting: { join: live.liveSessionJoin, leave: live.liveSessionLeave },
} as const;

export type StaffFamily = 'clinic' | 'admin';

export const STAFF_CALLS = {
  clinic: {
    class: { list: live.clinicLiveClasses, add: live.clinicLiveClassAdd, edit: live.clinicLiveClassEdit, remove: live.clinicLiveClassDelete },
    meeting: {
      list: live.clinicLiveMeetings,
      add: live.clinicLiveMeetingAdd,
      edit: live.clinicLiveMeetingEdit,
      remove: live.clinicLiveMeetingDelete,
    },
    detail: live.clinicLiveClassDetail,
    invite: live.clinicMeetingsInvite,
  },
  admin: {
    class: { list: live.adminVideoAllClasses, add: live.adminVideoCreateClass, edit: live.adminVideoEditClass, remove: live.adminVideoDeleteClass },
    meeting: {
      list: live.adminVideoAllMeetings,
      add: live.adminVideoCreateMeeting,
      edit: live.adminVideoEditMeeting,
      remove: live.adminVideoDeleteMeeting,
    },
    detail: live.adminVideoClassDetail,
    invite: live.adminVideoSendInvitation,
  },
} as const satisfies Record<StaffFamily, Record<LiveSessionKind, object> & { detail: object; invite: object }>;

/**
 * Every list of live sessions, read again after any change (path prefixes): a seat taken or given up
 * changes the counts in each list, and a waitlist promotion changes someone else's place.
 */
export const LIVE_LISTS = [
  live.liveClassesSchedule,
  live.liveClassesAvailable,
  live.liveSessionsList,
  live.clinicLiveClasses,
  live.clinicLiveMeetings,
  live.clinicLiveClassDetail,
  'admin/video/',
] as const;

export { live as liveEndpoints, meetingsEndpoints };
