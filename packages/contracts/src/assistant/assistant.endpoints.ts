import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import type { Role } from '../roles.js';
import {
  aiMeditation,
  aiMeditationHistoryInput,
  aiMeditationIdInput,
  chatConversation,
  chatHistoryInput,
  chatIdInput,
  chatInput,
  chatReply,
  chatSummary,
  customMeditationReviewInput,
  customMeditationReviewResult,
  promptToTextInput,
  textToVoiceInput,
} from './assistant.schemas.js';

const CHAT_FRONT_ROLES = ['patient', 'employee', 'frontuser'] as const satisfies readonly Role[];
const CHAT_CLINIC_ROLES = ['clinic'] as const satisfies readonly Role[];

type Config = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

/** The assistant's chat is one of spec section 7's discovery calls: front/discovery/… and clinics/discovery/…. */
function chatPair<const C extends Config>(action: string, config: C) {
  return {
    front: defineEndpoint({ ...config, path: `front/discovery/${action}`, access: CHAT_FRONT_ROLES, feature: 'AImeditations' }),
    clinic: defineEndpoint({ ...config, path: `clinics/discovery/${action}`, access: CHAT_CLINIC_ROLES }),
  };
}

/** AI meditations are studio work: a clinic composes for its library, an administrator for the platform's. */
function studioPair<const C extends Config>(action: string, config: C) {
  return {
    clinic: defineEndpoint({ ...config, path: `clinics/ai_meditations/${action}`, access: ['clinic'] as const }),
    admin: defineEndpoint({ ...config, path: `admin/ai_meditations/${action}`, access: ['admin'] as const }),
  };
}

const chatHistory = chatPair('chat_history', {
  method: 'GET',
  summary: "The caller's conversations with the assistant, latest first, paged.",
  input: chatHistoryInput,
  output: z.array(chatSummary),
  paged: true,
});
const chatHistoryContent = chatPair('chat_history_content', {
  summary: 'One conversation with its messages, oldest first.',
  input: chatIdInput,
  output: chatConversation,
});
const chatText = chatPair('chat_text', {
  errors: ['UNAVAILABLE'],
  summary: 'Send the assistant a message (in a conversation, or a new one without chat_id); answers in text.',
  input: chatInput,
  output: chatReply,
});
const chatVoice = chatPair('chat_voice', {
  errors: ['UNAVAILABLE'],
  summary: 'Send the assistant a message; the answer is also read aloud (audioUrl, WAV or MP3).',
  input: chatInput,
  output: chatReply,
});
const deleteChat = chatPair('delete_chat', {
  summary: 'Delete one of the caller’s conversations with its messages and their audio.',
  input: chatIdInput,
  output: noData,
});

const promptToText = studioPair('promptToText', {
  creates: true,
  errors: ['UNAVAILABLE'],
  summary: 'Compose a guided meditation script from a prompt and a length; kept in the history as a draft.',
  input: promptToTextInput,
  output: aiMeditation,
});
const textToVoice = studioPair('textToVoice', {
  errors: ['CONFLICT', 'UNAVAILABLE'],
  summary: 'Read a composed meditation aloud (after optional edits of its title and script); the audio is stored.',
  input: textToVoiceInput,
  output: aiMeditation,
});
const meditationHistory = studioPair('meditationHistory', {
  summary: "The library's composed meditations, latest first, paged.",
  input: aiMeditationHistoryInput,
  output: z.array(aiMeditation),
  paged: true,
});
const customMeditationReview = studioPair('custom_meditation_review', {
  errors: ['CONFLICT'],
  summary: 'Publish a reviewed, voiced meditation to the library as a meditation (title, categories, shared flag).',
  input: customMeditationReviewInput,
  output: customMeditationReviewResult,
});
const deleteAiMeditation = studioPair('delete_meditation', {
  summary: 'Delete a composed meditation from the history (a published library meditation stays).',
  input: aiMeditationIdInput,
  output: noData,
});

export const assistantEndpoints = {
  frontChatHistory: chatHistory.front,
  clinicChatHistory: chatHistory.clinic,
  frontChatHistoryContent: chatHistoryContent.front,
  clinicChatHistoryContent: chatHistoryContent.clinic,
  frontChatText: chatText.front,
  clinicChatText: chatText.clinic,
  frontChatVoice: chatVoice.front,
  clinicChatVoice: chatVoice.clinic,
  frontDeleteChat: deleteChat.front,
  clinicDeleteChat: deleteChat.clinic,
  clinicPromptToText: promptToText.clinic,
  adminPromptToText: promptToText.admin,
  clinicTextToVoice: textToVoice.clinic,
  adminTextToVoice: textToVoice.admin,
  clinicMeditationHistory: meditationHistory.clinic,
  adminMeditationHistory: meditationHistory.admin,
  clinicCustomMeditationReview: customMeditationReview.clinic,
  adminCustomMeditationReview: customMeditationReview.admin,
  clinicDeleteAiMeditation: deleteAiMeditation.clinic,
  adminDeleteAiMeditation: deleteAiMeditation.admin,
};
