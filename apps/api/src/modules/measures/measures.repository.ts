import { and, asc, avg, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  classes,
  clinics,
  meditations,
  testAnswerContents,
  testAnswers,
  testAssignments,
  testOptions,
  testQuestions,
  testResults,
  tests,
  users,
  type Db,
  type TestAnswerContentRow,
  type TestAnswerRow,
  type TestAssignmentRow,
  type TestOptionRow,
  type TestQuestionRow,
  type TestResultRow,
  type TestRow,
} from '@stillpoint/db';
import type { OrderedList, Tx } from '../../lib/ordering.js';
import { readableClasses, readableMeditations, type Viewer } from '../content/content.visibility.js';

type Executor = Db | Tx;

/** The two ordered lists: a test's questions (question_no) and a question's options (position). */
export const measureLists = {
  questions: (testId: number): OrderedList => ({ table: sql`test_questions`, scope: sql`test_id = ${testId}`, lockKey: `test_questions:test:${testId}`, column: sql`question_no` }),
  options: (questionId: number): OrderedList => ({ table: sql`test_options`, scope: sql`question_id = ${questionId}`, lockKey: `test_options:question:${questionId}`, column: sql`position` }),
};

export interface ContentRow extends TestAnswerContentRow {
  itemTitle: string | null;
}

/** A test with everything beneath it, in order. */
export interface LoadedTest {
  test: TestRow;
  questions: Array<TestQuestionRow & { options: TestOptionRow[] }>;
  answers: Array<TestAnswerRow & { contents: ContentRow[] }>;
}

export interface TestStatsRow {
  assigned: number;
  completed: number;
  average_score: number | null;
}

/** Which tests a caller sees: the platform's, and a clinic's own for its people. */
export function visibleTests(clinicId: number | null): SQL {
  return clinicId === null ? isNull(tests.clinicId) : or(isNull(tests.clinicId), eq(tests.clinicId, clinicId))!;
}

export function createMeasuresRepository(db: Db) {
  async function contentsOf(executor: Executor, answerIds: number[]): Promise<ContentRow[]> {
    if (!answerIds.length) return [];
    return executor
      .select({
        id: testAnswerContents.id,
        answerId: testAnswerContents.answerId,
        kind: testAnswerContents.kind,
        text: testAnswerContents.text,
        classId: testAnswerContents.classId,
        meditationId: testAnswerContents.meditationId,
        itemTitle: sql<string | null>`coalesce(${classes.title}, ${meditations.title})`,
      })
      .from(testAnswerContents)
      .leftJoin(classes, eq(classes.id, testAnswerContents.classId))
      .leftJoin(meditations, eq(meditations.id, testAnswerContents.meditationId))
      .where(inArray(testAnswerContents.answerId, answerIds))
      .orderBy(asc(testAnswerContents.id));
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async findTest(id: number, executor: Executor = db): Promise<TestRow | undefined> {
      const [row] = await executor.select().from(tests).where(eq(tests.id, id));
      return row;
    },

    async findTestByToken(token: string): Promise<TestRow | undefined> {
      const [row] = await db.select().from(tests).where(and(eq(tests.openToken, token), eq(tests.isOpen, true)));
      return row;
    },

    async loadTest(id: number, executor: Executor = db): Promise<LoadedTest | undefined> {
      const [test] = await executor.select().from(tests).where(eq(tests.id, id));
      if (!test) return undefined;
      const [questions, answers] = await Promise.all([
        executor.select().from(testQuestions).where(eq(testQuestions.testId, id)).orderBy(asc(testQuestions.questionNo), asc(testQuestions.id)),
        executor.select().from(testAnswers).where(eq(testAnswers.testId, id)).orderBy(asc(testAnswers.fromScore), asc(testAnswers.id)),
      ]);
      const [options, contents] = await Promise.all([
        questions.length
          ? executor.select().from(testOptions).where(inArray(testOptions.questionId, questions.map((q) => q.id))).orderBy(asc(testOptions.position), asc(testOptions.id))
          : Promise.resolve([] as TestOptionRow[]),
        contentsOf(executor, answers.map((a) => a.id)),
      ]);
      return {
        test,
        questions: questions.map((question) => ({ ...question, options: options.filter((option) => option.questionId === question.id) })),
        answers: answers.map((answer) => ({ ...answer, contents: contents.filter((content) => content.answerId === answer.id) })),
      };
    },

    async listTests(where: SQL, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            test: tests,
            questions: sql<number>`(select count(*)::int from ${testQuestions} where ${testQuestions.testId} = tests.id)`,
            maxRaw: sql<number>`(select coalesce(sum(m), 0)::int from (select max(o.score) as m from ${testQuestions} q join ${testOptions} o on o.question_id = q.id where q.test_id = tests.id and q.scored group by q.id) s)`,
          })
          .from(tests)
          .where(where)
          // Bundled instruments first, then the newest.
          .orderBy(sql`${tests.code} is null`, desc(tests.createdAt), desc(tests.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(tests).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Assigned, completed and average score per test, counted within a scope (a clinic's, or all). */
    async statsOf(testIds: number[], clinicId: number | null | 'all'): Promise<Map<number, TestStatsRow>> {
      const stats = new Map<number, TestStatsRow>();
      if (!testIds.length) return stats;
      const assignedScope = clinicId === 'all' ? undefined : clinicId === null ? isNull(testAssignments.clinicId) : eq(testAssignments.clinicId, clinicId);
      const resultScope = clinicId === 'all' ? undefined : clinicId === null ? isNull(testResults.clinicId) : eq(testResults.clinicId, clinicId);
      const [assigned, results] = await Promise.all([
        db.select({ testId: testAssignments.testId, n: count() }).from(testAssignments).where(and(inArray(testAssignments.testId, testIds), assignedScope)).groupBy(testAssignments.testId),
        db
          .select({ testId: testResults.testId, n: count(), average: avg(testResults.score) })
          .from(testResults)
          .where(and(inArray(testResults.testId, testIds), eq(testResults.status, 'submitted'), resultScope))
          .groupBy(testResults.testId),
      ]);
      for (const id of testIds) stats.set(id, { assigned: 0, completed: 0, average_score: null });
      for (const row of assigned) stats.get(row.testId)!.assigned = row.n;
      for (const row of results) {
        const entry = stats.get(row.testId!)!;
        entry.completed = row.n;
        entry.average_score = row.average === null ? null : Math.round(Number(row.average) * 10) / 10;
      }
      return stats;
    },

    async insertTest(values: typeof tests.$inferInsert) {
      const [row] = await db.insert(tests).values(values).returning();
      return row!;
    },
    async updateTest(id: number, values: Partial<typeof tests.$inferInsert>) {
      await db.update(tests).set({ ...values, updatedAt: new Date() }).where(eq(tests.id, id));
    },
    async deleteTest(id: number) {
      await db.delete(tests).where(eq(tests.id, id));
    },
    async touchTest(tx: Executor, id: number) {
      await tx.update(tests).set({ updatedAt: new Date() }).where(eq(tests.id, id));
    },

    async findQuestion(id: number, executor: Executor = db) {
      const [row] = await executor.select().from(testQuestions).where(eq(testQuestions.id, id));
      return row;
    },
    async questionByNo(testId: number, questionNo: number, executor: Executor = db) {
      const [row] = await executor.select().from(testQuestions).where(and(eq(testQuestions.testId, testId), eq(testQuestions.questionNo, questionNo)));
      return row;
    },
    async questionIds(tx: Executor, testId: number): Promise<number[]> {
      return (await tx.select({ id: testQuestions.id }).from(testQuestions).where(eq(testQuestions.testId, testId)).orderBy(asc(testQuestions.questionNo), asc(testQuestions.id))).map((r) => r.id);
    },
    async insertQuestion(tx: Executor, values: typeof testQuestions.$inferInsert) {
      const [row] = await tx.insert(testQuestions).values(values).returning();
      return row!;
    },
    async updateQuestion(tx: Executor, id: number, values: Partial<typeof testQuestions.$inferInsert>) {
      if (Object.keys(values).length) await tx.update(testQuestions).set(values).where(eq(testQuestions.id, id));
    },
    async deleteQuestion(tx: Executor, id: number) {
      await tx.delete(testQuestions).where(eq(testQuestions.id, id));
    },
    async optionsOf(questionId: number) {
      return db.select().from(testOptions).where(eq(testOptions.questionId, questionId)).orderBy(asc(testOptions.position), asc(testOptions.id));
    },

    async findOption(id: number) {
      const [row] = await db.select({ option: testOptions, question: testQuestions }).from(testOptions).innerJoin(testQuestions, eq(testQuestions.id, testOptions.questionId)).where(eq(testOptions.id, id));
      return row;
    },
    async insertOption(tx: Executor, values: typeof testOptions.$inferInsert) {
      const [row] = await tx.insert(testOptions).values(values).returning();
      return row!;
    },
    async updateOption(id: number, values: Partial<typeof testOptions.$inferInsert>) {
      if (Object.keys(values).length) await db.update(testOptions).set(values).where(eq(testOptions.id, id));
    },
    async deleteOption(tx: Executor, id: number) {
      await tx.delete(testOptions).where(eq(testOptions.id, id));
    },

    async findAnswer(id: number) {
      const [row] = await db.select().from(testAnswers).where(eq(testAnswers.id, id));
      return row;
    },
    async answerWithContents(id: number) {
      const [row] = await db.select().from(testAnswers).where(eq(testAnswers.id, id));
      return row ? { ...row, contents: await contentsOf(db, [id]) } : undefined;
    },
    async insertAnswer(values: typeof testAnswers.$inferInsert) {
      const [row] = await db.insert(testAnswers).values(values).returning();
      return row!;
    },
    async updateAnswer(id: number, values: Partial<typeof testAnswers.$inferInsert>) {
      if (Object.keys(values).length) await db.update(testAnswers).set(values).where(eq(testAnswers.id, id));
    },
    async deleteAnswer(id: number) {
      await db.delete(testAnswers).where(eq(testAnswers.id, id));
    },

    async findContent(id: number) {
      const [row] = await db.select({ content: testAnswerContents, answer: testAnswers }).from(testAnswerContents).innerJoin(testAnswers, eq(testAnswers.id, testAnswerContents.answerId)).where(eq(testAnswerContents.id, id));
      return row;
    },
    async contentById(id: number): Promise<ContentRow | undefined> {
      const row = await this.findContent(id);
      if (!row) return undefined;
      return (await contentsOf(db, [row.answer.id])).find((content) => content.id === id);
    },
    contentsOfAnswer: (answerId: number) => contentsOf(db, [answerId]),
    async insertContent(values: typeof testAnswerContents.$inferInsert) {
      const [row] = await db.insert(testAnswerContents).values(values).returning();
      return row!;
    },
    async updateContent(id: number, values: Partial<typeof testAnswerContents.$inferInsert>) {
      if (Object.keys(values).length) await db.update(testAnswerContents).set(values).where(eq(testAnswerContents.id, id));
    },
    async deleteContent(id: number) {
      await db.delete(testAnswerContents).where(eq(testAnswerContents.id, id));
    },

    /** Is the class (or meditation) one the viewer may recommend (read)? */
    async classReadable(viewer: Viewer, id: number) {
      const [row] = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.id, id), readableClasses(viewer)));
      return Boolean(row);
    },
    async meditationReadable(viewer: Viewer, id: number) {
      const [row] = await db.select({ id: meditations.id }).from(meditations).where(and(eq(meditations.id, id), readableMeditations(viewer)));
      return Boolean(row);
    },

    // --- assignments ------------------------------------------------------------------------------------

    async insertAssignments(tx: Executor, rows: Array<typeof testAssignments.$inferInsert>) {
      if (!rows.length) return [];
      const inserted = await tx.insert(testAssignments).values(rows).returning();
      return inserted;
    },
    async setSeries(tx: Executor, ids: number[], seriesId: number) {
      await tx.update(testAssignments).set({ seriesId }).where(inArray(testAssignments.id, ids));
    },
    async findAssignment(id: number, executor: Executor = db): Promise<TestAssignmentRow | undefined> {
      const [row] = await executor.select().from(testAssignments).where(eq(testAssignments.id, id));
      return row;
    },
    /** A person's due occurrences (due_on today or earlier) with their test. */
    async dueAssignments(userId: number, today: string) {
      return db
        .select({ assignment: testAssignments, test: { id: tests.id, code: tests.code, title: tests.title, allowPatientDelete: tests.allowPatientDelete }, resultId: sql<number | null>`(select r.id from ${testResults} r where r.assignment_id = ${testAssignments.id} and r.status = 'submitted' order by r.id desc limit 1)`, inProgress: sql<boolean>`exists (select 1 from ${testResults} r where r.assignment_id = ${testAssignments.id} and r.status = 'in_progress')` })
        .from(testAssignments)
        .innerJoin(tests, eq(tests.id, testAssignments.testId))
        .where(and(eq(testAssignments.userId, userId), lte(testAssignments.dueOn, today)))
        .orderBy(sql`${testAssignments.completedAt} is not null`, desc(testAssignments.dueOn), desc(testAssignments.id))
        .limit(200);
    },
    async dueCounts(userId: number, today: string) {
      const [row] = await db
        .select({
          completed: sql<number>`count(*) filter (where ${testAssignments.completedAt} is not null)::int`,
          incompleted: sql<number>`count(*) filter (where ${testAssignments.completedAt} is null)::int`,
        })
        .from(testAssignments)
        .where(and(eq(testAssignments.userId, userId), lte(testAssignments.dueOn, today)));
      return { completed: row?.completed ?? 0, incompleted: row?.incompleted ?? 0 };
    },
    /** Deletes an occurrence and the later open ones of its series. */
    async deleteAssignment(row: TestAssignmentRow) {
      await db.transaction(async (tx) => {
        await tx.delete(testAssignments).where(eq(testAssignments.id, row.id));
        if (row.seriesId !== null) {
          await tx
            .delete(testAssignments)
            .where(and(eq(testAssignments.seriesId, row.seriesId), isNull(testAssignments.completedAt), sql`${testAssignments.dueOn} >= ${row.dueOn}`));
        }
      });
    },
    async completeAssignment(tx: Executor, id: number, at: Date) {
      return (await tx.update(testAssignments).set({ completedAt: at }).where(and(eq(testAssignments.id, id), isNull(testAssignments.completedAt))).returning({ id: testAssignments.id })).length > 0;
    },

    // --- results ----------------------------------------------------------------------------------------

    async inProgress(userId: number, testId: number, assignmentId: number | null, executor: Executor = db): Promise<TestResultRow | undefined> {
      const [row] = await executor
        .select()
        .from(testResults)
        .where(
          and(
            eq(testResults.userId, userId),
            eq(testResults.testId, testId),
            eq(testResults.status, 'in_progress'),
            assignmentId === null ? isNull(testResults.assignmentId) : eq(testResults.assignmentId, assignmentId),
          ),
        )
        .orderBy(desc(testResults.id))
        .limit(1);
      return row;
    },
    async insertResult(tx: Executor, values: typeof testResults.$inferInsert) {
      const [row] = await tx.insert(testResults).values(values).returning();
      return row!;
    },
    async updateResult(tx: Executor, id: number, values: Partial<typeof testResults.$inferInsert>) {
      const [row] = await tx.update(testResults).set({ ...values, updatedAt: new Date() }).where(eq(testResults.id, id)).returning();
      return row!;
    },
    async findResult(id: number): Promise<TestResultRow | undefined> {
      const [row] = await db.select().from(testResults).where(eq(testResults.id, id));
      return row;
    },
    async deleteResult(id: number) {
      await db.delete(testResults).where(eq(testResults.id, id));
    },
    /** Submitted results of a person, oldest first (optionally of one test, or within a clinic). */
    async submittedOf(userId: number, filter: { testId?: number | undefined; clinicId?: number | undefined }) {
      return db
        .select()
        .from(testResults)
        .where(
          and(
            eq(testResults.userId, userId),
            eq(testResults.status, 'submitted'),
            filter.testId !== undefined ? eq(testResults.testId, filter.testId) : undefined,
            filter.clinicId !== undefined ? eq(testResults.clinicId, filter.clinicId) : undefined,
          ),
        )
        .orderBy(asc(testResults.submittedAt), asc(testResults.id))
        .limit(1000);
    },
    async clinicName(clinicId: number | null): Promise<string | null> {
      if (clinicId === null) return null;
      const [row] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId));
      return row?.name ?? null;
    },
    async person(userId: number) {
      const [row] = await db.select({ id: users.id, role: users.role, clinicId: users.clinicId }).from(users).where(eq(users.id, userId));
      return row;
    },

    // --- open tests -------------------------------------------------------------------------------------

    async openTests(clinicId: number) {
      return db
        .select({ id: tests.id, title: tests.title, open_token: tests.openToken, takers: sql<number>`(select count(*)::int from ${testResults} r where r.test_id = tests.id and r.open_test)` })
        .from(tests)
        .where(and(eq(tests.clinicId, clinicId), eq(tests.isOpen, true), isNotNull(tests.openToken)))
        .orderBy(desc(tests.id));
    },
    async openResults(clinicId: number, testId: number | undefined, page: { limit: number; offset: number }) {
      const where = and(eq(testResults.clinicId, clinicId), eq(testResults.openTest, true), eq(testResults.status, 'submitted'), testId !== undefined ? eq(testResults.testId, testId) : undefined)!;
      const [rows, [total]] = await Promise.all([
        db.select().from(testResults).where(where).orderBy(desc(testResults.submittedAt), desc(testResults.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(testResults).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    async scorewise(testId: number) {
      return db
        .select({ band: testResults.band, n: count() })
        .from(testResults)
        .where(and(eq(testResults.testId, testId), eq(testResults.openTest, true), eq(testResults.status, 'submitted')))
        .groupBy(testResults.band);
    },
  };
}

export type MeasuresRepository = ReturnType<typeof createMeasuresRepository>;
