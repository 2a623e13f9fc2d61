import type { Config } from '../../config/env.js';
import type { AssistantPort } from './ai.port.js';
import { createOfflineAssistant } from './offline.adapter.js';
import { createOpenAiAssistant } from './openai.adapter.js';

export type { AssistantPort, ChatAnswer, ChatRequest, ChatTurn, ComposedMeditation, LibraryItem, Speech, SpeechLimits } from './ai.port.js';
export { AssistantUnavailableError, SpeechTooLongError } from './ai.port.js';

/** The assistant the configuration selects: an OpenAI-compatible endpoint when OPENAI_BASE_URL is set, else offline. */
export function createAssistant(config: Pick<Config, 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_CHAT_MODEL' | 'OPENAI_SPEECH_MODEL'>): AssistantPort {
  if (config.OPENAI_BASE_URL) {
    return createOpenAiAssistant({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      chatModel: config.OPENAI_CHAT_MODEL,
      speechModel: config.OPENAI_SPEECH_MODEL,
    });
  }
  return createOfflineAssistant();
}
