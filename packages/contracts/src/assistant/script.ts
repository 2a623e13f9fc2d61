/**
 * A meditation script is plain text: paragraphs separated by blank lines, and lines `[pause N]` that hold N
 * seconds of silence. Both assistant adapters write and read this one format, so a script edited by a
 * person in the studio is spoken the same way whoever composed it. It lives in the contracts because the
 * textToVoice contract bounds how long a script may last read aloud, and the studio shows that figure.
 */

export type ScriptPart = { kind: 'speech'; text: string } | { kind: 'pause'; seconds: number };

const PAUSE_LINE = /^\[pause\s+(\d{1,4})\]$/i;
/** A pause longer than this is cut: a typo must not make an hour of silence. */
export const MAX_PAUSE_SECONDS = 300;

export function parseScript(script: string): ScriptPart[] {
  const parts: ScriptPart[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (text) parts.push({ kind: 'speech', text });
    paragraph = [];
  };
  for (const raw of script.split(/\r?\n/)) {
    const line = raw.trim();
    const pause = PAUSE_LINE.exec(line);
    if (pause) {
      flush();
      parts.push({ kind: 'pause', seconds: Math.min(Number(pause[1]), MAX_PAUSE_SECONDS) });
    } else if (line === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return parts;
}

export function pauseLine(seconds: number): string {
  return `[pause ${Math.round(seconds)}]`;
}

/** The words a script speaks (pauses left out), e.g. for a chat answer shown as text. */
export function spokenText(script: string): string {
  return parseScript(script)
    .filter((part): part is Extract<ScriptPart, { kind: 'speech' }> => part.kind === 'speech')
    .map((part) => part.text)
    .join('\n\n');
}

/** Speaking rate of the voices at their meditation pace, in words per second (about 135 words a minute). */
export const WORDS_PER_SECOND = 2.25;

/** Silence after each spoken paragraph, so sentences never run into each other. */
export const PARAGRAPH_GAP_SECONDS = 1;

/** Punctuation a voice reads as a break, not as a word. */
const QUIET_PUNCTUATION = /[.,;:!?'"()[\]{}\-–—…’‘“”«»¡¿]/u;
/** Letters, marks and digits (a figure is counted by its digits below). */
const WORDLIKE = /[\p{L}\p{M}]/u;

/**
 * How many words a paragraph takes to say, erring long: a voice reads a figure digit group by digit group
 * ("1234567" is "one million two hundred...", seven words or more), names a symbol ("§" is "section", "/" is
 * "slash"), and spells out a very long token letter by letter (a web address takes about as long as a
 * sentence). So a token counts one word per digit and per symbol, plus one per 12 other characters (at
 * least one): ordinary words count one, and a script of figures, symbols or strings cannot pass for a
 * short one. Measured with meSpeak in decision 0013.
 */
export function spokenWordCount(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    let figuresAndSymbols = 0;
    let other = 0;
    for (const char of token) {
      if (/\p{N}/u.test(char)) figuresAndSymbols += 1;
      else if (WORDLIKE.test(char) || QUIET_PUNCTUATION.test(char)) other += 1;
      else figuresAndSymbols += 1;
    }
    words += Math.max(1, figuresAndSymbols + Math.ceil(other / 12));
  }
  return words;
}

/** How long a script lasts read aloud, in seconds: its words at the voices' pace, its pauses and gaps. */
export function estimatedSeconds(script: string): number {
  let seconds = 0;
  for (const part of parseScript(script)) {
    seconds += part.kind === 'pause' ? part.seconds : spokenWordCount(part.text) / WORDS_PER_SECOND + PARAGRAPH_GAP_SECONDS;
  }
  return Math.round(seconds);
}
