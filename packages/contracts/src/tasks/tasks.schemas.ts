import { z } from 'zod';
import { dateField, idField, INT_COLUMN_MAX, numberField } from '../common.js';
import { pagingInput } from '../envelope.js';

/*
 * Tasks and assignments (spec sections 1, 3, 4 and 7 "Tasks and assignments"). A task belongs to one person
 * (data_id: its owner); they create it themselves, copy it from a lesson or meditation (discovery "create
 * tasks"), or their clinic or therapist assigns it. Tasks are ordered 1..n per person (task_order), filed
 * under a category (cat_id, sent as an integer), and completed; completing may ask how the person feels
 * afterwards (ask_final_feelings), which is then submitted (better, same or worse). An assignment is a set of
 * child tasks a clinic or employee gives a patient.
 */

const int = z.number().int();

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2_000;
export const TASK_NOTE_MAX = 2_000;

/** The five pastel colours of spec section 9, as the task cards' backgrounds. */
export const taskColors = ['lavender', 'mint', 'peach', 'sky', 'lemon'] as const;
export type TaskColor = (typeof taskColors)[number];
/** How a person feels after (or while) doing a task. Worse is offered too, so they can say it honestly. */
export const taskFeelings = ['better', 'same', 'worse'] as const;
export type TaskFeeling = (typeof taskFeelings)[number];
export const taskStatuses = ['pending', 'completed'] as const;

const titleField = z.string().trim().min(1, 'Enter a title').max(TASK_TITLE_MAX);
const descriptionField = z.string().trim().max(TASK_DESCRIPTION_MAX);
/** Spec section 5: the task category id is sent as an integer (forms send it as text). */
const catIdField = idField;

// ---------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------

export const taskListInput = pagingInput.extend({ perPage: numberField(z.number().int().min(1).max(100).default(20)) });
export const taskIdInput = z.object({ id: idField });
export const categoryTasksInput = taskListInput.extend({ cat_id: catIdField });

export const createPersonalTaskInput = z.object({
  title: titleField,
  description: descriptionField.optional(),
  /** null or left out: no category. */
  cat_id: catIdField.nullable().optional(),
  color: z.enum(taskColors).default('lavender'),
  /** Ask how the person feels once it is completed. */
  ask_final_feelings: z.boolean().default(true),
});
export type CreatePersonalTaskInput = z.input<typeof createPersonalTaskInput>;

/** update task: only the fields sent change (no defaults here, or a rename would reset the colour). */
export const updatePersonalTaskInput = z.object({
  id: idField,
  title: titleField.optional(),
  description: descriptionField.optional(),
  /** null takes the task out of its category; left out, the category stays. */
  cat_id: catIdField.nullable().optional(),
  color: z.enum(taskColors).optional(),
  ask_final_feelings: z.boolean().optional(),
});

/** discovery "create tasks": put a lesson's or meditation's task (data_id) on the person's own list. */
export const createTasksFromContentInput = z.object({ data_id: idField });

export const finalFeelingsInput = z.object({ id: idField, final_feeling: z.enum(taskFeelings) });

/** update order {tasks:[id, task_order]}: the new order of some or all of the person's tasks. */
export const taskOrderInput = z.object({
  tasks: z
    .array(z.object({ id: idField, task_order: numberField(z.number().int().min(1).max(INT_COLUMN_MAX)) }))
    .min(1, 'Send at least one task')
    .max(500),
});

/** update logs (form data): a note on how a task is going, with an optional feeling. */
export const taskLogInput = z.object({
  task_id: idField,
  note: z.string().trim().min(1, 'Write a note').max(TASK_NOTE_MAX),
  feeling: z.enum(taskFeelings).optional(),
});
export const taskLogsInput = z.object({ task_id: idField });

/** assign task to user: a clinic or an employee gives one of their patients a task. */
export const assignTaskInput = createPersonalTaskInput.extend({ userid: idField });

export const assignmentListInput = taskListInput.extend({ userid: idField.optional() });
export const assignmentIdInput = z.object({ assignment_id: idField });
export const createAssignmentInput = z.object({
  userid: idField,
  title: titleField,
  description: descriptionField.optional(),
  due_date: dateField.optional(),
  tasks: z
    .array(z.object({ title: titleField, description: descriptionField.optional() }))
    .min(1, 'Add at least one task')
    .max(50),
});
export type CreateAssignmentInput = z.input<typeof createAssignmentInput>;
/** delete assignment: one id, or several selected ids. */
export const deleteAssignmentInput = z
  .object({ id: idField.optional(), ids: z.array(idField).max(100).optional() })
  .refine((value) => value.id !== undefined || (value.ids?.length ?? 0) > 0, { message: 'Choose an assignment', path: ['id'] });

export const taskCategoryInput = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(100),
  /** null (or left out) files the category at the top level; on an update, left out keeps its parent. */
  parent_id: idField.nullable().optional(),
  color: z.enum(taskColors).default('lavender'),
});
export const updateTaskCategoryInput = taskCategoryInput.extend({ id: idField });
export const adminTaskListInput = taskListInput.extend({
  status: z.enum(taskStatuses).optional(),
  search: z.string().trim().max(100).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------------

export const taskCategory = z.object({
  cat_id: int,
  title: z.string(),
  color: z.enum(taskColors),
  parent_id: int.nullable(),
  /** null: a platform category; else the clinic's own. */
  clinicId: int.nullable(),
  taskCount: int,
});
export type TaskCategory = z.infer<typeof taskCategory>;

export const task = z.object({
  id: int,
  /** The owner (spec: data_id). */
  data_id: int,
  title: z.string(),
  description: z.string().nullable(),
  cat_id: int.nullable(),
  categoryTitle: z.string().nullable(),
  color: z.enum(taskColors),
  status: z.enum(taskStatuses),
  task_order: int,
  ask_final_feelings: z.boolean(),
  final_feeling: z.enum(taskFeelings).nullable(),
  assignment_id: int.nullable(),
  /** Who gave the task (a clinic or therapist), as the caller may see them (the person-view presenter); null for the person's own. */
  assignedBy: z.string().nullable(),
  /** Given by the care team (assign task, or an assignment's child task), even when the giver's account is gone. */
  fromCare: z.boolean(),
  /** The lesson's or meditation's task it was copied from. */
  sourceTaskId: int.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof task>;

/** single complete / task done: what completing answered (spec: message, ask_final_feelings, status). */
export const completeTaskResult = z.object({
  id: int,
  status: z.enum(taskStatuses),
  ask_final_feelings: z.boolean(),
});

export const taskLog = z.object({
  id: int,
  task_id: int,
  note: z.string(),
  feeling: z.enum(taskFeelings).nullable(),
  createdAt: z.string(),
});
export type TaskLog = z.infer<typeof taskLog>;

/**
 * The spec's task stats (names verbatim): feelings logged on tasks and given after completing them, with the
 * Worse ones added beside the spec's Better and Same.
 */
export const taskFeelingStats = z.object({
  Better_individual_task: int,
  Same_individual_task: int,
  Worse_individual_task: int,
  Better_after_completion: int,
  Same_after_completion: int,
  Worse_after_completion: int,
});
export type TaskFeelingStats = z.infer<typeof taskFeelingStats>;

/** state graph: how many tasks are open and done, and completions per day over 30 days. */
export const taskStateGraph = z.object({
  total: int,
  pending: int,
  completed: int,
  completedByDay: z.array(z.object({ date: z.string(), completed: int })),
  feelings: taskFeelingStats,
});
export type TaskStateGraph = z.infer<typeof taskStateGraph>;

export const assignment = z.object({
  id: int,
  userid: int,
  patientName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  due_date: z.string().nullable(),
  assignedBy: z.string().nullable(),
  totalTasks: int,
  doneTasks: int,
  status: z.enum(taskStatuses),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

export const assignmentDetail = assignment.extend({ tasks: z.array(task) });
export type AssignmentDetail = z.infer<typeof assignmentDetail>;

export const assignmentStats = z.object({
  total: int,
  completed: int,
  pending: int,
  totalTasks: int,
  doneTasks: int,
});

/** A task given to a patient with the patient's logs (on the care side's patient record). */
export const careTask = task.extend({ logs: z.array(taskLog) });
export type CareTask = z.infer<typeof careTask>;

/** One entry of a patient's assigned tasks: a single task staff gave, or an assignment with its child tasks. */
export const careTaskItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('task'), task: careTask }),
  z.object({ type: z.literal('assignment'), assignment, tasks: z.array(careTask) }),
]);
export type CareTaskItem = z.infer<typeof careTaskItem>;

export const patientTasksInput = taskListInput.extend({ userid: idField, perPage: z.coerce.number().int().min(1).max(50).default(10) });

/** A patient's assigned tasks, newest first, paged; the counts (patient-record.counters.ts) cover every page. */
export const patientTasks = z.object({
  counts: z.object({ tasksGiven: int, tasksDone: int, tasksOpen: int }),
  items: z.array(careTaskItem),
});
export type PatientTasks = z.infer<typeof patientTasks>;

/** Admin task list row: a task with its owner. */
export const adminTask = task.extend({ ownerName: z.string(), ownerRole: z.string() });
