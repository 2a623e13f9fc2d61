import type { Readable } from 'node:stream';
import type { AssistantVoice } from '@stillpoint/contracts';

/**
 * The AI assistant port (DESIGN.md section 1): composing guided meditations, answering a person in the
 * chat, and reading text aloud. Two adapters: the offline composer with meSpeak speech (embedded default)
 * and any OpenAI-compatible endpoint (OPENAI_BASE_URL). Both speak the script format of script.ts.
 */

export interface ComposeRequest {
  prompt: string;
  durationMinutes: number;
}

export interface ComposedMeditation {
  title: string;
  /** Paragraphs and `[pause N]` lines (script.ts). */
  script: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** A meditation of the person's library the answer may point to. */
export interface LibraryItem {
  id: number;
  title: string;
  description: string | null;
  categories: string[];
  durationSeconds: number;
}

export interface ChatRequest {
  message: string;
  /** Earlier turns of the conversation, oldest first (the last few only). */
  history: ChatTurn[];
  firstName: string | null;
  /** What the person may play; the answer suggests from these only. */
  library: LibraryItem[];
}

export interface ChatAnswer {
  /** Plain text, paragraphs separated by blank lines; may hold `[pause N]` lines for speech. */
  text: string;
  /** Ids from the request's library, best first. */
  suggestionIds: number[];
}

export interface Speech {
  stream: Readable;
  /** Known up front for WAV; undefined when the provider streams an encoded file. */
  byteSize: number | undefined;
  durationSeconds: number;
  contentType: 'audio/wav' | 'audio/mpeg';
  extension: 'wav' | 'mp3';
}

/** How much audio a reading may make, and what happens past it. */
export interface SpeechLimits {
  /** Longest audio, in seconds (AI_AUDIO_MAX_SECONDS unless smaller). */
  maxSeconds: number;
  /**
   * Past the limit: `refuse` fails with SpeechTooLongError (a script a person wrote: 422 on it), `cut` ends
   * the audio at the last piece that fits (a chat answer: the person asked nothing wrong).
   */
  overflow: 'refuse' | 'cut';
}

/** The provider cannot answer now (unreachable, failing, or its engine died or hung): a 503 for the request. */
export class AssistantUnavailableError extends Error {}

/** The script would read longer than the limits allow (SpeechLimits `refuse`): a 422 on the script. */
export class SpeechTooLongError extends Error {
  constructor(readonly maxSeconds: number) {
    super(`speech longer than ${maxSeconds} s`);
  }
}

export interface AssistantPort {
  readonly kind: 'offline' | 'openai';
  compose(request: ComposeRequest): Promise<ComposedMeditation>;
  chat(request: ChatRequest): Promise<ChatAnswer>;
  /**
   * Reads a script aloud: speech for its paragraphs, silence for its pauses, never more than the limits allow
   * (default: AI_AUDIO_MAX_SECONDS, refused past it). The audio is streamed, never held whole in memory.
   */
  speak(script: string, voice: AssistantVoice, limits?: SpeechLimits): Promise<Speech>;
  close(): Promise<void>;
}
