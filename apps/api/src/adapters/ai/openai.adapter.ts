import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AssistantUnavailableError, SpeechTooLongError, type AssistantPort, type ChatTurn } from './ai.port.js';
import { rankLibrary } from './composer.js';
import { estimatedSeconds, spokenText } from './script.js';

/**
 * The assistant on any OpenAI-compatible endpoint (OPENAI_BASE_URL): chat completions write, the speech
 * endpoint reads aloud (MP3). Suggestions from the person's library are ranked here, on our side, so the
 * model never sees more of the library than titles and the answer can only point at what the person may play.
 */
export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | undefined;
  chatModel: string;
  speechModel: string;
  fetch?: typeof fetch;
  /** Give up on a call after this long. */
  timeoutMs?: number;
}

const VOICE_NAMES = { calm: 'nova', warm: 'shimmer', deep: 'onyx' } as const;

const COMPOSE_SYSTEM = [
  'You write guided meditation scripts for a wellness and therapy platform.',
  'Answer with the script only, as plain text: first line the title, then a blank line, then paragraphs separated by blank lines.',
  'Between paragraphs, put lines of the form [pause N] where N is a number of seconds of silence, so that speech plus pauses last the requested length.',
  'Warm, simple, second person, no medical claims.',
].join(' ');

const CHAT_SYSTEM = [
  'You are a gentle meditation assistant inside a wellness and therapy platform. You guide short practices and breathing exercises and answer questions about meditation.',
  'You are not a therapist and never diagnose. If someone mentions self-harm or suicide, urge them to contact emergency services, a crisis line and their care team, and do not offer a meditation instead.',
  'Answer in plain text, short paragraphs separated by blank lines, no markdown.',
].join(' ');

export { AssistantUnavailableError };

export function createOpenAiAssistant(options: OpenAiOptions): AssistantPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, body: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new AssistantUnavailableError(`assistant endpoint unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new AssistantUnavailableError(`assistant endpoint answered ${response.status}`);
    return response;
  }

  async function complete(messages: Array<{ role: 'system' | ChatTurn['role']; content: string }>): Promise<string> {
    const response = await call('/chat/completions', { model: options.chatModel, messages, temperature: 0.7 });
    const json = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const text = json.choices?.[0]?.message?.content?.trim();
    if (!text) throw new AssistantUnavailableError('assistant endpoint answered no text');
    return text;
  }

  return {
    kind: 'openai',
    async compose({ prompt, durationMinutes }) {
      const text = await complete([
        { role: 'system', content: COMPOSE_SYSTEM },
        { role: 'user', content: `Length: ${durationMinutes} minutes. Theme: ${prompt}` },
      ]);
      const [first = '', ...rest] = text.split(/\r?\n/);
      const title = first.replace(/^#+\s*|^title:\s*/i, '').trim().slice(0, 200) || 'Guided meditation';
      return { title, script: rest.join('\n').trim() || text };
    },
    async chat({ message, history, firstName, library }) {
      const suggestionIds = rankLibrary(message, library);
      const titles = suggestionIds.map((id) => library.find((item) => item.id === id)?.title).filter(Boolean);
      const context = [firstName ? `The person's first name is ${firstName}.` : '', titles.length ? `Meditations from their library that fit: ${titles.join('; ')}.` : '']
        .filter(Boolean)
        .join(' ');
      const text = await complete([
        { role: 'system', content: `${CHAT_SYSTEM} ${context}`.trim() },
        ...history.map((turn) => ({ role: turn.role, content: turn.text })),
        { role: 'user', content: message },
      ]);
      return { text, suggestionIds };
    },
    async speak(script, voice, limits) {
      // The provider bounds its own work (4,096 characters a call); a script too long to read is still refused.
      if (limits?.overflow === 'refuse' && estimatedSeconds(script) > limits.maxSeconds) throw new SpeechTooLongError(limits.maxSeconds);
      const response = await call('/audio/speech', {
        model: options.speechModel,
        voice: VOICE_NAMES[voice],
        input: spokenText(script).slice(0, 4_096),
        response_format: 'mp3',
      });
      if (!response.body) throw new AssistantUnavailableError('assistant endpoint answered no audio');
      return {
        stream: Readable.fromWeb(response.body as ReadableStream),
        byteSize: undefined,
        durationSeconds: estimatedSeconds(spokenText(script)),
        contentType: 'audio/mpeg',
        extension: 'mp3',
      };
    },
    close: async () => {},
  };
}
