/*
 * The assistant's limits, in a module of their own without Zod: the web app's chat shows the message limit
 * on the personal user's landing page, which must not download the schemas to read a number (decision 0027).
 */

export const CHAT_MESSAGE_MAX = 2_000;
export const AI_PROMPT_MAX = 1_000;
/** Longest script, in characters: a 30-minute meditation spoken without a pause is about 24,000. */
export const AI_SCRIPT_MAX = 20_000;
export const AI_TITLE_MAX = 200;
/** Composed meditations last 1 to 30 minutes (the script's pauses fill the time). */
export const AI_DURATION_MIN = 1;
export const AI_DURATION_MAX = 30;
/**
 * Longest a script may last read aloud, in minutes, as estimated from its words and pauses (script.ts):
 * the longest meditation the studio composes. textToVoice refuses a longer script with 422 on `script`.
 */
export const AI_SCRIPT_MAX_MINUTES = AI_DURATION_MAX;
/**
 * Hard limit on any audio the assistant generates, in seconds (45 minutes). The estimate can be short of
 * the real reading (a voice reads slower than the estimate, or a script is dense with figures and symbols),
 * so the engine also stops there: textToVoice then answers 422 on `script`, a chat answer's audio ends.
 * About 120 MB of WAV at most, below the audio upload limit.
 */
export const AI_AUDIO_MAX_SECONDS = 45 * 60;
