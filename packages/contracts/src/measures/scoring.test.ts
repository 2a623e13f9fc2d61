import { describe, expect, it } from 'vitest';
import { BUNDLED_INSTRUMENTS, GAD2, GAD7, PHQ2, PHQ9, WHO5, type MeasureDefinition, type MeasureOptionDefinition } from './instruments.js';
import { maxScoreOf, reliableChangeBetween, scoreMeasure } from './scoring.js';

/**
 * Answers giving a raw total: scored questions filled from the first, each with the highest option that
 * still fits, so every total of the range can be reached. The unscored question gets its top option.
 */
function answersFor(definition: MeasureDefinition, raw: number): Map<number, MeasureOptionDefinition> {
  const chosen = new Map<number, MeasureOptionDefinition>();
  let left = raw;
  for (const question of definition.questions) {
    const byScore = [...question.options].sort((a, b) => b.score - a.score);
    if (!question.scored) {
      chosen.set(question.question_no, byScore[0]!);
      continue;
    }
    const pick = byScore.find((option) => option.score <= left) ?? byScore.at(-1)!;
    chosen.set(question.question_no, pick);
    left -= pick.score;
  }
  expect(left).toBe(0);
  return chosen;
}

const cases: Array<[MeasureDefinition, number, Array<[number, string]>]> = [
  [
    PHQ9,
    27,
    [
      [0, 'Minimal depression'],
      [4, 'Minimal depression'],
      [5, 'Mild depression'],
      [9, 'Mild depression'],
      [10, 'Moderate depression'],
      [14, 'Moderate depression'],
      [15, 'Moderately severe depression'],
      [19, 'Moderately severe depression'],
      [20, 'Severe depression'],
      [27, 'Severe depression'],
    ],
  ],
  [
    GAD7,
    21,
    [
      [0, 'Minimal anxiety'],
      [4, 'Minimal anxiety'],
      [5, 'Mild anxiety'],
      [9, 'Mild anxiety'],
      [10, 'Moderate anxiety'],
      [14, 'Moderate anxiety'],
      [15, 'Severe anxiety'],
      [21, 'Severe anxiety'],
    ],
  ],
  [PHQ2, 6, [[0, 'Negative screen'], [2, 'Negative screen'], [3, 'Positive screen'], [6, 'Positive screen']]],
  [GAD2, 6, [[0, 'Negative screen'], [2, 'Negative screen'], [3, 'Positive screen'], [6, 'Positive screen']]],
  // WHO-5: reported score = raw x 4; bands on the reported score (<= 28 likely depression, <= 50 poor).
  [
    WHO5,
    100,
    [
      [0, 'Likely depression'],
      [28, 'Likely depression'],
      [32, 'Poor well-being'],
      [48, 'Poor well-being'],
      [52, 'Good well-being'],
      [100, 'Good well-being'],
    ],
  ],
];

describe('bundled instruments: every band boundary', () => {
  for (const [definition, max, boundaries] of cases) {
    it(`${definition.code}: max ${max} and the band at each boundary`, () => {
      expect(maxScoreOf(definition)).toBe(max);
      for (const [score, band] of boundaries) {
        const result = scoreMeasure(definition, answersFor(definition, score / definition.scoreMultiplier));
        expect({ score: result.score, band: result.band }).toEqual({ score, band });
        expect(result.max_score).toBe(max);
      }
    });
  }

  it('bands cover every reachable score without overlap and questions are numbered 1..n', () => {
    for (const definition of BUNDLED_INSTRUMENTS) {
      const max = maxScoreOf(definition);
      for (let score = 0; score <= max; score += definition.scoreMultiplier) {
        expect(definition.bands.filter((band) => score >= band.from && score <= band.to), `${definition.code} ${score}`).toHaveLength(1);
      }
      expect(definition.questions.map((question) => question.question_no)).toEqual(definition.questions.map((_, index) => index + 1));
    }
  });

  it('the published wording and scales', () => {
    expect(PHQ9.questions).toHaveLength(10);
    expect(PHQ9.questions[8]!.text).toBe('Thoughts that you would be better off dead or of hurting yourself in some way');
    expect(PHQ9.questions[0]!.options.map((option) => `${option.label}=${option.score}`)).toEqual([
      'Not at all=0',
      'Several days=1',
      'More than half the days=2',
      'Nearly every day=3',
    ]);
    expect(GAD7.questions[0]!.text).toBe('Feeling nervous, anxious or on edge');
    expect(WHO5.questions[0]!.options.map((option) => option.score)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(PHQ2.questions.map((question) => question.text)).toEqual(PHQ9.questions.slice(0, 2).map((question) => question.text));
    expect(GAD2.questions.map((question) => question.text)).toEqual(GAD7.questions.slice(0, 2).map((question) => question.text));
  });
});

describe('flags, unscored questions and subscales', () => {
  const zero = (definition: MeasureDefinition) => new Map(definition.questions.map((question) => [question.question_no, question.options.find((option) => option.score === 0)!]));

  it('PHQ-9 item 9 above 0 is a safety flag whatever the total; 0 is not', () => {
    for (const score of [1, 2, 3]) {
      const chosen = zero(PHQ9);
      chosen.set(9, PHQ9.questions[8]!.options[score]!);
      const result = scoreMeasure(PHQ9, chosen);
      expect(result.score).toBe(score);
      expect(result.band).toBe('Minimal depression');
      expect(result.flags).toEqual([{ kind: 'safety', question_no: 9, text: expect.stringContaining(PHQ9.questions[8]!.options[score]!.label) }]);
    }
    expect(scoreMeasure(PHQ9, zero(PHQ9)).flags).toEqual([]);
  });

  it('the difficulty question is never scored', () => {
    const chosen = zero(PHQ9);
    chosen.set(10, PHQ9.questions[9]!.options[3]!);
    expect(scoreMeasure(PHQ9, chosen).score).toBe(0);
    const gad = zero(GAD7);
    gad.set(8, GAD7.questions[7]!.options[3]!);
    expect(scoreMeasure(GAD7, gad).score).toBe(0);
  });

  it('PHQ-2 and GAD-2 are reported within PHQ-9 and GAD-7 (>= 3 positive)', () => {
    const chosen = zero(PHQ9);
    chosen.set(1, PHQ9.questions[0]!.options[1]!);
    chosen.set(2, PHQ9.questions[1]!.options[1]!);
    expect(scoreMeasure(PHQ9, chosen).subscales).toEqual([{ code: 'PHQ-2', title: 'PHQ-2 (first two items)', score: 2, max_score: 6, band: 'Negative screen' }]);
    chosen.set(2, PHQ9.questions[1]!.options[2]!);
    expect(scoreMeasure(PHQ9, chosen).subscales[0]!.band).toBe('Positive screen');
    const gad = zero(GAD7);
    gad.set(1, GAD7.questions[0]!.options[3]!);
    expect(scoreMeasure(GAD7, gad).subscales[0]).toMatchObject({ code: 'GAD-2', score: 3, band: 'Positive screen' });
  });

  it('WHO-5: any item scored 0 or 1 suggests further testing (not a safety flag)', () => {
    const top = new Map(WHO5.questions.map((question) => [question.question_no, question.options[0]!]));
    expect(scoreMeasure(WHO5, top)).toMatchObject({ score: 100, flags: [] });
    top.set(3, WHO5.questions[2]!.options.find((option) => option.score === 1)!);
    const result = scoreMeasure(WHO5, top);
    expect(result.score).toBe(84);
    expect(result.flags).toEqual([{ kind: 'review', question_no: 3, text: expect.stringContaining('further testing') }]);
    top.set(3, WHO5.questions[2]!.options.find((option) => option.score === 2)!);
    expect(scoreMeasure(WHO5, top).flags).toEqual([]);
  });

  it('reliable change: PHQ-9 5 points, WHO-5 10 points', () => {
    expect(reliableChangeBetween(15, 10, PHQ9.reliableChange)).toBe('down');
    expect(reliableChangeBetween(15, 11, PHQ9.reliableChange)).toBeNull();
    expect(reliableChangeBetween(40, 52, WHO5.reliableChange)).toBe('up');
    expect(reliableChangeBetween(40, 48, WHO5.reliableChange)).toBeNull();
    expect(reliableChangeBetween(0, 20, null)).toBeNull();
  });
});
