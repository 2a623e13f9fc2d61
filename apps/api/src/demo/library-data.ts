import type { CoverMotif } from './media/images.js';

/**
 * The words of the demo library: categories, classes with their lessons, meditations, reviews and
 * listening history. library.ts turns this into files (audio, PDF, images) and rows.
 * Owners: 'platform' is the shared library made by admins; 'harbor' and 'cedar' are the demo clinics.
 */

export type Owner = 'platform' | 'harbor' | 'cedar';
/** Demo people by the e-mail local part of their demo account. */
export type Person = 'admin' | 'clinic' | 'employee' | 'patient' | 'patient2' | 'clinic2' | 'patient3' | 'personal' | 'business';

export interface DemoCategory {
  slug: string;
  type: 'class' | 'meditation';
  title: string;
  description: string;
  owner: Owner;
  parent?: string;
  hue: number;
  motif: CoverMotif;
}

export const CATEGORIES: readonly DemoCategory[] = [
  { slug: 'breathing', type: 'class', owner: 'platform', title: 'Breathing', description: 'Simple ways to use the breath to settle body and mind.', hue: 175, motif: 'waves' },
  { slug: 'sleep', type: 'class', owner: 'platform', title: 'Sleep', description: 'Gentle habits and practices for restful nights.', hue: 230, motif: 'moon' },
  { slug: 'anxiety', type: 'class', owner: 'platform', title: 'Stress and anxiety', description: 'Tools for the moments when worry takes the lead.', hue: 280, motif: 'ripples' },
  { slug: 'mindful', type: 'class', owner: 'platform', title: 'Mindful living', description: 'Bringing calm attention into ordinary days.', hue: 40, motif: 'sun' },
  { slug: 'harbor-programmes', type: 'class', owner: 'harbor', title: 'Harbor programmes', description: 'Programmes designed by the Harbor Clinic care team.', hue: 150, motif: 'hills' },
  { slug: 'm-sleep', type: 'meditation', owner: 'platform', title: 'Sleep', description: 'Meditations to unwind and drift off.', hue: 240, motif: 'moon' },
  { slug: 'm-wind-down', type: 'meditation', owner: 'platform', parent: 'm-sleep', title: 'Wind down', description: 'Letting the day go.', hue: 250, motif: 'moon' },
  { slug: 'm-deep-rest', type: 'meditation', owner: 'platform', parent: 'm-sleep', title: 'Deep rest', description: 'Longer practices for deep relaxation.', hue: 220, motif: 'moon' },
  { slug: 'm-calm', type: 'meditation', owner: 'platform', title: 'Calm', description: 'Steady the breath and soften tension.', hue: 185, motif: 'waves' },
  { slug: 'm-anxiety', type: 'meditation', owner: 'platform', parent: 'm-calm', title: 'Anxiety relief', description: 'Short practices for anxious moments.', hue: 290, motif: 'ripples' },
  { slug: 'm-breathing', type: 'meditation', owner: 'platform', parent: 'm-calm', title: 'Breathing', description: 'Breath-led meditations.', hue: 170, motif: 'waves' },
  { slug: 'm-focus', type: 'meditation', owner: 'platform', title: 'Focus', description: 'Clear, kind attention for the day ahead.', hue: 35, motif: 'sun' },
  { slug: 'm-morning', type: 'meditation', owner: 'platform', parent: 'm-focus', title: 'Morning', description: 'A bright, unhurried start.', hue: 45, motif: 'sun' },
];

export interface DemoLesson {
  title: string;
  description: string;
  /** The lesson's reading: paragraphs (plain text; turned into sanitised-safe HTML). */
  text: { title: string; paragraphs: readonly string[]; steps?: readonly string[] };
  tasks: readonly string[];
}

export interface DemoClass {
  slug: string;
  title: string;
  description: string;
  owner: Owner;
  shared: boolean;
  featured?: boolean;
  recommended?: boolean;
  popular?: boolean;
  /** Clinics given access besides the owner (access rules). */
  access?: readonly Owner[];
  categories: readonly string[];
  hue: number;
  motif: CoverMotif;
  /** The meditation whose audio the class's audio content plays. */
  practice: string;
  /** The class a "class" content points at. */
  related: string;
  link: { title: string; url: string };
  lessons: readonly DemoLesson[];
}

/** External videos: a well-known guided meditation on YouTube and Vimeo's own demo video. */
const YOUTUBE = 'https://www.youtube.com/watch?v=inpok4MKVLM';
const VIMEO = 'https://vimeo.com/76979871';
export const VIDEO_URLS = { youtube: YOUTUBE, vimeo: VIMEO } as const;

export const CLASSES: readonly DemoClass[] = [
  {
    slug: 'breathing-basics',
    title: 'Breathing Basics',
    description: 'Learn three simple breathing practices you can use anywhere, in a minute or less, to feel steadier.',
    owner: 'platform',
    shared: true,
    featured: true,
    recommended: true,
    categories: ['breathing', 'anxiety'],
    hue: 175,
    motif: 'waves',
    practice: 'three-minute-breathing-space',
    related: 'calm-in-the-storm',
    link: { title: 'Breathing exercises for stress (NHS)', url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/' },
    lessons: [
      {
        title: 'Noticing your breath',
        description: 'Meet your breath as it is, without changing anything.',
        text: {
          title: 'Your breath is always with you',
          paragraphs: [
            'Breathing happens on its own, all day and all night. That makes it a wonderful anchor: whenever you remember, it is already there to come back to.',
            'In this first lesson you will not change anything. You will simply notice. Where do you feel the breath most clearly: the nose, the chest, the belly? Is it quick or slow, deep or shallow? There is no right answer.',
            'If your mind wanders, that is completely normal. Noticing that it wandered is the practice. Gently return to the next breath.',
          ],
          steps: ['Sit or lie comfortably and let your eyes close or rest on the floor.', 'Feel three breaths come and go.', 'Name where you feel each one: nose, chest or belly.'],
        },
        tasks: ['Notice your breath for one minute, three times today', 'Write down where you felt it most clearly'],
      },
      {
        title: 'The longer out-breath',
        description: 'A slow exhale tells the body it is safe to rest.',
        text: {
          title: 'Breathe in for four, out for six',
          paragraphs: [
            'When the out-breath is a little longer than the in-breath, the body shifts towards its rest-and-digest mode. The heart rate eases and muscles soften.',
            'Breathe in gently through the nose for a count of four, then out through softly pursed lips for a count of six. Keep it comfortable: if the counts feel long, use three and five.',
            'Five or six rounds are enough to feel a difference. Use it before a difficult conversation, in a queue, or when you wake at night.',
          ],
        },
        tasks: ['Practise six rounds of 4-6 breathing before bed'],
      },
      {
        title: 'Box breathing for busy days',
        description: 'An even rhythm that steadies a racing mind.',
        text: {
          title: 'Four equal sides',
          paragraphs: [
            'Box breathing has four equal steps: in for four, hold for four, out for four, hold for four. Picture tracing the sides of a square as you go.',
            'The steady counting gives a busy mind something simple to hold on to. If holding the breath feels uncomfortable, skip the holds and simply breathe evenly.',
          ],
          steps: ['In for four', 'Hold for four', 'Out for four', 'Hold for four', 'Repeat four times'],
        },
        tasks: ['Try one round of box breathing at work or school'],
      },
    ],
  },
  {
    slug: 'sleep-seven-nights',
    title: 'Sleep Better in Seven Nights',
    description: 'A week of small, kind changes to help you fall asleep more easily and wake more rested.',
    owner: 'platform',
    shared: true,
    featured: true,
    popular: true,
    categories: ['sleep'],
    hue: 230,
    motif: 'moon',
    practice: 'body-scan-for-sleep',
    related: 'breathing-basics',
    link: { title: 'How to get to sleep (NHS)', url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/' },
    lessons: [
      {
        title: 'A gentle evening routine',
        description: 'Signal to your body that the day is ending.',
        text: {
          title: 'Winding down is a skill',
          paragraphs: [
            'Sleep rarely arrives on command. It comes more easily when the hour before bed is calm and predictable, so the body learns what comes next.',
            'Choose two or three small steps: dimming the lights, a warm drink without caffeine, putting your phone to charge outside the bedroom, a few pages of a gentle book.',
            'Keep the same order each night. After a week, the routine itself begins to feel sleepy.',
          ],
        },
        tasks: ['Choose your three wind-down steps', 'Charge your phone outside the bedroom tonight'],
      },
      {
        title: 'When your mind is busy at night',
        description: 'What to do with thoughts that will not settle.',
        text: {
          title: 'Park your thoughts',
          paragraphs: [
            'Many people lie awake replaying the day or planning tomorrow. Fighting the thoughts usually makes them louder.',
            'Before bed, spend five minutes writing down what is on your mind and one next step for each item. The page holds them, so you do not have to.',
            'If you wake in the night, return your attention to the feeling of the body resting on the bed, and to slow out-breaths.',
          ],
        },
        tasks: ['Write a five-minute worry list before bed'],
      },
      {
        title: 'Resting even when sleep does not come',
        description: 'Letting go of the pressure to sleep.',
        text: {
          title: 'Rest still counts',
          paragraphs: [
            'Trying hard to sleep keeps the mind alert. It can help to change the goal: instead of sleeping, aim simply to rest.',
            'Lying still with a soft body scan gives real recovery, and sleep often slips in while you are not watching for it. If you are awake for a long time, get up, do something quiet in dim light, and return when you feel sleepy.',
          ],
        },
        tasks: ['Listen to the body scan in bed three nights this week'],
      },
    ],
  },
  {
    slug: 'calm-in-the-storm',
    title: 'Calm in the Storm: Easing Anxiety',
    description: 'Understand anxiety with kindness and learn practical skills to ride out its waves.',
    owner: 'platform',
    shared: true,
    recommended: true,
    popular: true,
    categories: ['anxiety'],
    hue: 280,
    motif: 'ripples',
    practice: 'anxiety-sos',
    related: 'breathing-basics',
    link: { title: 'Anxiety disorders (NIMH)', url: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders' },
    lessons: [
      {
        title: 'What anxiety is trying to do',
        description: 'Anxiety is an alarm, not an enemy.',
        text: {
          title: 'An overprotective alarm',
          paragraphs: [
            'Anxiety is the body preparing to protect you: a faster heart, quicker breathing, tense muscles. It is uncomfortable, but it is not dangerous.',
            'Sometimes the alarm is set too sensitively and rings when there is no real threat. Seeing it this way can soften the fear of the feelings themselves.',
            'You can say to yourself: this is my alarm ringing; I am safe enough right now.',
          ],
        },
        tasks: ['Notice one moment of anxiety this week and name it kindly'],
      },
      {
        title: 'Grounding with your senses',
        description: 'Come back to the present moment.',
        text: {
          title: 'Five, four, three, two, one',
          paragraphs: [
            'When worry pulls you into the future, your senses bring you back to now.',
            'Slowly name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste. Take your time with each.',
          ],
          steps: ['Five things you see', 'Four things you feel', 'Three things you hear', 'Two things you smell', 'One thing you taste'],
        },
        tasks: ['Practise 5-4-3-2-1 grounding once a day'],
      },
      {
        title: 'Riding the wave',
        description: 'Feelings rise, peak and pass.',
        text: {
          title: 'Surfing, not fighting',
          paragraphs: [
            'Strong feelings behave like waves: they rise, peak and fall away, usually within minutes, especially when we stop struggling against them.',
            'Breathe slowly, let your shoulders drop, and describe the sensations as if you were a curious scientist. Watch the wave change.',
          ],
        },
        tasks: ['Write down how long your next wave of worry lasted'],
      },
    ],
  },
  {
    slug: 'mindful-mornings',
    title: 'Mindful Mornings',
    description: 'Start your day with a few minutes of calm, intention and gentle movement.',
    owner: 'platform',
    shared: true,
    categories: ['mindful'],
    hue: 40,
    motif: 'sun',
    practice: 'morning-light',
    related: 'sleep-seven-nights',
    link: { title: 'Mindfulness (NHS)', url: 'https://www.nhs.uk/mental-health/self-help/tips-and-support/mindfulness/' },
    lessons: [
      {
        title: 'The first five minutes',
        description: 'Before the phone, a moment for yourself.',
        text: {
          title: 'A calm first step',
          paragraphs: [
            'How we begin the day often colours the rest of it. Before reaching for your phone, sit on the edge of the bed and take five slow breaths.',
            'Feel your feet on the floor. Notice the light in the room, the sounds outside, the temperature of the air.',
          ],
        },
        tasks: ['Take five breaths before checking your phone each morning'],
      },
      {
        title: 'Setting a kind intention',
        description: 'One word to carry with you.',
        text: {
          title: 'Choose a word for today',
          paragraphs: [
            'An intention is not a to-do list. It is a quality you would like to bring to your day: patience, curiosity, gentleness, courage.',
            'Choose one word and return to it when you pause: on the stairs, waiting for the kettle, before a meeting.',
          ],
        },
        tasks: ['Write today\u2019s word somewhere you will see it'],
      },
    ],
  },
  {
    slug: 'kindness-toward-yourself',
    title: 'Kindness Toward Yourself',
    description: 'From Harbor Clinic: meet self-criticism with warmth and practise speaking to yourself as a friend would.',
    owner: 'harbor',
    shared: true,
    popular: true,
    categories: ['mindful'],
    hue: 330,
    motif: 'hills',
    practice: 'loving-kindness',
    related: 'calm-in-the-storm',
    link: { title: 'Self-compassion exercises', url: 'https://self-compassion.org/self-compassion-practices/' },
    lessons: [
      {
        title: 'The inner critic',
        description: 'Noticing the voice that is hard on us.',
        text: {
          title: 'Would you say it to a friend?',
          paragraphs: [
            'Most of us speak to ourselves far more harshly than we would ever speak to someone we care about.',
            'This week, when you notice a critical thought, pause and ask: what would I say to a good friend in this situation? Then try saying that to yourself.',
          ],
        },
        tasks: ['Catch one self-critical thought and rewrite it kindly'],
      },
      {
        title: 'A self-compassion break',
        description: 'Three sentences for hard moments.',
        text: {
          title: 'Three kind sentences',
          paragraphs: [
            'When something hurts, place a hand on your heart and say slowly: this is a moment of difficulty. Difficulty is part of being human. May I be kind to myself.',
            'It may feel awkward at first. Like any skill, it becomes more natural with practice.',
          ],
        },
        tasks: ['Use the self-compassion break once this week'],
      },
    ],
  },
  {
    slug: 'harbor-recovery',
    title: 'Harbor Recovery Programme',
    description: 'For Harbor Clinic patients: a guided companion to your sessions, with practices to use between appointments.',
    owner: 'harbor',
    shared: false,
    featured: true,
    categories: ['harbor-programmes', 'anxiety'],
    hue: 150,
    motif: 'hills',
    practice: 'harbor-evening',
    related: 'kindness-toward-yourself',
    link: { title: 'Harbor Clinic opening hours', url: 'https://example.org/harbor-clinic' },
    lessons: [
      {
        title: 'Welcome to your programme',
        description: 'How this programme works alongside your sessions.',
        text: {
          title: 'Welcome',
          paragraphs: [
            'This programme accompanies the work you do with your Harbor Clinic therapist. Each lesson is short and has one practice to try between appointments.',
            'There is no need to be perfect. Bring what you noticed, including the days you did not practise, to your next session.',
          ],
        },
        tasks: ['Read the welcome guide', 'Bring one question to your next session'],
      },
      {
        title: 'Your calm plan',
        description: 'What helps you when things get hard.',
        text: {
          title: 'Making a calm plan',
          paragraphs: [
            'A calm plan is a short list you write while you feel steady, for the moments when you do not.',
            'Write down early signs that stress is building, three things that help you settle, and two people you can contact.',
          ],
          steps: ['My early signs', 'Three things that help me', 'Two people I can call'],
        },
        tasks: ['Fill in your calm plan with your therapist'],
      },
      {
        title: 'Looking back, looking ahead',
        description: 'Celebrate progress and plan the next step.',
        text: {
          title: 'Noticing progress',
          paragraphs: [
            'Change is often quiet. Look back at the first weeks: what feels even a little easier now?',
            'Choose the practices you would like to keep, and how you will remember them.',
          ],
        },
        tasks: ['List three things that feel easier than when you started'],
      },
    ],
  },
  {
    slug: 'living-with-pain',
    title: 'Living Well with Chronic Pain',
    description: 'Harbor Clinic and Cedar Wellness together: mindful approaches that ease the struggle with long-term pain.',
    owner: 'harbor',
    shared: false,
    recommended: true,
    access: ['cedar'],
    categories: ['mindful'],
    hue: 20,
    motif: 'sun',
    practice: 'ocean-breath',
    related: 'breathing-basics',
    link: { title: 'Living with pain (NHS)', url: 'https://www.nhs.uk/live-well/healthy-body/ways-to-manage-chronic-pain/' },
    lessons: [
      {
        title: 'Pain and the body\u2019s alarm',
        description: 'Why stress and pain feed each other.',
        text: {
          title: 'Softening around the pain',
          paragraphs: [
            'Pain naturally makes us brace and hold our breath, and that tension can make the pain louder.',
            'Breathing slowly into the area around the discomfort, and letting the muscles there soften a little, can turn the volume down.',
          ],
        },
        tasks: ['Practise softening for two minutes, twice a day'],
      },
      {
        title: 'Pacing your day',
        description: 'Steady activity instead of boom and bust.',
        text: {
          title: 'Little and often',
          paragraphs: [
            'On good days it is tempting to do everything, and then pay for it afterwards. Pacing means doing a steady amount each day, with planned rests.',
            'Try breaking tasks into smaller pieces and resting before you need to.',
          ],
        },
        tasks: ['Plan one day with rests built in'],
      },
    ],
  },
  {
    slug: 'cedar-walking',
    title: 'Walking Meditation at Cedar',
    description: 'For Cedar Wellness members: turn an everyday walk into a calm, mindful practice.',
    owner: 'cedar',
    shared: false,
    categories: ['mindful'],
    hue: 110,
    motif: 'hills',
    practice: 'gentle-arrival',
    related: 'mindful-mornings',
    link: { title: 'Cedar Wellness walking group', url: 'https://example.org/cedar-wellness' },
    lessons: [
      {
        title: 'Walking slowly',
        description: 'Feel each step.',
        text: {
          title: 'One step at a time',
          paragraphs: [
            'Walk a little slower than usual. Feel the heel, the sole and the toes touch the ground, and the weight move from one foot to the other.',
            'When the mind wanders, come back to the next step.',
          ],
        },
        tasks: ['Take a ten-minute mindful walk'],
      },
      {
        title: 'Walking in nature',
        description: 'Letting the senses open.',
        text: {
          title: 'Open senses',
          paragraphs: ['On your walk, notice colours, sounds and smells around you. Let them come and go like clouds.'],
        },
        tasks: ['Notice three sounds on your next walk'],
      },
    ],
  },
];

export interface DemoMeditation {
  slug: string;
  title: string;
  description: string;
  owner: Owner;
  shared: boolean;
  featured?: boolean;
  recommended?: boolean;
  popular?: boolean;
  access?: readonly Owner[];
  categories: readonly string[];
  hue: number;
  motif: CoverMotif;
  durationSeconds: number;
  /** Sound of the track. */
  sound: { rootHz: number; bellHz: number; breathSeconds: number; bellEverySeconds: number; oceanLevel: number; chord?: readonly number[] };
  extra?: { title: string; durationSeconds: number };
  task?: string;
}

export const MEDITATIONS: readonly DemoMeditation[] = [
  {
    slug: 'gentle-arrival',
    title: 'Gentle Arrival',
    description: 'One quiet minute to arrive where you are: a bell, a few slow breaths, and a softer body.',
    owner: 'platform',
    shared: true,
    featured: true,
    categories: ['m-calm', 'm-breathing'],
    hue: 175,
    motif: 'waves',
    durationSeconds: 60,
    sound: { rootHz: 164.81, bellHz: 246.94, breathSeconds: 10, bellEverySeconds: 0, oceanLevel: 0.45 },
    task: 'Use this minute before your next meeting or class',
  },
  {
    slug: 'three-minute-breathing-space',
    title: 'Three-Minute Breathing Space',
    description: 'A classic three-step practice: notice what is here, gather attention on the breath, then widen it to the whole body.',
    owner: 'platform',
    shared: true,
    recommended: true,
    popular: true,
    categories: ['m-calm', 'm-breathing'],
    hue: 190,
    motif: 'ripples',
    durationSeconds: 180,
    sound: { rootHz: 146.83, bellHz: 220, breathSeconds: 10, bellEverySeconds: 60, oceanLevel: 0.4 },
    extra: { title: 'Bells only: a one-minute interval timer', durationSeconds: 60 },
  },
  {
    slug: 'body-scan-for-sleep',
    title: 'Body Scan for Sleep',
    description: 'Travel slowly from the toes to the crown of the head, letting each part of the body grow heavy and warm.',
    owner: 'platform',
    shared: true,
    featured: true,
    popular: true,
    categories: ['m-sleep', 'm-deep-rest'],
    hue: 235,
    motif: 'moon',
    durationSeconds: 150,
    sound: { rootHz: 110, bellHz: 196, breathSeconds: 12, bellEverySeconds: 45, oceanLevel: 0.55, chord: [1, 1.5, 2, 3] },
    task: 'Listen in bed with the lights off',
  },
  {
    slug: 'ocean-breath',
    title: 'Ocean Breath',
    description: 'Breathe with slow waves: in as the sea rises, out as it falls back to the shore.',
    owner: 'platform',
    shared: true,
    popular: true,
    categories: ['m-calm', 'm-breathing'],
    hue: 200,
    motif: 'waves',
    durationSeconds: 120,
    sound: { rootHz: 130.81, bellHz: 261.63, breathSeconds: 11, bellEverySeconds: 40, oceanLevel: 0.9 },
    extra: { title: 'Waves only', durationSeconds: 60 },
  },
  {
    slug: 'anxiety-sos',
    title: 'Anxiety SOS',
    description: 'Ninety seconds for a racing heart: long, slow out-breaths and the steady sound of a bowl.',
    owner: 'platform',
    shared: true,
    featured: true,
    recommended: true,
    categories: ['m-calm', 'm-anxiety'],
    hue: 285,
    motif: 'ripples',
    durationSeconds: 90,
    sound: { rootHz: 123.47, bellHz: 233.08, breathSeconds: 10, bellEverySeconds: 30, oceanLevel: 0.5 },
    task: 'Save this meditation to your favourites for hard moments',
  },
  {
    slug: 'loving-kindness',
    title: 'Loving-Kindness',
    description: 'Wish yourself, someone you love, and then all beings well: may you be safe, may you be at ease.',
    owner: 'platform',
    shared: true,
    categories: ['m-focus'],
    hue: 340,
    motif: 'sun',
    durationSeconds: 120,
    sound: { rootHz: 174.61, bellHz: 261.63, breathSeconds: 10, bellEverySeconds: 40, oceanLevel: 0.3, chord: [1, 1.25, 1.5, 2] },
  },
  {
    slug: 'harbor-evening',
    title: 'Harbor Evening Wind-down',
    description: 'Recorded for Harbor Clinic patients: let the day settle like a harbour at dusk.',
    owner: 'harbor',
    shared: false,
    featured: true,
    categories: ['m-sleep', 'm-wind-down'],
    hue: 215,
    motif: 'moon',
    durationSeconds: 90,
    sound: { rootHz: 116.54, bellHz: 207.65, breathSeconds: 12, bellEverySeconds: 30, oceanLevel: 0.7 },
  },
  {
    slug: 'morning-light',
    title: 'Morning Light',
    description: 'A bright, unhurried minute to greet the day and choose how you want to meet it.',
    owner: 'platform',
    shared: false,
    access: ['harbor'],
    recommended: true,
    categories: ['m-focus', 'm-morning'],
    hue: 45,
    motif: 'sun',
    durationSeconds: 60,
    sound: { rootHz: 196, bellHz: 293.66, breathSeconds: 9, bellEverySeconds: 0, oceanLevel: 0.25 },
  },
];

/** Practice cards used as the image content of lessons. */
export const PRACTICE_CARDS = [
  { slug: 'card-four-six', title: 'Breathe in for four, out for six', hue: 180, motif: 'waves' as CoverMotif },
  { slug: 'card-five-senses', title: 'Name five things you can see', hue: 300, motif: 'ripples' as CoverMotif },
  { slug: 'card-soften', title: 'Let your shoulders soften', hue: 30, motif: 'sun' as CoverMotif },
] as const;

export interface DemoRating {
  by: Person;
  target: { class: string } | { meditation: string } | { lesson: [string, number] };
  rating: number;
  review?: string;
}

export const RATINGS: readonly DemoRating[] = [
  { by: 'patient', target: { class: 'breathing-basics' }, rating: 5, review: 'The 4-6 breath has become my go-to before work meetings. Simple and it really helps.' },
  { by: 'patient2', target: { class: 'breathing-basics' }, rating: 4, review: 'Short lessons that fit into a lunch break. I would love one more lesson on breathing while walking.' },
  { by: 'personal', target: { class: 'breathing-basics' }, rating: 5, review: 'Clear, kind and practical. Box breathing got me through a job interview.' },
  { by: 'patient3', target: { class: 'breathing-basics' }, rating: 4 },
  { by: 'patient', target: { class: 'sleep-seven-nights' }, rating: 4, review: 'The worry list idea is brilliant. I fall asleep faster on the nights I do it.' },
  { by: 'personal', target: { class: 'sleep-seven-nights' }, rating: 5, review: 'Rest still counts: that one sentence took so much pressure off my nights.' },
  { by: 'patient2', target: { class: 'calm-in-the-storm' }, rating: 5, review: 'Thinking of anxiety as an overprotective alarm changed how I talk to myself.' },
  { by: 'business', target: { class: 'mindful-mornings' }, rating: 4, review: 'A calm start before the inbox. Five breaths is doable even on busy days.' },
  { by: 'patient', target: { class: 'harbor-recovery' }, rating: 5, review: 'Lovely to have something between sessions. The calm plan is on my fridge.' },
  { by: 'patient3', target: { class: 'living-with-pain' }, rating: 5, review: 'Pacing has made a real difference to my week.' },
  { by: 'patient', target: { lesson: ['breathing-basics', 1] }, rating: 5, review: 'This lesson alone was worth it.' },
  { by: 'patient', target: { meditation: 'body-scan-for-sleep' }, rating: 5, review: 'I have never made it to the end awake. Exactly what I needed.' },
  { by: 'personal', target: { meditation: 'ocean-breath' }, rating: 5, review: 'The waves and the bowl are so soothing. I use it on the train.' },
  { by: 'patient2', target: { meditation: 'anxiety-sos' }, rating: 4, review: 'Ninety seconds is just right when my heart is racing.' },
  { by: 'patient3', target: { meditation: 'gentle-arrival' }, rating: 4 },
  { by: 'personal', target: { meditation: 'three-minute-breathing-space' }, rating: 4, review: 'A good reset in the middle of the afternoon.' },
];

/** Who joined which class, and how far they got (number of contents completed; 'all' completes the class). */
export const MEMBERSHIPS: ReadonlyArray<{ by: Person; class: string; completed: number | 'all' }> = [
  { by: 'patient', class: 'breathing-basics', completed: 'all' },
  { by: 'patient', class: 'sleep-seven-nights', completed: 4 },
  { by: 'patient', class: 'harbor-recovery', completed: 2 },
  { by: 'patient2', class: 'breathing-basics', completed: 5 },
  { by: 'patient2', class: 'calm-in-the-storm', completed: 'all' },
  { by: 'patient3', class: 'breathing-basics', completed: 3 },
  { by: 'patient3', class: 'living-with-pain', completed: 2 },
  { by: 'patient3', class: 'cedar-walking', completed: 1 },
  { by: 'personal', class: 'breathing-basics', completed: 'all' },
  { by: 'personal', class: 'sleep-seven-nights', completed: 2 },
  { by: 'business', class: 'mindful-mornings', completed: 3 },
];

/** Listening history: where each person stopped, how often they played and finished a meditation. */
export const LISTENS: ReadonlyArray<{ by: Person; meditation: string; position: number; plays: number; completions: number }> = [
  { by: 'patient', meditation: 'body-scan-for-sleep', position: 95, plays: 3, completions: 2 },
  { by: 'patient', meditation: 'gentle-arrival', position: 0, plays: 4, completions: 4 },
  { by: 'patient', meditation: 'harbor-evening', position: 40, plays: 1, completions: 0 },
  { by: 'patient2', meditation: 'anxiety-sos', position: 0, plays: 6, completions: 5 },
  { by: 'patient2', meditation: 'three-minute-breathing-space', position: 70, plays: 2, completions: 1 },
  { by: 'patient3', meditation: 'gentle-arrival', position: 0, plays: 2, completions: 2 },
  { by: 'personal', meditation: 'ocean-breath', position: 48, plays: 5, completions: 3 },
  { by: 'personal', meditation: 'three-minute-breathing-space', position: 0, plays: 2, completions: 2 },
  { by: 'personal', meditation: 'loving-kindness', position: 30, plays: 1, completions: 0 },
  { by: 'business', meditation: 'body-scan-for-sleep', position: 0, plays: 1, completions: 1 },
  { by: 'employee', meditation: 'morning-light', position: 0, plays: 3, completions: 3 },
];

type Target = { class: string } | { meditation: string } | { content: [string, number] };
/** Favourites and watch-list entries of the demo patient and the personal user (content: class and its nth content). */
export const FAVOURITES: ReadonlyArray<{ by: Person; target: Target }> = [
  { by: 'patient', target: { class: 'breathing-basics' } },
  { by: 'patient', target: { meditation: 'body-scan-for-sleep' } },
  { by: 'patient', target: { content: ['sleep-seven-nights', 1] } },
  { by: 'personal', target: { class: 'sleep-seven-nights' } },
  { by: 'personal', target: { meditation: 'ocean-breath' } },
  { by: 'personal', target: { content: ['breathing-basics', 4] } },
];
export const WATCH_LIST: ReadonlyArray<{ by: Person; target: Target; completed?: boolean }> = [
  { by: 'patient', target: { class: 'calm-in-the-storm' } },
  { by: 'patient', target: { meditation: 'loving-kindness' } },
  { by: 'patient', target: { content: ['calm-in-the-storm', 5] }, completed: true },
  { by: 'personal', target: { class: 'mindful-mornings' } },
  { by: 'personal', target: { meditation: 'anxiety-sos' } },
  { by: 'personal', target: { content: ['sleep-seven-nights', 6] } },
];
