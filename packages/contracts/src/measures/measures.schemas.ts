import { z } from 'zod';
import { dateField, idField, numberField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { crisisResources } from '../safety/safety.schemas.js';

/*
 * Psychological tests and clinical measures (spec sections 3 "Test", 7 "Tests"; issue 12). A test has
 * ordered questions (test_id, question_no), each question options with a score (test_id, question_no), score
 * bands (the spec's "answers": from, to, title, text) and each band contents (the spec's "answer contents",
 * result_id: a text, a recommended class, meditation or task). The platform's tests (clinic_id null) include
 * the bundled instruments (instruments.ts), read-only for everyone; a clinic authors its own. A result keeps
 * a frozen copy of the questions, options and bands as they were answered (decision 0026).
 */

const int = z.number().int();

export const TEST_TITLE_MAX = 200;
export const TEST_TEXT_MAX = 4_000;
export const OPTION_SCORE_MIN = 0;
export const OPTION_SCORE_MAX = 100;
export const BAND_SCORE_MAX = 10_000;
/** Repeating assignments: every 1..365 days, at most this many occurrences. */
export const REPEAT_MAX_OCCURRENCES = 100;

const title = z.string().trim().min(1, 'Enter a title').max(TEST_TITLE_MAX);
const longText = z.string().trim().max(TEST_TEXT_MAX);
const scoreField = numberField(int.min(OPTION_SCORE_MIN, `A score is at least ${OPTION_SCORE_MIN}`).max(OPTION_SCORE_MAX, `A score is at most ${OPTION_SCORE_MAX}`));
const bandScore = numberField(int.min(0, 'A band starts at 0 or more').max(BAND_SCORE_MAX, `A band ends at ${BAND_SCORE_MAX} or less`));
const questionNo = numberField(int.min(1, 'Question numbers start at 1').max(500));

// ---------------------------------------------------------------------------------------------------
// Inputs: authoring
// ---------------------------------------------------------------------------------------------------

export const testIdInput = z.object({ test_id: idField });
export const testItemIdInput = z.object({ id: idField });
export const testListInput = pagingInput.extend({ perPage: numberField(int.min(1).max(100).default(50)) });

export const addTestInput = z.object({
  title,
  description: longText.default(''),
  instructions: longText.default(''),
  /** A patient may delete a test assigned to them (the clinic allows it). */
  allow_patient_delete: z.boolean().default(false),
  /** Anyone with the test's link may take it (open tests; clinics only). */
  is_open: z.boolean().default(false),
});
export const editTestInput = z.object({
  id: idField,
  title: title.optional(),
  description: longText.optional(),
  instructions: longText.optional(),
  allow_patient_delete: z.boolean().optional(),
  is_open: z.boolean().optional(),
});

export const addQuestionInput = z.object({
  test_id: idField,
  text: z.string().trim().min(1, 'Write the question').max(TEST_TEXT_MAX),
  /** Counted in the score; false for a question shown but never scored. */
  scored: z.boolean().default(true),
  /** Where it goes (1-based); left out, at the end. */
  question_no: questionNo.optional(),
});
export const editQuestionInput = z.object({
  id: idField,
  text: z.string().trim().min(1, 'Write the question').max(TEST_TEXT_MAX).optional(),
  scored: z.boolean().optional(),
  /** Moves the question to this place (the others close up around it). */
  question_no: questionNo.optional(),
});

export const questionOptionsInput = z.object({ test_id: idField, question_no: questionNo });
export const addOptionInput = z.object({
  test_id: idField,
  question_no: questionNo,
  label: z.string().trim().min(1, 'Write the option').max(TEST_TITLE_MAX),
  score: scoreField,
  /** Choosing it raises a safety alert for the care team and shows crisis resources. */
  flag: z.boolean().default(false),
});
export const editOptionInput = z.object({
  id: idField,
  label: z.string().trim().min(1, 'Write the option').max(TEST_TITLE_MAX).optional(),
  score: scoreField.optional(),
  flag: z.boolean().optional(),
});

const fromTo = <T extends { from_score?: number | undefined; to_score?: number | undefined }>(value: T) =>
  value.from_score === undefined || value.to_score === undefined || value.from_score <= value.to_score;
const fromToError = { message: 'The band must end at or above where it starts', path: ['to_score'] };
export const addAnswerInput = z
  .object({ test_id: idField, from_score: bandScore, to_score: bandScore, title, text: longText.default('') })
  .refine(fromTo, fromToError);
export const editAnswerInput = z
  .object({ id: idField, from_score: bandScore.optional(), to_score: bandScore.optional(), title: title.optional(), text: longText.optional() })
  .refine(fromTo, fromToError);

export const answerContentKinds = ['text', 'class', 'meditation', 'task'] as const;
export type AnswerContentKind = (typeof answerContentKinds)[number];
export const answerContentsInput = z.object({ result_id: idField });
export const addAnswerContentInput = z.object({
  /** The band (answer) the content belongs to. */
  result_id: idField,
  kind: z.enum(answerContentKinds),
  /** The text (kind text), or the task's title (kind task), or a note beside a class or meditation. */
  text: longText.default(''),
  class_id: idField.nullable().optional(),
  meditation_id: idField.nullable().optional(),
});
export const editAnswerContentInput = z.object({
  id: idField,
  kind: z.enum(answerContentKinds).optional(),
  text: longText.optional(),
  class_id: idField.nullable().optional(),
  meditation_id: idField.nullable().optional(),
});

export const assignTestInput = z
  .object({
    test_id: idField,
    userids: z.array(idField).min(1, 'Choose at least one person').max(200),
    /** Repeat every N days (until repeat_until); left out, once. */
    repeat_every_days: numberField(int.min(1).max(365)).optional(),
    repeat_until: dateField.optional(),
    /** The first occurrence's day (YYYY-MM-DD); today when left out. */
    start_on: dateField.optional(),
  })
  .refine((value) => (value.repeat_every_days === undefined) === (value.repeat_until === undefined), {
    message: 'A repeating test needs both the interval and the end date',
    path: ['repeat_until'],
  });

export const patientResultsInput = z.object({ userid: idField, test_id: idField.optional() });

// ---------------------------------------------------------------------------------------------------
// Inputs: taking a test
// ---------------------------------------------------------------------------------------------------

export const testAnswer = z.object({ question_no: questionNo, option_id: idField });
export type TestAnswer = z.infer<typeof testAnswer>;
const answersField = z.array(testAnswer).max(500);

export const testDetailsInput = z.object({ test_id: idField, assignment_id: idField.optional() });
export const saveProgressInput = z.object({
  test_id: idField,
  assignment_id: idField.optional(),
  answers: answersField,
  /** The question the person is on (where they resume). */
  current_question: questionNo.default(1),
});
export const completeTestInput = z.object({ test_id: idField, assignment_id: idField.optional(), answers: answersField });
export const resultIdInput = z.object({ result_id: idField });
export const patientTestsInput = pagingInput.extend({ test_id: idField.optional(), perPage: numberField(int.min(1).max(100).default(50)) });

export const openTestInput = z.object({ token: z.string().trim().min(8).max(64) });
export const submitOpenTestInput = z.object({
  token: z.string().trim().min(8).max(64),
  name: z.string().trim().min(1, 'Enter your name').max(200),
  email: z.string().trim().max(254).optional(),
  answers: answersField,
});
export const openUserDataInput = pagingInput.extend({ test_id: idField.optional() });

// ---------------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------------

export const testOption = z.object({ id: int, test_id: int, question_no: int, label: z.string(), score: int, flag: z.boolean(), position: int });
export type TestOption = z.infer<typeof testOption>;
export const testQuestion = z.object({ id: int, test_id: int, question_no: int, text: z.string(), scored: z.boolean(), options: z.array(testOption) });
export type TestQuestion = z.infer<typeof testQuestion>;
export const answerContent = z.object({
  id: int,
  result_id: int,
  kind: z.enum(answerContentKinds),
  text: z.string(),
  class_id: int.nullable(),
  meditation_id: int.nullable(),
  /** The class's or meditation's title, when it names one. */
  itemTitle: z.string().nullable(),
});
export type AnswerContent = z.infer<typeof answerContent>;
export const testBand = z.object({ id: int, test_id: int, from_score: int, to_score: int, title: z.string(), text: z.string(), contents: z.array(answerContent) });
export type TestBand = z.infer<typeof testBand>;

export const testStats = z.object({ assigned: int, completed: int, average_score: z.number().nullable() });
export const testSummary = z.object({
  id: int,
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  /** A bundled published instrument: read-only. */
  bundled: z.boolean(),
  /** The platform's test (null) or a clinic's. */
  clinic_id: int.nullable(),
  /** The caller may change it. */
  editable: z.boolean(),
  allow_patient_delete: z.boolean(),
  is_open: z.boolean(),
  /** The open test's link token (authoring views only). */
  open_token: z.string().nullable(),
  questions_count: int,
  max_score: int,
  reliable_change: int.nullable(),
  stats: testStats,
});
export type TestSummary = z.infer<typeof testSummary>;
export const testDetail = testSummary.extend({ questions: z.array(testQuestion), answers: z.array(testBand) });
export type TestDetail = z.infer<typeof testDetail>;

export const testTotals = z.object({ tests: int, assigned: int, completed: int, average_score: z.number().nullable() });

/** A test as a person takes it, with where they stopped. */
export const takeTest = z.object({
  id: int,
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  max_score: int,
  questions: z.array(z.object({ question_no: int, text: z.string(), scored: z.boolean(), options: z.array(z.object({ id: int, label: z.string() })) })),
  assignment_id: int.nullable(),
  progress: z.object({ result_id: int, answers: z.array(testAnswer), current_question: int, updated_at: z.string() }).nullable(),
});
export type TakeTest = z.infer<typeof takeTest>;

export const scoreFlag = z.object({ kind: z.enum(['safety', 'review']), question_no: int, text: z.string() });
export const subscaleScore = z.object({ code: z.string(), title: z.string(), score: int, max_score: int, band: z.string().nullable() });
export const resultBand = z.object({ from: int, to: int, title: z.string() });

export const testResult = z.object({
  id: int,
  test_id: int.nullable(),
  code: z.string().nullable(),
  title: z.string(),
  assignment_id: int.nullable(),
  score: int,
  max_score: int,
  band: z.string().nullable(),
  band_text: z.string().nullable(),
  band_index: int.nullable(),
  flags: z.array(scoreFlag),
  subscales: z.array(subscaleScore),
  /** The bands as they were when answered (band lines of a chart). */
  bands: z.array(resultBand),
  reliable_change: int.nullable(),
  /** The questions and the answer given to each, as they were answered. */
  answers: z.array(z.object({ question_no: int, text: z.string(), scored: z.boolean(), label: z.string(), score: int })),
  /** The band's contents (texts, recommended classes, meditations, tasks) at the time of answering. */
  contents: z.array(answerContent.omit({ id: true, result_id: true })),
  submitted_at: z.string(),
  clinicName: z.string().nullable(),
});
export type TestResult = z.infer<typeof testResult>;

/** What submitting answers returns: the result and, on a safety flag, crisis resources at once. */
export const completedTest = z.object({
  result: testResult,
  /** Crisis resources, when an answer raised a safety flag. */
  crisis: crisisResources.nullable(),
  /** The patient's care team was alerted. */
  alerted: z.boolean(),
});
export type CompletedTest = z.infer<typeof completedTest>;

export const resultPoint = z.object({ id: int, score: int, band: z.string().nullable(), band_index: int.nullable(), flagged: z.boolean(), submitted_at: z.string() });
export type ResultPoint = z.infer<typeof resultPoint>;
/** One measure's results over time (history and trend). */
export const measureSeries = z.object({
  test_id: int.nullable(),
  code: z.string().nullable(),
  title: z.string(),
  max_score: int,
  bands: z.array(resultBand),
  reliable_change: int.nullable(),
  /** Oldest first. */
  results: z.array(resultPoint),
});
export type MeasureSeries = z.infer<typeof measureSeries>;

export const assignedTest = z.object({
  id: int,
  test_id: int,
  code: z.string().nullable(),
  title: z.string(),
  due_on: z.string(),
  repeat_every_days: int.nullable(),
  repeat_until: z.string().nullable(),
  completed_at: z.string().nullable(),
  result_id: int.nullable(),
  in_progress: z.boolean(),
  can_delete: z.boolean(),
});
export type AssignedTest = z.infer<typeof assignedTest>;
export const assignedTests = z.object({ items: z.array(assignedTest), total_completed: int, total_incompleted: int });

export const assignResult = z.object({ assigned: int, occurrences: int });

export const openTestRow = z.object({ id: int, title: z.string(), open_token: z.string(), takers: int });
export const openTaker = z.object({
  id: int,
  test_id: int.nullable(),
  title: z.string(),
  taker_name: z.string(),
  taker_email: z.string().nullable(),
  score: int,
  max_score: int,
  band: z.string().nullable(),
  flagged: z.boolean(),
  submitted_at: z.string(),
});
export const scorewiseRow = z.object({ band: z.string().nullable(), from: int.nullable(), to: int.nullable(), count: int });
