import type { Assignment, Task, TaskCategory, TaskColor, TaskFeeling, TaskLog } from '@stillpoint/contracts';
import { presentPersonView, type PersonViewer } from '../people/person-view.presenter.js';
import type { AssignmentListRow, CategoryListRow, TaskListRow, TasksRepository } from './tasks.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A task; who gave it as the viewer may see them (the person-view presenter). */
export function presentTask({ task, categoryTitle, giver }: TaskListRow, viewer: PersonViewer): Task {
  return {
    id: task.id,
    data_id: task.userId,
    title: task.title,
    description: task.description,
    cat_id: task.categoryId,
    categoryTitle: categoryTitle ?? null,
    color: task.color as TaskColor,
    status: task.status as Task['status'],
    task_order: task.taskOrder,
    ask_final_feelings: task.askFinalFeelings,
    final_feeling: (task.finalFeeling as TaskFeeling | null) ?? null,
    assignment_id: task.assignmentId,
    assignedBy: giver ? presentPersonView(giver, viewer).name : null,
    fromCare: task.fromCare,
    sourceTaskId: task.sourceTaskId,
    completedAt: iso(task.completedAt),
    createdAt: task.createdAt.toISOString(),
  };
}

export function presentCategory({ category, taskCount }: CategoryListRow): TaskCategory {
  return {
    cat_id: category.id,
    title: category.title,
    color: category.color as TaskColor,
    parent_id: category.parentId,
    clinicId: category.clinicId,
    taskCount: Number(taskCount),
  };
}

export function presentAssignment(row: AssignmentListRow, viewer: PersonViewer): Assignment {
  const total = Number(row.totalTasks);
  const done = Number(row.doneTasks);
  return {
    id: row.assignment.id,
    userid: row.assignment.userId,
    patientName: presentPersonView(row.owner, viewer).name,
    title: row.assignment.title,
    description: row.assignment.description,
    due_date: row.assignment.dueDate,
    assignedBy: row.giver ? presentPersonView(row.giver, viewer).name : null,
    totalTasks: total,
    doneTasks: done,
    status: total > 0 && done === total ? 'completed' : 'pending',
    createdAt: row.assignment.createdAt.toISOString(),
  };
}

export function presentLog(row: Awaited<ReturnType<TasksRepository['logs']>>[number]): TaskLog {
  return { id: row.id, task_id: row.taskId, note: row.note, feeling: (row.feeling as TaskFeeling | null) ?? null, createdAt: row.createdAt.toISOString() };
}
