import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import type { Role } from '../roles.js';
import {
  adminTask,
  adminTaskListInput,
  assignment,
  assignmentDetail,
  assignmentIdInput,
  assignmentListInput,
  assignmentStats,
  assignTaskInput,
  categoryTasksInput,
  completeTaskResult,
  createAssignmentInput,
  createPersonalTaskInput,
  createTasksFromContentInput,
  deleteAssignmentInput,
  finalFeelingsInput,
  patientTasks,
  patientTasksInput,
  task,
  taskCategory,
  taskCategoryInput,
  taskFeelingStats,
  taskIdInput,
  taskListInput,
  taskLog,
  taskLogInput,
  taskLogsInput,
  taskOrderInput,
  taskStateGraph,
  updateTaskCategoryInput,
  updatePersonalTaskInput,
} from './tasks.schemas.js';

type Config = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

/** Front endpoints serve patients, employees and personal users (spec section 6): everyone keeps tasks. */
const TASK_OWNERS = ['patient', 'employee', 'frontuser'] as const satisfies readonly Role[];

/** A person's own tasks: front/tasks/<action>. */
function own<const C extends Config>(action: string, config: C) {
  return defineEndpoint({ ...config, path: `front/tasks/${action}`, access: TASK_OWNERS, feature: 'tasks' });
}

/** The care side: an employee (front family, their assigned patients) and a clinic (its patients). */
function care<const C extends Config>(module: 'tasks' | 'assignments', action: string, config: C) {
  return {
    employee: defineEndpoint({ ...config, path: `front/${module}/${action}`, access: ['employee'] as const, feature: module }),
    clinic: defineEndpoint({ ...config, path: `clinics/${module}/${action}`, access: ['clinic'] as const, feature: module }),
  };
}

/** Categories: a clinic keeps its own beside the platform's (admin). */
function categoriesPair<const C extends Config>(action: string, config: C) {
  return {
    clinic: defineEndpoint({ ...config, path: `clinics/tasks/${action}`, access: ['clinic'] as const, feature: 'tasks' }),
    admin: defineEndpoint({ ...config, path: `admin/tasks/${action}`, access: ['admin'] as const }),
  };
}

const assignTask = care('tasks', 'assign_task', {
  creates: true,
  summary: 'Give one of your patients a task (it appears in their task list, showing who gave it).',
  input: assignTaskInput,
  output: task,
});
/**
 * A patient's assigned tasks on their record, for the care side. Part of the patient record, so it follows
 * the patients feature (the page it is on), not the tasks feature of the caller's own list.
 */
const patientTasksConfig = {
  method: 'GET',
  summary:
    "A patient's assigned tasks (audited): single tasks staff gave and assignments with their child tasks, newest first, paged, each with its status, the patient's logs and final feelings, and who gave it.",
  input: patientTasksInput,
  output: patientTasks,
  paged: true,
} as const;
const patientTasksRecord = {
  employee: defineEndpoint({ ...patientTasksConfig, path: 'front/tasks/patient_tasks', access: ['employee'] as const, feature: 'patients' }),
  clinic: defineEndpoint({ ...patientTasksConfig, path: 'clinics/tasks/patient_tasks', access: ['clinic'] as const, feature: 'patients' }),
};
const careAssignments = care('assignments', 'patient_assignments', {
  method: 'GET',
  summary: "Assignments you gave (an employee: their patients'; a clinic: its patients'), optionally of one patient, paged.",
  input: assignmentListInput,
  output: z.array(assignment),
  paged: true,
});
const createAssignment = care('assignments', 'create_assignment', {
  creates: true,
  summary: 'Give a patient an assignment: a title and its child tasks.',
  input: createAssignmentInput,
  output: assignmentDetail,
});
const deleteChild = care('assignments', 'delete_child', {
  summary: "Delete one child task of an assignment you gave (the assignment's last task deletes the assignment).",
  input: taskIdInput,
  output: noData,
});
const deleteAssignment = care('assignments', 'delete_assignment', {
  summary: 'Delete an assignment (id) or several selected ones (ids) with their child tasks.',
  input: deleteAssignmentInput,
  output: z.object({ deleted: z.number().int() }),
});
const careChildTasks = care('assignments', 'assignment_detail', {
  summary: 'An assignment you gave, with its child tasks.',
  input: assignmentIdInput,
  output: assignmentDetail,
});

const categories = categoriesPair('categories', {
  method: 'GET',
  summary: "The library's task categories (a clinic: its own and the platform's), with how many tasks each holds.",
  output: z.array(taskCategory),
});
const addCategory = categoriesPair('add_category', {
  creates: true,
  summary: 'Add a task category (optionally under a parent category).',
  input: taskCategoryInput,
  output: taskCategory,
});
const editCategory = categoriesPair('edit_category', {
  summary: 'Rename or recolour a task category of your library.',
  input: updateTaskCategoryInput,
  output: taskCategory,
});
const deleteCategory = categoriesPair('delete_category', {
  summary: 'Delete a task category of your library (its tasks stay, uncategorised).',
  input: taskIdInput,
  output: noData,
});

export const tasksEndpoints = {
  // --- the person's own tasks ---------------------------------------------------------------------
  tasksStateGraph: own('state_graph', {
    method: 'GET',
    summary: 'Open and done tasks, completions per day over the last 30 days, and the feelings given (task stats).',
    output: taskStateGraph,
  }),
  tasksAll: own('all_tasks', {
    method: 'GET',
    summary: "The caller's own tasks in their order (task_order), paged.",
    input: taskListInput,
    output: z.array(task),
    paged: true,
  }),
  tasksRecent: own('recent_tasks', {
    method: 'GET',
    summary: 'Tasks created in the last 7 days, newest first, paged.',
    input: taskListInput,
    output: z.array(task),
    paged: true,
  }),
  tasksCompleted: own('completed_tasks', {
    method: 'GET',
    summary: 'Completed tasks, latest completion first, paged.',
    input: taskListInput,
    output: z.array(task),
    paged: true,
  }),
  tasksCategories: own('categories', {
    method: 'GET',
    summary: "The task categories the caller may file under (the platform's and their clinic's), with their task counts.",
    output: z.array(taskCategory),
  }),
  tasksCategoryTasks: own('category_tasks', {
    summary: "The caller's tasks of one category (cat_id), in order, paged.",
    input: categoryTasksInput,
    output: z.array(task),
    paged: true,
  }),
  tasksCreate: own('create_task', {
    creates: true,
    summary: 'Add a task to your list (at the end of the order).',
    input: createPersonalTaskInput,
    output: task,
  }),
  tasksUpdate: own('update_task', {
    summary: 'Change one of your tasks (title, description, category, colour, ask final feelings).',
    input: updatePersonalTaskInput,
    output: task,
  }),
  tasksDelete: own('delete_task', {
    summary: 'Delete one of your tasks (the order closes up).',
    input: taskIdInput,
    output: noData,
  }),
  tasksSingleComplete: own('single_complete', {
    summary: "Complete a task ('Task Completed Successfully!'); answers ask_final_feelings and the status.",
    input: taskIdInput,
    output: completeTaskResult,
  }),
  tasksUpdateFinalFeelings: own('update_final_feelings', {
    errors: ['CONFLICT'],
    summary: 'How you feel after completing a task: better, same or worse.',
    input: finalFeelingsInput,
    output: task,
  }),
  tasksUpdateOrder: own('update_order', {
    summary: "Reorder your tasks ({tasks:[id, task_order]}); the order is rewritten 1..n ('Reorder Successfully').",
    input: taskOrderInput,
    output: z.array(task),
  }),
  tasksUpdateLogs: own('update_logs', {
    summary: 'Log how a task is going (form data: task_id, note, feeling).',
    input: taskLogInput,
    output: z.array(taskLog),
  }),
  tasksLogs: own('task_logs', {
    summary: "A task's logs, newest first.",
    input: taskLogsInput,
    output: z.array(taskLog),
  }),
  frontDiscoveryCreateTasks: defineEndpoint({
    path: 'front/discovery/create_tasks',
    creates: 'or-updates',
    access: TASK_OWNERS,
    feature: 'discovery',
    summary: "Put a lesson's or meditation's task (data_id) on your own task list (once: a second call answers the same task).",
    input: createTasksFromContentInput,
    output: task,
  }),
  employeeAssignTask: assignTask.employee,
  clinicAssignTask: assignTask.clinic,
  employeePatientTasks: patientTasksRecord.employee,
  clinicPatientTasks: patientTasksRecord.clinic,

  // --- assignments: the patient's side ------------------------------------------------------------
  assignmentsList: defineEndpoint({
    path: 'front/assignments/assignments',
    method: 'GET',
    access: ['patient'],
    feature: 'assignments',
    summary: 'Your assignments, open first, paged.',
    input: taskListInput,
    output: z.array(assignment),
    paged: true,
  }),
  assignmentsStats: defineEndpoint({
    path: 'front/assignments/stats',
    method: 'GET',
    access: ['patient'],
    feature: 'assignments',
    summary: 'How many assignments and child tasks you have, and how many are done.',
    output: assignmentStats,
  }),
  assignmentsChildTasks: defineEndpoint({
    path: 'front/assignments/child_tasks',
    access: ['patient'],
    feature: 'assignments',
    summary: 'One of your assignments with its child tasks.',
    input: assignmentIdInput,
    output: assignmentDetail,
  }),
  assignmentsTaskDone: defineEndpoint({
    path: 'front/assignments/task_done',
    access: ['patient'],
    feature: 'assignments',
    summary: "Mark a child task done ('Task has been Done Successfully').",
    input: taskIdInput,
    output: completeTaskResult,
  }),
  assignmentsMarkAllComplete: defineEndpoint({
    path: 'front/assignments/mark_all_complete',
    access: ['patient'],
    feature: 'assignments',
    summary: "Complete every child task of an assignment ('Tasks has been Completed Successfully!').",
    input: assignmentIdInput,
    output: assignmentDetail,
  }),

  // --- assignments: the care side -----------------------------------------------------------------
  employeePatientAssignments: careAssignments.employee,
  clinicPatientAssignments: careAssignments.clinic,
  employeeAssignmentDetail: careChildTasks.employee,
  clinicAssignmentDetail: careChildTasks.clinic,
  employeeCreateAssignment: createAssignment.employee,
  clinicCreateAssignment: createAssignment.clinic,
  employeeDeleteChild: deleteChild.employee,
  clinicDeleteChild: deleteChild.clinic,
  employeeDeleteAssignment: deleteAssignment.employee,
  clinicDeleteAssignment: deleteAssignment.clinic,

  // --- categories and the administration ----------------------------------------------------------
  clinicTaskCategories: categories.clinic,
  adminTaskCategories: categories.admin,
  clinicAddTaskCategory: addCategory.clinic,
  adminAddTaskCategory: addCategory.admin,
  clinicEditTaskCategory: editCategory.clinic,
  adminEditTaskCategory: editCategory.admin,
  clinicDeleteTaskCategory: deleteCategory.clinic,
  adminDeleteTaskCategory: deleteCategory.admin,
  adminTaskParentCategories: defineEndpoint({
    path: 'admin/tasks/parent_categories',
    method: 'GET',
    access: ['admin'],
    summary: 'Platform task categories that have no parent (to file a new category under).',
    output: z.array(taskCategory),
  }),
  adminTasksList: defineEndpoint({
    path: 'admin/tasks/tasks_list',
    method: 'GET',
    access: ['admin'],
    summary: 'Every task with its owner, newest first, paged (data, total_pages), by status and searched by title.',
    input: adminTaskListInput,
    output: z.array(adminTask),
    paged: true,
  }),
  adminTaskStats: defineEndpoint({
    path: 'admin/tasks/task_stats',
    method: 'GET',
    access: ['admin'],
    summary:
      'The better/same/worse lookups over every task: Better_individual_task, Same_individual_task, Worse_individual_task, Better_after_completion, Same_after_completion, Worse_after_completion.',
    output: taskFeelingStats,
  }),
};
