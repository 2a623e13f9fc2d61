import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { auditEvents, employeePatients, sessions, type Db } from '@stillpoint/db';

/** SQL for a patient's statistics, chart data and activity (from their sessions and their own audit trail). */
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
    async activityCount(userId: number, since: Date) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditEvents)
        .where(and(eq(auditEvents.actorUserId, userId), gte(auditEvents.createdAt, since)));
      return row?.total ?? 0;
    },
    async assignedEmployeeCount(userId: number) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(employeePatients)
        .where(eq(employeePatients.patientId, userId));
      return row?.total ?? 0;
    },
    /** Logins and recorded actions per UTC day since `since`. */
    async perDay(userId: number, since: Date) {
      const day = (column: typeof sessions.createdAt | typeof auditEvents.createdAt) =>
        sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [logins, activities] = await Promise.all([
        db
          .select({ date: day(sessions.createdAt), count: sql<number>`count(*)::int` })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gte(sessions.createdAt, since)))
          .groupBy(sql`1`),
        db
          .select({ date: day(auditEvents.createdAt), count: sql<number>`count(*)::int` })
          .from(auditEvents)
          .where(and(eq(auditEvents.actorUserId, userId), gte(auditEvents.createdAt, since)))
          .groupBy(sql`1`),
      ]);
      return { logins, activities };
    },
    async activity(userId: number, page: { limit: number; offset: number }) {
      const where = eq(auditEvents.actorUserId, userId);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ id: auditEvents.id, action: auditEvents.action, createdAt: auditEvents.createdAt })
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditEvents)
          .where(where),
      ]);
      return { rows, total };
    },
  };
}

export type PatientsRepository = ReturnType<typeof createPatientsRepository>;
