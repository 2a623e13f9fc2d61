import { assistantEndpoints } from '@stillpoint/contracts/endpoints/assistant';
import { meditationsEndpoints } from '@stillpoint/contracts/endpoints/meditations';

/**
 * The assistant's chat exists in two families (spec section 7's discovery calls): `front/discovery/...`
 * for patients, employees and personal users, `clinics/discovery/...` for clinic accounts. Same input and
 * output, so the front entry's type describes either.
 */
export type ChatFamily = 'front' | 'clinic';

const CHAT_FRONT = {
  history: assistantEndpoints.frontChatHistory,
  historyContent: assistantEndpoints.frontChatHistoryContent,
  text: assistantEndpoints.frontChatText,
  voice: assistantEndpoints.frontChatVoice,
  deleteChat: assistantEndpoints.frontDeleteChat,
};
type ChatCalls = typeof CHAT_FRONT;

const CHAT_CLINIC = {
  history: assistantEndpoints.clinicChatHistory,
  historyContent: assistantEndpoints.clinicChatHistoryContent,
  text: assistantEndpoints.clinicChatText,
  voice: assistantEndpoints.clinicChatVoice,
  deleteChat: assistantEndpoints.clinicDeleteChat,
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
  promptToText: assistantEndpoints.clinicPromptToText,
  textToVoice: assistantEndpoints.clinicTextToVoice,
  history: assistantEndpoints.clinicMeditationHistory,
  publish: assistantEndpoints.clinicCustomMeditationReview,
  deleteMeditation: assistantEndpoints.clinicDeleteAiMeditation,
  categories: meditationsEndpoints.clinicMeditationCategories,
};
type StudioCalls = typeof STUDIO_CLINIC;

const STUDIO_ADMIN = {
  promptToText: assistantEndpoints.adminPromptToText,
  textToVoice: assistantEndpoints.adminTextToVoice,
  history: assistantEndpoints.adminMeditationHistory,
  publish: assistantEndpoints.adminCustomMeditationReview,
  deleteMeditation: assistantEndpoints.adminDeleteAiMeditation,
  categories: meditationsEndpoints.adminMeditationCategories,
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
