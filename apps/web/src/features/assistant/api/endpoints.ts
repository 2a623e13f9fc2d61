import { endpoints } from '@stillpoint/contracts';

/**
 * The assistant's chat exists in two families (spec section 7's discovery calls): `front/discovery/...`
 * for patients, employees and personal users, `clinics/discovery/...` for clinic accounts. Same input and
 * output, so the front entry's type describes either.
 */
export type ChatFamily = 'front' | 'clinic';

const CHAT_FRONT = {
  history: endpoints.frontChatHistory,
  historyContent: endpoints.frontChatHistoryContent,
  text: endpoints.frontChatText,
  voice: endpoints.frontChatVoice,
  deleteChat: endpoints.frontDeleteChat,
};
type ChatCalls = typeof CHAT_FRONT;

const CHAT_CLINIC = {
  history: endpoints.clinicChatHistory,
  historyContent: endpoints.clinicChatHistoryContent,
  text: endpoints.clinicChatText,
  voice: endpoints.clinicChatVoice,
  deleteChat: endpoints.clinicDeleteChat,
} as unknown as ChatCalls;

/** The endpoint of a chat call in the caller's family. */
export function chatEndpoint<K extends keyof ChatCalls>(family: ChatFamily, call: K): ChatCalls[K] {
  return (family === 'clinic' ? CHAT_CLINIC : CHAT_FRONT)[call];
}

/**
 * Which library the AI meditations studio composes for: a clinic's own (clinics/...) or the platform's
 * (admin/...). The meditation categories are the meditation studio's read of the same library.
 */
export type AiStudioFamily = 'clinic' | 'admin';

const STUDIO_CLINIC = {
  promptToText: endpoints.clinicPromptToText,
  textToVoice: endpoints.clinicTextToVoice,
  history: endpoints.clinicMeditationHistory,
  publish: endpoints.clinicCustomMeditationReview,
  deleteMeditation: endpoints.clinicDeleteAiMeditation,
  categories: endpoints.clinicMeditationCategories,
};
type StudioCalls = typeof STUDIO_CLINIC;

const STUDIO_ADMIN = {
  promptToText: endpoints.adminPromptToText,
  textToVoice: endpoints.adminTextToVoice,
  history: endpoints.adminMeditationHistory,
  publish: endpoints.adminCustomMeditationReview,
  deleteMeditation: endpoints.adminDeleteAiMeditation,
  categories: endpoints.adminMeditationCategories,
} as unknown as StudioCalls;

/** The endpoint of a studio call in the family's library. */
export function aiStudioEndpoint<K extends keyof StudioCalls>(family: AiStudioFamily, call: K): StudioCalls[K] {
  return (family === 'admin' ? STUDIO_ADMIN : STUDIO_CLINIC)[call];
}

/** Query keys: the chat of a family under ['assistant', 'chat', family], the studio under ['assistant', 'studio', family]. */
export const assistantKeys = {
  chats: (family: ChatFamily) => ['assistant', 'chat', family] as const,
  chatList: (family: ChatFamily, page: object) => ['assistant', 'chat', family, 'list', page] as const,
  conversation: (family: ChatFamily, id: number) => ['assistant', 'chat', family, 'conversation', id] as const,
  studio: (family: AiStudioFamily) => ['assistant', 'studio', family] as const,
  history: (family: AiStudioFamily, page: object) => ['assistant', 'studio', family, 'history', page] as const,
  categories: (family: AiStudioFamily) => ['assistant', 'studio', family, 'categories'] as const,
};
