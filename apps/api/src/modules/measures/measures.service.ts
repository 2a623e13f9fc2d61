import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tests, type ResultSnapshot, type TestAssignmentRow, type TestResultRow } from '@stillpoint/db';
import {
  REPEAT_MAX_OCCURRENCES,
  scoreMeasure,
  TEST_MESSAGES,
  type AnswerContentKind,
  type CompletedTest,
  type CrisisResources,
  type FieldError,
  type MeasureOptionDefinition,
  type TestAnswer,
} from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { compactOrder, lockList, nextOrder, rewriteOrder, type Tx } from '../../lib/ordering.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { PeoplePolicy } from '../people/people.policy.js';
import type { SafetyService } from '../safety/safety.service.js';
import { authoringClinic, canSee, editableByAuthor, isEditable, readableByAuthor, takerClinic } from './measures.policy.js';
import {
  definitionOf,
  presentBand,
  presentContent,
  presentOption,
  presentProgress,
  presentQuestion,
  presentResult,
  presentSeries,
  presentTake,
  presentTest,
} from './measures.presenter.js';
import { measureLists, visibleTests, type LoadedTest, type MeasuresRepository } from './measures.repository.js';
import { resultPdf } from './measures.pdf.js';

type Page = { limit: number; offset: number };
const DAY_MS = 86_400_000;
const isAdmin = (auth: AuthContext) => auth.role === 'admin' || auth.role === 'masterAdmin';
const today = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Each role's page of tests in the web app (the link of a test_assigned notification). */
const TESTS_PAGE: Record<string, string> = { patient: '/patient/tests', frontuser: '/frontuser/tests', employee: '/employee/tests' };

/** Which answer is whose: answers are checked against the test as it is now; 422 names the field. */
export function resolveAnswers(
  loaded: LoadedTest,
  answers: readonly TestAnswer[],
  { complete }: { complete: boolean },
): Map<number, { optionId: number; option: MeasureOptionDefinition }> {
  const errors: FieldError[] = [];
  const chosen = new Map<number, { optionId: number; option: MeasureOptionDefinition }>();
  answers.forEach((answer, index) => {
    const question = loaded.questions.find((q) => q.questionNo === answer.question_no);
    if (!question) {
      errors.push({ path: `answers.${index}.question_no`, message: `The test has no question ${answer.question_no}` });
      return;
    }
    if (chosen.has(answer.question_no)) {
      errors.push({ path: `answers.${index}.question_no`, message: `Question ${answer.question_no} is answered twice` });
      return;
    }
    const option = question.options.find((o) => o.id === answer.option_id);
    if (!option) {
      errors.push({ path: `answers.${index}.option_id`, message: `Option ${answer.option_id} does not belong to question ${answer.question_no}` });
      return;
    }
    chosen.set(answer.question_no, { optionId: option.id, option: { label: option.label, score: option.score, flag: option.flag } });
  });
  if (complete && !errors.length) {
    const missing = loaded.questions.filter((question) => question.scored && !chosen.has(question.questionNo)).map((question) => question.questionNo);
    if (missing.length) errors.push({ path: 'answers', message: `Answer every question: ${missing.map((no) => `question ${no}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not answered` });
    if (!loaded.questions.length) errors.push({ path: 'test_id', message: 'This test has no questions yet' });
  }
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.message, errors);
  return chosen;
}

export interface MeasuresServiceDeps {
  repo: MeasuresRepository;
  policy: PeoplePolicy;
  audit: AuditService;
  notifications: Pick<NotificationService, 'notify'>;
  safety: Pick<SafetyService, 'raiseAlert' | 'resources'>;
}

/**
 * Psychological tests and clinical measures (issue 12, decision 0026): authoring (admin, clinic, employee),
 * assigning, taking with saved progress, scoring on a frozen copy, results, history, PDF and open tests.
 * Answers are health data: never logged, never audited; reads of another person's results are audited.
 */
export function createMeasuresService({ repo, policy, audit, notifications, safety }: MeasuresServiceDeps) {
  async function summaries(auth: AuthContext, where: Parameters<MeasuresRepository['listTests']>[0], page: Page, showToken: boolean) {
    const { rows, total } = await repo.listTests(where, page);
    const scope = isAdmin(auth) ? 'all' : authoringClinicOrTaker(auth);
    const stats = await repo.statsOf(rows.map((row) => row.test.id), scope);
    return {
      rows: rows.map((row) =>
        presentTest(row.test, { questions: row.questions, maxRaw: row.maxRaw }, stats.get(row.test.id)!, {
          editable: !takerOnly(auth) && isEditable(auth, row.test),
          showToken,
        }),
      ),
      total,
    };
  }
  const takerOnly = (auth: AuthContext) => auth.role === 'patient' || auth.role === 'frontuser';
  const authoringClinicOrTaker = (auth: AuthContext) => (takerOnly(auth) ? takerClinic(auth) : authoringClinic(auth));

  async function summaryOf(auth: AuthContext, testId: number) {
    const { rows } = await summaries(auth, eq(tests.id, testId), { limit: 1, offset: 0 }, true);
    return rows[0]!;
  }

  async function loadReadable(auth: AuthContext, testId: number): Promise<LoadedTest> {
    const loaded = await repo.loadTest(testId);
    readableByAuthor(auth, loaded?.test);
    return loaded!;
  }

  async function editableTest(auth: AuthContext, testId: number, field = 'test_id') {
    const test = await repo.findTest(testId);
    try {
      return editableByAuthor(auth, test);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldError('NOT_FOUND', field, `Test ${testId} not found`);
      throw error;
    }
  }

  async function audited(auth: AuthContext, action: string, meta: RequestMeta, target: { type: string; id: number }, extra?: Record<string, unknown>) {
    await audit.record({ actorUserId: auth.userId, action, targetType: target.type, targetId: target.id, clinicId: auth.clinicId, ...(extra ? { meta: extra } : {}) }, meta);
  }

  /** A test a person may take now (visible to them, or assigned to them: assignment_id). */
  async function takeable(auth: AuthContext, testId: number, assignmentId: number | undefined): Promise<{ loaded: LoadedTest; assignment: TestAssignmentRow | null }> {
    let assignment: TestAssignmentRow | null = null;
    if (assignmentId !== undefined) {
      const found = await repo.findAssignment(assignmentId);
      if (!found || found.userId !== auth.userId || found.testId !== testId) throw fieldError('NOT_FOUND', 'assignment_id', 'Assigned test not found');
      if (found.completedAt) throw new AppError('CONFLICT', TEST_MESSAGES.alreadyCompleted);
      if (found.dueOn > today()) throw fieldError('NOT_FOUND', 'assignment_id', 'This test is not due yet');
      assignment = found;
    }
    const loaded = await repo.loadTest(testId);
    if (!loaded || (!assignment && !canSee(takerClinic(auth), loaded.test))) throw fieldError('NOT_FOUND', 'test_id', 'Test not found');
    return { loaded, assignment };
  }

  /**
   * Scores answers on the test as it is now and freezes it into the result (decision 0026), in one
   * transaction with the assignment's completion and, on a safety flag, the care team's alert.
   */
  async function submit(
    auth: AuthContext | null,
    loaded: LoadedTest,
    answers: TestAnswer[],
    context: { assignment: TestAssignmentRow | null; resultClinicId: number | null; taker?: { name: string; email: string | null } },
    meta: RequestMeta,
    locale?: string,
  ): Promise<CompletedTest> {
    const chosen = resolveAnswers(loaded, answers, { complete: true });
    const { definition, optionIds } = definitionOf(loaded);
    const score = scoreMeasure(definition, new Map([...chosen].map(([no, { option }]) => [no, option])));
    const band = score.band_index === null ? undefined : loaded.answers[score.band_index];
    const snapshot: ResultSnapshot = {
      definition,
      optionIds,
      answers: definition.questions
        .filter((question) => chosen.has(question.question_no))
        .map((question) => {
          const { option } = chosen.get(question.question_no)!;
          return { question_no: question.question_no, text: question.text, scored: question.scored, label: option.label, score: option.score };
        }),
      contents: (band?.contents ?? []).map((content) => ({ kind: content.kind as AnswerContentKind, text: content.text, class_id: content.classId, meditation_id: content.meditationId, itemTitle: content.itemTitle })),
      clinicName: await repo.clinicName(context.resultClinicId),
    };
    const ordered = [...chosen].sort(([a], [b]) => a - b).map(([question_no, { optionId }]) => ({ question_no, option_id: optionId }));
    const safetyFlags = score.flags.filter((flag) => flag.kind === 'safety');
    const now = new Date();
    const { row, tell } = await repo.transaction(async (tx) => {
      if (context.assignment && !(await repo.completeAssignment(tx, context.assignment.id, now))) {
        throw new AppError('CONFLICT', TEST_MESSAGES.alreadyCompleted);
      }
      const values = {
        status: 'submitted',
        answers: ordered,
        currentQuestion: definition.questions.length || 1,
        snapshot,
        score: score.score,
        maxScore: score.max_score,
        band: score.band,
        bandText: score.band_text,
        bandIndex: score.band_index,
        flags: score.flags,
        subscales: score.subscales,
        submittedAt: now,
      } as const;
      const progress = auth && !context.taker ? await repo.inProgress(auth.userId, loaded.test.id, context.assignment?.id ?? null, tx) : undefined;
      const row = progress
        ? await repo.updateResult(tx, progress.id, values)
        : await repo.insertResult(tx, {
            ...values,
            testId: loaded.test.id,
            userId: context.taker ? null : auth!.userId,
            clinicId: context.resultClinicId,
            assignmentId: context.assignment?.id ?? null,
            openTest: Boolean(context.taker),
            takerName: context.taker?.name ?? null,
            takerEmail: context.taker?.email ?? null,
          });
      // The one alert mechanism (decision 0009), committed with the answers that raised it.
      let tell: (() => Promise<void>) | null = null;
      let alerted = false;
      if (safetyFlags.length && auth && !context.taker) {
        const excerpt = [
          `${definition.code ?? definition.title}: an answer marked as a safety flag.`,
          ...safetyFlags.map((flag) => {
            const question = definition.questions.find((q) => q.question_no === flag.question_no)!;
            return `Question ${flag.question_no} "${question.text}": "${chosen.get(flag.question_no)!.option.label}"`;
          }),
        ]
          .join(' ')
          .slice(0, 500);
        const raised = await safety.raiseAlert(auth, { source: 'test', signals: ['flagged_answer'], excerpt }, meta, tx);
        alerted = raised.alerted;
        tell = raised.tell;
      }
      return { row, tell: { run: tell, alerted } };
    });
    if (tell.run) await tell.run();
    let crisis: CrisisResources | null = null;
    if (safetyFlags.length) crisis = await safety.resources(context.taker ? null : auth, { locale });
    return { result: presentResult(row), crisis, alerted: tell.alerted };
  }

  /** Occurrences of an assignment: start, then every N days until the end date. */
  function occurrences(input: { start_on?: string | undefined; repeat_every_days?: number | undefined; repeat_until?: string | undefined }): string[] {
    const start = input.start_on ?? today();
    if (input.repeat_every_days === undefined || input.repeat_until === undefined) return [start];
    if (input.repeat_until < start) throw fieldError('VALIDATION', 'repeat_until', 'The end date must not come before the start');
    const days: string[] = [];
    for (let day = start; day <= input.repeat_until; day = addDays(day, input.repeat_every_days)) {
      days.push(day);
      if (days.length > REPEAT_MAX_OCCURRENCES) throw fieldError('VALIDATION', 'repeat_until', `At most ${REPEAT_MAX_OCCURRENCES} occurrences: choose an earlier end date or a longer interval`);
    }
    return days;
  }

  /** The person an actor may assign a test to (404 with the field otherwise). */
  async function assignee(auth: AuthContext, userid: number, field: string) {
    try {
      if (isAdmin(auth)) {
        const row = await policy.readableByAdmin(userid);
        if (!['patient', 'frontuser', 'employee'].includes(row.user.role)) throw notFound();
        return row.user;
      }
      return (auth.role === 'clinic' ? await policy.ofClinic(auth, userid, 'patient') : await policy.assignedToEmployee(auth, userid)).user;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldError('NOT_FOUND', field, `Patient ${userid} not found`);
      throw error;
    }
  }

  /** A patient of the caller's care (clinic: its patient; employee: assigned to them); 404 otherwise. */
  function carePatient(auth: AuthContext, userid: number) {
    return auth.role === 'clinic' ? policy.ofClinic(auth, userid, 'patient') : policy.assignedToEmployee(auth, userid);
  }

  return {
    // --- authoring ------------------------------------------------------------------------------------

    async list(auth: AuthContext, page: Page) {
      return summaries(auth, visibleTests(authoringClinic(auth)), page, true);
    },

    async totals(auth: AuthContext) {
      const { rows } = await summaries(auth, visibleTests(authoringClinic(auth)), { limit: 1000, offset: 0 }, false);
      const completed = rows.reduce((sum, row) => sum + row.stats.completed, 0);
      const weighted = rows.reduce((sum, row) => sum + (row.stats.average_score ?? 0) * row.stats.completed, 0);
      return {
        tests: rows.length,
        assigned: rows.reduce((sum, row) => sum + row.stats.assigned, 0),
        completed,
        average_score: completed ? Math.round((weighted / completed) * 10) / 10 : null,
      };
    },

    async detail(auth: AuthContext, testId: number) {
      const loaded = await loadReadable(auth, testId);
      return { ...(await summaryOf(auth, testId)), questions: loaded.questions.map(presentQuestion), answers: loaded.answers.map(presentBand) };
    },

    async add(auth: AuthContext, input: { title: string; description: string; instructions: string; allow_patient_delete: boolean; is_open: boolean }, meta: RequestMeta) {
      const clinicId = authoringClinic(auth);
      if (input.is_open && clinicId === null) throw fieldError('VALIDATION', 'is_open', 'Open tests belong to a clinic');
      const row = await repo.insertTest({
        clinicId,
        title: input.title,
        description: input.description,
        instructions: input.instructions,
        allowPatientDelete: input.allow_patient_delete,
        isOpen: input.is_open,
        openToken: input.is_open ? randomBytes(16).toString('base64url') : null,
        createdBy: auth.userId,
      });
      await audited(auth, 'measures.test_added', meta, { type: 'test', id: row.id });
      return summaryOf(auth, row.id);
    },

    async edit(auth: AuthContext, input: { id: number; title?: string | undefined; description?: string | undefined; instructions?: string | undefined; allow_patient_delete?: boolean | undefined; is_open?: boolean | undefined }, meta: RequestMeta) {
      const test = await editableTest(auth, input.id, 'id');
      if (input.is_open && test.clinicId === null) throw fieldError('VALIDATION', 'is_open', 'Open tests belong to a clinic');
      await repo.updateTest(test.id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
        ...(input.allow_patient_delete !== undefined ? { allowPatientDelete: input.allow_patient_delete } : {}),
        ...(input.is_open !== undefined ? { isOpen: input.is_open, openToken: input.is_open ? (test.openToken ?? randomBytes(16).toString('base64url')) : test.openToken } : {}),
      });
      await audited(auth, 'measures.test_updated', meta, { type: 'test', id: test.id });
      return summaryOf(auth, test.id);
    },

    async remove(auth: AuthContext, id: number, meta: RequestMeta) {
      const test = await editableTest(auth, id, 'id');
      await repo.deleteTest(test.id);
      await audited(auth, 'measures.test_deleted', meta, { type: 'test', id: test.id });
    },

    async questions(auth: AuthContext, testId: number) {
      return (await loadReadable(auth, testId)).questions.map(presentQuestion);
    },

    async addQuestion(auth: AuthContext, input: { test_id: number; text: string; scored: boolean; question_no?: number | undefined }) {
      const test = await editableTest(auth, input.test_id);
      const id = await repo.transaction(async (tx) => {
        const list = measureLists.questions(test.id);
        await lockList(tx, list);
        const row = await repo.insertQuestion(tx, { testId: test.id, text: input.text, scored: input.scored, questionNo: await nextOrder(tx, list) });
        if (input.question_no !== undefined) await moveTo(tx, test.id, row.id, input.question_no);
        await repo.touchTest(tx, test.id);
        return row.id;
      });
      return this.questionById(id);
    },

    async questionById(id: number) {
      const question = (await repo.findQuestion(id))!;
      return presentQuestion({ ...question, options: await repo.optionsOf(id) });
    },

    async editQuestion(auth: AuthContext, input: { id: number; text?: string | undefined; scored?: boolean | undefined; question_no?: number | undefined }) {
      const question = await repo.findQuestion(input.id);
      if (!question) throw notFound('Question not found');
      await editableTest(auth, question.testId, 'id');
      await repo.transaction(async (tx) => {
        await repo.updateQuestion(tx, question.id, { ...(input.text !== undefined ? { text: input.text } : {}), ...(input.scored !== undefined ? { scored: input.scored } : {}) });
        if (input.question_no !== undefined) await moveTo(tx, question.testId, question.id, input.question_no);
        await repo.touchTest(tx, question.testId);
      });
      return this.questionById(question.id);
    },

    async deleteQuestion(auth: AuthContext, id: number) {
      const question = await repo.findQuestion(id);
      if (!question) throw notFound('Question not found');
      await editableTest(auth, question.testId, 'id');
      await repo.transaction(async (tx) => {
        const list = measureLists.questions(question.testId);
        await lockList(tx, list);
        await repo.deleteQuestion(tx, id);
        await compactOrder(tx, list);
        await repo.touchTest(tx, question.testId);
      });
    },

    async options(auth: AuthContext, input: { test_id: number; question_no: number }) {
      await loadReadable(auth, input.test_id);
      const question = await repo.questionByNo(input.test_id, input.question_no);
      if (!question) throw fieldError('NOT_FOUND', 'question_no', `The test has no question ${input.question_no}`);
      return (await repo.optionsOf(question.id)).map((option) => presentOption(option, question));
    },

    async addOption(auth: AuthContext, input: { test_id: number; question_no: number; label: string; score: number; flag: boolean }) {
      const test = await editableTest(auth, input.test_id);
      const question = await repo.questionByNo(test.id, input.question_no);
      if (!question) throw fieldError('NOT_FOUND', 'question_no', `The test has no question ${input.question_no}`);
      const row = await repo.transaction(async (tx) => {
        const list = measureLists.options(question.id);
        await lockList(tx, list);
        const row = await repo.insertOption(tx, { questionId: question.id, label: input.label, score: input.score, flag: input.flag, position: await nextOrder(tx, list) });
        await repo.touchTest(tx, test.id);
        return row;
      });
      return presentOption(row, question);
    },

    async editOption(auth: AuthContext, input: { id: number; label?: string | undefined; score?: number | undefined; flag?: boolean | undefined }) {
      const found = await repo.findOption(input.id);
      if (!found) throw notFound('Option not found');
      await editableTest(auth, found.question.testId, 'id');
      await repo.updateOption(found.option.id, {
        ...(input.label !== undefined ? { label: input.label } : {}),
        ...(input.score !== undefined ? { score: input.score } : {}),
        ...(input.flag !== undefined ? { flag: input.flag } : {}),
      });
      return presentOption((await repo.findOption(input.id))!.option, found.question);
    },

    async deleteOption(auth: AuthContext, id: number) {
      const found = await repo.findOption(id);
      if (!found) throw notFound('Option not found');
      await editableTest(auth, found.question.testId, 'id');
      await repo.transaction(async (tx) => {
        const list = measureLists.options(found.question.id);
        await lockList(tx, list);
        await repo.deleteOption(tx, id);
        await compactOrder(tx, list);
      });
    },

    async answers(auth: AuthContext, testId: number) {
      return (await loadReadable(auth, testId)).answers.map(presentBand);
    },

    async addAnswer(auth: AuthContext, input: { test_id: number; from_score: number; to_score: number; title: string; text: string }) {
      const test = await editableTest(auth, input.test_id);
      const row = await repo.insertAnswer({ testId: test.id, fromScore: input.from_score, toScore: input.to_score, title: input.title, text: input.text });
      return presentBand({ ...row, contents: [] });
    },

    async editAnswer(auth: AuthContext, input: { id: number; from_score?: number | undefined; to_score?: number | undefined; title?: string | undefined; text?: string | undefined }) {
      const answer = await repo.findAnswer(input.id);
      if (!answer) throw notFound('Answer not found');
      await editableTest(auth, answer.testId, 'id');
      const from = input.from_score ?? answer.fromScore;
      const to = input.to_score ?? answer.toScore;
      if (from > to) throw fieldError('VALIDATION', 'to_score', 'The band must end at or above where it starts');
      await repo.updateAnswer(answer.id, {
        fromScore: from,
        toScore: to,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.text !== undefined ? { text: input.text } : {}),
      });
      return presentBand((await repo.answerWithContents(answer.id))!);
    },

    async deleteAnswer(auth: AuthContext, id: number) {
      const answer = await repo.findAnswer(id);
      if (!answer) throw notFound('Answer not found');
      await editableTest(auth, answer.testId, 'id');
      await repo.deleteAnswer(id);
    },

    async answerContents(auth: AuthContext, answerId: number) {
      const answer = await repo.findAnswer(answerId);
      readableByAuthor(auth, answer ? await repo.findTest(answer.testId) : undefined, 'Answer not found');
      return (await repo.contentsOfAnswer(answerId)).map(presentContent);
    },

    async addAnswerContent(auth: AuthContext, input: { result_id: number; kind: 'text' | 'class' | 'meditation' | 'task'; text: string; class_id?: number | null | undefined; meditation_id?: number | null | undefined }) {
      const answer = await repo.findAnswer(input.result_id);
      if (!answer) throw fieldError('NOT_FOUND', 'result_id', 'Answer not found');
      await editableTest(auth, answer.testId, 'result_id');
      const values = await contentValues(auth, input);
      const row = await repo.insertContent({ answerId: answer.id, ...values });
      return presentContent((await repo.contentById(row.id))!);
    },

    async editAnswerContent(auth: AuthContext, input: { id: number; kind?: 'text' | 'class' | 'meditation' | 'task' | undefined; text?: string | undefined; class_id?: number | null | undefined; meditation_id?: number | null | undefined }) {
      const found = await repo.findContent(input.id);
      if (!found) throw notFound('Answer content not found');
      await editableTest(auth, found.answer.testId, 'id');
      const values = await contentValues(auth, {
        kind: input.kind ?? (found.content.kind as 'text'),
        text: input.text ?? found.content.text,
        class_id: input.class_id === undefined ? found.content.classId : input.class_id,
        meditation_id: input.meditation_id === undefined ? found.content.meditationId : input.meditation_id,
      });
      await repo.updateContent(input.id, values);
      return presentContent((await repo.contentById(input.id))!);
    },

    async deleteAnswerContent(auth: AuthContext, id: number) {
      const found = await repo.findContent(id);
      if (!found) throw notFound('Answer content not found');
      await editableTest(auth, found.answer.testId, 'id');
      await repo.deleteContent(id);
    },

    async assign(auth: AuthContext, input: { test_id: number; userids: number[]; repeat_every_days?: number | undefined; repeat_until?: string | undefined; start_on?: string | undefined }, meta: RequestMeta) {
      const test = await repo.findTest(input.test_id);
      if (!canSee(authoringClinic(auth), test)) throw fieldError('NOT_FOUND', 'test_id', `Test ${input.test_id} not found`);
      const days = occurrences(input);
      const userids = [...new Set(input.userids)];
      const people: Array<{ id: number; clinicId: number | null }> = [];
      for (const [index, userid] of userids.entries()) people.push(await assignee(auth, userid, `userids.${index}`));
      let count = 0;
      await repo.transaction(async (tx) => {
        for (const person of people) {
          const rows = await repo.insertAssignments(
            tx,
            days.map((dueOn) => ({
              testId: test.id,
              userId: person.id,
              clinicId: isAdmin(auth) ? person.clinicId : auth.clinicId,
              assignedBy: auth.userId,
              dueOn,
              repeatEveryDays: input.repeat_every_days ?? null,
              repeatUntil: input.repeat_until ?? null,
            })),
          );
          if (rows.length > 1) await repo.setSeries(tx, rows.map((row) => row.id), rows[0]!.id);
          count += rows.length;
        }
      });
      await audit.record({ actorUserId: auth.userId, action: 'measures.test_assigned', targetType: 'test', targetId: test.id, clinicId: auth.clinicId, meta: { userIds: people.map((p) => p.id), occurrences: days.length } }, meta);
      // Told now for the first occurrence (due today or later: the list shows it from its day).
      await notifications.notify({
        userIds: people.map((person) => person.id),
        kind: 'test_assigned',
        title: 'A test was assigned to you',
        body: `${test.title}${days.length > 1 ? ` (every ${input.repeat_every_days} days until ${input.repeat_until})` : ''}`,
        link: (member) => TESTS_PAGE[member.role] ?? '/patient/tests',
      });
      return { assigned: people.length, occurrences: count };
    },

    // --- the care side --------------------------------------------------------------------------------

    async patientResults(auth: AuthContext, input: { userid: number; test_id?: number | undefined }, meta: RequestMeta) {
      const patient = await carePatient(auth, input.userid);
      const rows = await repo.submittedOf(patient.user.id, { testId: input.test_id, clinicId: auth.clinicId ?? -1 });
      await audited(auth, 'measures.results_viewed', meta, { type: 'user', id: patient.user.id }, { results: rows.map((row) => row.id) });
      return presentSeries(rows);
    },

    async patientResult(auth: AuthContext, resultId: number, meta: RequestMeta) {
      const row = await repo.findResult(resultId);
      if (!row || row.status !== 'submitted' || row.userId === null || row.clinicId !== auth.clinicId) throw notFound('Result not found');
      await carePatient(auth, row.userId);
      await audited(auth, 'measures.result_viewed', meta, { type: 'test_result', id: row.id }, { patientId: row.userId });
      return presentResult(row);
    },

    async openTests(auth: AuthContext) {
      return (await repo.openTests(authoringClinic(auth)!)).map((row) => ({ ...row, open_token: row.open_token! }));
    },

    async openUsers(auth: AuthContext, testId: number | undefined, page: Page, meta: RequestMeta) {
      const clinicId = authoringClinic(auth)!;
      const { rows, total } = await repo.openResults(clinicId, testId, page);
      if (rows.length) await audit.record({ actorUserId: auth.userId, action: 'measures.open_results_viewed', clinicId, meta: { results: rows.map((row) => row.id) } }, meta);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          test_id: row.testId,
          title: (row.snapshot as ResultSnapshot).definition.title,
          taker_name: row.takerName ?? '',
          taker_email: row.takerEmail,
          score: row.score ?? 0,
          max_score: row.maxScore ?? 0,
          band: row.band,
          flagged: row.flags.some((flag) => flag.kind === 'safety'),
          submitted_at: row.submittedAt!.toISOString(),
        })),
        total,
      };
    },

    async openScorewise(auth: AuthContext, testId: number) {
      const clinicId = authoringClinic(auth);
      const loaded = await repo.loadTest(testId);
      if (!loaded || loaded.test.clinicId === null || loaded.test.clinicId !== clinicId) throw fieldError('NOT_FOUND', 'test_id', 'Test not found');
      const counts = new Map((await repo.scorewise(testId)).map((row) => [row.band, row.n]));
      const rows: Array<{ band: string | null; from: number | null; to: number | null; count: number }> = loaded.answers.map((answer) => ({
        band: answer.title,
        from: answer.fromScore,
        to: answer.toScore,
        count: counts.get(answer.title) ?? 0,
      }));
      const known = new Set(loaded.answers.map((answer) => answer.title));
      // Results whose band was renamed or removed since (their frozen band), and those outside every band.
      for (const [band, n] of counts) if (band === null || !known.has(band)) rows.push({ band, from: null, to: null, count: n });
      return rows;
    },

    async openDelete(auth: AuthContext, id: number, meta: RequestMeta) {
      const row = await repo.findResult(id);
      if (!row || !row.openTest || row.clinicId !== authoringClinic(auth)) throw notFound('Result not found');
      await repo.deleteResult(id);
      await audited(auth, 'measures.open_result_deleted', meta, { type: 'test_result', id });
    },

    // --- taking a test --------------------------------------------------------------------------------

    async takerTests(auth: AuthContext) {
      const { rows } = await summaries(auth, visibleTests(takerClinic(auth)), { limit: 200, offset: 0 }, false);
      // What a person taking tests needs: their own counts, not the clinic's.
      return rows.map(({ open_token: _token, ...row }) => row);
    },

    async details(auth: AuthContext, input: { test_id: number; assignment_id?: number | undefined }) {
      const { loaded, assignment } = await takeable(auth, input.test_id, input.assignment_id);
      return presentTake(loaded, assignment?.id ?? null, await repo.inProgress(auth.userId, loaded.test.id, assignment?.id ?? null));
    },

    async saveProgress(auth: AuthContext, input: { test_id: number; assignment_id?: number | undefined; answers: TestAnswer[]; current_question: number }) {
      const { loaded, assignment } = await takeable(auth, input.test_id, input.assignment_id);
      const chosen = resolveAnswers(loaded, input.answers, { complete: false });
      const answers = [...chosen].sort(([a], [b]) => a - b).map(([question_no, { optionId }]) => ({ question_no, option_id: optionId }));
      const current = Math.min(input.current_question, Math.max(1, loaded.questions.length));
      const row = await repo.transaction(async (tx) => {
        const existing = await repo.inProgress(auth.userId, loaded.test.id, assignment?.id ?? null, tx);
        if (existing) return repo.updateResult(tx, existing.id, { answers, currentQuestion: current });
        return repo.insertResult(tx, {
          testId: loaded.test.id,
          userId: auth.userId,
          clinicId: assignment?.clinicId ?? takerClinic(auth),
          assignmentId: assignment?.id ?? null,
          answers,
          currentQuestion: current,
        });
      });
      return presentProgress(row);
    },

    async complete(auth: AuthContext, input: { test_id: number; assignment_id?: number | undefined; answers: TestAnswer[] }, meta: RequestMeta, locale?: string) {
      const { loaded, assignment } = await takeable(auth, input.test_id, input.assignment_id);
      return submit(auth, loaded, input.answers, { assignment, resultClinicId: assignment?.clinicId ?? takerClinic(auth) }, meta, locale);
    },

    async ownResult(auth: AuthContext, resultId: number): Promise<TestResultRow> {
      const row = await repo.findResult(resultId);
      if (!row || row.userId !== auth.userId || row.status !== 'submitted') throw fieldError('NOT_FOUND', 'result_id', 'Result not found');
      return row;
    },

    async result(auth: AuthContext, resultId: number) {
      return presentResult(await this.ownResult(auth, resultId));
    },

    async pdf(auth: AuthContext, resultId: number) {
      const row = await this.ownResult(auth, resultId);
      const result = presentResult(row);
      return { bytes: await resultPdf(result), filename: `${(result.code ?? 'test').toLowerCase()}-result-${result.submitted_at.slice(0, 10)}.pdf` };
    },

    async history(auth: AuthContext, testId: number | undefined) {
      return presentSeries(await repo.submittedOf(auth.userId, { testId }));
    },

    async assigned(auth: AuthContext) {
      const day = today();
      const [rows, counts] = await Promise.all([repo.dueAssignments(auth.userId, day), repo.dueCounts(auth.userId, day)]);
      return {
        items: rows.map((row) => ({
          id: row.assignment.id,
          test_id: row.test.id,
          code: row.test.code,
          title: row.test.title,
          due_on: row.assignment.dueOn,
          repeat_every_days: row.assignment.repeatEveryDays,
          repeat_until: row.assignment.repeatUntil,
          completed_at: row.assignment.completedAt?.toISOString() ?? null,
          result_id: row.resultId === null ? null : Number(row.resultId),
          in_progress: Boolean(row.inProgress),
          can_delete: !row.assignment.completedAt && (row.test.allowPatientDelete || row.assignment.clinicId === null),
        })),
        total_completed: counts.completed,
        total_incompleted: counts.incompleted,
      };
    },

    async deleteAssigned(auth: AuthContext, id: number) {
      const row = await repo.findAssignment(id);
      if (!row || row.userId !== auth.userId) throw notFound('Assigned test not found');
      const test = (await repo.findTest(row.testId))!;
      if (row.completedAt || !(test.allowPatientDelete || row.clinicId === null)) throw new AppError('FORBIDDEN', TEST_MESSAGES.deleteNotAllowed);
      await repo.deleteAssignment(row);
    },

    // --- open tests (anyone with the link) ------------------------------------------------------------

    async openTest(token: string) {
      const test = await repo.findTestByToken(token);
      if (!test) throw notFound('Test not found');
      return presentTake((await repo.loadTest(test.id))!, null, undefined);
    },

    async submitOpen(input: { token: string; name: string; email?: string | undefined; answers: TestAnswer[] }, meta: RequestMeta, locale?: string) {
      const test = await repo.findTestByToken(input.token);
      if (!test) throw fieldError('NOT_FOUND', 'token', 'Test not found');
      const loaded = (await repo.loadTest(test.id))!;
      return submit(null, loaded, input.answers, { assignment: null, resultClinicId: test.clinicId, taker: { name: input.name, email: input.email?.trim() || null } }, meta, locale);
    },
  };

  /** Moves a question to a place (1-based) in its test, the others closing up around it. */
  async function moveTo(tx: Tx, testId: number, questionId: number, place: number) {
    const list = measureLists.questions(testId);
    await lockList(tx, list);
    const ids = (await repo.questionIds(tx, testId)).filter((id) => id !== questionId);
    ids.splice(Math.min(place - 1, ids.length), 0, questionId);
    await rewriteOrder(tx, list, ids, 'question_no');
  }

  /** A content's columns, its class or meditation checked readable by the author (404 on the field). */
  async function contentValues(auth: AuthContext, input: { kind: 'text' | 'class' | 'meditation' | 'task'; text: string; class_id?: number | null | undefined; meditation_id?: number | null | undefined }) {
    const viewer = { userId: auth.userId, role: auth.role, clinicId: auth.clinicId };
    if (input.kind === 'class') {
      if (!input.class_id) throw fieldError('VALIDATION', 'class_id', 'Choose a class');
      if (!(await repo.classReadable(viewer, input.class_id))) throw fieldError('NOT_FOUND', 'class_id', `Class ${input.class_id} not found`);
      return { kind: input.kind, text: input.text, classId: input.class_id, meditationId: null };
    }
    if (input.kind === 'meditation') {
      if (!input.meditation_id) throw fieldError('VALIDATION', 'meditation_id', 'Choose a meditation');
      if (!(await repo.meditationReadable(viewer, input.meditation_id))) throw fieldError('NOT_FOUND', 'meditation_id', `Meditation ${input.meditation_id} not found`);
      return { kind: input.kind, text: input.text, classId: null, meditationId: input.meditation_id };
    }
    if (!input.text) throw fieldError('VALIDATION', 'text', input.kind === 'task' ? 'Write the task' : 'Write the text');
    return { kind: input.kind, text: input.text, classId: null, meditationId: null };
  }
}

export type MeasuresService = ReturnType<typeof createMeasuresService>;
