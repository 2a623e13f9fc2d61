import { adminEventsEndpoints, clinicEventsEndpoints, eventsFrontEndpoints } from '@stillpoint/contracts/endpoints/community';
import type { CommunityEvent } from '@stillpoint/contracts';
import { apiDownload, apiUpload, saveBlob, uploadForm } from '../../lib/api-client';

/**
 * The calls of events, by who makes them: the people an event is for (front), and its organisers, a
 * clinic account (clinics/events/*) or administrators (admin/events/*) with the same calls.
 */
export const FRONT = eventsFrontEndpoints;
export type StaffFamily = 'clinic' | 'admin';
export const STAFF_CALLS = { clinic: clinicEventsEndpoints, admin: adminEventsEndpoints } as const;

/** Every list of events, read again after any change (a join changes the places left in each). */
export const EVENT_LISTS = ['front/events/', 'clinics/events/', 'admin/events/'] as const;

/** What the form sends, besides the image file. */
export interface EventInput {
  title: string;
  description: string;
  location?: string | undefined;
  online_url?: string | undefined;
  start: string;
  end: string;
  time_zone: string;
  capacity?: number | undefined;
}

/** Adds or edits an event: a multipart form with the image when one is chosen. */
export async function saveEvent(family: StaffFamily, input: EventInput, image: File | null, id?: number) {
  const calls = STAFF_CALLS[family];
  const form = uploadForm({ ...input, ...(id !== undefined ? { id } : {}) }, { image });
  return id !== undefined ? apiUpload(calls.editEvent, form) : apiUpload(calls.addEvent, form);
}

/** Downloads the event's .ics ("Add to calendar"). */
export async function downloadEventIcs(event: Pick<CommunityEvent, 'id'>) {
  const { blob, filename } = await apiDownload(FRONT.eventIcs, { id: event.id });
  saveBlob(blob, filename);
}
