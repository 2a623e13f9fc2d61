import { and, eq, type SQL } from 'drizzle-orm';
import { assignments } from '@stillpoint/db';
import {
  countCareTasks,
  type AssignmentDetail,
  type CareTask,
  type CareTaskItem,
  type TaskColor,
  type TaskFeeling,
  type TaskFeelingStats,
  type TaskStateGraph,
} from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { lockList, nextOrder, rewriteOrder } from '../../lib/ordering.js';
import type { RequestMeta } from '../../lib/route.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PeoplePolicy } from '../people/people.policy.js';
import { recordRead } from '../patients/patients.service.js';
import { presentAssignment, presentCategory, presentLog, presentTask } from './tasks.presenter.js';
import { taskLists, type TaskListRow, type TasksRepository } from './tasks.repository.js';

type Page = { limit: number; offset: number };

export interface NewTask {
  title: string;
  description?: string | undefined;
  cat_id?: number | null | undefined;
  color: TaskColor;
  ask_final_feelings: boolean;
}

const RECENT_DAYS = 7;
const GRAPH_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Places the moved tasks at the positions asked (1-based), the others keeping their relative order around
 * them: `update order {tasks:[id, task_order]}` may name only the tasks that moved.
 */
export function placeAt(current: readonly number[], moves: ReadonlyArray<{ id: number; task_order: number }>): number[] {
  const moved = new Set(moves.map((move) => move.id));
  const rest = current.filter((id) => !moved.has(id));
  for (const move of [...moves].sort((a, b) => a.task_order - b.task_order)) {
    rest.splice(Math.min(move.task_order - 1, rest.length), 0, move.id);
  }
  return rest;
}

/**
 * Tasks and assignments. A person reaches only their own tasks (another person's id answers 404). The care
 * side (a clinic for its patients, an employee for the patients assigned to them) gives tasks and
 * assignments through the people policy, so another clinic's patient answers 404 like a missing one.
 */
export function createTasksService({
  repo,
  policy,
  audit,
  notifications,
}: {
  repo: TasksRepository;
  policy: PeoplePolicy;
  audit: AuditService;
  /** The patient is told of a task or assignment their care team gives them. */
  notifications: Pick<NotificationService, 'notify'>;
}) {
  async function ownTask(auth: AuthContext, id: number): Promise<TaskListRow> {
    const row = await repo.findTask(id);
    if (!row || row.task.userId !== auth.userId || row.task.assignmentId !== null) throw notFound('Task not found');
    return row;
  }

  /** A category the person may file under (the platform's or their clinic's); else 404 on cat_id. */
  async function usableCategory(clinicId: number | null, catId: number | null | undefined): Promise<number | null> {
    if (catId === undefined || catId === null) return null;
    const found = await repo.findCategory(catId);
    if (!found || (found.category.clinicId !== null && found.category.clinicId !== clinicId)) {
      throw new AppError('NOT_FOUND', 'Category not found', [{ path: 'cat_id', message: `Task category ${catId} not found` }]);
    }
    return found.category.id;
  }

  async function present(viewer: AuthContext, id: number) {
    return presentTask((await repo.findTask(id))!, viewer);
  }

  /** Appends a task to a person's list, presented as the viewer (the person, or who gave it) sees it. */
  async function append(userId: number, viewer: AuthContext, values: Omit<Parameters<TasksRepository['insertTask']>[1], 'userId' | 'taskOrder'>) {
    const row = await repo.transaction(async (tx) => {
      const list = taskLists.personal(userId);
      await lockList(tx, list);
      return repo.insertTask(tx, { ...values, userId, taskOrder: await nextOrder(tx, list) });
    });
    return present(viewer, row.id);
  }

  /** The patient a care actor may give tasks to: a clinic's own patient, an employee's assigned patient. */
  function carePatientRow(auth: AuthContext, userid: number) {
    return auth.role === 'clinic' ? policy.ofClinic(auth, userid, 'patient') : policy.assignedToEmployee(auth, userid);
  }
  async function carePatient(auth: AuthContext, userid: number) {
    return (await carePatientRow(auth, userid)).user;
  }

  /** The assignments a care actor may see and change. */
  function careScope(auth: AuthContext): SQL {
    const ofClinic = eq(assignments.clinicId, auth.clinicId ?? -1);
    return auth.role === 'clinic' ? ofClinic : and(ofClinic, repo.assignedToEmployee(auth.userId))!;
  }

  async function careAssignment(auth: AuthContext, id: number) {
    const row = await repo.findAssignment(id);
    if (!row || row.assignment.clinicId !== auth.clinicId) throw notFound('Assignment not found');
    if (auth.role !== 'clinic') await policy.assignedToEmployee(auth, row.assignment.userId);
    return row;
  }

  async function detail(viewer: AuthContext, id: number): Promise<AssignmentDetail> {
    const [row, tasks] = await Promise.all([repo.findAssignment(id), repo.childTasks(id)]);
    return { ...presentAssignment(row!, viewer), tasks: tasks.map((task) => presentTask(task, viewer)) };
  }

  async function ownAssignment(auth: AuthContext, id: number) {
    const row = await repo.findAssignment(id);
    if (!row || row.assignment.userId !== auth.userId) throw notFound('Assignment not found');
    return row;
  }

  /** Completes a pending task (idempotent); asks for final feelings unless they were given or not wanted. */
  async function complete(row: TaskListRow) {
    if (row.task.status !== 'completed') await repo.updateTask(row.task.id, { status: 'completed', completedAt: new Date() });
    return { id: row.task.id, status: 'completed' as const, ask_final_feelings: row.task.askFinalFeelings && row.task.finalFeeling === null };
  }

  return {
    // --- the person's own tasks -------------------------------------------------------------------------

    async list(auth: AuthContext, filter: 'all' | 'recent' | 'completed', page: Page) {
      const result =
        filter === 'recent'
          ? await repo.recentTasks(auth.userId, new Date(Date.now() - RECENT_DAYS * DAY_MS), page)
          : filter === 'completed'
            ? await repo.completedTasks(auth.userId, page)
            : await repo.allTasks(auth.userId, page);
      return { rows: result.rows.map((row) => presentTask(row, auth)), total: result.total };
    },

    async categoryTasks(auth: AuthContext, catId: number, page: Page) {
      await usableCategory(auth.clinicId, catId);
      const result = await repo.categoryTasks(auth.userId, catId, page);
      return { rows: result.rows.map((row) => presentTask(row, auth)), total: result.total };
    },

    async categories(auth: AuthContext) {
      return (await repo.visibleCategories(auth.clinicId)).map(presentCategory);
    },

    async stateGraph(auth: AuthContext): Promise<TaskStateGraph> {
      const since = new Date(Date.now() - (GRAPH_DAYS - 1) * DAY_MS);
      since.setUTCHours(0, 0, 0, 0);
      const [counts, days, feelings] = await Promise.all([repo.stateCounts(auth.userId), repo.completedByDay(auth.userId, since), repo.feelingCounts(auth.userId)]);
      const byDate = new Map(days.map((day) => [day.date, Number(day.completed)]));
      const completedByDay = Array.from({ length: GRAPH_DAYS }, (_, index) => {
        const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return { date, completed: byDate.get(date) ?? 0 };
      });
      const total = Number(counts.total);
      const completed = Number(counts.completed);
      return {
        total,
        completed,
        pending: total - completed,
        completedByDay,
        feelings: feelingStats(feelings),
      };
    },

    async create(auth: AuthContext, input: NewTask) {
      const categoryId = await usableCategory(auth.clinicId, input.cat_id);
      return append(auth.userId, auth, {
        title: input.title,
        description: input.description ?? null,
        categoryId,
        color: input.color,
        askFinalFeelings: input.ask_final_feelings,
      });
    },

    async update(auth: AuthContext, input: Partial<NewTask> & { id: number }) {
      await ownTask(auth, input.id);
      const categoryId = input.cat_id === undefined ? undefined : await usableCategory(auth.clinicId, input.cat_id);
      await repo.updateTask(input.id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.ask_final_feelings !== undefined ? { askFinalFeelings: input.ask_final_feelings } : {}),
      });
      return present(auth, input.id);
    },

    async remove(auth: AuthContext, id: number) {
      await ownTask(auth, id);
      await repo.transaction(async (tx) => {
        const list = taskLists.personal(auth.userId);
        await lockList(tx, list);
        await repo.deleteTask(tx, id);
        await rewriteOrder(tx, list);
      });
    },

    async complete(auth: AuthContext, id: number) {
      return complete(await ownTask(auth, id));
    },

    async finalFeelings(auth: AuthContext, id: number, feeling: TaskFeeling) {
      const row = await repo.findTask(id);
      if (!row || row.task.userId !== auth.userId) throw notFound('Task not found');
      if (row.task.status !== 'completed') throw new AppError('CONFLICT', 'Complete the task first');
      await repo.updateTask(id, { finalFeeling: feeling });
      return present(auth, id);
    },

    async reorder(auth: AuthContext, moves: ReadonlyArray<{ id: number; task_order: number }>) {
      const order = await repo.transaction(async (tx) => {
        const list = taskLists.personal(auth.userId);
        await lockList(tx, list);
        const current = await repo.personalOrder(tx, auth.userId);
        const known = new Set(current);
        // Someone else's task, or one of an assignment, is not in this list: 404 like a missing one.
        const stranger = moves.find((move) => !known.has(move.id));
        if (stranger) throw new AppError('NOT_FOUND', 'Task not found', [{ path: 'tasks', message: `Task ${stranger.id} not found` }]);
        if (new Set(moves.map((move) => move.id)).size !== moves.length) throw new AppError('VALIDATION', 'A task appears twice', [{ path: 'tasks', message: 'A task appears twice' }]);
        return rewriteOrder(tx, list, placeAt(current, moves), 'tasks');
      });
      const rows = new Map((await repo.tasksByIds(order)).map((row) => [row.task.id, row]));
      return order.map((id) => presentTask(rows.get(id)!, auth));
    },

    async addLog(auth: AuthContext, input: { task_id: number; note: string; feeling?: TaskFeeling | undefined }) {
      const row = await repo.findTask(input.task_id);
      if (!row || row.task.userId !== auth.userId) throw notFound('Task not found');
      await repo.insertLog({ taskId: input.task_id, note: input.note, feeling: input.feeling ?? null });
      return (await repo.logs(input.task_id)).map(presentLog);
    },

    async logs(auth: AuthContext, taskId: number) {
      const row = await repo.findTask(taskId);
      if (!row || row.task.userId !== auth.userId) throw notFound('Task not found');
      return (await repo.logs(taskId)).map(presentLog);
    },

    /** discovery "create tasks": a lesson's or meditation's task on the person's own list (once). */
    async fromContent(auth: AuthContext, dataId: number) {
      const source = await repo.visibleLearningTask(auth, dataId);
      if (!source) throw notFound('Task not found');
      const existing = await repo.findBySource(auth.userId, source.id);
      if (existing) return { created: false, task: await present(auth, existing.id) };
      const task = await append(auth.userId, auth, {
        title: source.title,
        description: source.description,
        sourceTaskId: source.id,
        color: 'lavender',
        askFinalFeelings: true,
      });
      return { created: true, task };
    },

    // --- the care side ----------------------------------------------------------------------------------

    async assign(auth: AuthContext, input: NewTask & { userid: number }, meta: RequestMeta) {
      const patient = await carePatient(auth, input.userid);
      const categoryId = await usableCategory(patient.clinicId, input.cat_id);
      const task = await append(patient.id, auth, {
        title: input.title,
        description: input.description ?? null,
        categoryId,
        color: input.color,
        askFinalFeelings: input.ask_final_feelings,
        assignedBy: auth.userId,
        fromCare: true,
      });
      await audit.record({ actorUserId: auth.userId, action: 'tasks.assigned', targetType: 'user', targetId: patient.id, meta: { taskId: task.id } }, meta);
      await notifications.notify({
        userId: patient.id,
        kind: 'task_assigned',
        title: 'A new task for you',
        body: `Your care team gave you a task: ${task.title}`,
        link: '/patient/tasks',
        data: { taskId: task.id },
      });
      return task;
    },

    async careAssignments(auth: AuthContext, userid: number | undefined, page: Page) {
      if (userid !== undefined) await carePatient(auth, userid);
      const where = and(careScope(auth), userid !== undefined ? eq(assignments.userId, userid) : undefined)!;
      const result = await repo.assignmentsOf(where, page);
      return { rows: result.rows.map((row) => presentAssignment(row, auth)), total: result.total };
    },

    /**
     * A patient's record of what the care team gave them (audited): single tasks and assignments with their
     * child tasks, newest first, each task with the patient's logs; the counts cover every page and count
     * the same tasks the pages list (patient-record.counters.ts).
     */
    async patientTasks(auth: AuthContext, userid: number, page: Page, meta: RequestMeta) {
      const patient = await carePatientRow(auth, userid);
      // What this clinic's care team gave: a patient who moved clinics does not bring the first clinic's.
      const clinicId = patient.user.clinicId!;
      const [entries, statuses] = await Promise.all([
        repo.careEntries(patient.user.id, clinicId, page),
        repo.careTaskStatuses(patient.user.id, clinicId),
      ]);
      const taskIds = entries.rows.filter((entry) => entry.kind === 'task').map((entry) => entry.id);
      const assignmentIds = entries.rows.filter((entry) => entry.kind === 'assignment').map((entry) => entry.id);
      const [singles, assignmentRows, children] = await Promise.all([
        repo.tasksByIds(taskIds),
        repo.assignmentsByIds(assignmentIds),
        repo.childTasksOf(assignmentIds),
      ]);
      const logs = await repo.logsOf([...singles, ...children].map((row) => row.task.id));
      const withLogs = (row: TaskListRow): CareTask => ({
        ...presentTask(row, auth),
        logs: logs.filter((log) => log.taskId === row.task.id).map(presentLog),
      });
      const items = entries.rows.map((entry): CareTaskItem => {
        if (entry.kind === 'task') return { type: 'task', task: withLogs(singles.find((row) => row.task.id === entry.id)!) };
        return {
          type: 'assignment',
          assignment: presentAssignment(assignmentRows.find((row) => row.assignment.id === entry.id)!, auth),
          tasks: children.filter((row) => row.task.assignmentId === entry.id).map(withLogs),
        };
      });
      await recordRead(audit, auth, patient, 'tasks', meta);
      return { counts: countCareTasks(statuses), items, total: entries.total };
    },

    async careDetail(auth: AuthContext, id: number) {
      await careAssignment(auth, id);
      return detail(auth, id);
    },

    async createAssignment(
      auth: AuthContext,
      input: { userid: number; title: string; description?: string | undefined; due_date?: string | undefined; tasks: Array<{ title: string; description?: string | undefined }> },
      meta: RequestMeta,
    ) {
      const patient = await carePatient(auth, input.userid);
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insertAssignment(tx, {
          clinicId: patient.clinicId!,
          userId: patient.id,
          assignedBy: auth.userId,
          title: input.title,
          description: input.description || null,
          dueDate: input.due_date ?? null,
        });
        let order = 1;
        for (const child of input.tasks) {
          await repo.insertTask(tx, {
            userId: patient.id,
            assignmentId: row.id,
            assignedBy: auth.userId,
            fromCare: true,
            title: child.title,
            description: child.description || null,
            taskOrder: order++,
            askFinalFeelings: false,
          });
        }
        return row;
      });
      await audit.record({ actorUserId: auth.userId, action: 'assignments.created', targetType: 'user', targetId: patient.id, meta: { assignmentId: created.id } }, meta);
      const given = await detail(auth, created.id);
      await notifications.notify({
        userId: patient.id,
        kind: 'assignment_assigned',
        title: 'A new assignment for you',
        body: `Your care team gave you an assignment: ${input.title}`,
        link: `/patient/assignments/${created.id}`,
        data: { assignmentId: created.id },
      });
      return given;
    },

    async deleteChild(auth: AuthContext, id: number, meta: RequestMeta) {
      const row = await repo.findTask(id);
      if (!row || row.task.assignmentId === null) throw notFound('Task not found');
      const assignment = await careAssignment(auth, row.task.assignmentId);
      await repo.transaction(async (tx) => {
        const list = taskLists.assignment(assignment.assignment.id);
        await lockList(tx, list);
        await repo.deleteTask(tx, id);
        const left = await rewriteOrder(tx, list);
        // An assignment without tasks has nothing left to do: it goes with its last child.
        if (left.length === 0) await repo.deleteAssignments(tx, [assignment.assignment.id]);
      });
      await audit.record({ actorUserId: auth.userId, action: 'assignments.child_deleted', targetType: 'user', targetId: assignment.assignment.userId, meta: { taskId: id } }, meta);
    },

    async deleteAssignments(auth: AuthContext, input: { id?: number | undefined; ids?: number[] | undefined }, meta: RequestMeta) {
      const ids = [...new Set([...(input.id !== undefined ? [input.id] : []), ...(input.ids ?? [])])];
      // All or nothing: one id the caller may not touch refuses the whole request (one read for all ids,
      // then the people policy once per patient).
      const found = await repo.findAssignments(ids);
      if (found.length !== ids.length || found.some((row) => row.clinicId !== auth.clinicId)) throw notFound('Assignment not found');
      if (auth.role !== 'clinic') for (const userId of new Set(found.map((row) => row.userId))) await policy.assignedToEmployee(auth, userId);
      const deleted = await repo.transaction((tx) => repo.deleteAssignments(tx, ids));
      await audit.record({ actorUserId: auth.userId, action: 'assignments.deleted', meta: { ids } }, meta);
      return deleted;
    },

    // --- the patient's assignments ----------------------------------------------------------------------

    async patientAssignments(auth: AuthContext, page: Page) {
      const result = await repo.assignmentsOf(eq(assignments.userId, auth.userId), page);
      return { rows: result.rows.map((row) => presentAssignment(row, auth)), total: result.total };
    },

    async patientStats(auth: AuthContext) {
      const row = await repo.patientStats(auth.userId);
      const total = Number(row.total);
      const completed = Number(row.completed);
      return { total, completed, pending: total - completed, totalTasks: Number(row.totalTasks), doneTasks: Number(row.doneTasks) };
    },

    async patientDetail(auth: AuthContext, assignmentId: number) {
      await ownAssignment(auth, assignmentId);
      return detail(auth, assignmentId);
    },

    async childDone(auth: AuthContext, id: number) {
      const row = await repo.findTask(id);
      if (!row || row.task.userId !== auth.userId || row.task.assignmentId === null) throw notFound('Task not found');
      return complete(row);
    },

    async markAllComplete(auth: AuthContext, assignmentId: number) {
      await ownAssignment(auth, assignmentId);
      await repo.transaction((tx) => repo.completeChildren(tx, assignmentId));
      return detail(auth, assignmentId);
    },

    // --- categories and the administration --------------------------------------------------------------

    async libraryCategories(auth: AuthContext, onlyParents = false) {
      return (await repo.ownedCategories(categoryOwner(auth), onlyParents)).map(presentCategory);
    },

    async addCategory(auth: AuthContext, input: { title: string; parent_id?: number | null | undefined; color: TaskColor }, meta: RequestMeta) {
      const owner = categoryOwner(auth);
      const parentId = input.parent_id == null ? null : await ownCategory(owner, input.parent_id, 'parent_id');
      const row = await repo.insertCategory({ clinicId: owner.clinicId, parentId, title: input.title, color: input.color });
      await audit.record({ actorUserId: auth.userId, action: 'tasks.category_created', meta: { id: row.id, clinicId: owner.clinicId } }, meta);
      return presentCategory((await repo.findCategory(row.id))!);
    },

    async editCategory(auth: AuthContext, input: { id: number; title: string; parent_id?: number | null | undefined; color: TaskColor }, meta: RequestMeta) {
      const owner = categoryOwner(auth);
      await ownCategory(owner, input.id, 'id');
      // Left out keeps the parent; null files the category at the top level.
      const parentId =
        input.parent_id === undefined ? undefined : input.parent_id === null ? null : await ownCategory(owner, input.parent_id, 'parent_id');
      if (parentId != null) await refuseCycle(input.id, parentId);
      await repo.updateCategory(input.id, { title: input.title, color: input.color, ...(parentId !== undefined ? { parentId } : {}) });
      await audit.record({ actorUserId: auth.userId, action: 'tasks.category_updated', meta: { id: input.id, clinicId: owner.clinicId } }, meta);
      return presentCategory((await repo.findCategory(input.id))!);
    },

    async deleteCategory(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = categoryOwner(auth);
      await ownCategory(owner, id, 'id');
      await repo.deleteCategory(id);
      await audit.record({ actorUserId: auth.userId, action: 'tasks.category_deleted', meta: { id, clinicId: owner.clinicId } }, meta);
    },

    async adminTasks(auth: AuthContext, filter: { status?: string | undefined; search?: string | undefined }, page: Page) {
      const result = await repo.adminTasks(filter, page);
      return {
        rows: result.rows.map((row) => ({ ...presentTask(row, auth), ownerName: row.ownerName, ownerRole: row.ownerRole })),
        total: result.total,
      };
    },

    async adminStats() {
      return feelingStats(await repo.feelingCounts());
    },
  };

  async function ownCategory(owner: { clinicId: number | null }, id: number, field: string): Promise<number> {
    const found = await repo.findCategory(id);
    if (!found || found.category.clinicId !== owner.clinicId) throw new AppError('NOT_FOUND', 'Category not found', [{ path: field, message: `Task category ${id} not found` }]);
    return id;
  }

  /** 422 on parent_id when filing `id` under `parentId` would close a loop (itself, or one of its own sub-categories). */
  async function refuseCycle(id: number, parentId: number): Promise<void> {
    const seen = new Set<number>();
    for (let current: number | null = parentId; current !== null && !seen.has(current); ) {
      if (current === id) {
        const message = parentId === id ? 'A category cannot be its own parent' : 'A category cannot be filed under one of its own sub-categories';
        throw new AppError('VALIDATION', message, [{ path: 'parent_id', message }]);
      }
      seen.add(current);
      current = (await repo.findCategory(current))?.category.parentId ?? null;
    }
  }
}

/** The spec's task stats (Better/Same), with the Worse ones beside them. */
function feelingStats(feelings: Awaited<ReturnType<TasksRepository['feelingCounts']>>): TaskFeelingStats {
  return {
    Better_individual_task: Number(feelings.logs.better),
    Same_individual_task: Number(feelings.logs.same),
    Worse_individual_task: Number(feelings.logs.worse),
    Better_after_completion: Number(feelings.after.better),
    Same_after_completion: Number(feelings.after.same),
    Worse_after_completion: Number(feelings.after.worse),
  };
}

/** Admins keep the platform's categories; a clinic its own. */
function categoryOwner(auth: AuthContext): { clinicId: number | null } {
  if (auth.role === 'admin' || auth.role === 'masterAdmin') return { clinicId: null };
  if (auth.role === 'clinic' && auth.clinicId !== null) return { clinicId: auth.clinicId };
  throw new AppError('FORBIDDEN');
}

export type TasksService = ReturnType<typeof createTasksService>;
