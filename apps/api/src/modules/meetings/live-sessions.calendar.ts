import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CALENDAR_CONTENT_TYPE } from '@stillpoint/contracts';
import type { MailAttachment } from '../../adapters/mail/index.js';
import type { EmailAttachmentProvider } from '../notifications/notifications.service.js';
import type { LiveSessionRecord, LiveSessionsRepository } from './live-sessions.repository.js';

/*
 * iCalendar for live classes and meetings (decision 0032), written by ical-generator like appointments'
 * (meetings.calendar.ts): one VEVENT, its UID stable (live-session-<id>@stillpoint) so a calendar that
 * imported an invitation updates the same event, its times in UTC, its title and the page to open. No
 * participants: who else takes part is nobody's business but the staff's.
 */

export const liveSessionUid = (id: number) => `live-session-${id}@stillpoint`;
export const liveSessionFilename = (id: number) => `live-session-${id}.ics`;

/** One session's .ics; `url` is the web page the recipient opens it on. */
export function liveSessionIcs(session: LiveSessionRecord, url?: string): MailAttachment {
  const calendar = ical({
    name: 'Stillpoint',
    prodId: { company: 'Stillpoint', product: 'Live sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: liveSessionUid(session.id),
    stamp: session.updatedAt,
    start: session.startsAt,
    end: session.endsAt,
    summary: session.title,
    ...(session.description ? { description: session.description } : {}),
    ...(url ? { url } : {}),
    status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { filename: liveSessionFilename(session.id), contentType: CALENDAR_CONTENT_TYPE, content: Buffer.from(calendar.toString(), 'utf8') };
}

/**
 * The .ics an invitation's e-mail carries (notifications of `data.liveSessionId` with `data.calendar`),
 * made when the e-mail is sent, so it holds the session as it is then; none once the session is gone.
 */
export function liveSessionEmailAttachments(repo: Pick<LiveSessionsRepository, 'find'>, publicUrl: string): EmailAttachmentProvider {
  return async ({ userId, data }) => {
    const id = Number(data.liveSessionId);
    if (data.calendar !== true || !Number.isInteger(id)) return [];
    const row = await repo.find(id, userId);
    if (!row) return [];
    const page = typeof data.page === 'string' ? `${publicUrl}${data.page}` : undefined;
    return [liveSessionIcs(row.session, page)];
  };
}
