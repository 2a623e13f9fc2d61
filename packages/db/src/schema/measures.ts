import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnswerContentKind, MeasureDefinition, MeasureScore, MeasureSubscaleDefinition, TestAnswer } from '@stillpoint/contracts';
import { classes, meditations } from './content.js';
import { clinics, users } from './people.js';

/*
 * Psychological tests and clinical measures (issue 12, decision 0026). A test is the platform's (clinic_id
 * null; the bundled instruments have a code and are read-only) or a clinic's. Questions are ordered 1..n
 * (question_no); options carry a score and may be a safety flag; the spec's "answers" are score bands and
 * "answer contents" what a band recommends. A result keeps a frozen copy of the definition it was answered
 * on, so editing or deleting a test never changes a past result.
 */

export const tests = pgTable(
  'tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** A bundled instrument's code (PHQ-9, GAD-7...): unique, read-only. Null for authored tests. */
    code: text('code'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    scoreMultiplier: integer('score_multiplier').notNull().default(1),
    itemReviewAtOrBelow: integer('item_review_at_or_below'),
    itemReviewText: text('item_review_text'),
    subscales: jsonb('subscales').$type<MeasureSubscaleDefinition[]>().notNull().default([]),
    reliableChange: integer('reliable_change'),
    allowPatientDelete: boolean('allow_patient_delete').notNull().default(false),
    /** Open tests: anyone with the link (open_token) may take it. */
    isOpen: boolean('is_open').notNull().default(false),
    openToken: text('open_token'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tests_code_idx').on(t.code),
    uniqueIndex('tests_open_token_idx').on(t.openToken),
    index('tests_clinic_idx').on(t.clinicId, t.id),
    check('tests_multiplier', sql`${t.scoreMultiplier} >= 1`),
  ],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionNo: integer('question_no').notNull(),
    text: text('text').notNull(),
    scored: boolean('scored').notNull().default(true),
  },
  (t) => [index('test_questions_order_idx').on(t.testId, t.questionNo)],
);

export const testOptions = pgTable(
  'test_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    score: integer('score').notNull(),
    /** Choosing it raises a safety alert (PHQ-9 item 9 above 0, or an authored option marked so). */
    flag: boolean('flag').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('test_options_question_idx').on(t.questionId, t.position)],
);

/** The spec's "answers": score bands, inclusive. */
export const testAnswers = pgTable(
  'test_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    fromScore: integer('from_score').notNull(),
    toScore: integer('to_score').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
  },
  (t) => [index('test_answers_test_idx').on(t.testId, t.fromScore), check('test_answers_range', sql`${t.fromScore} <= ${t.toScore}`)],
);

/** The spec's "answer contents" (result_id: the band): a text, a recommended class, meditation or task. */
export const testAnswerContents = pgTable(
  'test_answer_contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => testAnswers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'set null' }),
  },
  (t) => [index('test_answer_contents_answer_idx').on(t.answerId, t.id), check('test_answer_contents_kind', sql`${t.kind} in ('text', 'class', 'meditation', 'task')`)],
);

/**
 * A test assigned to a person: one row per occurrence (a repeating assignment is its occurrences, every N
 * days until a date, sharing series_id). Due from due_on; completed when a result is submitted for it.
 */
export const testAssignments = pgTable(
  'test_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    seriesId: integer('series_id'),
    dueOn: date('due_on').notNull(),
    repeatEveryDays: integer('repeat_every_days'),
    repeatUntil: date('repeat_until'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_assignments_user_idx').on(t.userId, t.dueOn), index('test_assignments_test_idx').on(t.testId)],
);

/** What a result froze of its test when it was answered (decision 0026). */
export interface ResultSnapshot {
  definition: MeasureDefinition;
  /** Option ids as they were, per question_no (options by position in definition.questions[].options). */
  optionIds: Record<string, number[]>;
  answers: Array<{ question_no: number; text: string; scored: boolean; label: string; score: number }>;
  contents: Array<{ kind: AnswerContentKind; text: string; class_id: number | null; meditation_id: number | null; itemTitle: string | null }>;
  clinicName: string | null;
}

/**
 * A person's attempt at a test: in progress (answers so far, where they stopped) until submitted, then
 * scored with the frozen copy. Open-test takers have no account (user_id null, the name they gave).
 */
export const testResults = pgTable(
  'test_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id').references(() => testAssignments.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('in_progress'),
    /** Answers so far (in progress) or as submitted. Health data: never logged. */
    answers: jsonb('answers').$type<TestAnswer[]>().notNull().default([]),
    currentQuestion: integer('current_question').notNull().default(1),
    snapshot: jsonb('snapshot').$type<ResultSnapshot>(),
    score: integer('score'),
    maxScore: integer('max_score'),
    band: text('band'),
    bandText: text('band_text'),
    bandIndex: integer('band_index'),
    flags: jsonb('flags').$type<MeasureScore['flags']>().notNull().default([]),
    subscales: jsonb('subscales').$type<MeasureScore['subscales']>().notNull().default([]),
    /** Open tests: the measure's owner (the clinic) and who took it. */
    openTest: boolean('open_test').notNull().default(false),
    takerName: text('taker_name'),
    takerEmail: text('taker_email'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('test_results_user_idx').on(t.userId, t.testId, t.submittedAt),
    index('test_results_clinic_idx').on(t.clinicId, t.submittedAt),
    index('test_results_test_idx').on(t.testId, t.submittedAt),
    check('test_results_status', sql`${t.status} in ('in_progress', 'submitted')`),
    check('test_results_submitted', sql`${t.status} = 'in_progress' or (${t.submittedAt} is not null and ${t.score} is not null and ${t.snapshot} is not null)`),
  ],
);

export type TestRow = typeof tests.$inferSelect;
export type TestQuestionRow = typeof testQuestions.$inferSelect;
export type TestOptionRow = typeof testOptions.$inferSelect;
export type TestAnswerRow = typeof testAnswers.$inferSelect;
export type TestAnswerContentRow = typeof testAnswerContents.$inferSelect;
export type TestAssignmentRow = typeof testAssignments.$inferSelect;
export type TestResultRow = typeof testResults.$inferSelect;
