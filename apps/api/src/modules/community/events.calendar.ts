import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EventRecord } from './events.repository.js';

/*
 * iCalendar for events (decision 0037), written by ical-generator as appointments' and live sessions' are
 * (decisions 0031, 0032): one VEVENT, its UID stable (event-<id>@stillpoint) and its SEQUENCE the event's
 * revision, so a calendar that imported it updates the same event; times in UTC. The online link is written
 * only for those who may see it (participants and the organiser); everyone else gets the event's page.
 */

export const eventUid = (id: number) => `event-${id}@stillpoint`;
export const eventFilename = (id: number) => `event-${id}.ics`;

export function eventIcs(row: EventRecord, options: { page: string; showLink: boolean }): { bytes: Uint8Array; filename: string } {
  const calendar = ical({
    name: 'Stillpoint',
    prodId: { company: 'Stillpoint', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const link = options.showLink ? row.onlineUrl : null;
  const description = [row.description, link ? `Join online: ${link}` : null].filter(Boolean).join('\n\n');
  calendar.createEvent({
    id: eventUid(row.id),
    sequence: row.sequence,
    stamp: row.updatedAt,
    start: row.startsAt,
    end: row.endsAt,
    summary: row.title,
    ...(description ? { description } : {}),
    ...(row.location ? { location: row.location } : link ? { location: link } : {}),
    url: link ?? options.page,
    status: ICalEventStatus.CONFIRMED,
  });
  return { bytes: Buffer.from(calendar.toString(), 'utf8'), filename: eventFilename(row.id) };
}
