import { z } from 'zod';
import { idField, numberField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { crisisCountryCodeField } from '../safety/countries.js';
import { crisisResources } from '../safety/safety.schemas.js';
import {
  CHAT_MESSAGE_MAX,
  AI_PROMPT_MAX,
  AI_SCRIPT_MAX,
  AI_TITLE_MAX,
  AI_DURATION_MIN,
  AI_DURATION_MAX,
  AI_SCRIPT_MAX_MINUTES,
} from './assistant.limits.js';
import { estimatedSeconds } from './script.js';

/*
 * The AI meditation assistant (spec sections 1 and 7): a person chats with it in text or voice (discovery
 * family: chat text, chat voice, chat history, chat history content), and a clinic or an administrator
 * composes meditations from a prompt (promptToText), has them read aloud (textToVoice), keeps them
 * (meditationHistory) and publishes a reviewed one to its library (custom meditation review).
 * Conversations are health data: stored for their owner only, never logged.
 */

const int = z.number().int();

export const assistantVoices = ['calm', 'warm', 'deep'] as const;
export type AssistantVoice = (typeof assistantVoices)[number];

const chatMessageField = z.string().trim().min(1, 'Write a message').max(CHAT_MESSAGE_MAX);

// ---------------------------------------------------------------------------------------------------
// Chat (front and clinic)
// ---------------------------------------------------------------------------------------------------

/** chat text / chat voice: a message, in a conversation or starting a new one (no chat_id). */
export const chatInput = z.object({
  message: chatMessageField,
  chat_id: idField.optional(),
  /** chat voice only: the voice that reads the answer. */
  voice: z.enum(assistantVoices).default('calm'),
  /** The country the person chose for crisis resources (else their clinic's, else their browser's language). */
  country: crisisCountryCodeField.optional(),
});
export type ChatInput = z.input<typeof chatInput>;

export const chatHistoryInput = pagingInput;
export const chatIdInput = z.object({ id: idField });

/** A meditation of the person's library the answer points to. */
export const chatSuggestion = z.object({
  id: int,
  title: z.string(),
  durationSeconds: int,
});
export type ChatSuggestion = z.infer<typeof chatSuggestion>;

export const chatMessage = z.object({
  id: int,
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** The answer read aloud (chat voice), streamed with HTTP Range. */
  audioUrl: z.string().nullable(),
  audioSeconds: int.nullable(),
  suggestions: z.array(chatSuggestion),
  /** An answer to words of risk: crisis resources, never a practice (safety's detector decided). */
  crisis: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** One conversation in the history list. */
export const chatSummary = z.object({
  id: int,
  title: z.string(),
  messageCount: int,
  lastMessage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummary>;

/** chat history content {id}: a conversation with its messages, oldest first. */
export const chatConversation = chatSummary.extend({ messages: z.array(chatMessage) });
export type ChatConversation = z.infer<typeof chatConversation>;

/** What chat text and chat voice answer: the conversation, the question and the answer as stored. */
export const chatReply = z.object({
  chat_id: int,
  title: z.string(),
  question: chatMessage,
  answer: chatMessage,
  /**
   * Set when the message spoke of risk: the person's crisis resources, shown at once, and whether their
   * care team was told (patients).
   */
  safety: z.object({ resources: crisisResources, careTeamAlerted: z.boolean() }).nullable(),
});
export type ChatReply = z.infer<typeof chatReply>;

// ---------------------------------------------------------------------------------------------------
// AI meditations (clinic and admin studio)
// ---------------------------------------------------------------------------------------------------

export const aiMeditationStatuses = ['draft', 'voiced', 'published'] as const;

/** promptToText: what the meditation should be about and how long it lasts. */
export const promptToTextInput = z.object({
  prompt: z.string().trim().min(3, 'Describe the meditation in a few words').max(AI_PROMPT_MAX),
  duration_minutes: numberField(
    z
      .number()
      .int('Use whole minutes')
      .min(AI_DURATION_MIN, `Choose ${AI_DURATION_MIN} to ${AI_DURATION_MAX} minutes`)
      .max(AI_DURATION_MAX, `Choose ${AI_DURATION_MIN} to ${AI_DURATION_MAX} minutes`)
      .default(5),
  ),
});
export type PromptToTextInput = z.input<typeof promptToTextInput>;

/** textToVoice: read a composed meditation aloud, optionally after editing its title and script. */
export const textToVoiceInput = z.object({
  id: idField,
  title: z.string().trim().min(1, 'Enter a title').max(AI_TITLE_MAX).optional(),
  /** Paragraphs and `[pause N]` lines; at most AI_SCRIPT_MAX characters and AI_SCRIPT_MAX_MINUTES read aloud. */
  script: z
    .string()
    .trim()
    .min(1, 'The script is empty')
    .max(AI_SCRIPT_MAX, `Keep the script within ${AI_SCRIPT_MAX.toLocaleString('en')} characters`)
    .refine((script) => estimatedSeconds(script) <= AI_SCRIPT_MAX_MINUTES * 60, {
      error: (issue) =>
        `Read aloud, this script would last about ${Math.round(estimatedSeconds(String(issue.input)) / 60)} minutes: keep it within ${AI_SCRIPT_MAX_MINUTES} minutes`,
    })
    .optional(),
  voice: z.enum(assistantVoices).default('calm'),
});
export type TextToVoiceInput = z.input<typeof textToVoiceInput>;

export const aiMeditationHistoryInput = pagingInput;
export const aiMeditationIdInput = z.object({ id: idField });

/** custom meditation review: publish a voiced meditation to the library, as a meditation. */
export const customMeditationReviewInput = z.object({
  id: idField,
  title: z.string().trim().min(1, 'Enter a title').max(AI_TITLE_MAX),
  category_ids: z.array(idField).max(20).default([]),
  shared: z.boolean().default(false),
});
export type CustomMeditationReviewInput = z.input<typeof customMeditationReviewInput>;

export const aiMeditation = z.object({
  id: int,
  title: z.string(),
  prompt: z.string(),
  /** Plain text: paragraphs separated by blank lines; a line "[pause 20]" holds 20 seconds of silence. */
  script: z.string(),
  durationMinutes: int,
  voice: z.enum(assistantVoices),
  status: z.enum(aiMeditationStatuses),
  audioUrl: z.string().nullable(),
  audioSeconds: int.nullable(),
  /** The library meditation it was published as. */
  meditationId: int.nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiMeditation = z.infer<typeof aiMeditation>;

export const customMeditationReviewResult = z.object({ aiMeditation, meditation_id: int });
