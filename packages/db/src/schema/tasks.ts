import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { learningTasks } from './content.js';
import { clinics, users } from './people.js';

/*
 * Tasks and assignments. A task belongs to one person (user_id, the spec's data_id) and is ordered 1..n
 * among that person's tasks (task_order). It may come from a lesson's or meditation's task (source),
 * from a clinic or therapist (assigned_by), or belong to an assignment (a set of child tasks a clinic or
 * employee gave a patient). Deleting the person deletes their tasks, logs and assignments.
 */

/** A category of tasks: the platform's (clinic_id null, managed by admins) or a clinic's own. */
export const taskCategories = pgTable(
  'task_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => taskCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color').notNull().default('lavender'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_categories_owner_idx').on(t.clinicId, t.title)],
);

/** A set of child tasks given to a patient. */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assignments_user_idx').on(t.userId, t.createdAt), index('assignments_clinic_idx').on(t.clinicId, t.createdAt)],
);

export const userTasks = pgTable(
  'user_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => taskCategories.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    sourceTaskId: integer('source_task_id').references(() => learningTasks.id, { onDelete: 'set null' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Given by the care team (assign task, an assignment's child): stays true when the giver's account goes. */
    fromCare: boolean('from_care').notNull().default(false),
    title: text('title').notNull(),
    description: text('description'),
    color: text('color').notNull().default('lavender'),
    status: text('status').notNull().default('pending'),
    taskOrder: integer('task_order').notNull(),
    askFinalFeelings: boolean('ask_final_feelings').notNull().default(true),
    finalFeeling: text('final_feeling'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tasks_order_idx').on(t.userId, t.taskOrder),
    index('user_tasks_assignment_idx').on(t.assignmentId),
    index('user_tasks_completed_idx').on(t.userId, t.completedAt),
    check('user_tasks_status', sql`${t.status} in ('pending', 'completed')`),
    check('user_tasks_feeling', sql`${t.finalFeeling} is null or ${t.finalFeeling} in ('better', 'same', 'worse')`),
    index('user_tasks_care_idx').on(t.userId, t.createdAt).where(sql`${t.fromCare}`),
  ],
);

/** What a person noted on a task while doing it (update logs). */
export const taskLogs = pgTable(
  'task_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => userTasks.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    feeling: text('feeling'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_logs_task_idx').on(t.taskId, t.id),
    check('task_logs_feeling', sql`${t.feeling} is null or ${t.feeling} in ('better', 'same', 'worse')`),
  ],
);
