import { z } from 'zod';
import { defineEndpoint, fileOutput, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import type { Role } from '../roles.js';
import {
  addAnswerContentInput,
  addAnswerInput,
  addOptionInput,
  addQuestionInput,
  addTestInput,
  answerContent,
  answerContentsInput,
  assignedTests,
  assignResult,
  assignTestInput,
  completedTest,
  completeTestInput,
  editAnswerContentInput,
  editAnswerInput,
  editOptionInput,
  editQuestionInput,
  editTestInput,
  testItemIdInput,
  measureSeries,
  openTaker,
  openTestInput,
  openTestRow,
  openUserDataInput,
  patientResultsInput,
  patientTestsInput,
  questionOptionsInput,
  resultIdInput,
  saveProgressInput,
  scorewiseRow,
  submitOpenTestInput,
  takeTest,
  testBand,
  testDetail,
  testDetailsInput,
  testIdInput,
  testListInput,
  testOption,
  testQuestion,
  testResult,
  testSummary,
  testTotals,
} from './measures.schemas.js';

type Config = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

/** Front endpoints serve patients, employees and personal users (spec section 6). */
export const TEST_TAKERS = ['patient', 'frontuser', 'employee'] as const satisfies readonly Role[];

/**
 * Authoring, the same calls in three families: the platform's tests (admin/tests/...), a clinic's own
 * (clinics/tests/...) and, for its employees, the clinic's own from the front family
 * (front/test_authoring/...; front/tests/... is the taking side).
 */
function authoring<const C extends Config>(action: string, config: C) {
  return {
    admin: defineEndpoint({ ...config, path: `admin/tests/${action}`, access: ['admin'] as const }),
    clinic: defineEndpoint({ ...config, path: `clinics/tests/${action}`, access: ['clinic'] as const, feature: 'tests' }),
    employee: defineEndpoint({ ...config, path: `front/test_authoring/${action}`, access: ['employee'] as const, feature: 'tests' }),
  };
}

/** The care side only (a clinic and its employees): results of patients, open tests. */
function care<const C extends Config>(action: string, config: C, feature: 'tests' | 'patients' = 'tests') {
  return {
    clinic: defineEndpoint({ ...config, path: `clinics/tests/${action}`, access: ['clinic'] as const, feature }),
    employee: defineEndpoint({ ...config, path: `front/test_authoring/${action}`, access: ['employee'] as const, feature }),
  };
}

/** The person taking tests: front/tests/<action>. */
function take<const C extends Config>(action: string, config: C) {
  return defineEndpoint({ ...config, path: `front/tests/${action}`, access: TEST_TAKERS, feature: 'tests' });
}

const NOT_FOUND_OR_READ_ONLY = ['CONFLICT'] as const;

export const MEASURES_AUTHORING = {
  tests: authoring('tests', {
    method: 'GET',
    summary: 'Tests with their stats (assigned, completed, average score): the platform\'s (bundled instruments included) and, for a clinic, its own.',
    input: testListInput,
    output: z.array(testSummary),
    paged: true,
  }),
  stats: authoring('stats', { method: 'GET', summary: 'Totals over the tests you see: tests, assigned, completed, average score.', output: testTotals }),
  detail: authoring('test_detail', { method: 'GET', summary: 'A test with its questions, options, answers (score bands) and their contents.', input: testIdInput, output: testDetail }),
  add: authoring('add_test', { creates: true, summary: 'Add a test.', input: addTestInput, output: testSummary }),
  edit: authoring('edit_test', { summary: 'Edit a test of yours (bundled instruments are read-only: 409).', input: editTestInput, output: testSummary, errors: NOT_FOUND_OR_READ_ONLY }),
  delete: authoring('delete_test', { summary: 'Delete a test of yours; past results keep their frozen copy.', input: testItemIdInput, output: noData, errors: NOT_FOUND_OR_READ_ONLY }),
  questions: authoring('questions', { method: 'GET', summary: "A test's questions in order (question_no), with their options.", input: testIdInput, output: z.array(testQuestion) }),
  addQuestion: authoring('add_question', { creates: true, summary: 'Add a question (at the end, or at question_no).', input: addQuestionInput, output: testQuestion, errors: NOT_FOUND_OR_READ_ONLY }),
  editQuestion: authoring('edit_question', { summary: 'Edit or move a question.', input: editQuestionInput, output: testQuestion, errors: NOT_FOUND_OR_READ_ONLY }),
  deleteQuestion: authoring('delete_question', { summary: 'Delete a question (the others close up).', input: testItemIdInput, output: noData, errors: NOT_FOUND_OR_READ_ONLY }),
  options: authoring('options', { method: 'GET', summary: "A question's options with their scores.", input: questionOptionsInput, output: z.array(testOption) }),
  addOption: authoring('add_option', { creates: true, summary: 'Add an option with its score (a flag option raises a safety alert).', input: addOptionInput, output: testOption, errors: NOT_FOUND_OR_READ_ONLY }),
  editOption: authoring('edit_option', { summary: 'Edit an option.', input: editOptionInput, output: testOption, errors: NOT_FOUND_OR_READ_ONLY }),
  deleteOption: authoring('delete_option', { summary: 'Delete an option.', input: testItemIdInput, output: noData, errors: NOT_FOUND_OR_READ_ONLY }),
  answers: authoring('answers', { method: 'GET', summary: "A test's answers: score bands (from, to, title, text) with their contents.", input: testIdInput, output: z.array(testBand) }),
  addAnswer: authoring('add_answer', { creates: true, summary: 'Add a score band.', input: addAnswerInput, output: testBand, errors: NOT_FOUND_OR_READ_ONLY }),
  editAnswer: authoring('edit_answer', { summary: 'Edit a score band.', input: editAnswerInput, output: testBand, errors: NOT_FOUND_OR_READ_ONLY }),
  deleteAnswer: authoring('delete_answer', { summary: 'Delete a score band and its contents.', input: testItemIdInput, output: noData, errors: NOT_FOUND_OR_READ_ONLY }),
  answerContents: authoring('answer_contents', { method: 'GET', summary: "A band's contents (result_id: the band).", input: answerContentsInput, output: z.array(answerContent) }),
  addAnswerContent: authoring('add_answer_content', { creates: true, summary: 'Add a content to a band: a text, a recommended class, meditation or task.', input: addAnswerContentInput, output: answerContent, errors: NOT_FOUND_OR_READ_ONLY }),
  editAnswerContent: authoring('edit_answer_content', { summary: "Edit a band's content.", input: editAnswerContentInput, output: answerContent, errors: NOT_FOUND_OR_READ_ONLY }),
  deleteAnswerContent: authoring('delete_answer_content', { summary: "Delete a band's content.", input: testItemIdInput, output: noData, errors: NOT_FOUND_OR_READ_ONLY }),
  assign: authoring('assign', {
    creates: true,
    summary: 'Assign a test to people, once or every N days until a date (a clinic: its patients; an employee: their assigned patients; admin: any person). They are notified.',
    input: assignTestInput,
    output: assignResult,
  }),
} as const;

export const MEASURES_CARE = {
  patientResults: care(
    'patient_results',
    { method: 'GET', summary: "A patient's results per measure over time (audited): score, band, flags; for the trend chart.", input: patientResultsInput, output: z.array(measureSeries) },
    'patients',
  ),
  patientResult: care('patient_result', { method: 'GET', summary: "One of a patient's results with the answers given (audited).", input: resultIdInput, output: testResult }, 'patients'),
  openTests: care('open_test_data', { method: 'GET', summary: 'Your open tests (anyone with the link may take them) with their links and how many took them.', output: z.array(openTestRow) }),
  openUsers: care('open_user_data', {
    method: 'GET',
    summary: 'Who took your open tests (the name and e-mail they gave) and their results, newest first (audited).',
    input: openUserDataInput,
    output: z.array(openTaker),
    paged: true,
  }),
  openScorewise: care('open_scorewise', { method: 'GET', summary: "An open test's results counted per score band.", input: testIdInput, output: z.array(scorewiseRow) }),
  openDelete: care('open_delete', { summary: "Delete one open test taker's result.", input: testItemIdInput, output: noData }),
} as const;

export const measuresEndpoints = {
  ...Object.fromEntries(
    Object.entries(MEASURES_AUTHORING).flatMap(([name, trio]) => [
      [`adminTests${cap(name)}`, trio.admin],
      [`clinicTests${cap(name)}`, trio.clinic],
      [`employeeTests${cap(name)}`, trio.employee],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(MEASURES_CARE).flatMap(([name, pair]) => [
      [`clinicTests${cap(name)}`, pair.clinic],
      [`employeeTests${cap(name)}`, pair.employee],
    ]),
  ),
} as unknown as FlatAuthoring & FlatCare & typeof frontMeasures;

const frontMeasures = {
  frontTests: take('tests', { method: 'GET', summary: 'Tests you may take: the platform\'s and your clinic\'s.', output: z.array(testSummary.omit({ open_token: true })) }),
  frontPatientTests: take('patient_tests', {
    method: 'GET',
    summary: 'Your results per measure over time (history and trend), oldest first.',
    input: patientTestsInput,
    output: z.array(measureSeries),
  }),
  frontTestDetails: take('details', { method: 'GET', summary: 'A test to take, one question at a time, with where you stopped.', input: testDetailsInput, output: takeTest, errors: ['CONFLICT'] }),
  frontAssignedTests: take('assigned_tests', { method: 'GET', summary: 'Tests assigned to you that are due, with total_completed and total_incompleted.', output: assignedTests }),
  frontTestSaveProgress: take('save_progress', { summary: 'Save your answers so far, to resume later.', input: saveProgressInput, output: takeTest.shape.progress.unwrap(), errors: ['CONFLICT'] }),
  frontTestComplete: take('complete', {
    creates: true,
    summary:
      'Submit your answers (every scored question answered): the result with score, max_score, band and flags; on a safety flag, crisis resources and an alert to your care team in the same request.',
    input: completeTestInput,
    output: completedTest,
    errors: ['CONFLICT'],
  }),
  frontTestResult: take('result', { summary: 'One of your results with your answers, the band text and its contents.', input: resultIdInput, output: testResult }),
  frontTestPdf: take('pdf_data', { summary: 'One of your results as a PDF.', input: resultIdInput, output: fileOutput, download: 'application/pdf' }),
  frontDeleteAssignedTest: take('delete_assigned', { summary: 'Delete a test assigned to you, where your clinic allows it.', input: testItemIdInput, output: noData, errors: ['FORBIDDEN'] }),
  frontOpenTest: defineEndpoint({ path: 'front/open_tests/test', method: 'GET', access: 'public', summary: 'An open test, by its link, to take.', input: openTestInput, output: takeTest, errors: ['NOT_FOUND'] }),
  frontOpenTestSubmit: defineEndpoint({
    path: 'front/open_tests/submit',
    access: 'public',
    creates: true,
    summary: 'Submit your answers to an open test (your name, optionally an e-mail): the result; on a safety flag, crisis resources.',
    input: submitOpenTestInput,
    output: completedTest,
    errors: ['NOT_FOUND'],
  }),
};
Object.assign(measuresEndpoints, frontMeasures);

function cap(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

type Cap<S extends string> = Capitalize<S>;
type FlatAuthoring = {
  [K in keyof typeof MEASURES_AUTHORING as `adminTests${Cap<K & string>}`]: (typeof MEASURES_AUTHORING)[K]['admin'];
} & {
  [K in keyof typeof MEASURES_AUTHORING as `clinicTests${Cap<K & string>}`]: (typeof MEASURES_AUTHORING)[K]['clinic'];
} & {
  [K in keyof typeof MEASURES_AUTHORING as `employeeTests${Cap<K & string>}`]: (typeof MEASURES_AUTHORING)[K]['employee'];
};
type FlatCare = {
  [K in keyof typeof MEASURES_CARE as `clinicTests${Cap<K & string>}`]: (typeof MEASURES_CARE)[K]['clinic'];
} & {
  [K in keyof typeof MEASURES_CARE as `employeeTests${Cap<K & string>}`]: (typeof MEASURES_CARE)[K]['employee'];
};
