/**
 * A meditation script is plain text: paragraphs separated by blank lines, and lines `[pause N]` that hold N
 * seconds of silence. Both assistant adapters write and read this one format, so a script edited by a
 * person in the studio is spoken the same way whoever composed it.
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

export function estimatedSeconds(script: string): number {
  let seconds = 0;
  for (const part of parseScript(script)) {
    seconds += part.kind === 'pause' ? part.seconds : part.text.split(/\s+/).length / WORDS_PER_SECOND + PARAGRAPH_GAP_SECONDS;
  }
  return Math.round(seconds);
}

/** Silence after each spoken paragraph, so sentences never run into each other. */
export const PARAGRAPH_GAP_SECONDS = 1;
