/*
 * The script format lives in the contracts (assistant/script.ts): the textToVoice contract bounds a script's
 * spoken length with it. This module adds what only the speech engines need.
 */
export {
  estimatedSeconds,
  MAX_PAUSE_SECONDS,
  PARAGRAPH_GAP_SECONDS,
  parseScript,
  pauseLine,
  spokenText,
  spokenWordCount,
  WORDS_PER_SECOND,
  type ScriptPart,
} from '@stillpoint/contracts';

/**
 * Longest text handed to the speech engine in one call. The engine holds the whole audio of a call in
 * memory as plain arrays (about 20 bytes of heap per byte of WAV), and text can be dense: "§ " is read
 * "section", about 0.3 s of audio per character; 200 characters of it make 60 s of audio, under 3 MB of
 * WAV and about 65 MB of the worker's heap. A call never holds more than that, whatever the script.
 */
export const SPEECH_CHUNK_CHARS = 200;

/**
 * A paragraph cut into pieces of at most `maxChars` characters for the speech engine: whole sentences
 * where they fit, else whole words, else hard cuts (a "word" thousands of characters long).
 */
export function speechChunks(text: string, maxChars = SPEECH_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (!piece) return;
    if (current && current.length + 1 + piece.length <= maxChars) {
      current = `${current} ${piece}`;
      return;
    }
    if (current) chunks.push(current);
    current = piece;
  };
  for (const sentence of text.split(/(?<=[.!?…;:])\s+/)) {
    if (sentence.length <= maxChars) {
      push(sentence);
      continue;
    }
    for (const word of sentence.split(/\s+/)) {
      if (word.length <= maxChars) {
        push(word);
        continue;
      }
      // Whole code points: a cut must not split a surrogate pair.
      for (const piece of word.match(new RegExp(`[\\s\\S]{1,${maxChars}}`, 'gu')) ?? []) push(piece);
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
