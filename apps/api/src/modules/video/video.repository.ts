import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointments, channelSettings, users, type Db } from '@stillpoint/db';

const employee = alias(users, 'video_employee');
const patient = alias(users, 'video_patient');

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
