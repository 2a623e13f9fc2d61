import { meetingsEndpoints as endpoints } from '@stillpoint/contracts/endpoints/meetings';

/**
 * The care side of appointments exists twice with the same calls (spec section 7 "Meetings"): the
 * therapist's own (front/meetings/...) and the clinic's, for all of its therapists (clinics/meetings/...).
 */
export type CareFamily = 'employee' | 'clinic';

export const CARE_CALLS = {
  employee: {
    schedule: endpoints.meetingsSchedule,
    requested: endpoints.meetingsRequested,
    approve: endpoints.meetingsApprove,
    deny: endpoints.meetingsDeny,
    update: endpoints.meetingsUpdate,
  },
  clinic: {
    schedule: endpoints.clinicMeetingsSchedule,
    requested: endpoints.clinicMeetingsRequested,
    approve: endpoints.clinicMeetingsApprove,
    deny: endpoints.clinicMeetingsDeny,
    update: endpoints.clinicMeetingsUpdate,
  },
} as const;

/** Every list of appointments of a family, read again after any change (path prefixes). */
export const MEETING_LISTS = ['front/meetings/', 'clinics/meetings/'] as const;

export { endpoints as meetingsEndpoints };
