import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointments, channelSettings, liveSessionParticipants, liveSessions, users, type Db } from '@stillpoint/db';

const employee = alias(users, 'video_employee');
const patient = alias(users, 'video_patient');
const sessionHost = alias(users, 'video_session_host');

/** The channel_settings row of the video-meeting credential (decision 0033). */
export const VIDEO_CHANNEL = 'video';

export function createVideoRepository(db: Db) {
  return {
    /** An appointment with its two people's names (the room's participants). */
    async appointment(id: number) {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          employeeId: appointments.employeeId,
          patientId: appointments.patientId,
          employeeName: employee.fullName,
          patientName: patient.fullName,
        })
        .from(appointments)
        .innerJoin(employee, eq(employee.id, appointments.employeeId))
        .innerJoin(patient, eq(patient.id, appointments.patientId))
        .where(eq(appointments.id, id));
      return row;
    },
    /**
     * A live session with its host's name, its joined seats, and the viewer's own place (a seat, the
     * waitlist, or none): who may enter its room.
     */
    async liveSession(id: number, viewerId: number) {
      const [row] = await db
        .select({
          id: liveSessions.id,
          kind: liveSessions.kind,
          title: liveSessions.title,
          status: liveSessions.status,
          capacity: liveSessions.capacity,
          clinicId: liveSessions.clinicId,
          startsAt: liveSessions.startsAt,
          endsAt: liveSessions.endsAt,
          hostId: liveSessions.hostId,
          hostName: sessionHost.fullName,
          joinedCount: sql<number>`(select count(*)::int from live_session_participants p where p.session_id = ${liveSessions.id} and p.place = 'joined')`,
          viewer: {
            place: liveSessionParticipants.place,
            name: users.fullName,
          },
        })
        .from(liveSessions)
        .leftJoin(sessionHost, eq(sessionHost.id, liveSessions.hostId))
        .leftJoin(
          liveSessionParticipants,
          and(eq(liveSessionParticipants.sessionId, liveSessions.id), eq(liveSessionParticipants.userId, viewerId)),
        )
        .leftJoin(users, eq(users.id, viewerId))
        .where(eq(liveSessions.id, id));
      return row;
    },
    async credential() {
      const [row] = await db.select().from(channelSettings).where(eq(channelSettings.channel, VIDEO_CHANNEL));
      return row?.settings ?? null;
    },
    async saveCredential(settings: Record<string, string | null>) {
      await db
        .insert(channelSettings)
        .values({ channel: VIDEO_CHANNEL, settings })
        .onConflictDoUpdate({ target: channelSettings.channel, set: { settings, updatedAt: new Date() } });
    },
  };
}
export type VideoRepository = ReturnType<typeof createVideoRepository>;
