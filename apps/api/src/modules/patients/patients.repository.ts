import { eq, sql } from 'drizzle-orm';
import { employeePatients, patientIntakes, sessions, type Db } from '@stillpoint/db';

/** SQL for a patient's account statistics (their sessions and care team); their practice is the practice module's. */
export function createPatientsRepository(db: Db) {
  return {
    async sessionCounts(userId: number, since: Date) {
      const [row] = await db
        .select({
          logins: sql<number>`count(*)::int`,
          recent: sql<number>`(count(*) filter (where ${sessions.createdAt} >= ${since}))::int`,
          active: sql<number>`(count(*) filter (where ${sessions.revokedAt} is null))::int`,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row ?? { logins: 0, recent: 0, active: 0 };
    },
    async assignedEmployeeCount(userId: number) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(employeePatients)
        .where(eq(employeePatients.patientId, userId));
      return row?.total ?? 0;
    },
    /** A patient's intake, written once when the care team adds them. */
    async insertIntake(values: typeof patientIntakes.$inferInsert) {
      await db.insert(patientIntakes).values(values);
    },
    async intakeOf(patientId: number) {
      const [row] = await db.select().from(patientIntakes).where(eq(patientIntakes.patientId, patientId));
      return row ?? null;
    },
  };
}

export type PatientsRepository = ReturnType<typeof createPatientsRepository>;
