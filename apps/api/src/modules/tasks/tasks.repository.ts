import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { assignments, classes, employeePatients, learningTasks, lessons, meditations, taskCategories, taskLogs, userTasks, users, type Db } from '@stillpoint/db';
import { alias } from 'drizzle-orm/pg-core';
import { taskFeelings, type TaskFeeling } from '@stillpoint/contracts';
import type { OrderedList, Tx } from '../../lib/ordering.js';
import { readableClasses, readableMeditations, type Viewer } from '../content/content.visibility.js';
import { personViewColumns } from '../people/person-view.columns.js';

export type TaskRow = typeof userTasks.$inferSelect;
export type CategoryRow = typeof taskCategories.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
type Executor = Db | Tx;

/** Whose categories: the platform's (clinicId null) or a clinic's. */
export interface CategoryOwner {
  clinicId: number | null;
}

/** The two ordered lists of the table (lib/ordering.ts): a person's own tasks, and one assignment's children. */
export const taskLists = {
  personal: (userId: number): OrderedList => ({
    table: sql`user_tasks`,
    scope: sql`user_id = ${userId} and assignment_id is null`,
    lockKey: `user_tasks:user:${userId}`,
    column: sql`task_order`,
  }),
  assignment: (assignmentId: number): OrderedList => ({
    table: sql`user_tasks`,
    scope: sql`assignment_id = ${assignmentId}`,
    lockKey: `user_tasks:assignment:${assignmentId}`,
    column: sql`task_order`,
  }),
};

// pg-core's alias gives each copy of users its own name in the types too (two joins of one table).
const giver = alias(users, 'giver');
const owner = alias(users, 'task_owner');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The personal list of a person: their tasks outside assignments. */
const personal = (userId: number) => and(eq(userTasks.userId, userId), isNull(userTasks.assignmentId))!;

/** SQL for tasks, their logs and categories, and assignments. */
export function createTasksRepository(db: Db) {
  const taskColumns = { task: userTasks, categoryTitle: taskCategories.title, giver: personViewColumns(giver) };

  function taskQuery(executor: Executor = db) {
    return executor
      .select(taskColumns)
      .from(userTasks)
      .leftJoin(taskCategories, eq(taskCategories.id, userTasks.categoryId))
      .leftJoin(giver, eq(giver.id, userTasks.assignedBy));
  }

  async function pagedTasks(where: SQL, orderBy: SQL[], page: { limit: number; offset: number }) {
    const [list, [total]] = await Promise.all([
      taskQuery()
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(userTasks).where(where),
    ]);
    return { rows: list, total: total?.total ?? 0 };
  }

  const categoryCount = sql<number>`(select count(*)::int from user_tasks t where t.category_id = task_categories.id)`;

  const assignmentColumns = {
    assignment: assignments,
    owner: personViewColumns(owner),
    giver: personViewColumns(giver),
    totalTasks: sql<number>`(select count(*)::int from user_tasks t where t.assignment_id = assignments.id)`,
    doneTasks: sql<number>`(select count(*)::int from user_tasks t where t.assignment_id = assignments.id and t.status = 'completed')`,
  };

  function assignmentQuery(executor: Executor = db) {
    return executor
      .select(assignmentColumns)
      .from(assignments)
      .innerJoin(owner, eq(owner.id, assignments.userId))
      .leftJoin(giver, eq(giver.id, assignments.assignedBy));
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // --- a person's tasks ------------------------------------------------------------------------------

    allTasks: (userId: number, page: { limit: number; offset: number }) =>
      pagedTasks(personal(userId), [asc(userTasks.taskOrder), asc(userTasks.id)], page),

    recentTasks: (userId: number, since: Date, page: { limit: number; offset: number }) =>
      pagedTasks(and(personal(userId), gte(userTasks.createdAt, since))!, [desc(userTasks.createdAt), desc(userTasks.id)], page),

    completedTasks: (userId: number, page: { limit: number; offset: number }) =>
      pagedTasks(and(personal(userId), eq(userTasks.status, 'completed'))!, [desc(userTasks.completedAt), desc(userTasks.id)], page),

    categoryTasks: (userId: number, categoryId: number, page: { limit: number; offset: number }) =>
      pagedTasks(and(personal(userId), eq(userTasks.categoryId, categoryId))!, [asc(userTasks.taskOrder), asc(userTasks.id)], page),

    async findTask(id: number, executor: Executor = db) {
      const [row] = await taskQuery(executor).where(eq(userTasks.id, id));
      return row;
    },

    async tasksByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return taskQuery().where(inArray(userTasks.id, [...ids]));
    },

    async personalOrder(tx: Tx, userId: number): Promise<number[]> {
      const list = await tx.select({ id: userTasks.id }).from(userTasks).where(personal(userId)).orderBy(asc(userTasks.taskOrder), asc(userTasks.id));
      return list.map((row) => row.id);
    },

    async insertTask(tx: Tx, values: typeof userTasks.$inferInsert): Promise<TaskRow> {
      const [row] = await tx.insert(userTasks).values(values).returning();
      return row!;
    },

    async updateTask(id: number, values: Partial<typeof userTasks.$inferInsert>, executor: Executor = db): Promise<void> {
      await executor
        .update(userTasks)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(userTasks.id, id));
    },

    async deleteTask(tx: Tx, id: number): Promise<void> {
      await tx.delete(userTasks).where(eq(userTasks.id, id));
    },

    async findBySource(userId: number, sourceTaskId: number) {
      const [row] = await db
        .select({ id: userTasks.id })
        .from(userTasks)
        .where(and(personal(userId), eq(userTasks.sourceTaskId, sourceTaskId)));
      return row;
    },

    /** A lesson's or meditation's task, when the viewer may see its class or meditation. */
    async visibleLearningTask(viewer: Viewer, id: number) {
      const [row] = await db
        .select({ id: learningTasks.id, title: learningTasks.title, description: learningTasks.description })
        .from(learningTasks)
        .leftJoin(lessons, eq(lessons.id, learningTasks.lessonId))
        .leftJoin(classes, eq(classes.id, lessons.classId))
        .leftJoin(meditations, eq(meditations.id, learningTasks.meditationId))
        .where(
          and(
            eq(learningTasks.id, id),
            or(and(isNotNull(classes.id), readableClasses(viewer)), and(isNotNull(meditations.id), readableMeditations(viewer))),
          ),
        );
      return row;
    },

    async stateCounts(userId: number) {
      const [row] = await db
        .select({
          total: count(),
          completed: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')::int`,
        })
        .from(userTasks)
        .where(personal(userId));
      return row!;
    },

    async completedByDay(userId: number, since: Date) {
      const day = sql<string>`to_char(${userTasks.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ date: day, completed: sql<number>`count(*)::int` })
        .from(userTasks)
        .where(and(personal(userId), gte(userTasks.completedAt, since)))
        .groupBy(day);
    },

    /** Feelings given in logs and after completion, over one person's tasks or everyone's (userId undefined). */
    async feelingCounts(userId?: number) {
      const scope = userId === undefined ? undefined : eq(userTasks.userId, userId);
      const perFeeling = (column: typeof taskLogs.feeling | typeof userTasks.finalFeeling) =>
        Object.fromEntries(
          taskFeelings.map((feeling) => [feeling, sql<number>`count(*) filter (where ${column} = ${feeling})::int`]),
        ) as Record<TaskFeeling, SQL<number>>;
      const [logs] = await db
        .select(perFeeling(taskLogs.feeling))
        .from(taskLogs)
        .innerJoin(userTasks, eq(userTasks.id, taskLogs.taskId))
        .where(scope);
      const [after] = await db.select(perFeeling(userTasks.finalFeeling)).from(userTasks).where(scope);
      return { logs: logs!, after: after! };
    },

    async insertLog(values: typeof taskLogs.$inferInsert): Promise<void> {
      await db.insert(taskLogs).values(values);
    },

    logs(taskId: number) {
      return db.select().from(taskLogs).where(eq(taskLogs.taskId, taskId)).orderBy(desc(taskLogs.id));
    },

    // --- categories ------------------------------------------------------------------------------------

    /** Categories a person may file under: the platform's and their clinic's. */
    async visibleCategories(clinicId: number | null) {
      return db
        .select({ category: taskCategories, taskCount: categoryCount })
        .from(taskCategories)
        .where(clinicId === null ? isNull(taskCategories.clinicId) : or(isNull(taskCategories.clinicId), eq(taskCategories.clinicId, clinicId)))
        .orderBy(asc(taskCategories.title), asc(taskCategories.id));
    },

    async ownedCategories(categoryOwner: CategoryOwner, onlyParents = false) {
      return db
        .select({ category: taskCategories, taskCount: categoryCount })
        .from(taskCategories)
        .where(and(ownedBy(categoryOwner), onlyParents ? isNull(taskCategories.parentId) : undefined))
        .orderBy(asc(taskCategories.title), asc(taskCategories.id));
    },

    async findCategory(id: number) {
      const [row] = await db.select({ category: taskCategories, taskCount: categoryCount }).from(taskCategories).where(eq(taskCategories.id, id));
      return row;
    },

    async insertCategory(values: typeof taskCategories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(taskCategories).values(values).returning();
      return row!;
    },

    async updateCategory(id: number, values: Partial<typeof taskCategories.$inferInsert>): Promise<void> {
      await db.update(taskCategories).set(values).where(eq(taskCategories.id, id));
    },

    async deleteCategory(id: number): Promise<void> {
      await db.delete(taskCategories).where(eq(taskCategories.id, id));
    },

    // --- assignments -----------------------------------------------------------------------------------

    async assignmentsOf(where: SQL, page: { limit: number; offset: number }) {
      // Open assignments first (some child not done), newest first.
      const open = sql`exists (select 1 from user_tasks t where t.assignment_id = assignments.id and t.status = 'pending')`;
      const [list, [total]] = await Promise.all([
        assignmentQuery()
          .where(where)
          .orderBy(desc(open), desc(assignments.createdAt), desc(assignments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(assignments).where(where),
      ]);
      return { rows: list, total: total?.total ?? 0 };
    },

    async findAssignment(id: number, executor: Executor = db) {
      const [row] = await assignmentQuery(executor).where(eq(assignments.id, id));
      return row;
    },

    async findAssignments(ids: readonly number[]) {
      return ids.length ? db.select().from(assignments).where(inArray(assignments.id, [...ids])) : [];
    },

    childTasks(assignmentId: number) {
      return taskQuery()
        .where(eq(userTasks.assignmentId, assignmentId))
        .orderBy(asc(userTasks.taskOrder), asc(userTasks.id));
    },

    async insertAssignment(tx: Tx, values: typeof assignments.$inferInsert): Promise<AssignmentRow> {
      const [row] = await tx.insert(assignments).values(values).returning();
      return row!;
    },

    async deleteAssignments(tx: Tx, ids: readonly number[]): Promise<number> {
      const deleted = await tx.delete(assignments).where(inArray(assignments.id, [...ids])).returning({ id: assignments.id });
      return deleted.length;
    },

    async completeChildren(tx: Tx, assignmentId: number): Promise<void> {
      await tx
        .update(userTasks)
        .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(userTasks.assignmentId, assignmentId), eq(userTasks.status, 'pending')));
    },

    async patientStats(userId: number) {
      const [row] = await db
        .select({
          total: count(),
          completed: sql<number>`count(*) filter (where not exists (select 1 from user_tasks t where t.assignment_id = assignments.id and t.status = 'pending'))::int`,
          totalTasks: sql<number>`coalesce(sum((select count(*) from user_tasks t where t.assignment_id = assignments.id)), 0)::int`,
          doneTasks: sql<number>`coalesce(sum((select count(*) from user_tasks t where t.assignment_id = assignments.id and t.status = 'completed')), 0)::int`,
        })
        .from(assignments)
        .where(eq(assignments.userId, userId));
      return row!;
    },

    // --- a patient's record on the care side ----------------------------------------------------------

    /**
     * A page of what the care team gave a patient, newest first: single tasks (given by staff, outside any
     * assignment) and assignments, as [kind, id] in order.
     */
    async careEntries(userId: number, clinicId: number, page: { limit: number; offset: number }) {
      const entries = sql`(
        select 'task' as kind, t.id, t.created_at from user_tasks t
          where t.user_id = ${userId} and t.from_care and t.assignment_id is null and ${givenInClinic(sql`t`, clinicId)}
        union all
        select 'assignment' as kind, a.id, a.created_at from assignments a where a.user_id = ${userId} and a.clinic_id = ${clinicId}
      ) as entries`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ kind: sql<'task' | 'assignment'>`kind`, id: sql<number>`id` })
          .from(entries)
          .orderBy(sql`created_at desc`, sql`kind`, sql`id desc`)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(entries),
      ]);
      return { rows: rows.map((row) => ({ kind: row.kind, id: Number(row.id) })), total: total?.total ?? 0 };
    },

    /** The status of every task one clinic's care team gave a patient (single ones and assignments' children). */
    careTaskStatuses(userId: number, clinicId: number) {
      return db
        .select({ status: sql<'pending' | 'completed'>`${userTasks.status}` })
        .from(userTasks)
        .leftJoin(assignments, eq(assignments.id, userTasks.assignmentId))
        .where(
          and(
            eq(userTasks.userId, userId),
            eq(userTasks.fromCare, true),
            sql`(case when ${userTasks.assignmentId} is null then ${givenInClinic(sql`${userTasks}`, clinicId)} else ${assignments.clinicId} = ${clinicId} end)`,
          ),
        );
    },

    /** Child tasks of several assignments, in each one's order. */
    async childTasksOf(assignmentIds: readonly number[]) {
      if (assignmentIds.length === 0) return [];
      return taskQuery()
        .where(inArray(userTasks.assignmentId, [...assignmentIds]))
        .orderBy(asc(userTasks.assignmentId), asc(userTasks.taskOrder), asc(userTasks.id));
    },

    async assignmentsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return assignmentQuery().where(inArray(assignments.id, [...ids]));
    },

    /** The logs of several tasks, newest first. */
    async logsOf(taskIds: readonly number[]) {
      if (taskIds.length === 0) return [];
      return db
        .select()
        .from(taskLogs)
        .where(inArray(taskLogs.taskId, [...taskIds]))
        .orderBy(desc(taskLogs.id));
    },

    /** The condition "a patient the employee is assigned" on assignments.user_id. */
    assignedToEmployee: (employeeId: number): SQL =>
      sql`exists (select 1 from ${employeePatients} ep where ep.employee_id = ${employeeId} and ep.patient_id = ${assignments.userId})`,

    async adminTasks(filter: { status?: string | undefined; search?: string | undefined }, page: { limit: number; offset: number }) {
      const where = and(
        filter.status ? eq(userTasks.status, filter.status) : undefined,
        filter.search ? ilike(userTasks.title, `%${escapeLike(filter.search)}%`) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select({ ...taskColumns, ownerName: owner.fullName, ownerRole: owner.role })
          .from(userTasks)
          .innerJoin(owner, eq(owner.id, userTasks.userId))
          .leftJoin(taskCategories, eq(taskCategories.id, userTasks.categoryId))
          .leftJoin(giver, eq(giver.id, userTasks.assignedBy))
          .where(where)
          .orderBy(desc(userTasks.createdAt), desc(userTasks.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(userTasks).where(where),
      ]);
      return { rows: list, total: total?.total ?? 0 };
    },
  };
}

/**
 * A single task given by this clinic's care team: its giver belongs to the clinic (a patient who moved
 * clinics does not show the first clinic's staff); a giver whose account is gone stays on the record.
 */
function givenInClinic(task: SQL, clinicId: number): SQL {
  return sql`(${task}.assigned_by is null or exists (select 1 from users g where g.id = ${task}.assigned_by and g.clinic_id = ${clinicId}))`;
}

function ownedBy(categoryOwner: CategoryOwner): SQL {
  return categoryOwner.clinicId === null ? isNull(taskCategories.clinicId) : eq(taskCategories.clinicId, categoryOwner.clinicId);
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
export type TaskListRow = NonNullable<Awaited<ReturnType<TasksRepository['findTask']>>>;
export type AssignmentListRow = NonNullable<Awaited<ReturnType<TasksRepository['findAssignment']>>>;
export type CategoryListRow = NonNullable<Awaited<ReturnType<TasksRepository['findCategory']>>>;
