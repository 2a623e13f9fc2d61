import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_INSTRUMENTS, endpoints, MEASURES_AUTHORING, TEST_MESSAGES, type TakeTest } from '@stillpoint/contracts';
import { auditEvents, notifications, safetyAlerts, seedInstruments, testAssignments, testResults, tests } from '@stillpoint/db';
import { createClass } from '../../../test/content-factories.js';
import { assignPatient, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-reader.js';

let t: TestApp;
let adminToken: string;
let bundled: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp(process.env.MEASURES_DEBUG ? { logger: { level: 'error' } } : {});
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
  const rows = await t.db.select({ id: tests.id, code: tests.code }).from(tests);
  bundled = Object.fromEntries(rows.filter((row) => row.code).map((row) => [row.code!, row.id]));
});
afterAll(() => t.close());

/** Answers choosing, per question, the option of the given score (question_no -> score); others 0. */
function answersOf(test: TakeTest, scores: Record<number, number>, labels?: Record<number, string>) {
  return test.questions.map((question) => {
    const wanted = labels?.[question.question_no];
    const option = wanted ? question.options.find((o) => o.label === wanted)! : question.options[scores[question.question_no] ?? 0]!;
    return { question_no: question.question_no, option_id: option.id };
  });
}

/** PHQ-9 answers summing to a total, item 9 kept at 0 (unless asked) so no flag is raised. */
function phqTotal(test: TakeTest, total: number) {
  const scores: Record<number, number> = {};
  let left = total;
  for (let no = 1; no <= 8; no++) {
    const score = Math.min(3, left);
    scores[no] = score;
    left -= score;
  }
  scores[9] = left;
  return answersOf(test, scores);
}

async function team() {
  const made = await createClinicTeam(t);
  const employee = await login(t, made.employee);
  const patient = await login(t, made.patient);
  await assignPatient(t.db, made.employee, made.patient);
  return { ...made, employeeToken: employee.accessToken, patientToken: patient.accessToken };
}

describe('bundled instruments', () => {
  it('are loaded once on start, listed first for every author and read-only', async () => {
    expect(Object.keys(bundled).sort()).toEqual(BUNDLED_INSTRUMENTS.map((i) => i.code!).sort());
    expect(await seedInstruments(t.db)).toEqual([]);
    const { token } = await createClinicTeam(t);
    const listed = await t.call(endpoints.clinicTestsTests, {}, token);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const phq = listed.body.data!.find((test) => test.code === 'PHQ-9')!;
    expect(phq).toMatchObject({ bundled: true, editable: false, questions_count: 10, max_score: 27, reliable_change: 5, clinic_id: null });
    expect(listed.body.data!.find((test) => test.code === 'WHO-5')).toMatchObject({ max_score: 100, reliable_change: 10 });
    for (const [endpoint, tokenOf] of [
      [endpoints.clinicTestsEdit, token],
      [endpoints.adminTestsEdit, adminToken],
    ] as const) {
      const refused = await t.call(endpoint, { id: phq.id, title: 'Mine now' }, tokenOf);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(TEST_MESSAGES.bundledReadOnly);
    }
    const detail = (await t.call(endpoints.adminTestsDetail, { test_id: phq.id }, adminToken)).body.data!;
    expect(detail.questions[8]!.options.map((o) => [o.label, o.score, o.flag])).toEqual([
      ['Not at all', 0, false],
      ['Several days', 1, true],
      ['More than half the days', 2, true],
      ['Nearly every day', 3, true],
    ]);
    expect(detail.questions[9]!.scored).toBe(false);
    expect(detail.answers.map((band) => [band.from_score, band.to_score])).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
      [15, 19],
      [20, 27],
    ]);
  });

  it('PHQ-9 scores every band boundary exactly through the API (0, 4, 5, 9, 10, 14, 15, 19, 20, 27)', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;
    const test = (await t.call(endpoints.frontTestDetails, { test_id: bundled['PHQ-9']! }, token)).body.data!;
    const expected: Array<[number, string]> = [
      [0, 'Minimal depression'],
      [4, 'Minimal depression'],
      [5, 'Mild depression'],
      [9, 'Mild depression'],
      [10, 'Moderate depression'],
      [14, 'Moderate depression'],
      [15, 'Moderately severe depression'],
      [19, 'Moderately severe depression'],
      [20, 'Severe depression'],
      [24, 'Severe depression'],
    ];
    for (const [total, band] of expected) {
      const done = await t.call(endpoints.frontTestComplete, { test_id: test.id, answers: phqTotal(test, total) }, token);
      expect(done.status).toBe(201);
      expect(done.body.message).toBe('Your answers submitted successfully');
      expect(done.body.data!.result).toMatchObject({ score: total, max_score: 27, band, flags: [] });
      expect(done.body.data!.crisis).toBeNull();
    }
    // 27 needs item 9 at 3: flagged (a personal user: crisis resources, no alert).
    const top = await t.call(endpoints.frontTestComplete, { test_id: test.id, answers: answersOf(test, Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n, 3]))) }, token);
    expect(top.body.data).toMatchObject({ result: { score: 27, band: 'Severe depression', flags: [{ kind: 'safety', question_no: 9 }] }, alerted: false });
    expect(top.body.data!.crisis!.lines.length).toBeGreaterThan(0);
    const history = (await t.call(endpoints.frontPatientTests, { test_id: test.id }, token)).body.data!;
    expect(history).toHaveLength(1);
    expect(history[0]!.results.map((r) => r.score)).toEqual([0, 4, 5, 9, 10, 14, 15, 19, 20, 24, 27]);
    expect(history[0]!.results.at(-1)!.flagged).toBe(true);
  });

  it('WHO-5 reports raw x 4 and flags items of 0-1 for further testing; GAD-7 ignores the difficulty question', async () => {
    const { session } = await createUserAndLogin(t, 'personal');
    const token = session.accessToken;
    const who = (await t.call(endpoints.frontTestDetails, { test_id: bundled['WHO-5']! }, token)).body.data!;
    const labels = { 1: 'All of the time', 2: 'Most of the time', 3: 'Some of the time', 4: 'More than half of the time', 5: 'At no time' };
    const done = (await t.call(endpoints.frontTestComplete, { test_id: who.id, answers: answersOf(who, {}, labels) }, token)).body.data!;
    expect(done.result).toMatchObject({ score: (5 + 4 + 1 + 3 + 0) * 4, max_score: 100, band: 'Good well-being' });
    expect(done.result.flags.map((f) => [f.kind, f.question_no])).toEqual([
      ['review', 3],
      ['review', 5],
    ]);
    expect(done.crisis).toBeNull();
    const gad = (await t.call(endpoints.frontTestDetails, { test_id: bundled['GAD-7']! }, token)).body.data!;
    const result = (await t.call(endpoints.frontTestComplete, { test_id: gad.id, answers: answersOf(gad, { 1: 3, 2: 1, 8: 3 }) }, token)).body.data!.result;
    expect(result).toMatchObject({ score: 4, band: 'Minimal anxiety', subscales: [{ code: 'GAD-2', score: 4, band: 'Positive screen' }] });
  });
});

describe('authoring', () => {
  it('admin adds, edits and deletes a test and each of its parts, with the spec-style messages', async () => {
    const added = await t.call(endpoints.adminTestsAdd, { title: 'Sleep check', description: 'Two questions' }, adminToken);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Test has been Added Successfully');
    const id = added.body.data!.id;
    expect(added.body.data).toMatchObject({ bundled: false, editable: true, clinic_id: null, questions_count: 0, max_score: 0 });

    const q1 = await t.call(endpoints.adminTestsAddQuestion, { test_id: id, text: 'How well do you sleep?' }, adminToken);
    expect(q1.body.message).toBe('Question has been Added Successfully');
    const q2 = await t.call(endpoints.adminTestsAddQuestion, { test_id: id, text: 'Do you wake at night?', question_no: 1 }, adminToken);
    expect(q2.body.data!.question_no).toBe(1);
    expect((await t.call(endpoints.adminTestsQuestions, { test_id: id }, adminToken)).body.data!.map((q) => [q.question_no, q.text])).toEqual([
      [1, 'Do you wake at night?'],
      [2, 'How well do you sleep?'],
    ]);
    const moved = await t.call(endpoints.adminTestsEditQuestion, { id: q2.body.data!.id, question_no: 2, text: 'Do you often wake at night?' }, adminToken);
    expect(moved.body).toMatchObject({ message: 'Question has been Updated Successfully', data: { question_no: 2, text: 'Do you often wake at night?' } });

    const option = await t.call(endpoints.adminTestsAddOption, { test_id: id, question_no: 1, label: 'Badly', score: 2 }, adminToken);
    expect(option.status).toBe(201);
    expect(option.body).toMatchObject({ message: 'Option has been Added Successfully', data: { test_id: id, question_no: 1, score: 2, flag: false, position: 1 } });
    const outOfRange = await t.call(endpoints.adminTestsAddOption, { test_id: id, question_no: 1, label: 'Too much', score: 101 }, adminToken);
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body.errors![0]!.path).toBe('score');
    const noQuestion = await t.call(endpoints.adminTestsAddOption, { test_id: id, question_no: 9, label: 'Nowhere', score: 1 }, adminToken);
    expect(noQuestion.status).toBe(404);
    expect(noQuestion.body.errors![0]!.path).toBe('question_no');
    expect((await t.call(endpoints.adminTestsEditOption, { id: option.body.data!.id, score: 3, flag: true }, adminToken)).body).toMatchObject({
      message: 'Option has been Updated Successfully',
      data: { score: 3, flag: true },
    });
    expect((await t.call(endpoints.adminTestsOptions, { test_id: id, question_no: 1 }, adminToken)).body.data).toHaveLength(1);

    const band = await t.call(endpoints.adminTestsAddAnswer, { test_id: id, from_score: 0, to_score: 1, title: 'Fine', text: 'Sleep is fine.' }, adminToken);
    expect(band.body.message).toBe('Answer has been Added Successfully');
    const reversed = await t.call(endpoints.adminTestsAddAnswer, { test_id: id, from_score: 5, to_score: 2, title: 'Bad' }, adminToken);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors![0]!.path).toBe('to_score');
    expect((await t.call(endpoints.adminTestsEditAnswer, { id: band.body.data!.id, to_score: 2 }, adminToken)).body).toMatchObject({
      message: 'Answer has been Updated Successfully',
      data: { from_score: 0, to_score: 2 },
    });
    const content = await t.call(endpoints.adminTestsAddAnswerContent, { result_id: band.body.data!.id, kind: 'task', text: 'Keep a sleep diary' }, adminToken);
    expect(content.body).toMatchObject({ message: 'Answer Content has been Added Successfully', data: { result_id: band.body.data!.id, kind: 'task', text: 'Keep a sleep diary' } });
    const emptyText = await t.call(endpoints.adminTestsAddAnswerContent, { result_id: band.body.data!.id, kind: 'text' }, adminToken);
    expect(emptyText.status).toBe(422);
    expect(emptyText.body.errors![0]!.path).toBe('text');
    expect((await t.call(endpoints.adminTestsEditAnswerContent, { id: content.body.data!.id, text: 'Keep a sleep diary for a week' }, adminToken)).body.message).toBe(
      'Answer Content has been Updated Successfully',
    );
    expect((await t.call(endpoints.adminTestsAnswerContents, { result_id: band.body.data!.id }, adminToken)).body.data!.map((c) => c.text)).toEqual(['Keep a sleep diary for a week']);
    expect((await t.call(endpoints.adminTestsAnswers, { test_id: id }, adminToken)).body.data![0]!.contents).toHaveLength(1);

    const listed = (await t.call(endpoints.adminTestsTests, {}, adminToken)).body.data!.find((test) => test.id === id)!;
    expect(listed).toMatchObject({ questions_count: 2, max_score: 3, stats: { assigned: 0, completed: 0, average_score: null } });
    expect((await t.call(endpoints.adminTestsEdit, { id, title: 'Sleep check-in' }, adminToken)).body).toMatchObject({ message: 'Test has been Updated Successfully', data: { title: 'Sleep check-in' } });
    expect((await t.call(endpoints.adminTestsStats, {}, adminToken)).body.data!.tests).toBeGreaterThanOrEqual(6);

    expect((await t.call(endpoints.adminTestsDeleteAnswerContent, { id: content.body.data!.id }, adminToken)).body.message).toBe('Answer Content has been Deleted Successfully');
    expect((await t.call(endpoints.adminTestsDeleteAnswer, { id: band.body.data!.id }, adminToken)).body.message).toBe('Answer has been Deleted Successfully');
    expect((await t.call(endpoints.adminTestsDeleteOption, { id: option.body.data!.id }, adminToken)).body.message).toBe('Option has been Deleted Successfully');
    expect((await t.call(endpoints.adminTestsDeleteQuestion, { id: q2.body.data!.id }, adminToken)).body.message).toBe('Question has been Deleted Successfully');
    expect((await t.call(endpoints.adminTestsQuestions, { test_id: id }, adminToken)).body.data!.map((q) => q.question_no)).toEqual([1]);
    expect((await t.call(endpoints.adminTestsDelete, { id }, adminToken)).body.message).toBe('Test has been Deleted Successfully');
    expect((await t.call(endpoints.adminTestsDetail, { test_id: id }, adminToken)).status).toBe(404);
  });

  it("a clinic and its employees author the clinic's own tests; another clinic's are 404 to every call", async () => {
    const mine = await team();
    const other = await team();
    const made = await t.call(endpoints.clinicTestsAdd, { title: 'Harbor intake' }, mine.token);
    expect(made.body.data).toMatchObject({ clinic_id: mine.clinic.id, editable: true });
    const id = made.body.data!.id;
    const question = (await t.call(endpoints.employeeTestsAddQuestion, { test_id: id, text: 'How are you today?' }, mine.employeeToken)).body.data!;
    expect(question.question_no).toBe(1);
    // A class of the clinic's own library may be recommended; another clinic's may not.
    const band = (await t.call(endpoints.employeeTestsAddAnswer, { test_id: id, from_score: 0, to_score: 3, title: 'Okay' }, mine.employeeToken)).body.data!;
    const ownClass = await createClass(t.db, { clinicId: mine.clinic.id, title: 'Harbor breathing' });
    const foreignClass = await createClass(t.db, { clinicId: other.clinic.id, title: 'Elsewhere' });
    const recommended = await t.call(endpoints.clinicTestsAddAnswerContent, { result_id: band.id, kind: 'class', class_id: ownClass.id }, mine.token);
    expect(recommended.body.data).toMatchObject({ kind: 'class', class_id: ownClass.id, itemTitle: 'Harbor breathing' });
    const refusedClass = await t.call(endpoints.clinicTestsAddAnswerContent, { result_id: band.id, kind: 'class', class_id: foreignClass.id }, mine.token);
    expect(refusedClass.status).toBe(404);
    expect(refusedClass.body.errors![0]!.path).toBe('class_id');

    expect((await t.call(endpoints.clinicTestsTests, {}, other.token)).body.data!.map((test) => test.id)).not.toContain(id);
    const calls: Array<[keyof typeof MEASURES_AUTHORING, Record<string, unknown>]> = [
      ['detail', { test_id: id }],
      ['edit', { id, title: 'Taken' }],
      ['delete', { id }],
      ['questions', { test_id: id }],
      ['addQuestion', { test_id: id, text: 'Mine?' }],
      ['editQuestion', { id: question.id, text: 'Mine?' }],
      ['deleteQuestion', { id: question.id }],
      ['options', { test_id: id, question_no: 1 }],
      ['addOption', { test_id: id, question_no: 1, label: 'x', score: 1 }],
      ['answers', { test_id: id }],
      ['addAnswer', { test_id: id, from_score: 0, to_score: 1, title: 'x' }],
      ['editAnswer', { id: band.id, title: 'x' }],
      ['deleteAnswer', { id: band.id }],
      ['answerContents', { result_id: band.id }],
      ['addAnswerContent', { result_id: band.id, kind: 'text', text: 'x' }],
      ['deleteAnswerContent', { id: recommended.body.data!.id }],
      ['assign', { test_id: id, userids: [other.patient.id] }],
    ];
    for (const [name, input] of calls) {
      expect((await t.call(MEASURES_AUTHORING[name].clinic, input, other.token)).status, `clinic ${name}`).toBe(404);
      expect((await t.call(MEASURES_AUTHORING[name].employee, input, other.employeeToken)).status, `employee ${name}`).toBe(404);
    }
    // The admin sees the platform's tests, not a clinic's.
    expect((await t.call(endpoints.adminTestsDetail, { test_id: id }, adminToken)).status).toBe(404);
    // The platform's tests are there to use, read-only.
    expect((await t.call(endpoints.clinicTestsAddQuestion, { test_id: bundled['GAD-7']!, text: 'Extra' }, mine.token)).status).toBe(409);
    expect((await t.call(endpoints.clinicTestsDetail, { test_id: bundled['GAD-7']! }, mine.token)).status).toBe(200);
  });
});

describe('assigning, taking, the safety alert, results and PDF', () => {
  it('the full loop: employee assigns PHQ-9, the patient leaves and resumes, answers item 9 "Several days"; the alert reaches the care team in the same request', async () => {
    const care = await team();
    const stranger = await createUser(t.db, 'patient', { clinicId: care.clinic.id });
    const phq = bundled['PHQ-9']!;

    // An employee assigns only to their own patients.
    const refused = await t.call(endpoints.employeeTestsAssign, { test_id: phq, userids: [care.patient.id, stranger.id] }, care.employeeToken);
    expect(refused.status).toBe(404);
    expect(refused.body.errors![0]!.path).toBe('userids.1');
    expect(await t.db.select().from(testAssignments).where(eq(testAssignments.userId, care.patient.id))).toHaveLength(0);

    const assigned = await t.call(endpoints.employeeTestsAssign, { test_id: phq, userids: [care.patient.id] }, care.employeeToken);
    expect(assigned.status).toBe(201);
    expect(assigned.body).toMatchObject({ message: 'Test has been Assigned Successfully', data: { assigned: 1, occurrences: 1 } });
    const [told] = await t.db.select().from(notifications).where(and(eq(notifications.userId, care.patient.id), eq(notifications.kind, 'test_assigned')));
    expect(told).toMatchObject({ link: '/patient/tests' });

    const list = (await t.call(endpoints.frontAssignedTests, {}, care.patientToken)).body.data!;
    expect(list).toMatchObject({ total_completed: 0, total_incompleted: 1, items: [{ test_id: phq, code: 'PHQ-9', in_progress: false, can_delete: false }] });
    const assignmentId = list.items[0]!.id;
    expect((await t.call(endpoints.frontDeleteAssignedTest, { id: assignmentId }, care.patientToken)).status).toBe(403);

    // Half-way, the patient leaves; the progress is kept and comes back with the test.
    const test = (await t.call(endpoints.frontTestDetails, { test_id: phq, assignment_id: assignmentId }, care.patientToken)).body.data!;
    expect(test.progress).toBeNull();
    const half = answersOf(test, { 1: 1, 2: 2, 3: 1, 4: 1 }).slice(0, 4);
    const saved = await t.call(endpoints.frontTestSaveProgress, { test_id: phq, assignment_id: assignmentId, answers: half, current_question: 5 }, care.patientToken);
    expect(saved.body.message).toBe(TEST_MESSAGES.progressSaved);
    const resumed = (await t.call(endpoints.frontTestDetails, { test_id: phq, assignment_id: assignmentId }, care.patientToken)).body.data!;
    expect(resumed.progress).toMatchObject({ answers: half, current_question: 5 });
    expect((await t.call(endpoints.frontAssignedTests, {}, care.patientToken)).body.data!.items[0]!.in_progress).toBe(true);

    // Bad input: nothing stored, the field named.
    const otherQuestionOption = test.questions[1]!.options[0]!.id;
    const wrongOption = await t.call(endpoints.frontTestComplete, { test_id: phq, assignment_id: assignmentId, answers: [...half.slice(1), { question_no: 1, option_id: otherQuestionOption }] }, care.patientToken);
    expect(wrongOption.status).toBe(422);
    expect(wrongOption.body.errors![0]!.path).toBe('answers.3.option_id');
    const missing = await t.call(endpoints.frontTestComplete, { test_id: phq, assignment_id: assignmentId, answers: half }, care.patientToken);
    expect(missing.status).toBe(422);
    expect(missing.body.errors![0]).toMatchObject({ path: 'answers', message: expect.stringContaining('question 5') });
    const someoneElses = await t.call(endpoints.frontTestComplete, { test_id: phq, assignment_id: assignmentId, answers: half }, (await login(t, stranger)).accessToken);
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body.errors![0]!.path).toBe('assignment_id');
    expect(await t.db.select().from(testResults).where(and(eq(testResults.userId, care.patient.id), eq(testResults.status, 'submitted')))).toHaveLength(0);
    expect(await t.db.select().from(safetyAlerts).where(eq(safetyAlerts.patientId, care.patient.id))).toHaveLength(0);

    // Item 9 "Several days" with a low total: the flag whatever the total.
    const all = answersOf(test, { 1: 1, 2: 2, 3: 1, 4: 1 }, { 9: 'Several days', 10: 'Somewhat difficult' });
    const done = await t.call(endpoints.frontTestComplete, { test_id: phq, assignment_id: assignmentId, answers: all }, care.patientToken);
    expect(done.status).toBe(201);
    expect(done.body.message).toBe('Your answers submitted successfully');
    const completed = done.body.data!;
    expect(completed.result).toMatchObject({ score: 6, max_score: 27, band: 'Mild depression', flags: [{ kind: 'safety', question_no: 9 }], subscales: [{ code: 'PHQ-2', score: 3, band: 'Positive screen' }] });
    expect(completed.alerted).toBe(true);
    expect(completed.crisis!.lines.length).toBeGreaterThan(0);
    const [alert] = await t.db.select().from(safetyAlerts).where(eq(safetyAlerts.patientId, care.patient.id));
    expect(alert).toMatchObject({ source: 'test', clinicId: care.clinic.id, acknowledgedAt: null });
    expect(alert!.excerpt).toContain('Several days');
    const teamNotes = await t.db.select().from(notifications).where(eq(notifications.kind, 'safety_alert'));
    expect(teamNotes.map((n) => n.userId)).toEqual(expect.arrayContaining([care.owner.id, care.employee.id]));
    // The care team sees it in the one alert list and acknowledges it.
    const open = (await t.call(endpoints.employeeSafetyAlerts, { state: 'open', patient_id: care.patient.id }, care.employeeToken)).body.data!;
    expect(open.map((a) => a.id)).toEqual([alert!.id]);
    expect((await t.call(endpoints.employeeAcknowledgeAlert, { id: alert!.id }, care.employeeToken)).status).toBe(200);
    // The answers are never in the audit trail.
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, care.patient.id));
    expect(JSON.stringify(audits)).not.toContain('Several days');

    // Submitted once: the assignment is completed and cannot be answered again.
    expect((await t.call(endpoints.frontTestComplete, { test_id: phq, assignment_id: assignmentId, answers: all }, care.patientToken)).status).toBe(409);
    expect((await t.call(endpoints.frontAssignedTests, {}, care.patientToken)).body.data).toMatchObject({ total_completed: 1, total_incompleted: 0, items: [{ result_id: completed.result.id, in_progress: false }] });
    expect(await t.db.select().from(testResults).where(eq(testResults.userId, care.patient.id))).toHaveLength(1);

    // The result, its PDF, and the care side's audited reads.
    const result = await t.call(endpoints.frontTestResult, { result_id: completed.result.id }, care.patientToken);
    expect(result.body.data).toMatchObject({ code: 'PHQ-9', score: 6, clinicName: care.clinic.name, answers: expect.arrayContaining([{ question_no: 9, text: expect.any(String), scored: true, label: 'Several days', score: 1 }]) });
    const pdf = await t.app.inject({ method: 'POST', url: endpoints.frontTestPdf.url, payload: { result_id: completed.result.id }, headers: { authorization: `Bearer ${care.patientToken}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const read = await readPdf(new Uint8Array(pdf.rawPayload));
    expect(read.title).toBe('PHQ-9 (Patient Health Questionnaire): result');
    expect(read.pages.join(' ')).toContain('Score: 6 of 27');
    expect(read.pages.join(' ')).toContain('Mild depression');
    expect(read.pages.join(' ')).toContain(care.clinic.name);
    expect((await t.call(endpoints.frontTestPdf, { result_id: completed.result.id }, (await login(t, stranger)).accessToken)).status).toBe(404);

    const series = await t.call(endpoints.employeeTestsPatientResults, { userid: care.patient.id }, care.employeeToken);
    expect(series.body.data).toEqual([expect.objectContaining({ code: 'PHQ-9', reliable_change: 5, results: [expect.objectContaining({ score: 6, flagged: true })] })]);
    expect(await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'measures.results_viewed'), eq(auditEvents.targetId, care.patient.id)))).toHaveLength(1);
    expect((await t.call(endpoints.clinicTestsPatientResult, { result_id: completed.result.id }, care.token)).body.data!.score).toBe(6);
    const otherTeam = await team();
    expect((await t.call(endpoints.clinicTestsPatientResults, { userid: care.patient.id }, otherTeam.token)).status).toBe(404);
    expect((await t.call(endpoints.employeeTestsPatientResults, { userid: stranger.id }, care.employeeToken)).status).toBe(404);
    expect((await t.call(endpoints.clinicTestsPatientResult, { result_id: completed.result.id }, otherTeam.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicTestsTests, {}, care.token)).body.data!.find((test) => test.id === phq)!.stats).toEqual({ assigned: 1, completed: 1, average_score: 6 });
  });

  it('repeats every N days until a date; a patient deletes an assigned test only where the clinic allows it', async () => {
    const care = await team();
    const id = (await t.call(endpoints.clinicTestsAdd, { title: 'Weekly check', allow_patient_delete: true }, care.token)).body.data!.id;
    const start = new Date().toISOString().slice(0, 10);
    const until = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const made = await t.call(endpoints.clinicTestsAssign, { test_id: id, userids: [care.patient.id], repeat_every_days: 7, repeat_until: until }, care.token);
    expect(made.body.data).toEqual({ assigned: 1, occurrences: 4 });
    const rows = await t.db.select().from(testAssignments).where(eq(testAssignments.userId, care.patient.id));
    expect(rows.map((row) => row.dueOn).sort()[0]).toBe(start);
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    const half = await t.call(endpoints.clinicTestsAssign, { test_id: id, userids: [care.patient.id], repeat_every_days: 7 }, care.token);
    expect(half.status).toBe(422);
    expect(half.body.errors![0]!.path).toBe('repeat_until');
    const tooMany = await t.call(endpoints.clinicTestsAssign, { test_id: id, userids: [care.patient.id], repeat_every_days: 1, repeat_until: '2030-12-31' }, care.token);
    expect(tooMany.status).toBe(422);

    // Only today's occurrence is due; deleting it removes the rest of the series still to come.
    const due = (await t.call(endpoints.frontAssignedTests, {}, care.patientToken)).body.data!;
    expect(due).toMatchObject({ total_incompleted: 1, items: [{ can_delete: true, repeat_every_days: 7 }] });
    const deleted = await t.call(endpoints.frontDeleteAssignedTest, { id: due.items[0]!.id }, care.patientToken);
    expect(deleted.body.message).toBe('Assigned Test has been Deleted Successfully');
    expect(await t.db.select().from(testAssignments).where(eq(testAssignments.userId, care.patient.id))).toHaveLength(0);
  });

  it('a result keeps the frozen copy: editing or deleting the test later never changes it; authored flags alert the same way', async () => {
    const care = await team();
    const id = (await t.call(endpoints.clinicTestsAdd, { title: 'Mood today' }, care.token)).body.data!.id;
    await t.call(endpoints.clinicTestsAddQuestion, { test_id: id, text: 'How is your mood?' }, care.token);
    await t.call(endpoints.clinicTestsAddOption, { test_id: id, question_no: 1, label: 'Good', score: 0 }, care.token);
    await t.call(endpoints.clinicTestsAddOption, { test_id: id, question_no: 1, label: 'I want to disappear', score: 2, flag: true }, care.token);
    await t.call(endpoints.clinicTestsAddAnswer, { test_id: id, from_score: 0, to_score: 0, title: 'Steady', text: 'Keep going.' }, care.token);
    const low = (await t.call(endpoints.clinicTestsAddAnswer, { test_id: id, from_score: 1, to_score: 2, title: 'Low', text: 'Talk to us.' }, care.token)).body.data!;
    await t.call(endpoints.clinicTestsAddAnswerContent, { result_id: low.id, kind: 'text', text: 'Call your therapist this week' }, care.token);

    const test = (await t.call(endpoints.frontTestDetails, { test_id: id }, care.patientToken)).body.data!;
    const done = (await t.call(endpoints.frontTestComplete, { test_id: id, answers: answersOf(test, { 1: 1 }) }, care.patientToken)).body.data!;
    expect(done).toMatchObject({ alerted: true, result: { score: 2, max_score: 2, band: 'Low', band_text: 'Talk to us.', contents: [{ kind: 'text', text: 'Call your therapist this week' }] } });
    expect(done.crisis).not.toBeNull();

    await t.call(endpoints.clinicTestsEdit, { id, title: 'Renamed' }, care.token);
    await t.call(endpoints.clinicTestsEditAnswer, { id: low.id, title: 'Changed', text: 'Changed' }, care.token);
    const again = (await t.call(endpoints.frontTestResult, { result_id: done.result.id }, care.patientToken)).body.data!;
    expect(again).toMatchObject({ title: 'Mood today', band: 'Low', band_text: 'Talk to us.', answers: [{ label: 'I want to disappear', score: 2 }] });
    await t.call(endpoints.clinicTestsDelete, { id }, care.token);
    expect((await t.call(endpoints.frontTestResult, { result_id: done.result.id }, care.patientToken)).body.data).toMatchObject({ test_id: null, title: 'Mood today', score: 2 });
    expect((await t.call(endpoints.frontPatientTests, {}, care.patientToken)).body.data!.map((s) => s.title)).toContain('Mood today');
  });
});

describe('open tests', () => {
  it('anyone with the link takes it; the clinic reads who took it, results per band, and deletes one', async () => {
    const care = await team();
    const other = await team();
    const test = (await t.call(endpoints.clinicTestsAdd, { title: 'Stress screen', is_open: true }, care.token)).body.data!;
    expect(test.open_token).toMatch(/^[\w-]{16,}$/);
    await t.call(endpoints.clinicTestsAddQuestion, { test_id: test.id, text: 'Stressed lately?' }, care.token);
    await t.call(endpoints.clinicTestsAddOption, { test_id: test.id, question_no: 1, label: 'No', score: 0 }, care.token);
    await t.call(endpoints.clinicTestsAddOption, { test_id: test.id, question_no: 1, label: 'Yes', score: 1 }, care.token);
    await t.call(endpoints.clinicTestsAddAnswer, { test_id: test.id, from_score: 0, to_score: 0, title: 'Calm' }, care.token);
    await t.call(endpoints.clinicTestsAddAnswer, { test_id: test.id, from_score: 1, to_score: 1, title: 'Stressed' }, care.token);

    const open = await t.call(endpoints.frontOpenTest, { token: test.open_token! });
    expect(open.status).toBe(200);
    const take = open.body.data!;
    const submitted = await t.call(endpoints.frontOpenTestSubmit, { token: test.open_token!, name: 'Sam Visitor', email: 'sam@example.org', answers: answersOf(take, { 1: 1 }) });
    expect(submitted.status).toBe(201);
    expect(submitted.body.data!.result).toMatchObject({ score: 1, band: 'Stressed' });
    await t.call(endpoints.frontOpenTestSubmit, { token: test.open_token!, name: 'Alex', answers: answersOf(take, { 1: 0 }) });
    expect((await t.call(endpoints.frontOpenTest, { token: 'not-a-real-token' })).status).toBe(404);

    expect((await t.call(endpoints.clinicTestsOpenTests, {}, care.token)).body.data).toEqual([{ id: test.id, title: 'Stress screen', open_token: test.open_token, takers: 2 }]);
    const takers = (await t.call(endpoints.employeeTestsOpenUsers, { test_id: test.id }, care.employeeToken)).body.data!;
    expect(takers.map((row) => [row.taker_name, row.taker_email, row.band])).toEqual([
      ['Alex', null, 'Calm'],
      ['Sam Visitor', 'sam@example.org', 'Stressed'],
    ]);
    expect((await t.call(endpoints.clinicTestsOpenScorewise, { test_id: test.id }, care.token)).body.data).toEqual([
      { band: 'Calm', from: 0, to: 0, count: 1 },
      { band: 'Stressed', from: 1, to: 1, count: 1 },
    ]);
    expect((await t.call(endpoints.clinicTestsOpenUsers, {}, other.token)).body.data).toEqual([]);
    expect((await t.call(endpoints.clinicTestsOpenScorewise, { test_id: test.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicTestsOpenDelete, { id: takers[0]!.id }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicTestsOpenDelete, { id: takers[0]!.id }, care.token)).body.message).toBe('Result has been Deleted Successfully');
    expect((await t.call(endpoints.clinicTestsOpenUsers, { test_id: test.id }, care.token)).body.data).toHaveLength(1);
    // Closing the test closes the link.
    await t.call(endpoints.clinicTestsEdit, { id: test.id, is_open: false }, care.token);
    expect((await t.call(endpoints.frontOpenTest, { token: test.open_token! })).status).toBe(404);
  });
});
