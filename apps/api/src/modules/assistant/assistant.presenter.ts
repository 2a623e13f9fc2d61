import type { AiMeditation, AssistantVoice, ChatMessage, ChatSuggestion, ChatSummary } from '@stillpoint/contracts';
import { optionalMediaUrl } from '../media/media.presenter.js';
import type { AiMeditationListRow, ChatRow, MessageRow } from './assistant.repository.js';

const iso = (date: Date) => date.toISOString();

export function presentChatSummary(row: { chat: ChatRow; lastMessage: string | null; messageCount: number }): ChatSummary {
  return {
    id: row.chat.id,
    title: row.chat.title,
    messageCount: Number(row.messageCount),
    lastMessage: row.lastMessage ?? '',
    createdAt: iso(row.chat.createdAt),
    updatedAt: iso(row.chat.updatedAt),
  };
}

/** A message; its suggestions are the meditations it named that the viewer may still see, in its order. */
export function presentMessage(row: MessageRow, cards: ReadonlyMap<number, ChatSuggestion>): ChatMessage {
  return {
    id: row.id,
    role: row.role as ChatMessage['role'],
    text: row.text,
    audioUrl: optionalMediaUrl(row.audioKey),
    audioSeconds: row.audioSeconds ?? null,
    suggestions: (row.suggestions ?? []).map((id) => cards.get(id)).filter((card): card is ChatSuggestion => card !== undefined),
    crisis: row.crisis,
    createdAt: iso(row.createdAt),
  };
}

export function presentAiMeditation(entry: AiMeditationListRow): AiMeditation {
  const { row } = entry;
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    script: row.script,
    durationMinutes: row.durationMinutes,
    voice: row.voice as AssistantVoice,
    status: row.status as AiMeditation['status'],
    audioUrl: optionalMediaUrl(entry.audioKey),
    audioSeconds: entry.audioSeconds ?? null,
    meditationId: row.meditationId,
    createdBy: entry.createdByName ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
