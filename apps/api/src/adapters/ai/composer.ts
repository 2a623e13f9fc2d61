import { createHash } from 'node:crypto';
import type { ChatAnswer, ChatRequest, ComposedMeditation, ComposeRequest, LibraryItem } from './ai.port.js';
import { pauseLine, PARAGRAPH_GAP_SECONDS, WORDS_PER_SECOND } from './script.js';

/*
 * The offline composer: the embedded assistant's "model". It reads what a person asks for (themes such as
 * sleep, anxiety or focus, a length in minutes, where they are, greetings, questions about practice), and in
 * the chat what they said earlier in the conversation too (a follow-up such as "3 minutes, for the train?"
 * keeps the theme of the message before it), and
 * writes from a hand-written library of guidance: a meditation timed to the length asked (spoken parts
 * plus pauses), or a chat answer with a short practice and meditations of the person's own library.
 * The same words always give the same text (choices are seeded by a hash of the request), which keeps
 * tests and history stable. No network, no model files.
 * Words of risk never reach it: safety's one detector (modules/safety/risk-detector.ts) answers them first.
 */

export type ThemeKey =
  | 'sleep'
  | 'anxiety'
  | 'stress'
  | 'focus'
  | 'gratitude'
  | 'compassion'
  | 'sadness'
  | 'anger'
  | 'energy'
  | 'pain'
  | 'calm';

interface Theme {
  key: ThemeKey;
  /** Words (stems) that point at the theme, matched at the start of words. */
  cues: string[];
  titles: string[];
  /** One sentence naming what the practice is for, used by the chat. */
  acknowledgement: string;
  intention: string;
  breath: string;
  /** The heart of the practice, in order. */
  core: string[];
  affirmations: string[];
  closing: string;
}

const THEMES: Theme[] = [
  {
    key: 'sleep',
    cues: ['sleep', 'insomnia', 'night', 'bed', 'tired', 'awake', 'rest', 'drowsy', 'nightmare'],
    titles: ['Drifting Into Sleep', 'A Soft Landing for the Night', 'Letting the Day Go'],
    acknowledgement: 'Lying awake with a busy mind is exhausting, and it happens to almost everyone.',
    intention: 'This practice is not about forcing sleep. It is about letting the day go, so that sleep can find you.',
    breath:
      'Breathe in gently through your nose for a count of four. Hold softly for a count of seven. Breathe out slowly through your mouth for a count of eight, as if you were fogging a window. Let each breath out be a little longer than the one before.',
    core: [
      'Let your attention rest on your feet. Feel them grow heavy and warm, sinking into the mattress. Let the heaviness move up into your calves and your knees, as if your legs were made of warm sand.',
      'Now let your hips and your lower back soften. Feel your belly rise and fall on its own. There is nothing you need to do now, nowhere you need to be.',
      'Let your shoulders drop away from your ears. Let your arms and hands grow heavy. Let your jaw loosen, your tongue rest, the small muscles around your eyes go smooth.',
      'Picture the day behind you as a boat drifting away on a dark, quiet lake. You do not need to row after it. Watch it grow smaller, until it is only a light on the water, and then nothing at all.',
      'If a thought comes, let it pass like a cloud across the night sky. You do not need to follow it. Come back to the slow rhythm of your breath.',
    ],
    affirmations: ['I have done enough for today.', 'My body knows how to rest.', 'I can let go now.'],
    closing: 'There is no need to come back from this. Stay with the heaviness and the warmth, and let sleep come when it is ready.',
  },
  {
    key: 'anxiety',
    cues: ['anxi', 'worr', 'panic', 'nervous', 'fear', 'scared', 'afraid', 'overthink', 'uneasy', 'restless'],
    titles: ['An Anchor for an Anxious Mind', 'Steady Ground', 'Coming Back to Now'],
    acknowledgement: 'Anxiety can make everything feel urgent at once. You are not alone in this, and it will pass.',
    intention: 'For the next few minutes, we will give your body a signal of safety, one slow breath at a time.',
    breath:
      'Breathe in through your nose for a count of four. Hold for four. Breathe out for four. Hold for four. Picture tracing the sides of a square as you breathe: up, across, down, across.',
    core: [
      'Press your feet into the floor and feel the ground holding you. It has held you all day, and it will keep holding you.',
      'Now notice five things you can see around you, even with your eyes half closed. Then four things you can feel: the chair, your clothes, the air on your skin, your hands resting.',
      'Notice three things you can hear, near or far. Two things you can smell. One thing you can taste. You are here, in this room, in this moment.',
      'If a worry arrives, greet it gently: hello, worry. You do not need to argue with it or solve it now. Let it sit beside you while your breath stays slow.',
      'Place a hand on your chest, and feel it rise and fall. Your heart is doing its work. Your breath is doing its work. You are safe enough, right now.',
    ],
    affirmations: ['This feeling is temporary.', 'I am safe in this moment.', 'I can take this one breath at a time.'],
    closing: 'When you are ready, open your eyes and look around the room. Take this steadiness with you into the next few minutes of your day.',
  },
  {
    key: 'stress',
    cues: ['stress', 'overwhelm', 'pressure', 'busy', 'work', 'tense', 'tension', 'burn', 'deadline', 'exhaust', 'hectic'],
    titles: ['Setting Down the Weight', 'A Pause in a Busy Day', 'Unclenching'],
    acknowledgement: 'It sounds like a lot is asking for your attention at once. Taking a few minutes for yourself is not a luxury; it helps.',
    intention: 'In this practice you will set down, for a little while, everything you are carrying.',
    breath:
      'Take a deep breath in through your nose, and then a second small sip of air on top of it. Now let it all go in one long sigh through your mouth. Do that twice more, and let your shoulders fall with each sigh.',
    core: [
      'Imagine you have been carrying a heavy backpack all day. Slowly unbuckle it and set it down beside you. It will still be there later. For now, you do not need to hold it.',
      'Scan your body for the places that are holding on: the forehead, the jaw, the shoulders, the hands. Wherever you find tightness, breathe into it, and on the out-breath let it soften by just a few percent.',
      'Notice that right now, in this moment, nothing needs to be solved. The list can wait a few minutes. Your breath comes in, your breath goes out.',
      'Picture yourself standing at the edge of a forest after rain. The air is cool and clean. Each breath in brings that fresh air deep into your lungs; each breath out carries a little of the day away.',
    ],
    affirmations: ['I can only do one thing at a time, and that is enough.', 'I am allowed to rest.', 'I can meet what comes with a clearer mind.'],
    closing: 'Before you open your eyes, choose the one next thing you will do, and only that. Then, gently, come back to the room.',
  },
  {
    key: 'focus',
    cues: ['focus', 'concentrat', 'study', 'distract', 'productiv', 'clarity', 'exam', 'attention', 'scatter'],
    titles: ['A Clear Mind', 'One Point of Attention', 'Gathering the Mind'],
    acknowledgement: 'When the mind is scattered, it helps to give it one simple thing to hold.',
    intention: 'This practice trains attention the way a gentle walk trains the legs: by coming back, again and again.',
    breath:
      'Breathe naturally, and count each breath out. One on the first out-breath, two on the next, up to ten, and then start again at one. If you lose count, simply begin again at one. Losing count is part of the practice.',
    core: [
      'Bring your attention to the small point where the air enters your nostrils. Notice it is cool on the way in and a little warmer on the way out.',
      'When your mind wanders, and it will, notice where it went. Name it kindly, planning or remembering, and bring your attention back to the breath. Every return is one repetition, like lifting a weight.',
      'Now widen your attention to the whole body breathing, and then narrow it again to the tip of the nose. Wide, and narrow. You are learning to place your attention where you choose.',
    ],
    affirmations: ['My attention is steady.', 'I return, again and again.', 'I give my full attention to one thing at a time.'],
    closing: 'As you open your eyes, choose the single task in front of you. Let it have the same attention you just gave your breath.',
  },
  {
    key: 'gratitude',
    cues: ['gratitude', 'grateful', 'thank', 'appreciat', 'joy', 'happy', 'blessing', 'content'],
    titles: ['Counting Small Gifts', 'A Grateful Heart', 'What Is Good Here'],
    acknowledgement: 'Turning toward what is good is a lovely practice, and it grows stronger each time.',
    intention: 'In this meditation you will rest your attention on what is already good in your life.',
    breath: 'Breathe in slowly, and as you breathe out, let a soft smile come to your face, even a small one. Notice how the body responds to it.',
    core: [
      'Bring to mind one small thing from today that you are glad of: a warm drink, a kind word, a moment of sunlight. Let yourself feel it again, as if it were happening now.',
      'Now think of a person who has helped you, recently or long ago. Picture their face. Silently say to them: thank you.',
      'Notice something your body did for you today: it carried you, it breathed for you, it healed a small cut without being asked. Let a little gratitude flow toward your body.',
    ],
    affirmations: ['There is good in my life, even on hard days.', 'I notice what I have.', 'I am thankful for this moment.'],
    closing: 'Carry one of these small gifts with you as you open your eyes, and look for one more before the day is over.',
  },
  {
    key: 'compassion',
    cues: ['compassion', 'kind', 'self-esteem', 'worth', 'critic', 'shame', 'guilt', 'love myself', 'confiden', 'failure', 'not good enough'],
    titles: ['Kindness Toward Yourself', 'A Friend on the Inside', 'Gentle With Myself'],
    acknowledgement: 'Being hard on yourself is painful, and you deserve the same kindness you would give a friend.',
    intention: 'This practice invites you to speak to yourself the way a good friend would.',
    breath: 'Rest one hand on your heart and one on your belly. Breathe slowly into your hands, and feel their warmth and gentle weight.',
    core: [
      'Think of a moment when you were hard on yourself. Notice where you feel it in your body. You do not need to push it away.',
      'Now imagine a close friend came to you with this same difficulty. What would you say to them? How would your voice sound?',
      'Offer those same words to yourself now. Silently, and slowly, as many times as you need.',
      'Remember that struggling is part of being human. Everyone, everywhere, makes mistakes and feels not good enough at times. You are not alone in this.',
    ],
    affirmations: ['May I be kind to myself.', 'I am doing the best I can.', 'I deserve patience and care.'],
    closing: 'Keep your hand on your heart for one more breath. When you are ready, open your eyes and take this kindness with you.',
  },
  {
    key: 'sadness',
    cues: ['sad', 'grief', 'griev', 'loss', 'lonel', 'down', 'depress', 'cry', 'heartbr', 'miss', 'empty', 'hopeless'],
    titles: ['Holding What Hurts', 'A Gentle Space for Sadness', 'Company in the Quiet'],
    acknowledgement: "I'm sorry you're feeling this way. Sadness is heavy, and it makes sense to want some comfort.",
    intention: 'This practice does not try to make the sadness go away. It makes room for it, with kindness.',
    breath: 'Breathe in as slowly as is comfortable, and let the out-breath be soft and unhurried, like a long, quiet sigh.',
    core: [
      'Notice where the sadness lives in your body right now. Perhaps a heaviness in the chest, a tightness in the throat. Let your breath move gently around it.',
      'Imagine holding this feeling the way you would hold a small, tired child: with patience, with warmth, without needing it to change.',
      'If tears come, let them come. They are not a problem to solve. They are part of how the heart takes care of itself.',
      'Bring to mind someone who cares about you, or a place where you have felt safe. Let a little of that warmth be here with you now.',
    ],
    affirmations: ['It is all right to feel this.', 'I am not alone.', 'This, too, will soften with time.'],
    closing: 'When you are ready, open your eyes. Be gentle with yourself for the rest of the day, and reach out to someone you trust if you can.',
  },
  {
    key: 'anger',
    cues: ['anger', 'angry', 'frustrat', 'irritat', 'rage', 'annoy', 'furious', 'mad at'],
    titles: ['Cooling the Fire', 'Space Around Anger', 'From Heat to Calm'],
    acknowledgement: 'Anger often shows us that something matters to us. It is worth a pause before acting on it.',
    intention: 'This practice puts a little space between the feeling and what you do next.',
    breath: 'Breathe in through your nose for four counts, and breathe out through your mouth for six, as if cooling a hot drink. Let the longer out-breath calm the body.',
    core: [
      'Notice the heat of the anger in your body: perhaps in your face, your chest, your fists. You do not need to act on it. Just notice it, like watching weather.',
      'Unclench your hands. Let your jaw drop open slightly. Let your shoulders fall. The body can soften even while the feeling is still here.',
      'Ask yourself gently: what do I need right now? What matters to me here? Let the answer come without forcing it.',
    ],
    affirmations: ['I can feel this without being ruled by it.', 'I choose my response.', 'I can cool down and still stand up for what matters.'],
    closing: 'Take one more cooling breath. When you open your eyes, let your next words and actions come from this calmer place.',
  },
  {
    key: 'energy',
    cues: ['morning', 'energ', 'wake', 'motivat', 'start the day', 'sluggish', 'fresh', 'uplift'],
    titles: ['A Bright Start', 'Morning Light', 'Waking Up Gently'],
    acknowledgement: 'A few mindful minutes can change how the whole day feels.',
    intention: 'This short practice wakes up the body and sets an intention for the day ahead.',
    breath: 'Take three deep breaths, filling the belly, then the ribs, then the chest. Breathe out fully each time. Feel your body waking up.',
    core: [
      'Imagine morning light on your face, warm and bright. With each breath in, let the light fill your chest and move down your arms to your fingertips.',
      'Gently stretch your fingers and toes. Roll your shoulders. Notice how good it feels to move.',
      'Ask yourself: how do I want to feel today? Choose one word: calm, kind, curious, strong. Breathe it in.',
    ],
    affirmations: ['I welcome this day.', 'I have the energy I need.', 'I bring my word with me into everything I do.'],
    closing: 'Open your eyes, take one more full breath, and step into your day with your word in mind.',
  },
  {
    key: 'pain',
    cues: ['pain', 'ache', 'headache', 'hurt', 'migraine', 'chronic', 'sore', 'injur'],
    titles: ['Breathing With Discomfort', 'Softening Around Pain', 'A Kind Attention to the Body'],
    acknowledgement: 'Living with pain is hard work. Meditation does not replace care from your clinician, but it can soften how pain feels.',
    intention: 'In this practice, you will learn to breathe with the discomfort rather than brace against it.',
    breath: 'Breathe slowly and deeply into your belly. On each out-breath, let the muscles around any discomfort soften just slightly.',
    core: [
      'Notice the area of discomfort. Instead of the word pain, describe it simply: warm or cool, sharp or dull, still or moving. Just sensations.',
      'Notice the edges of the sensation. Notice places nearby that feel neutral or comfortable. Let your attention rest in one of those comfortable places for a few breaths.',
      'Move your attention gently between the discomfort and the comfortable place, back and forth, like a slow pendulum.',
    ],
    affirmations: ['I can soften around this.', 'My body is doing its best.', 'I am more than this sensation.'],
    closing: 'Let your breath return to its natural rhythm. Open your eyes slowly, and move gently as you return to your day.',
  },
  {
    key: 'calm',
    cues: ['calm', 'relax', 'peace', 'breath', 'quiet', 'mindful', 'centre', 'center', 'ground', 'balance', 'meditat', 'body scan'],
    titles: ['A Few Quiet Minutes', 'Returning to Calm', 'Simply Breathing'],
    acknowledgement: 'Taking a few quiet minutes is a good way to look after yourself.',
    intention: 'This practice simply invites you to slow down and be here, with your breath.',
    breath: 'Breathe in through your nose for a count of four, and out for a count of six. Let the out-breath be unhurried. Repeat this a few times, at your own pace.',
    core: [
      'Let your attention travel slowly through the body, from the top of your head down to your toes. Wherever you notice tension, breathe into it and let it soften.',
      'Imagine sitting on a warm beach. Waves come in and go out, in time with your breath. In, the wave rises. Out, it slides back to the sea.',
      'If your mind wanders, that is fine. Notice where it went, and gently bring it back to the waves of your breath.',
    ],
    affirmations: ['I am here.', 'I am calm and steady.', 'Each breath brings me home.'],
    closing: 'Take a deeper breath, wiggle your fingers and toes, and when you are ready, open your eyes.',
  },
];

const THEME_BY_KEY = new Map(THEMES.map((theme) => [theme.key, theme]));

const OPENINGS = [
  'Welcome. Find a comfortable position, seated or lying down. Let your hands rest, and when you are ready, let your eyes close or your gaze soften toward the floor.',
  'Settle into a position that feels comfortable and supported. Let your eyes close if that feels right, or rest them on a point in front of you.',
  'Take a moment to arrive. Let the chair, the cushion or the bed take your weight. Let your eyes close gently.',
];

const RETURNS = [
  'If your mind has wandered, that is perfectly fine. Notice where it went, and gently come back to your breath.',
  'Let each out-breath be a little slower, a little softer.',
  'Rest here, with nothing to do and nowhere to be.',
  'Notice the gentle rhythm of your breathing, coming and going on its own.',
];

/**
 * Where the person will practise, when they say: on the way or among people (a train, the office) calls for
 * a practice done seated or standing with the eyes open, never lying down or dozing off.
 */
export type Setting = 'on-the-go';

const ON_THE_GO_CUES = [
  'train',
  'bus',
  'tram',
  'subway',
  'metro',
  'the tube',
  'commut',
  'journey',
  'travel',
  'plane',
  'flight',
  'airport',
  'station',
  'at work',
  'office',
  'desk',
  'before a meeting',
  'before my meeting',
  'in a meeting',
  'queue',
  'in public',
  'on the go',
  'on the way',
  'at school',
  'in class',
];

/** Where a text says the practice will happen, if it says. */
export function detectSetting(text: string): Setting | undefined {
  const haystack = normalise(text);
  return ON_THE_GO_CUES.some((cue) => haystack.includes(` ${cue}`)) ? 'on-the-go' : undefined;
}

/** Words that only suit a practice at home: lying down, in bed, eyes closed (or opened again at the end). */
const HOME_ONLY = /\b(lie|lying|bed|mattress|pillow|sleep|eyes? (half )?close|close your eyes|open your eyes)/i;

const ON_THE_GO_OPENING =
  'Stay just as you are, seated or standing. Keep your eyes open and let your gaze rest softly on one point in front of you, or on the floor. Nobody around you needs to notice anything.';

const ON_THE_GO_CORE = [
  'Feel your feet on the floor and the weight of your body held by the seat, or by your legs if you are standing. Let the movement and the sounds around you be there, like weather.',
  'Let your shoulders drop a little and your hands rest. Notice three sounds around you, near or far, and then come back to the feeling of your breath.',
];

const ON_THE_GO_CLOSING = 'Take one fuller breath, notice where you are, and carry on at your own pace, a little steadier than before.';

/** A theme's words fitted to where the person is: on the go, only what can be done seated or standing, eyes open. */
function fitted(theme: Theme, setting: Setting | undefined): Pick<Theme, 'breath' | 'core' | 'closing'> {
  if (setting !== 'on-the-go') return theme;
  const core = theme.core.filter((text) => !HOME_ONLY.test(text));
  return {
    breath: HOME_ONLY.test(theme.breath) ? THEME_BY_KEY.get('calm')!.breath : theme.breath,
    core: [...core, ...ON_THE_GO_CORE].slice(0, Math.max(2, core.length)),
    closing: HOME_ONLY.test(theme.closing) ? ON_THE_GO_CLOSING : theme.closing,
  };
}

function seededPick<T>(items: readonly T[], seed: string, salt: string): T {
  const hash = createHash('sha256').update(`${salt}:${seed}`).digest();
  return items[hash.readUInt32BE(0) % items.length]!;
}

function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9' -]+/g, ' ').replace(/\s+/g, ' ')} `;
}

/** Themes a text points at, strongest first (a cue counts when a word starts with it). */
export function detectThemes(text: string): ThemeKey[] {
  const haystack = normalise(text);
  const scores = THEMES.map((theme) => ({
    key: theme.key,
    score: theme.cues.reduce((sum, cue) => sum + (haystack.includes(` ${cue}`) ? 1 : 0), 0),
  }));
  return scores
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || THEMES.findIndex((t) => t.key === a.key) - THEMES.findIndex((t) => t.key === b.key))
    .map((entry) => entry.key);
}

/** A length asked for in words ("10 minutes", "a 5-minute", "half an hour"), in whole minutes. */
export function requestedMinutes(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (/half an hour/.test(lower)) return 30;
  const match = /(\d{1,3})\s*-?\s*(?:min|minute|minutes|mins)\b/.exec(lower);
  return match ? Number(match[1]) : undefined;
}

function wordsSeconds(text: string): number {
  return text.split(/\s+/).filter(Boolean).length / WORDS_PER_SECOND + PARAGRAPH_GAP_SECONDS;
}

/**
 * Lays out paragraphs with pauses between them so that the whole lasts `targetSeconds`: speech is
 * estimated at the voices' pace, the rest is shared among the pauses by weight (at least `minPause` each).
 * Long meditations get gentle return-to-the-breath reminders so that no silence runs past two minutes.
 */
export function timeScript(blocks: ReadonlyArray<{ text: string; pauseWeight: number }>, targetSeconds: number, seed: string, minPause = 4): string {
  const MAX_SILENCE = 120;
  const spoken = blocks.reduce((sum, block) => sum + wordsSeconds(block.text), 0);
  const totalWeight = blocks.reduce((sum, block) => sum + block.pauseWeight, 0) || 1;
  const pauseBudget = Math.max(0, targetSeconds - spoken);
  const lines: string[] = [];
  let reminder = 0;
  blocks.forEach((block, index) => {
    lines.push(block.text);
    if (block.pauseWeight <= 0) return;
    let pause = Math.max(minPause, Math.round((pauseBudget * block.pauseWeight) / totalWeight));
    while (pause > MAX_SILENCE) {
      // Split a long silence in two around a short reminder (its own words take some of the time).
      const text = RETURNS[(reminder + index + seed.length) % RETURNS.length]!;
      reminder += 1;
      const half = Math.round((pause - wordsSeconds(text)) / 2);
      lines.push(pauseLine(Math.min(half, MAX_SILENCE)), text);
      pause -= Math.min(half, MAX_SILENCE) + Math.round(wordsSeconds(text));
    }
    lines.push(pauseLine(Math.max(minPause, pause)));
  });
  return lines.join('\n\n');
}

function themeFor(text: string): Theme {
  const [first] = detectThemes(text);
  return THEME_BY_KEY.get(first ?? 'calm')!;
}

/** promptToText: a complete guided meditation for the prompt, timed to the minutes asked. */
export function composeMeditation({ prompt, durationMinutes }: ComposeRequest): ComposedMeditation {
  return composeFor(themeFor(prompt), detectSetting(prompt), `${prompt.trim().toLowerCase()}|${durationMinutes}`, durationMinutes);
}

function composeFor(theme: Theme, setting: Setting | undefined, seed: string, durationMinutes: number): ComposedMeditation {
  const target = durationMinutes * 60;
  const words = fitted(theme, setting);
  const opening = setting === 'on-the-go' ? ON_THE_GO_OPENING : seededPick(OPENINGS, seed, 'opening');
  // Every part in the order it is spoken, with its rank: short meditations keep the best-ranked parts so
  // that speech takes at most three quarters of the time and the rest is quiet practice.
  const parts = [
    { rank: 1, text: opening, pauseWeight: 1 },
    { rank: 50, text: theme.intention, pauseWeight: 0.5 },
    { rank: 2, text: words.breath, pauseWeight: 3 },
    ...words.core.map((text, index) => ({ rank: index === 0 ? 4 : 10 + index, text, pauseWeight: 3 })),
    { rank: 5, text: `Silently repeat, at the pace of your breath: ${theme.affirmations.join(' ')}`, pauseWeight: 2 },
    { rank: 3, text: words.closing, pauseWeight: 0 },
  ];
  const kept = new Set<number>();
  let spoken = 0;
  for (const part of [...parts].sort((a, b) => a.rank - b.rank)) {
    const cost = wordsSeconds(part.text);
    if (part.rank > 3 && spoken + cost > target * 0.75) continue;
    kept.add(part.rank);
    spoken += cost;
  }
  const blocks = parts.filter((part) => kept.has(part.rank));
  return { title: seededPick(theme.titles, seed, 'title'), script: timeScript(blocks, target, seed) };
}

/** The library items that fit the themes of a text (or the themes given), best first (title and category words count double). */
export function rankLibrary(text: string, library: readonly LibraryItem[], limit = 3, themes: ThemeKey[] = detectThemes(text)): number[] {
  const cues = themes.flatMap((key) => THEME_BY_KEY.get(key)!.cues);
  if (cues.length === 0) return [];
  const scored = library.map((item) => {
    const strong = normalise(`${item.title} ${item.categories.join(' ')}`);
    const weak = normalise(item.description ?? '');
    const score = cues.reduce((sum, cue) => sum + (strong.includes(` ${cue}`) ? 2 : 0) + (weak.includes(` ${cue}`) ? 1 : 0), 0);
    return { id: item.id, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
    .map((entry) => entry.id);
}

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hiya|howdy)\b/i;
const THANKS = /\b(thank(s| you)|cheers|appreciate it)\b/i;
const CAPABILITIES = /\b(what can you do|help me with|who are you|what are you|how does this work)\b/i;

const FAQ: ReadonlyArray<{ pattern: RegExp; answer: string }> = [
  {
    pattern: /\bwhat is (mindfulness|meditation)\b|\bwhat does mindful/i,
    answer:
      'Mindfulness is paying attention to the present moment on purpose, with curiosity and without judging it. Meditation is the practice that trains it: you choose something to attend to, often the breath, and each time the mind wanders you gently bring it back. The coming back is the exercise, not a failure.',
  },
  {
    pattern: /\bhow (do i|to|should i) (start|begin|meditate)|\bbeginner/i,
    answer:
      'Start small: five minutes a day is plenty. Sit comfortably, close your eyes or lower your gaze, and follow your breath. When the mind wanders, notice it and come back, without scolding yourself. The same time each day, after a habit you already have, such as your morning coffee, helps it stick.',
  },
  {
    pattern: /\bhow (long|often)\b/i,
    answer:
      'Regular practice matters more than long practice. Five to ten minutes most days is a good start; many people build up to twenty minutes over a few weeks. A short practice you do is better than a long one you skip.',
  },
  {
    pattern: /\b(breathing (technique|exercise)|box breathing|4-7-8|how (do i|to) breathe)\b/i,
    answer:
      'Two techniques to try: box breathing (in for four, hold for four, out for four, hold for four) steadies the mind when you feel on edge; 4-7-8 breathing (in for four, hold for seven, out for eight) slows the body down before sleep. Keep the breath gentle, and stop if you feel light-headed.',
  },
];

function sentenceCase(name: string | null): string {
  return name ? `, ${name}` : '';
}

function shortPractice(theme: Theme, setting: Setting | undefined, seed: string): string {
  const words = fitted(theme, setting);
  const blocks = [
    { text: 'Here is a short practice you can do right now.', pauseWeight: 0 },
    ...(setting === 'on-the-go' ? [{ text: ON_THE_GO_OPENING, pauseWeight: 0 }] : []),
    { text: words.breath, pauseWeight: 2 },
    { text: words.core[0]!, pauseWeight: 2 },
    { text: `If it helps, repeat silently: ${theme.affirmations[0]}`, pauseWeight: 1 },
    { text: words.closing, pauseWeight: 0 },
  ];
  return timeScript(blocks, 90, seed, 3);
}

function libraryLine(ids: readonly number[], library: readonly LibraryItem[]): string {
  if (ids.length === 0) return '';
  const titles = ids.map((id) => library.find((item) => item.id === id)?.title).filter(Boolean);
  return titles.length === 1
    ? `From your library, "${titles[0]}" may help too.`
    : `From your library, these may help too: ${titles.map((title) => `"${title}"`).join(', ')}.`;
}

/** Library items whose length is closest to the minutes asked (or the shortest): a suggestion when no theme word matches. */
function byLength(library: readonly LibraryItem[], minutes: number | undefined, limit = 2): number[] {
  const target = (minutes ?? 0) * 60;
  return [...library]
    .sort((a, b) => Math.abs(a.durationSeconds - target) - Math.abs(b.durationSeconds - target) || a.id - b.id)
    .slice(0, limit)
    .map((item) => item.id);
}

/** A sentence that follows "{name}, ": its first letter lowered, unless it is the word "I" ("I'm", "I am"). */
function afterName(sentence: string): string {
  if (/^I\b/.test(sentence)) return sentence;
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** chat text and chat voice: the offline assistant's answer to one message in its conversation. */
export function answerChat({ message, history, firstName, library }: ChatRequest): ChatAnswer {
  const seed = `${message.trim().toLowerCase()}|${history.length}`;
  // What the person said before, newest first: a follow-up ("3 minutes, for the train?") keeps their theme.
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.text)
    .reverse();
  // A short "thank you" is thanks, not a wish for a gratitude practice.
  if (THANKS.test(message) && message.trim().split(/\s+/).length <= 6) {
    return { text: "You're welcome. Come back whenever you need a quiet moment. I'm here.", suggestionIds: [] };
  }
  const faq = FAQ.find((entry) => entry.pattern.test(message));
  if (faq) return { text: faq.answer, suggestionIds: rankLibrary(message, library) };
  const ownThemes = detectThemes(message);
  const minutes = requestedMinutes(message);
  const setting = detectSetting(message) ?? earlier.map(detectSetting).find(Boolean);
  // A follow-up that names no feeling but asks for a practice (a length, a place) continues the theme before it.
  const followUp = ownThemes.length === 0 && (minutes !== undefined || detectSetting(message) !== undefined || /\?\s*$/.test(message));
  const themes = followUp ? (earlier.map((text) => detectThemes(text)).find((found) => found.length > 0) ?? []) : ownThemes;

  if (themes.length === 0 && (minutes !== undefined || setting !== undefined)) {
    // Asked for a practice of some length or for some place, with no feeling named anywhere: a calm one.
    themes.push('calm');
  }

  if (themes.length === 0) {
    if (GREETING.test(message)) {
      return {
        text: `Hello${sentenceCase(firstName)}. I'm your meditation assistant. Tell me how you are feeling, or what you would like help with (sleep, stress, worry, focus, a kinder inner voice), and I will guide you through a short practice or suggest meditations from your library.`,
        suggestionIds: [],
      };
    }
    if (CAPABILITIES.test(message) || history.length === 0) {
      return {
        text: [
          "I can guide you through short meditations and breathing exercises, answer questions about practice, and point you to meditations in your library. Try telling me how you feel, for example: \"I can't sleep\", \"I'm anxious before a meeting\" or \"help me focus for 10 minutes\".",
          'I am not a therapist, and I do not replace your care team.',
        ].join('\n\n'),
        suggestionIds: [],
      };
    }
    return {
      text: 'Thank you for sharing that. Could you tell me a little more about how you are feeling right now, in your body or in your mind? Then I can suggest a practice that fits.',
      suggestionIds: [],
    };
  }

  const theme = THEME_BY_KEY.get(themes[0]!)!;
  const ranked = rankLibrary(message, library, 3, themes);
  // Always something from the library when it holds anything: by theme, else by the length asked.
  const suggestionIds = ranked.length > 0 ? ranked : byLength(library, minutes);
  const greeting = firstName && history.length === 0 ? `${firstName}, ` : '';
  const ack = followUp
    ? setting === 'on-the-go'
      ? 'Of course. This one works where you are: seated or standing, with your eyes open.'
      : 'Of course, staying with what you told me.'
    : greeting
      ? `${greeting}${afterName(theme.acknowledgement)}`
      : theme.acknowledgement;
  const practice =
    minutes !== undefined
      ? timeScript(
          [
            { text: `Here is a ${Math.min(Math.max(minutes, 1), 30)}-minute practice for you.`, pauseWeight: 0 },
            ...composeFor(theme, setting, seed, Math.min(Math.max(minutes, 1), 30))
              .script.split(/\n\n/)
              .filter((line) => !line.startsWith('[pause'))
              .map((text, index, all) => ({ text, pauseWeight: index === all.length - 1 ? 0 : 1 })),
          ],
          Math.min(Math.max(minutes, 1), 30) * 60,
          seed,
        )
      : shortPractice(theme, setting, seed);
  return { text: [ack, practice, libraryLine(suggestionIds, library)].filter(Boolean).join('\n\n'), suggestionIds };
}

/** A conversation's title: its first message, shortened at a word boundary. */
export function chatTitle(message: string): string {
  const clean = message.replace(/\s+/g, ' ').trim();
  if (clean.length <= 60) return clean;
  const cut = clean.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}
