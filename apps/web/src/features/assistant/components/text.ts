/**
 * The assistant's texts are plain text (never HTML): answers hold paragraphs separated by blank lines, and
 * composed scripts add lines such as "[pause 20]" that hold 20 seconds of silence.
 */

/** The paragraphs of a plain text: blocks separated by blank lines, trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export type ScriptBlock = { kind: 'text'; text: string } | { kind: 'pause'; seconds: number };

/** A line that is only a pause: "[pause 20]", "[Pause 20s]", "[pause 20 seconds]". */
const PAUSE_LINE = /^\[\s*pause\s+(\d{1,4})\s*(?:s|sec|secs|seconds?)?\s*\]$/i;

/** The seconds of a pause line, or null when the line is text. */
export function pauseSeconds(line: string): number | null {
  const match = PAUSE_LINE.exec(line.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A script as it reads: paragraphs of text and the pauses between them. Lines of one paragraph stay
 * together (joined by a new line); a blank line or a pause line ends a paragraph.
 */
export function parseScript(script: string): ScriptBlock[] {
  const blocks: ScriptBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length) blocks.push({ kind: 'text', text: lines.join('\n') });
    lines = [];
  };
  for (const raw of script.split(/\r?\n/)) {
    const line = raw.trim();
    const seconds = pauseSeconds(line);
    if (seconds !== null) {
      endParagraph();
      blocks.push({ kind: 'pause', seconds });
    } else if (!line) {
      endParagraph();
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** Whole minutes, at least one: what a length reads as in lists ("5 min"). */
export const wholeMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** The conversation id in the address (?chat=12), or null for a new conversation. */
export function chatIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
