import { and, asc, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { clinics, employeePatients, sessions, userFeatures, users, type Db } from '@stillpoint/db';
import { mediaIdsBeneath, releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';

/** A person and the name of their clinic: what every people list and detail reads. */
const personColumns = { user: users, clinicName: clinics.name };

export interface PersonFilter {
  roleids?: readonly number[];
  clinicId?: number;
  /** Only people whose e-mail is unconfirmed or who wait for a confirmation (true), or none of those (false). */
  unverified?: boolean;
  /** Only patients assigned to this employee. */
  assignedTo?: number;
  search?: string | undefined;
}

/** The unverified condition, as every list and count uses it. */
const unverifiedSql = sql`(${users.emailVerifiedAt} is null or not ${users.confirmedByUser} or not ${users.confirmedByAdmin})`;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereFor(filter: PersonFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.roleids) conditions.push(inArray(users.roleid, [...filter.roleids]));
  if (filter.clinicId !== undefined) conditions.push(eq(users.clinicId, filter.clinicId));
  if (filter.unverified === true) conditions.push(unverifiedSql);
  if (filter.unverified === false) conditions.push(sql`not ${unverifiedSql}`);
  if (filter.assignedTo !== undefined) {
    conditions.push(
      // Spelled out: drizzle leaves columns unqualified in single-table selects (the count), where a
      // correlated subquery would read them from the inner table.
      sql`exists (select 1 from employee_patients ep where ep.patient_id = "users"."id" and ep.employee_id = ${filter.assignedTo})`,
    );
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.username, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** SQL for people: lists, counts, edits, conversions, approvals and assignments. */
export function createPeopleRepository(db: Db) {
  const findById = db
    .select(personColumns)
    .from(users)
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('people_by_id');

  return {
    async find(id: number) {
      return (await findById.execute({ id }))[0];
    },

    async list(filter: PersonFilter, page: { limit: number; offset: number }) {
      const where = whereFor(filter);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select(personColumns)
          .from(users)
          .leftJoin(clinics, eq(clinics.id, users.clinicId))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total };
    },

    /** Every person matching a filter, in batches (exports). */
    async *iterate(filter: PersonFilter, batchSize = 1000) {
      let lastId = 0;
      for (;;) {
        const where = whereFor(filter);
        const rows = await db
          .select(personColumns)
          .from(users)
          .leftJoin(clinics, eq(clinics.id, users.clinicId))
          .where(and(where, sql`${users.id} > ${lastId}`))
          .orderBy(asc(users.id))
          .limit(batchSize);
        if (!rows.length) return;
        yield rows;
        lastId = rows[rows.length - 1]!.user.id;
      }
    },

    async countsByRole() {
      return db
        .select({
          roleid: users.roleid,
          total: sql<number>`count(*)::int`,
          unverified: sql<number>`(count(*) filter (where ${unverifiedSql}))::int`,
          recent: sql<number>`(count(*) filter (where ${users.createdAt} > now() - interval '30 days'))::int`,
        })
        .from(users)
        .groupBy(users.roleid);
    },
    async clinicCount() {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(clinics);
      return row?.total ?? 0;
    },
    async signupsByMonth(since: Date) {
      return db
        .select({
          month: sql<string>`to_char(date_trunc('month', ${users.createdAt}), 'YYYY-MM')`,
          count: sql<number>`count(*)::int`,
        })
        .from(users)
        .where(gte(users.createdAt, since))
        .groupBy(sql`1`);
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },

    /** Deletes a person; sessions, tokens, assignments, switches and settings go by cascade. */
    /** Deletes a person; returns the media released with what went with them (their stories' files). */
    delete(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const media = await mediaIdsBeneath(tx, users, eq(users.id, id));
        await tx.delete(users).where(eq(users.id, id));
        return releaseMedia(tx, media);
      });
    },

    /**
     * Moves a person to another role or clinic. Leaving a clinic drops what tied them to it: their
     * assignments and the clinic's feature switches. Raises the security version (the person's access
     * tokens are refused; their sessions go on with the new state); the caller announces the change.
     */
    async changeRole(id: number, values: { role: string; roleid: number; clinicId: number | null }) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ clinicId: users.clinicId }).from(users).where(eq(users.id, id));
        // What access tokens say about the person changes: the ones signed before are refused from now on.
        await tx
          .update(users)
          .set({ ...values, securityVersion: sql`${users.securityVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, id));
        if (before?.clinicId !== values.clinicId) {
          await tx.delete(employeePatients).where(or(eq(employeePatients.employeeId, id), eq(employeePatients.patientId, id)));
          await tx.delete(userFeatures).where(and(eq(userFeatures.userId, id), eq(userFeatures.layer, 'clinic')));
        }
      });
    },

    async activeSessions(userId: number) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return row?.total ?? 0;
    },

    // ----- assignments -----

    /** Employees of each of these patients. */
    async employeesOf(patientIds: number[]) {
      if (!patientIds.length) return [];
      return db
        .select({ patientId: employeePatients.patientId, userid: users.id, fullName: users.fullName })
        .from(employeePatients)
        .innerJoin(users, eq(users.id, employeePatients.employeeId))
        .where(inArray(employeePatients.patientId, patientIds))
        .orderBy(asc(users.fullName));
    },
    /** Patients of each of these employees. */
    async patientsOf(employeeIds: number[]) {
      if (!employeeIds.length) return [];
      return db
        .select({ employeeId: employeePatients.employeeId, userid: users.id, fullName: users.fullName })
        .from(employeePatients)
        .innerJoin(users, eq(users.id, employeePatients.patientId))
        .where(inArray(employeePatients.employeeId, employeeIds))
        .orderBy(asc(users.fullName));
    },
    async isAssigned(employeeId: number, patientId: number) {
      const rows = await db
        .select({ id: employeePatients.id })
        .from(employeePatients)
        .where(and(eq(employeePatients.employeeId, employeeId), eq(employeePatients.patientId, patientId)))
        .limit(1);
      return rows.length > 0;
    },
    /** Patients among these ids that belong to the clinic. */
    async clinicPatientIds(clinicId: number, ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clinicId, clinicId), eq(users.role, 'patient'), inArray(users.id, ids)));
      return rows.map((row) => row.id);
    },
    /** One more patient for the employee (kept as is when already assigned). */
    async addAssignment(clinicId: number, employeeId: number, patientId: number, assignedBy: number) {
      await db.insert(employeePatients).values({ clinicId, employeeId, patientId, assignedBy }).onConflictDoNothing();
    },
    /** The employee's patients become exactly `patientIds`. */
    async replaceAssignments(clinicId: number, employeeId: number, patientIds: number[], assignedBy: number) {
      await db.transaction(async (tx) => {
        await tx.delete(employeePatients).where(eq(employeePatients.employeeId, employeeId));
        if (patientIds.length) {
          await tx
            .insert(employeePatients)
            .values(patientIds.map((patientId) => ({ clinicId, employeeId, patientId, assignedBy })));
        }
      });
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
export type PersonRow = NonNullable<Awaited<ReturnType<PeopleRepository['find']>>>;
