import type { MeasureBandDefinition, MeasureDefinition, MeasureOptionDefinition } from './instruments.js';

/*
 * Scoring as pure functions over a definition (a bundled instrument, an authored test, or a result's frozen
 * copy): the same code for every test, so bundled and authored results report the same shape.
 */

/** Why a result asks for attention. `safety`: an option marked as a flag (PHQ-9 item 9 above 0). */
export interface ScoreFlag {
  kind: 'safety' | 'review';
  question_no: number;
  text: string;
}

export interface SubscaleScore {
  code: string;
  title: string;
  score: number;
  max_score: number;
  band: string | null;
}

export interface MeasureScore {
  score: number;
  max_score: number;
  /** The band's title (label); null when an authored test leaves the score outside every band. */
  band: string | null;
  band_text: string | null;
  /** The band's position in the test's bands (0-based), for colours and band lines. */
  band_index: number | null;
  flags: ScoreFlag[];
  subscales: SubscaleScore[];
}

/** The band a score falls in (from and to inclusive). */
export function bandOf(bands: readonly MeasureBandDefinition[], score: number): { band: MeasureBandDefinition; index: number } | null {
  const index = bands.findIndex((band) => score >= band.from && score <= band.to);
  return index === -1 ? null : { band: bands[index]!, index };
}

/** The highest score a definition can give (scored questions only, times the multiplier). */
export function maxScoreOf(definition: Pick<MeasureDefinition, 'questions' | 'scoreMultiplier'>): number {
  const raw = definition.questions
    .filter((question) => question.scored)
    .reduce((sum, question) => sum + Math.max(0, ...question.options.map((option) => option.score)), 0);
  return raw * definition.scoreMultiplier;
}

/**
 * Scores a complete set of answers: `chosen` maps each question_no to the option picked. Every scored
 * question must be answered (the caller checks; missing ones count as 0 here). Unscored questions are kept
 * out of the score but may still carry a flag.
 */
export function scoreMeasure(definition: MeasureDefinition, chosen: ReadonlyMap<number, MeasureOptionDefinition>): MeasureScore {
  let raw = 0;
  const flags: ScoreFlag[] = [];
  for (const question of definition.questions) {
    const option = chosen.get(question.question_no);
    if (!option) continue;
    if (question.scored) raw += option.score;
    if (option.flag) flags.push({ kind: 'safety', question_no: question.question_no, text: `Question ${question.question_no}: "${option.label}"` });
    if (question.scored && definition.itemReviewAtOrBelow !== null && option.score <= definition.itemReviewAtOrBelow) {
      flags.push({ kind: 'review', question_no: question.question_no, text: definition.itemReviewText ?? 'This answer suggests further testing.' });
    }
  }
  const score = raw * definition.scoreMultiplier;
  const found = bandOf(definition.bands, score);
  const subscales = definition.subscales.map((subscale) => {
    const part = subscale.questions.reduce((sum, no) => sum + (chosen.get(no)?.score ?? 0), 0);
    const questions = definition.questions.filter((question) => subscale.questions.includes(question.question_no));
    return {
      code: subscale.code,
      title: subscale.title,
      score: part,
      max_score: maxScoreOf({ questions, scoreMultiplier: 1 }),
      band: bandOf(subscale.bands, part)?.band.title ?? null,
    };
  });
  return {
    score,
    max_score: maxScoreOf(definition),
    band: found?.band.title ?? null,
    band_text: found?.band.text ?? null,
    band_index: found?.index ?? null,
    flags,
    subscales,
  };
}

/**
 * Has the score moved by a reliable amount since the previous one (PHQ-9: 5 points, WHO-5: 10)? 'up' or
 * 'down' (whether up is better depends on the measure: WHO-5 up is better, PHQ-9 up is worse); null if not.
 */
export function reliableChangeBetween(previous: number, current: number, reliableChange: number | null): 'up' | 'down' | null {
  if (reliableChange === null || Math.abs(current - previous) < reliableChange) return null;
  return current > previous ? 'up' : 'down';
}
