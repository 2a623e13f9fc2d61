import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { auditEvents, classMembers, contentProgress, employeePatients, meditationProgress, sessions, users, type Db } from '@stillpoint/db';

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
    /** Their practice in the library, one round trip (each subquery reads its table's user index). */
    async practice(userId: number) {
      const count = (table: SQL, where: SQL) => sql<number>`(select count(*)::int from ${table} where ${where})`;
      const total = (column: SQL, table: SQL) => sql<number>`(select coalesce(sum(${column}), 0)::int from ${table} where user_id = ${userId})`;
      const [row] = await db
        .select({
          classesJoined: count(sql`${classMembers}`, sql`${classMembers.userId} = ${userId}`),
          classesCompleted: count(sql`${classMembers}`, sql`${classMembers.userId} = ${userId} and ${classMembers.completedAt} is not null`),
          contentsCompleted: count(sql`${contentProgress}`, sql`${contentProgress.userId} = ${userId} and ${contentProgress.completedAt} is not null`),
          meditationsPlayed: count(sql`${meditationProgress}`, sql`${meditationProgress.userId} = ${userId} and ${meditationProgress.playCount} > 0`),
          meditationsCompleted: total(sql`${meditationProgress.completedCount}`, sql`${meditationProgress}`),
          secondsPractised: sql<number>`(${total(sql`${contentProgress.watchedSeconds}`, sql`${contentProgress}`)} + ${total(sql`${meditationProgress.listenedSeconds}`, sql`${meditationProgress}`)})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      const { secondsPractised = 0, ...counts } = row ?? {
        classesJoined: 0,
        classesCompleted: 0,
        contentsCompleted: 0,
        meditationsPlayed: 0,
        meditationsCompleted: 0,
      };
      return { ...counts, minutesPractised: Math.floor(Number(secondsPractised) / 60) };
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
