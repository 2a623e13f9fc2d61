/*
 * The risk detector (DESIGN.md 4b): the one place that decides whether a text a person wrote speaks of
 * suicide or self-harm. The assistant asks it before anything else; test answers and free text will ask it
 * too. A pure function: no I/O, no state, the same answer for the same text.
 *
 * How it reads (decision 0009):
 * 1. Normalise: lower case, accents and apostrophes dropped ("don't" -> "dont"), punctuation into clause
 *    breaks (a phrase never matches across ".", ",", "?" or a new line), letters repeated for emphasis
 *    squeezed ("diiiie" -> "die"), contractions and chat spellings expanded ("wanna" -> "want to",
 *    "im" -> "i am", "kms" -> "kill myself"), and misspellings of the few words that carry the most weight
 *    corrected by edit distance ("suicde", "sucidal", "myslef").
 * 2. Match phrase rules clause by clause: suicidal ideation, self-harm, plans and means, passive ideation.
 *    A rule may have guards for the everyday idioms that share its words ("killing myself at work",
 *    "overdosed on caffeine", "I hurt myself at the gym", "take my life back"), and some may be negated
 *    ("I'm not suicidal", "I would never hurt myself").
 * It errs on the side of the person: a phrase that may be either is read as risk unless a guard names the
 * idiom. The corpus in risk-detector.test.ts (at least 150 risk phrasings and 150 look-alikes) is the
 * specification; extend it with every phrasing found wrong.
 */

export type RiskSignal = 'suicidal_ideation' | 'self_harm' | 'plan_or_means' | 'passive_ideation';

export interface RiskResult {
  risk: boolean;
  /** What was found, in a fixed order (for the care team: "a plan or means", "self-harm"...). */
  signals: RiskSignal[];
}

const SIGNAL_ORDER: readonly RiskSignal[] = ['suicidal_ideation', 'plan_or_means', 'self_harm', 'passive_ideation'];

// ---------------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------------

/** Contractions (apostrophes already dropped), chat spellings and common slips, as canonical words. */
const TOKEN_MAP: Readonly<Record<string, string>> = {
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  couldnt: 'could not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  aint: 'am not',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  youre: 'you are',
  theyre: 'they are',
  theyd: 'they would',
  theyll: 'they will',
  wed: 'we would',
  shed: 'she would',
  hed: 'he would',
  itd: 'it would',
  whats: 'what is',
  thats: 'that is',
  theres: 'there is',
  its: 'it is',
  wanna: 'want to',
  wana: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  wnat: 'want',
  watn: 'want',
  wamt: 'want',
  u: 'you',
  ur: 'your',
  r: 'are',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  tonite: 'tonight',
  tmrw: 'tomorrow',
  noone: 'no one',
  anymor: 'anymore',
  kms: 'kill myself',
  kil: 'kill',
  kll: 'kill',
  kiling: 'killing',
  killin: 'killing',
  od: 'overdose',
  oding: 'overdosing',
  sewerslide: 'suicide',
  meself: 'myself',
  myslf: 'myself',
  dieing: 'dying',
  dyin: 'dying',
  livin: 'living',
  lyf: 'life',
  lyfe: 'life',
  ded: 'dead',
};

/** Words the rules are made of: a squeezed spelling of one of these ("kil", "dieee") reads as the word. */
const VOCABULARY = [
  'kill', 'killing', 'killed', 'myself', 'die', 'dead', 'dying', 'death', 'suicide', 'suicidal', 'life', 'live', 'living',
  'alive', 'want', 'wish', 'hope', 'pills', 'overdose', 'hang', 'hurt', 'harm', 'cut', 'cutting', 'sleep', 'forever',
  'never', 'wake', 'anymore', 'better', 'without', 'end', 'ending', 'unalive', 'exist', 'existing', 'noose', 'burden',
  'goodbye', 'please', 'really', 'so', 'too', 'all', 'need', 'feel', 'been', 'still', 'off', 'of', 'to', 'be', 'me',
] as const;

const VOCABULARY_SET = new Set<string>(VOCABULARY);
const squeeze = (word: string) => word.replace(/([a-z])\1+/g, '$1');
/** Squeezed spelling -> word, only where exactly one vocabulary word squeezes to it ("of" and "off" do not). */
const SQUEEZED = (() => {
  const counts = new Map<string, string[]>();
  for (const word of VOCABULARY) counts.set(squeeze(word), [...(counts.get(squeeze(word)) ?? []), word]);
  return new Map([...counts].filter(([, words]) => words.length === 1).map(([key, words]) => [key, words[0]!]));
})();

/** Long words that carry most of the weight, matched within a small edit distance (typos such as "suicde"). */
const FUZZY_TARGETS: ReadonlyArray<{ word: string; distance: number }> = [
  { word: 'suicide', distance: 1 },
  { word: 'suicidal', distance: 2 },
  { word: 'myself', distance: 1 },
  { word: 'overdose', distance: 1 },
  { word: 'overdosing', distance: 1 },
  { word: 'unalive', distance: 1 },
  { word: 'unaliving', distance: 1 },
];
/** Real words that sit one letter away from a target and mean something else. */
const NOT_TYPOS = new Set(['overdone', 'overdoes', 'overdue', 'overdoing', 'overdosed', 'overdoses', 'suicides', 'himself', 'itself']);

/** Optimal string alignment distance (edits and swaps of neighbours), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

function canonicalToken(raw: string): string {
  // Emphasis ("soooo", "killll") keeps at most two of a letter.
  const token = raw.replace(/([a-z])\1{2,}/g, '$1$1');
  const mapped = TOKEN_MAP[token];
  if (mapped) return mapped;
  if (VOCABULARY_SET.has(token) || /\d/.test(token)) return token;
  const squeezed = SQUEEZED.get(squeeze(token));
  if (squeezed) return squeezed;
  if (token.length >= 5 && !NOT_TYPOS.has(token)) {
    for (const target of FUZZY_TARGETS) {
      if (editDistance(token, target.word, target.distance) <= target.distance) return target.word;
    }
  }
  return token;
}

/** Phrases written apart or together: one spelling each. */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bself (harm|harming|harmed|harms|injury|injuring|injure)\b/g, 'self$1'],
  [/\bslef (harm|harming)\b/g, 'self$1'],
  [/\bmy self\b/g, 'myself'],
  [/\bsewer slide\b/g, 'suicide'],
  [/\bun alive\b/g, 'unalive'],
  [/\bun aliving\b/g, 'unaliving'],
  [/\b(any more|no more|any longer)\b/g, 'anymore'],
  [/\bk i l l\b/g, 'kill'],
];

/** The text as clauses of canonical words (see the file comment). */
export function normaliseForRisk(text: string): string[] {
  const lower = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´']/g, '')
    .replace(/[-_/]+/g, ' ')
    .replace(/[.!?;:,…\n\r()[\]{}"“”]+/g, ' | ')
    .replace(/[^a-z0-9| ]+/g, ' ');
  return lower
    .split('|')
    .map((clause) => {
      const words = clause
        .split(/\s+/)
        .filter(Boolean)
        .map(canonicalToken)
        .join(' ');
      return PHRASES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), words);
    })
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

interface Rule {
  signal: RiskSignal;
  pattern: RegExp;
  /** The match does not count when the words after it start like this (an idiom: "at the gym"). */
  unlessAfter?: RegExp;
  /** The match does not count when the words before it (in its clause) end like this. */
  unlessBefore?: RegExp;
  /** The match does not count when it reads like this as a whole ("... before I die"). */
  unlessMatch?: RegExp;
  /** The match counts only when the words after it start like this (end of clause included). */
  onlyAfter?: RegExp;
  /** Words before the match that cancel `unlessAfter` (intent: "I keep hurting myself at work"). */
  intentBefore?: RegExp;
  /** "not", "never" just before the match cancel it ("I'm not suicidal", "I would never hurt myself"). */
  negatable?: boolean;
}

const PILLS =
  '(?:pills?|tablets?|meds|medications?|medicines?|painkillers?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|sleeping pills|antidepressants|insulin|prescriptions?)';
/** Hyperbole: "so embarrassed I want to die". */
const EMBARRASSED = /\b(?:embarrass\w*|mortified|cringe\w*|awkward)\b/;
const IDIOM_AFTER_DIE = /^ (?:of|from|for|laughing|without|before)\b/;
const INTENT = /\b(?:want|wanted|wanting|keep|kept|urges?|going to|plan|planning|planned|think|thinking|thought|started|start|need|deserve|tried|try|trying|again|decided|ready)\b/;

const RULES: readonly Rule[] = [
  // Suicidal ideation ---------------------------------------------------------------------------------
  {
    signal: 'suicidal_ideation',
    pattern: /\b(?:suicide|suicidal|suicidality|suicidally)\b/g,
    unlessAfter: /^ (?:squad|prevention|awareness|training|doors?|bombers?|bombing)\b/,
    negatable: true,
  },
  { signal: 'suicidal_ideation', pattern: /\bkill(?:ed|s)? myself\b/g, negatable: true },
  {
    signal: 'suicidal_ideation',
    pattern: /\bkilling myself\b/g,
    unlessAfter:
      /^ (?:at (?:work|the (?:gym|office))|to (?:meet|finish|get|make|keep|pass|hit)|over (?:a |the |this |my )?(?:deadline|project|work|job|exam|report)|for (?:a |the |this |my )?(?:job|deadline|project|exam|boss|company)|with work|working|laughing)\b/,
    intentBefore: INTENT,
    negatable: true,
  },
  {
    signal: 'suicidal_ideation',
    pattern: /\b(?:want|wish|hope|pray)\w* (?:someone|somebody|something|god|it) (?:would |to |could |will )?kill me\b/g,
  },
  {
    signal: 'suicidal_ideation',
    pattern:
      /\b(?:unalive|unaliving|end myself|ending myself|off myself|offing myself|top myself|topping myself|do myself in|end it all|ending it all|end this all|end it once and for all)\b/g,
    negatable: true,
  },
  {
    signal: 'suicidal_ideation',
    pattern: /\b(?:want|wanted|wanting|wish|wishing|ready|deserve|going|plan|planning|trying|tried|need|prefer|long|longing|about) to die\b/g,
    unlessAfter: IDIOM_AFTER_DIE,
    unlessBefore: EMBARRASSED,
    negatable: true,
  },
  {
    signal: 'suicidal_ideation',
    pattern: /\b(?:wish|wishing|hope|hoping|pray|praying|want|wanted)\b[^|]{0,40}?\b(?:and|then|i would|i could|i will|i|to) die\b/g,
    unlessAfter: IDIOM_AFTER_DIE,
    unlessBefore: EMBARRASSED,
    unlessMatch: /before i die$/,
    negatable: true,
  },
  { signal: 'suicidal_ideation', pattern: /\b(?:wish|wishing|wished|want|wanted|wanting|hope) (?:i |to )(?:was |were |be |could be |would be )?dead\b/g },
  {
    signal: 'suicidal_ideation',
    pattern: /\bi (?:should|would|will|deserve to|ought to) (?:just |really |honestly )?(?:be dead|die)\b/g,
    unlessAfter: IDIOM_AFTER_DIE,
    negatable: true,
  },
  { signal: 'suicidal_ideation', pattern: /\b(?:better off|better|happier) dead\b/g },
  {
    signal: 'suicidal_ideation',
    pattern: /\brather (?:be dead|die)\b/g,
    unlessAfter: /^ than (?!(?:feel|feeling|live|living|be|being|keep|go on|going on|carry on|continue|face|deal|wake)\b)/,
  },
  {
    signal: 'suicidal_ideation',
    pattern: /\b(?:end|ending|ended|take|taking|took|end to) (?:my|my own) life\b/g,
    unlessAfter: /^ (?:back|in (?:a |the )?(?:new|different|better|right) (?:direction|way)|into my own hands|forward|to the next level|seriously)\b/,
    negatable: true,
  },
  {
    signal: 'suicidal_ideation',
    pattern: /\b(?:end|ending) (?:it|things)(?: all| for good| forever| tonight| today| now| soon| once and for all)?$/g,
  },
  { signal: 'suicidal_ideation', pattern: /\b(?:end|ending) (?:it|things) (?:all|for good|forever|tonight|today|now|soon|once and for all)\b/g },
  { signal: 'suicidal_ideation', pattern: /\bwant (?:my life|it all|everything) to (?:be over|end|stop)\b/g },
  { signal: 'suicidal_ideation', pattern: /\b(?:end|ending) everything(?: for good| forever| tonight| now| once and for all)?$/g },
  { signal: 'suicidal_ideation', pattern: /\b(?:ways?|how|methods?|means) to (?:die|kill myself|end my life|end it|commit suicide|overdose)\b/g },
  { signal: 'suicidal_ideation', pattern: /\b(?:want|need|wish i could get|way) out of (?:this |my )?life\b/g },
  { signal: 'suicidal_ideation', pattern: /\bwant it to (?:be over|end)$/g },
  {
    signal: 'suicidal_ideation',
    pattern:
      /\b(?:think|thinking|thought|thoughts|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:dying|death|being dead|not being (?:here|alive|around)|not existing|ending it|ending things|ending my life|killing myself|taking my life|suicide)\b/g,
    unlessAfter: /^ (?:(?:my|your|her|his|their) hair|of)\b/,
  },
  { signal: 'suicidal_ideation', pattern: /\b(?:except|but|other than|apart from) (?:dying|death|suicide|to die|killing myself|ending it|ending my life)\b/g },
  {
    signal: 'suicidal_ideation',
    pattern: /\bdeath (?:is|seems|feels|looks)(?: like)? (?:the|my) (?:only|best|easiest) (?:option|way|answer|choice|solution|way out)\b/g,
  },

  // Passive ideation ----------------------------------------------------------------------------------
  {
    signal: 'passive_ideation',
    pattern: /\b(?:do not|does not|no longer|never) (?:want|wish|feel like)(?: to)? (?:live|be alive|exist|be around|go on|keep going|keep living|stay alive)\b/g,
    unlessAfter: /^ (?:in|with|near|at|on|abroad|alone|together|there|here|like that|by)\b/,
  },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:do not|no longer) (?:want|wish) to be here\b/g,
    onlyAfter: /^(?:$| (?:anymore|in this world|on this earth|on earth|alive|at all|now)\b)/,
  },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:do not|never) (?:want|wish) to wake up\b/g,
    unlessAfter: /^ (?:early|at|before|on|for|in the morning)\b/,
  },
  { signal: 'passive_ideation', pattern: /\b(?:hope|hoping|wish|wishing|pray|praying)\b[^|]{0,15}?\b(?:do not|never|not|will not) (?:to )?wake up\b/g },
  { signal: 'passive_ideation', pattern: /\b(?:sleep|asleep|bed)\b[^|]{0,20}?\b(?:and|then|to|but) (?:never|not) (?:to )?(?:wake|waking) up\b/g },
  { signal: 'passive_ideation', pattern: /\bif i never (?:woke|wake) up\b/g },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:sleep forever|eternal sleep|sleep and never)\b/g,
    unlessBefore: /\b(?:tired|exhausted|sleepy)\b[^|]*\bcould (?:just )?$/,
  },
  { signal: 'passive_ideation', pattern: /\bdie in my sleep\b/g },
  { signal: 'passive_ideation', pattern: /\b(?:better|happier|easier|better off)\b[^|]{0,12}?\bwithout me\b/g },
  {
    signal: 'passive_ideation',
    pattern:
      /\b(?:better|happier|easier|care|notice|miss|matter|relieved)\b[^|]{0,30}?\bif i (?:(?:was|were) (?:gone|dead|not (?:here|around|alive|born))|died|disappeared|killed myself|did not exist)\b/g,
  },
  {
    signal: 'passive_ideation',
    pattern: /\bif i (?:died|was gone|were gone|disappeared|was dead|were dead)\b[^|]{0,30}?\b(?:nobody|no one|anyone|anybody|would (?:care|notice|miss))\b/g,
  },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:no one|nobody|not a single person) (?:would|will|is going to|even) (?:even )?(?:miss me|care if i|notice if i|care when i|notice when i)\b/g,
  },
  {
    signal: 'passive_ideation',
    pattern: /\bwish i (?:(?:was|were|had) never (?:been )?born|(?:was|were) (?:not|never) (?:alive|here|born)|(?:did not|never) (?:exist|existed))\b/g,
  },
  { signal: 'passive_ideation', pattern: /\b(?:stop|cease|quit) (?:existing|to exist|living|being alive)\b/g, unlessAfter: /^ (?:in|with|for|like)\b/ },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:disappear|vanish|go away)(?:ed)? (?:forever|for good|permanently|and never come back|and never be found|from (?:this|the) (?:world|earth))\b/g,
  },
  { signal: 'passive_ideation', pattern: /\b(?:tired|sick|weary) of (?:living|being alive|life|existing|being here)\b/g, unlessAfter: /^ (?:in|at|on)\b/ },
  {
    signal: 'passive_ideation',
    pattern:
      /\b(?:no|any|a) (?:reason|point|purpose) (?:to|in|of|for) (?:keep |keeping |go on |going on )?(?:living|live|go on|going on|carry on|carrying on|be alive|being alive|stay alive|staying alive|exist|existing|life|keep going)\b/g,
  },
  {
    signal: 'passive_ideation',
    pattern: /\bwhat is the (?:point|purpose) (?:of|in) (?:living|being alive|life|going on|existing|staying alive|carrying on)\b/g,
  },
  { signal: 'passive_ideation', pattern: /\bnothing (?:left )?to live for\b/g },
  // "I'm done with life", "finished with living": not "done with life admin" or "done with living rooms".
  { signal: 'passive_ideation', pattern: /\b(?:done|finished|through) with (?:life|living|being alive|existing|it all|everything and everyone)\b/g, unlessAfter: /^ (?:admin|insurance|coaching|hacks?|rooms?|in|at|on|for|as|out|off|with|together|arrangements?)\b/ },
  { signal: 'passive_ideation', pattern: /\b(?:can not|could not|do not think i can|unable to) (?:keep |go on |carry on )?(?:living|live) like this\b/g },
  { signal: 'passive_ideation', pattern: /\b(?:want|wish|rather|prefer|like) (?:to )?not (?:exist|be alive|be here|be around|wake up|live)\b/g },
  { signal: 'passive_ideation', pattern: /\b(?:want|wish|hope|hoping|wishing)\b[^|]{0,20}?\bstop breathing\b/g },
  { signal: 'passive_ideation', pattern: /\bnot worth living\b|\b(?:my )?life (?:is|was|feels|seems) (?:not|no longer|never) worth (?:it|living)\b/g },
  {
    signal: 'passive_ideation',
    pattern: /\bcan not (?:go on|carry on|keep going)\b/g,
    onlyAfter: /^(?:$| (?:anymore|like this|living|with (?:life|this|it)|any longer)\b)/,
  },
  { signal: 'passive_ideation', pattern: /\bwhy (?:should|would|do|bother) i (?:even )?(?:be alive|stay alive|keep living|keep going|live|exist)\b/g },
  { signal: 'passive_ideation', pattern: /\bi (?:should not|do not deserve to|should never have been) (?:be alive|live|exist|be here|born)\b/g },
  { signal: 'passive_ideation', pattern: /\b(?:will not|do not) be (?:around|here|alive) (?:much|for much|any|for any) longer\b/g },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:will not|do not) need (?:them|it|these|my \w+|anything|any of (?:it|this|them)) (?:anymore|soon|where i am going|after (?:tonight|today|this))\b|\bbecause i will not need (?:them|it|these)\b/g,
  },
  { signal: 'passive_ideation', pattern: /\bthis is (?:my )?(?:last|final) (?:message|goodbye|post|note|words)\b|\bgoodbye (?:forever|for good)\b/g },
  {
    signal: 'passive_ideation',
    pattern: /\b(?:wish|hope|hoping|wishing|pray|praying|want)\b[^|]{0,20}?\b(?:get|got|be|getting) (?:hit|run over|killed) by (?:a|the) (?:car|bus|truck|train|lorry)\b/g,
  },
  { signal: 'passive_ideation', pattern: /\b(?:wish|hope|want)\b[^|]{0,10}?\ba (?:car|bus|truck|train|lorry) (?:would |will |to )?(?:hit|run over|kill) me\b/g },
  { signal: 'passive_ideation', pattern: /\bend (?:my|the) (?:suffering|pain)\b[^|]{0,12}?\b(?:permanently|for good|forever)\b/g },

  // Self-harm -----------------------------------------------------------------------------------------
  { signal: 'self_harm', pattern: /\bself(?:harm|harming|harmed|harms|injury|injuring|injure)\b/g, negatable: true },
  {
    signal: 'self_harm',
    pattern:
      /\b(?:hurt|hurting|harm|harming|harmed|cut|cutting|burn|burning|burned|burnt|scratch|scratching|scratched|punch|punching|punched|hit|hitting|starve|starving|starved|injure|injuring|injured|bruise|bruising|stab|stabbing) myself\b/g,
    // Accidents ("I cut myself while cooking") and idioms, unless intent comes first ("I keep cutting myself at night").
    unlessAfter:
      /^ (?:while|when i (?:was|fell|tripped|slipped)|playing|lifting|running|cooking|chopping|shaving|falling|tripping|slipping|by accident|accidentally|at the gym|at work|on (?:the|a|my) (?!purpose)|in the (?:kitchen|garden)|doing|with the (?:knife|oven|iron|kettle|door)|up about|over)\b/,
    intentBefore: INTENT,
    negatable: true,
  },
  { signal: 'self_harm', pattern: /\bcut(?:ting)? (?:again|my (?:arms?|wrists?|legs?|thighs?|skin|stomach))\b/g },
  { signal: 'self_harm', pattern: /\bcutting is (?:the only|my only|how i)\b/g },
  { signal: 'self_harm', pattern: /\buntil i bleed\b|\bmake myself bleed\b/g },
  { signal: 'self_harm', pattern: /\b(?:relapse\w*|urges?) (?:on|to|of|with) (?:selfharm|cut|cutting|hurt)\w*\b/g },

  // Plans and means -----------------------------------------------------------------------------------
  { signal: 'plan_or_means', pattern: /\bslit(?:ting)? my (?:wrists?|throat)\b/g },
  {
    signal: 'plan_or_means',
    pattern: /\b(?:overdose|overdosing|overdosed|overdoses)\b/g,
    unlessAfter:
      /^ on (?:caffeine|coffee|sugar|chocolate|candy|sweets|netflix|tv|television|carbs|cake|pizza|work|sleep|vitamins?|sun|sunshine|love|cuteness|memes|social media|tea|news)\b/,
    negatable: true,
  },
  {
    signal: 'plan_or_means',
    pattern: new RegExp(
      `\\b(?:take|taking|took|swallow|swallowing|swallowed|down|downing|downed) (?:all|every one|the whole (?:bottle|box|pack|packet|lot)|a (?:whole )?(?:bottle|box|pack|packet|handful)|too many|loads|dozens|a bunch)(?: of)?(?: my| the| these| those)? ${PILLS}\\b`,
      'g',
    ),
  },
  {
    signal: 'plan_or_means',
    pattern: new RegExp(
      `\\b(?:saving|saved|save|stockpiling|stockpiled|stockpile|hoarding|hoarded|hoard|collecting|collected|stashing|stashed) (?:up )?(?:my |the |some |these |all )?${PILLS}\\b`,
      'g',
    ),
  },
  { signal: 'plan_or_means', pattern: new RegExp(`\\b${PILLS} (?:are |is )?ready\\b`, 'g') },
  { signal: 'plan_or_means', pattern: new RegExp(`\\bhow (?:many|much) ${PILLS}[^|]{0,40}?\\b(?:die|kill|dead|overdose|lethal|fatal|end it)\\b`, 'g') },
  { signal: 'plan_or_means', pattern: /\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|dosage)\b/g },
  {
    signal: 'plan_or_means',
    pattern:
      /\bjump(?:ing|ed|s)? (?:off|from) (?:a |the |my |this |that )?(?:bridge|roof|rooftop|building|cliff|balcony|tower|window|ledge|top floor|car park|parking (?:garage|lot)|overpass|skyscraper)\b/g,
  },
  {
    signal: 'plan_or_means',
    pattern:
      /\b(?:jump|jumping|jumped|step|stepping|stepped|throw myself|throwing myself|lie down|lying down|walk|walking|walked|run|running|ran) (?:in front of|under) (?:a|the|an|oncoming) (?:train|bus|car|truck|lorry|tube|tram|traffic)\b/g,
  },
  { signal: 'plan_or_means', pattern: /\b(?:walk|walking|step|stepping|jump|jumping|run|running) into (?:oncoming )?traffic\b|\b(?:lie|lying) (?:down )?on the (?:tracks|railway|train tracks)\b/g },
  { signal: 'plan_or_means', pattern: /\bthrow(?:ing)? myself (?:off|from|under|in front of|into)\b/g },
  { signal: 'plan_or_means', pattern: /\b(?:on|at) (?:the|a) (?:roof|rooftop|bridge|ledge|edge|balcony|cliff|top floor)\b[^|]{0,30}?\b(?:jump|jumping|end it)\b/g },
  { signal: 'plan_or_means', pattern: /\bhang(?:ing|ed)? myself\b|\bnoose\b|\b(?:bought|buy|buying|got|have|tie|tied|tying|get) (?:a|the|some) rope\b/g, negatable: true },
  { signal: 'plan_or_means', pattern: /\b(?:shoot|shooting|shot) myself\b/g, unlessAfter: /^ in the (?:foot|feet|leg)\b/, negatable: true },
  {
    signal: 'plan_or_means',
    pattern: /\bgun (?:to|against) my head\b|\bblow my brains out\b|\b(?:use|using|used|turn|turning) (?:it|the gun|a gun|my gun|this|the knife|a knife) on myself\b/g,
  },
  { signal: 'plan_or_means', pattern: /\bdrown(?:ing)? myself\b/g, negatable: true },
  {
    signal: 'plan_or_means',
    pattern:
      /\b(?:drive|driving|drove|crash|crashing|crashed|steer|steering|wreck|wrecking) (?:my car |the car |my truck |myself )?(?:into|off) (?:a|the) (?:wall|tree|bridge|cliff|river|lake|truck|lorry|oncoming)\b|\b(?:crash|crashing|wreck|wrecking) my car on purpose\b/g,
  },
  { signal: 'plan_or_means', pattern: /\b(?:suicide|goodbye) (?:notes?|letters?)\b/g },
];

const NEGATION = /\b(?:not|never|no longer|nor)\b/;

function lastWords(text: string, count: number): string {
  return text.trim().split(/\s+/).slice(-count).join(' ');
}

function ruleMatches(rule: Rule, clause: string): boolean {
  for (const match of clause.matchAll(rule.pattern)) {
    const before = clause.slice(0, match.index);
    const after = clause.slice(match.index + match[0].length);
    if (rule.negatable && NEGATION.test(lastWords(before, 3))) continue;
    if (rule.unlessMatch?.test(match[0])) continue;
    if (rule.unlessBefore?.test(before)) continue;
    if (rule.onlyAfter && !rule.onlyAfter.test(after)) continue;
    if (rule.unlessAfter?.test(after) && !rule.intentBefore?.test(before)) continue;
    return true;
  }
  return false;
}

/** Whether a text speaks of suicide or self-harm, and how. */
export function detectRisk(text: string): RiskResult {
  const found = new Set<RiskSignal>();
  for (const clause of normaliseForRisk(text)) {
    for (const rule of RULES) {
      if (!found.has(rule.signal) && ruleMatches(rule, clause)) found.add(rule.signal);
    }
  }
  const signals = SIGNAL_ORDER.filter((signal) => found.has(signal));
  return { risk: signals.length > 0, signals };
}

/** How much of a message an alert keeps, at most. */
export const RISK_EXCERPT_MAX = 500;

/**
 * What the care team reads of a message that raised an alert: the whole message when it is short, else
 * the sentence that spoke of risk with the sentences around it, marked "…" where text was left out.
 */
export function riskExcerpt(text: string, max = RISK_EXCERPT_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]*\s*/g) ?? [clean];
  const at = Math.max(0, sentences.findIndex((sentence) => detectRisk(sentence).risk));
  let first = at;
  let last = at;
  let length = sentences[at]!.length;
  for (let grew = true; grew; ) {
    grew = false;
    if (first > 0 && length + sentences[first - 1]!.length <= max) {
      first -= 1;
      length += sentences[first]!.length;
      grew = true;
    }
    if (last < sentences.length - 1 && length + sentences[last + 1]!.length <= max) {
      last += 1;
      length += sentences[last]!.length;
      grew = true;
    }
  }
  const body = sentences.slice(first, last + 1).join('').trim().slice(0, max);
  return `${first > 0 ? '…' : ''}${body}${last < sentences.length - 1 ? '…' : ''}`;
}
