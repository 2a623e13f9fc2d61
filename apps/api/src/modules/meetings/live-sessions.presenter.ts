import type { LiveParticipant, LiveSession, LiveSessionDetail } from '@stillpoint/contracts';
import { presentPersonView, type PersonViewer } from '../people/person-view.presenter.js';
import type { LiveParticipantRow, LiveSessionRow } from './live-sessions.repository.js';

/**
 * A live session as its viewer receives it: counts only (never who else takes part), the host as the
 * viewer may see them (a team member: their name), and the viewer's own place.
 */
export function presentLiveSession(row: LiveSessionRow, viewer: PersonViewer): LiveSession {
  const { session } = row;
  const waitlisted = row.myPlace === 'waitlisted';
  return {
    id: session.id,
    kind: session.kind,
    title: session.title,
    description: session.description,
    start: session.startsAt.toISOString(),
    end: session.endsAt.toISOString(),
    timeZone: session.timeZone,
    status: session.status,
    capacity: session.capacity,
    joinedCount: Number(row.joinedCount),
    waitlistCount: Number(row.waitlistCount),
    clinic_id: session.clinicId,
    host: row.host ? presentPersonView(row.host, viewer) : null,
    myPlace: row.myPlace ?? null,
    waitlistPosition: waitlisted ? Number(row.myPosition) : null,
    createdAt: session.createdAt.toISOString(),
  };
}

/** class_detail (staff only): the session with its seats, then its waitlist in order with positions. */
export function presentLiveSessionDetail(row: LiveSessionRow, participants: readonly LiveParticipantRow[], viewer: PersonViewer): LiveSessionDetail {
  let position = 0;
  const people = participants.map(
    (entry): LiveParticipant => ({
      person: presentPersonView(entry.person, viewer),
      place: entry.place,
      waitlistPosition: entry.place === 'waitlisted' ? ++position : null,
      since: entry.since.toISOString(),
    }),
  );
  return { ...presentLiveSession(row, viewer), participants: people };
}
