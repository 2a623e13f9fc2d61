import type { AnswerContent, MeasureDefinition, MeasureSeries, TakeTest, TestBand, TestOption, TestQuestion, TestResult, TestSummary } from '@stillpoint/contracts';
import { maxScoreOf } from '@stillpoint/contracts';
import type { ResultSnapshot, TestOptionRow, TestQuestionRow, TestResultRow, TestRow } from '@stillpoint/db';
import type { ContentRow, LoadedTest, TestStatsRow } from './measures.repository.js';

const iso = (date: Date | string) => (date instanceof Date ? date.toISOString() : new Date(date).toISOString());

export function presentTest(
  test: TestRow,
  counts: { questions: number; maxRaw: number },
  stats: TestStatsRow,
  options: { editable: boolean; showToken: boolean },
): TestSummary {
  return {
    id: test.id,
    code: test.code,
    title: test.title,
    description: test.description,
    instructions: test.instructions,
    bundled: test.code !== null,
    clinic_id: test.clinicId,
    editable: options.editable,
    allow_patient_delete: test.allowPatientDelete,
    is_open: test.isOpen,
    open_token: options.showToken && test.isOpen ? test.openToken : null,
    questions_count: counts.questions,
    max_score: counts.maxRaw * test.scoreMultiplier,
    reliable_change: test.reliableChange,
    stats,
  };
}

export function presentOption(option: TestOptionRow, question: Pick<TestQuestionRow, 'testId' | 'questionNo'>): TestOption {
  return { id: option.id, test_id: question.testId, question_no: question.questionNo, label: option.label, score: option.score, flag: option.flag, position: option.position };
}

export function presentQuestion(question: TestQuestionRow & { options: TestOptionRow[] }): TestQuestion {
  return {
    id: question.id,
    test_id: question.testId,
    question_no: question.questionNo,
    text: question.text,
    scored: question.scored,
    options: question.options.map((option) => presentOption(option, question)),
  };
}

export function presentContent(content: ContentRow): AnswerContent {
  return {
    id: content.id,
    result_id: content.answerId,
    kind: content.kind as AnswerContent['kind'],
    text: content.text,
    class_id: content.classId,
    meditation_id: content.meditationId,
    itemTitle: content.itemTitle,
  };
}

export function presentBand(answer: LoadedTest['answers'][number]): TestBand {
  return { id: answer.id, test_id: answer.testId, from_score: answer.fromScore, to_score: answer.toScore, title: answer.title, text: answer.text, contents: answer.contents.map(presentContent) };
}

/** The scoring definition of a test as it is now (frozen into a result when it is answered). */
export function definitionOf(loaded: LoadedTest): { definition: MeasureDefinition; optionIds: Record<string, number[]> } {
  const { test } = loaded;
  return {
    definition: {
      code: test.code,
      title: test.title,
      description: test.description,
      instructions: test.instructions,
      scoreMultiplier: test.scoreMultiplier,
      questions: loaded.questions.map((question) => ({
        question_no: question.questionNo,
        text: question.text,
        scored: question.scored,
        options: question.options.map((option) => ({ label: option.label, score: option.score, flag: option.flag })),
      })),
      bands: loaded.answers.map((answer) => ({ from: answer.fromScore, to: answer.toScore, title: answer.title, text: answer.text })),
      itemReviewAtOrBelow: test.itemReviewAtOrBelow,
      itemReviewText: test.itemReviewText,
      subscales: test.subscales,
      reliableChange: test.reliableChange,
    },
    optionIds: Object.fromEntries(loaded.questions.map((question) => [String(question.questionNo), question.options.map((option) => option.id)])),
  };
}

export function presentTake(loaded: LoadedTest, assignmentId: number | null, progress: TestResultRow | undefined): TakeTest {
  const { definition } = definitionOf(loaded);
  return {
    id: loaded.test.id,
    code: loaded.test.code,
    title: loaded.test.title,
    description: loaded.test.description,
    instructions: loaded.test.instructions,
    max_score: maxScoreOf(definition),
    questions: loaded.questions.map((question) => ({
      question_no: question.questionNo,
      text: question.text,
      scored: question.scored,
      options: question.options.map((option) => ({ id: option.id, label: option.label })),
    })),
    assignment_id: assignmentId,
    progress: progress ? presentProgress(progress) : null,
  };
}

export function presentProgress(row: TestResultRow): NonNullable<TakeTest['progress']> {
  return { result_id: row.id, answers: row.answers, current_question: row.currentQuestion, updated_at: iso(row.updatedAt) };
}

/** A submitted result, read from its frozen copy (never from the test as it is now). */
export function presentResult(row: TestResultRow): TestResult {
  const snapshot = row.snapshot as ResultSnapshot;
  return {
    id: row.id,
    test_id: row.testId,
    code: snapshot.definition.code,
    title: snapshot.definition.title,
    assignment_id: row.assignmentId,
    score: row.score ?? 0,
    max_score: row.maxScore ?? 0,
    band: row.band,
    band_text: row.bandText,
    band_index: row.bandIndex,
    flags: row.flags,
    subscales: row.subscales,
    bands: snapshot.definition.bands.map((band) => ({ from: band.from, to: band.to, title: band.title })),
    reliable_change: snapshot.definition.reliableChange,
    answers: snapshot.answers,
    contents: snapshot.contents,
    submitted_at: iso(row.submittedAt!),
    clinicName: snapshot.clinicName,
  };
}

/** Results grouped per measure (by test, else by the frozen title), oldest first. */
export function presentSeries(rows: TestResultRow[]): MeasureSeries[] {
  const series = new Map<string, MeasureSeries>();
  for (const row of rows) {
    const snapshot = row.snapshot as ResultSnapshot;
    const key = row.testId !== null ? `t${row.testId}` : `s${snapshot.definition.code ?? snapshot.definition.title}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        test_id: row.testId,
        code: snapshot.definition.code,
        title: snapshot.definition.title,
        max_score: row.maxScore ?? 0,
        bands: snapshot.definition.bands.map((band) => ({ from: band.from, to: band.to, title: band.title })),
        reliable_change: snapshot.definition.reliableChange,
        results: [],
      };
      series.set(key, entry);
    }
    // The latest result's title, bands and maximum describe the series.
    entry.title = snapshot.definition.title;
    entry.max_score = row.maxScore ?? entry.max_score;
    entry.bands = snapshot.definition.bands.map((band) => ({ from: band.from, to: band.to, title: band.title }));
    entry.results.push({
      id: row.id,
      score: row.score ?? 0,
      band: row.band,
      band_index: row.bandIndex,
      flagged: row.flags.some((flag) => flag.kind === 'safety'),
      submitted_at: iso(row.submittedAt!),
    });
  }
  return [...series.values()];
}
