import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { GAD7, PHQ9, scoreMeasure, type MeasureDefinition, type MeasureOptionDefinition } from '@stillpoint/contracts';
import type { Db } from '../client.js';
import { clinics, users } from '../schema/people.js';
import { testAnswerContents, testAnswers, testAssignments, testOptions, testQuestions, testResults, tests, type ResultSnapshot } from '../schema/measures.js';
import { insertTestDefinition } from './instruments.js';

const DAY_MS = 86_400_000;

/** Harbor Clinic's own test: three questions, two bands, each with contents. */
const HARBOR_CHECK_IN: MeasureDefinition = {
  code: null,
  title: 'Harbor session check-in',
  description: 'A short check-in before each session, written by Harbor Clinic.',
  instructions: 'Think about the days since your last session.',
  scoreMultiplier: 1,
  questions: [
    { question_no: 1, text: 'How have you been sleeping?', scored: true, options: ['Well', 'Some bad nights', 'Badly most nights'].map((label, score) => ({ label, score, flag: false })) },
    { question_no: 2, text: 'How manageable has your week felt?', scored: true, options: ['Manageable', 'Stretched', 'Overwhelming'].map((label, score) => ({ label, score, flag: false })) },
    {
      question_no: 3,
      text: 'Have you felt unsafe or had thoughts of harming yourself?',
      scored: true,
      options: [
        { label: 'No', score: 0, flag: false },
        { label: 'Yes', score: 2, flag: true },
      ],
    },
  ],
  bands: [
    { from: 0, to: 2, title: 'Steady week', text: 'Things sound steady. Bring anything you want to talk about to your session.' },
    { from: 3, to: 6, title: 'A hard week', text: 'It sounds like a hard week. Your therapist will make time for it at your next session.' },
  ],
  itemReviewAtOrBelow: null,
  itemReviewText: null,
  subscales: [],
  reliableChange: null,
};

async function bundledTest(db: Db, code: string) {
  const [test] = await db.select().from(tests).where(and(eq(tests.code, code), isNull(tests.clinicId)));
  if (!test) return undefined;
  const questions = await db.select().from(testQuestions).where(eq(testQuestions.testId, test.id)).orderBy(asc(testQuestions.questionNo));
  const options = await db.select().from(testOptions).where(inArray(testOptions.questionId, questions.map((q) => q.id))).orderBy(asc(testOptions.position));
  return { test, questions: questions.map((question) => ({ ...question, options: options.filter((option) => option.questionId === question.id) })) };
}

/**
 * The demo's measures (issue 12): Paul Patel (the demo patient) has three PHQ-9 and two GAD-7 results over
 * the last two months (a trend to see: PHQ-9 16, 11, 6, a reliable improvement), and WHO-5 assigned by his
 * therapist, not yet taken; Harbor Clinic has one authored test. Once: nothing when Harbor has a test.
 */
export async function seedDemoMeasures(db: Db, now = new Date()): Promise<boolean> {
  const [harbor] = await db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['patient@demo.stillpoint.test', 'employee@demo.stillpoint.test']));
  const patient = people.find((row) => row.email === 'patient@demo.stillpoint.test');
  const employee = people.find((row) => row.email === 'employee@demo.stillpoint.test');
  if (!harbor || !patient || !employee) return false;
  if ((await db.select({ id: tests.id }).from(tests).where(eq(tests.clinicId, harbor.id)).limit(1)).length) return false;
  const [phq, gad, who] = await Promise.all([bundledTest(db, 'PHQ-9'), bundledTest(db, 'GAD-7'), bundledTest(db, 'WHO-5')]);
  if (!phq || !gad || !who) return false;

  await db.transaction(async (tx) => {
    const harborTest = await insertTestDefinition(tx, HARBOR_CHECK_IN, harbor.id, employee.id);
    const [hardWeek] = await tx.select({ id: testAnswers.id }).from(testAnswers).where(and(eq(testAnswers.testId, harborTest), eq(testAnswers.title, 'A hard week')));
    await tx.insert(testAnswerContents).values([
      { answerId: hardWeek!.id, kind: 'text', text: 'Write down one thing that made the week hard, to bring to your session.' },
      { answerId: hardWeek!.id, kind: 'task', text: 'Take a ten-minute walk outside each day this week' },
    ]);

    const results: Array<{ loaded: NonNullable<typeof phq>; definition: MeasureDefinition; scores: number[]; daysAgo: number }> = [
      { loaded: phq, definition: PHQ9, scores: [2, 3, 2, 2, 1, 2, 2, 2, 0, 2], daysAgo: 56 },
      { loaded: gad, definition: GAD7, scores: [2, 2, 2, 2, 1, 2, 1, 1], daysAgo: 49 },
      { loaded: phq, definition: PHQ9, scores: [2, 2, 1, 2, 1, 1, 1, 1, 0, 1], daysAgo: 35 },
      { loaded: gad, definition: GAD7, scores: [1, 1, 1, 1, 1, 1, 1, 1], daysAgo: 14 },
      { loaded: phq, definition: PHQ9, scores: [1, 1, 1, 1, 0, 1, 1, 0, 0, 1], daysAgo: 10 },
    ];
    for (const { loaded, definition, scores, daysAgo } of results) {
      const chosen = new Map<number, MeasureOptionDefinition>(definition.questions.map((question, index) => [question.question_no, question.options[scores[index]!]!]));
      const score = scoreMeasure(definition, chosen);
      const snapshot: ResultSnapshot = {
        definition,
        optionIds: Object.fromEntries(loaded.questions.map((question) => [String(question.questionNo), question.options.map((option) => option.id)])),
        answers: definition.questions.map((question, index) => ({ question_no: question.question_no, text: question.text, scored: question.scored, label: question.options[scores[index]!]!.label, score: scores[index]! })),
        contents: [],
        clinicName: harbor.name,
      };
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      const [assignment] = await tx
        .insert(testAssignments)
        .values({ testId: loaded.test.id, userId: patient.id, clinicId: harbor.id, assignedBy: employee.id, dueOn: at.toISOString().slice(0, 10), completedAt: at, createdAt: at })
        .returning({ id: testAssignments.id });
      await tx.insert(testResults).values({
        testId: loaded.test.id,
        userId: patient.id,
        clinicId: harbor.id,
        assignmentId: assignment!.id,
        status: 'submitted',
        answers: loaded.questions.map((question, index) => ({ question_no: question.questionNo, option_id: question.options[scores[index]!]!.id })),
        currentQuestion: loaded.questions.length,
        snapshot,
        score: score.score,
        maxScore: score.max_score,
        band: score.band,
        bandText: score.band_text,
        bandIndex: score.band_index,
        flags: score.flags,
        subscales: score.subscales,
        startedAt: at,
        updatedAt: at,
        submittedAt: at,
      });
    }
    // Assigned by the therapist, due today, not yet taken.
    await tx.insert(testAssignments).values({ testId: who.test.id, userId: patient.id, clinicId: harbor.id, assignedBy: employee.id, dueOn: now.toISOString().slice(0, 10) });
  });
  return true;
}
