/*
 * The bundled published instruments (issue 12), as data: item wording, answer scales and score bands as
 * published. They are loaded as platform tests on every first start (packages/db seed/instruments.ts),
 * read-only for clinics, and scored by the same pure function as authored tests (scoring.ts).
 *
 * - PHQ-9: Kroenke K, Spitzer RL, Williams JB. J Gen Intern Med 2001;16:606-613. Bands 0-4, 5-9, 10-14,
 *   15-19, 20-27. Item 9 above 0 is a safety flag whatever the total. The difficulty question is shown and
 *   never scored. PHQ-2 is its first two items (Kroenke 2003; >= 3 a positive screen).
 * - GAD-7: Spitzer RL, Kroenke K, Williams JB, Lowe B. Arch Intern Med 2006;166:1092-1097. Bands 0-4, 5-9,
 *   10-14, 15-21. GAD-2 is its first two items (Kroenke 2007; >= 3 a positive screen).
 * - WHO-5 Well-Being Index (WHO 1998; Topp et al. 2015): raw sum 0..25 times 4 = 0..100; <= 50 poor
 *   well-being, <= 28 likely depression; any item scored 0 or 1 suggests further testing.
 */

/** One answer option of a question. */
export interface MeasureOptionDefinition {
  label: string;
  score: number;
  /** Choosing it raises a safety flag (PHQ-9 item 9 above 0; authored tests may mark any option). */
  flag: boolean;
}

export interface MeasureQuestionDefinition {
  question_no: number;
  text: string;
  /** Counted in the score (the PHQ-9/GAD-7 difficulty question is shown but not scored). */
  scored: boolean;
  options: MeasureOptionDefinition[];
}

/** A score band (the spec's "answer"): from and to are inclusive, on the reported score. */
export interface MeasureBandDefinition {
  from: number;
  to: number;
  title: string;
  text: string;
}

/** A part of a test scored on its own (PHQ-2 within PHQ-9). */
export interface MeasureSubscaleDefinition {
  code: string;
  title: string;
  questions: number[];
  bands: MeasureBandDefinition[];
}

/** Everything scoring needs: a bundled instrument, an authored test, or a result's frozen copy. */
export interface MeasureDefinition {
  code: string | null;
  title: string;
  description: string;
  instructions: string;
  /** The raw sum is multiplied by this (WHO-5: 4). */
  scoreMultiplier: number;
  questions: MeasureQuestionDefinition[];
  bands: MeasureBandDefinition[];
  /** An item scored at or below this suggests further testing (WHO-5: 1); null for none. */
  itemReviewAtOrBelow: number | null;
  itemReviewText: string | null;
  subscales: MeasureSubscaleDefinition[];
  /** A change of at least this many points between two results is reliable (PHQ-9: 5; WHO-5: 10). */
  reliableChange: number | null;
}

const FREQUENCY = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const frequency = (flagAbove0 = false): MeasureOptionDefinition[] =>
  FREQUENCY.map((label, score) => ({ label, score, flag: flagAbove0 && score > 0 }));

const DIFFICULTY_TEXT =
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';
const difficulty = (question_no: number): MeasureQuestionDefinition => ({
  question_no,
  text: DIFFICULTY_TEXT,
  scored: false,
  options: ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'].map((label, score) => ({ label, score, flag: false })),
});

const screenBands = (max: number): MeasureBandDefinition[] => [
  { from: 0, to: 2, title: 'Negative screen', text: 'The screen is negative: a score below 3 makes the disorder less likely.' },
  { from: 3, to: max, title: 'Positive screen', text: 'The screen is positive (3 or more): the full questionnaire and a talk with a clinician are recommended.' },
];

const PHQ_ITEMS = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead or of hurting yourself in some way',
];
const PHQ_INSTRUCTIONS = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?';

const GAD_ITEMS = [
  'Feeling nervous, anxious or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid as if something awful might happen',
];
const GAD_INSTRUCTIONS = 'Over the last 2 weeks, how often have you been bothered by the following problems?';

export const PHQ9: MeasureDefinition = {
  code: 'PHQ-9',
  title: 'PHQ-9 (Patient Health Questionnaire)',
  description: 'Nine questions about the symptoms of depression over the last two weeks (Kroenke, Spitzer and Williams, 2001).',
  instructions: PHQ_INSTRUCTIONS,
  scoreMultiplier: 1,
  questions: [...PHQ_ITEMS.map((text, index) => ({ question_no: index + 1, text, scored: true, options: frequency(index === 8) })), difficulty(10)],
  bands: [
    { from: 0, to: 4, title: 'Minimal depression', text: 'Your answers suggest minimal or no symptoms of depression.' },
    { from: 5, to: 9, title: 'Mild depression', text: 'Your answers suggest mild symptoms of depression. Watchful waiting and answering again at a follow-up is usual.' },
    { from: 10, to: 14, title: 'Moderate depression', text: 'Your answers suggest moderate symptoms of depression. A treatment plan with your clinician is worth discussing.' },
    { from: 15, to: 19, title: 'Moderately severe depression', text: 'Your answers suggest moderately severe symptoms of depression. Active treatment with your clinician is recommended.' },
    { from: 20, to: 27, title: 'Severe depression', text: 'Your answers suggest severe symptoms of depression. Please speak with your clinician soon about treatment.' },
  ],
  itemReviewAtOrBelow: null,
  itemReviewText: null,
  subscales: [{ code: 'PHQ-2', title: 'PHQ-2 (first two items)', questions: [1, 2], bands: screenBands(6) }],
  reliableChange: 5,
};

export const PHQ2: MeasureDefinition = {
  code: 'PHQ-2',
  title: 'PHQ-2 (depression screen)',
  description: 'The first two questions of the PHQ-9: a short screen for depression (Kroenke, Spitzer and Williams, 2003).',
  instructions: PHQ_INSTRUCTIONS,
  scoreMultiplier: 1,
  questions: PHQ_ITEMS.slice(0, 2).map((text, index) => ({ question_no: index + 1, text, scored: true, options: frequency() })),
  bands: screenBands(6),
  itemReviewAtOrBelow: null,
  itemReviewText: null,
  subscales: [],
  reliableChange: null,
};

export const GAD7: MeasureDefinition = {
  code: 'GAD-7',
  title: 'GAD-7 (Generalized Anxiety Disorder)',
  description: 'Seven questions about the symptoms of anxiety over the last two weeks (Spitzer, Kroenke, Williams and Löwe, 2006).',
  instructions: GAD_INSTRUCTIONS,
  scoreMultiplier: 1,
  questions: [...GAD_ITEMS.map((text, index) => ({ question_no: index + 1, text, scored: true, options: frequency() })), difficulty(8)],
  bands: [
    { from: 0, to: 4, title: 'Minimal anxiety', text: 'Your answers suggest minimal symptoms of anxiety.' },
    { from: 5, to: 9, title: 'Mild anxiety', text: 'Your answers suggest mild symptoms of anxiety. Answering again at a follow-up is usual.' },
    { from: 10, to: 14, title: 'Moderate anxiety', text: 'Your answers suggest moderate symptoms of anxiety. Further evaluation with your clinician is recommended.' },
    { from: 15, to: 21, title: 'Severe anxiety', text: 'Your answers suggest severe symptoms of anxiety. Please speak with your clinician soon about treatment.' },
  ],
  itemReviewAtOrBelow: null,
  itemReviewText: null,
  subscales: [{ code: 'GAD-2', title: 'GAD-2 (first two items)', questions: [1, 2], bands: screenBands(6) }],
  reliableChange: null,
};

export const GAD2: MeasureDefinition = {
  code: 'GAD-2',
  title: 'GAD-2 (anxiety screen)',
  description: 'The first two questions of the GAD-7: a short screen for anxiety (Kroenke et al., 2007).',
  instructions: GAD_INSTRUCTIONS,
  scoreMultiplier: 1,
  questions: GAD_ITEMS.slice(0, 2).map((text, index) => ({ question_no: index + 1, text, scored: true, options: frequency() })),
  bands: screenBands(6),
  itemReviewAtOrBelow: null,
  itemReviewText: null,
  subscales: [],
  reliableChange: null,
};

const WHO5_SCALE = ['At no time', 'Some of the time', 'Less than half of the time', 'More than half of the time', 'Most of the time', 'All of the time'];

export const WHO5: MeasureDefinition = {
  code: 'WHO-5',
  title: 'WHO-5 Well-Being Index',
  description: 'Five statements about how you have been feeling over the last two weeks (World Health Organization, 1998).',
  instructions: 'Please indicate for each of the five statements which is closest to how you have been feeling over the last two weeks.',
  scoreMultiplier: 4,
  questions: [
    'I have felt cheerful and in good spirits',
    'I have felt calm and relaxed',
    'I have felt active and vigorous',
    'I woke up feeling fresh and rested',
    'My daily life has been filled with things that interest me',
  ].map((text, index) => ({
    question_no: index + 1,
    text,
    scored: true,
    // Shown from the top of the scale down, as the published form.
    options: WHO5_SCALE.map((label, score) => ({ label, score, flag: false })).reverse(),
  })),
  bands: [
    { from: 0, to: 28, title: 'Likely depression', text: 'A score of 28 or less suggests likely depression: further assessment with a clinician is recommended.' },
    { from: 29, to: 50, title: 'Poor well-being', text: 'A score of 50 or less suggests poor well-being: a talk with a clinician and further testing are worth considering.' },
    { from: 51, to: 100, title: 'Good well-being', text: 'Your answers do not suggest reduced well-being.' },
  ],
  itemReviewAtOrBelow: 1,
  itemReviewText: 'An answer of "At no time" or "Some of the time" on any statement suggests further testing.',
  subscales: [],
  reliableChange: 10,
};

/** Every bundled instrument, in the order they are listed. */
export const BUNDLED_INSTRUMENTS: readonly MeasureDefinition[] = [PHQ9, PHQ2, GAD7, GAD2, WHO5];
