import {
  AI_AUDIO_MAX_SECONDS,
  ASSISTANT_MESSAGES,
  type AiMeditation,
  type AssistantVoice,
  type ChatConversation,
  type ChatReply,
  type ChatSuggestion,
} from '@stillpoint/contracts';
import { AssistantUnavailableError, SpeechTooLongError, type AssistantPort, type Speech } from '../../adapters/ai/index.js';
import { chatTitle } from '../../adapters/ai/composer.js';
import { spokenText } from '../../adapters/ai/script.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import { libraryOwner } from '../content/content.visibility.js';
import type { MediaService } from '../media/media.service.js';
import type { MeditationsService } from '../meditations/meditations.service.js';
import type { SafetyService } from '../safety/safety.service.js';
import { presentAiMeditation, presentChatSummary, presentMessage } from './assistant.presenter.js';
import type { AssistantRepository, MessageRow } from './assistant.repository.js';

/** How many earlier turns the assistant reads, and how much of the library it may suggest from. */
const CONTEXT_TURNS = 10;
const LIBRARY_SIZE = 300;

export interface AssistantServiceDeps {
  repo: AssistantRepository;
  assistant: AssistantPort;
  media: Pick<MediaService, 'storeGeneratedAudio' | 'discard' | 'removeReleased'>;
  meditations: Pick<MeditationsService, 'save'>;
  audit: AuditService;
  /** Decides on risk language before the assistant is asked anything (DESIGN.md 4b). */
  safety: Pick<SafetyService, 'respondToRisk'>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The AI meditation assistant. Conversations are the caller's own (another person's id answers 404) and
 * are health data: their text is never logged or audited, only that a conversation was deleted.
 * Composed meditations belong to the caller's library (libraryOwner), as the meditation studio's do.
 */
export function createAssistantService({ repo, assistant, media, meditations, audit, safety }: AssistantServiceDeps) {
  /**
   * Runs a call to the assistant; an unreachable provider (or a speech engine that died or hung) is a 503,
   * not a 500, and a script too long to read is a 422 on it.
   */
  async function ask<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AssistantUnavailableError) throw new AppError('UNAVAILABLE', 'The assistant is not available right now. Please try again later.');
      if (error instanceof SpeechTooLongError) {
        throw new AppError('VALIDATION', ASSISTANT_MESSAGES.scriptTooLongToRead, [{ path: 'script', message: ASSISTANT_MESSAGES.scriptTooLongToRead }]);
      }
      throw error;
    }
  }

  async function storeSpeech(speech: Speech, auth: AuthContext, name: string) {
    try {
      return await media.storeGeneratedAudio(speech.stream, {
        contentType: speech.contentType,
        extension: speech.extension,
        durationSeconds: speech.durationSeconds,
        uploader: { userId: auth.userId, clinicId: auth.clinicId },
        originalName: `${name}.${speech.extension}`,
      });
    } finally {
      // Storage that failed early may leave the stream unread: ending it frees what it holds.
      speech.stream.destroy();
    }
  }

  /** Reads an answer aloud. A crisis answer is never held back by speech: without a voice, it goes as text. */
  async function speakAnswer(text: string, voice: AssistantVoice, auth: AuthContext, crisis: boolean) {
    // An answer's audio ends at the limit rather than refusing: the person asked nothing wrong.
    const speechLimits = { maxSeconds: AI_AUDIO_MAX_SECONDS, overflow: 'cut' } as const;
    try {
      return await storeSpeech(await ask(() => assistant.speak(text, voice, speechLimits)), auth, 'assistant-answer');
    } catch (error) {
      if (crisis) return undefined;
      throw error;
    }
  }

  async function present(auth: AuthContext, rows: MessageRow[]) {
    const ids = [...new Set(rows.flatMap((row) => row.suggestions ?? []))];
    const cards = new Map<number, ChatSuggestion>((await repo.visibleMeditationCards(auth, ids)).map((card) => [card.id, card]));
    return rows.map((row) => presentMessage(row, cards));
  }

  async function ownChat(auth: AuthContext, id: number) {
    const chat = await repo.findChat(auth.userId, id);
    if (!chat) throw notFound('Chat not found');
    return chat;
  }

  async function ownAiMeditation(auth: AuthContext, id: number) {
    const row = await repo.findAiMeditation(libraryOwner(auth), id);
    if (!row) throw notFound('Meditation not found');
    return row;
  }

  return {
    async history(auth: AuthContext, page: { limit: number; offset: number }) {
      const { rows, total } = await repo.listChats(auth.userId, page);
      return { rows: rows.map(presentChatSummary), total };
    },

    async conversation(auth: AuthContext, id: number): Promise<ChatConversation> {
      const chat = await ownChat(auth, id);
      const presented = await present(auth, await repo.messages(chat.id));
      return {
        id: chat.id,
        title: chat.title,
        messageCount: presented.length,
        lastMessage: presented.at(-1)?.text ?? '',
        createdAt: chat.createdAt.toISOString(),
        updatedAt: chat.updatedAt.toISOString(),
        messages: presented,
      };
    },

    /**
     * chat text (voice false) and chat voice: the answer is stored with the question; voice adds its speech.
     * Words of risk are answered by safety, in this request, before the assistant is asked: the crisis
     * resources (and, for a patient, an alert to their care team). The provider is never called for them, so
     * no model's answer can take their place.
     */
    async send(
      auth: AuthContext,
      input: { message: string; chat_id?: number | undefined; voice: AssistantVoice; country?: string | undefined },
      withVoice: boolean,
      context: { meta: RequestMeta; locale?: string | undefined },
    ): Promise<ChatReply> {
      const existing = input.chat_id === undefined ? undefined : await ownChat(auth, input.chat_id);
      const crisis = await safety.respondToRisk(auth, input.message, 'assistant', { country: input.country, locale: context.locale }, context.meta);
      let answer: { text: string; suggestionIds: number[] };
      if (crisis) {
        answer = { text: crisis.text, suggestionIds: [] };
      } else {
        const [history, library, firstName] = await Promise.all([
          existing ? repo.recentTurns(existing.id, CONTEXT_TURNS) : Promise.resolve([]),
          repo.library(auth, LIBRARY_SIZE),
          repo.firstName(auth.userId),
        ]);
        answer = await ask(() =>
          assistant.chat({
            message: input.message,
            history: history.map((turn) => ({ role: turn.role as 'user' | 'assistant', text: turn.text })),
            firstName,
            library,
          }),
        );
      }
      const speech = withVoice ? await speakAnswer(answer.text, input.voice, auth, crisis !== null) : undefined;
      try {
        const saved = await repo.transaction(async (tx) => {
          // A conversation deleted while the answer was being written is not brought back.
          const chat = existing ? await repo.findChat(auth.userId, existing.id, tx) : await repo.insertChat(tx, auth.userId, chatTitle(input.message));
          if (!chat) throw notFound('Chat not found');
          const questionId = await repo.insertMessage(tx, { chatId: chat.id, role: 'user', text: input.message });
          const answerId = await repo.insertMessage(tx, {
            chatId: chat.id,
            role: 'assistant',
            text: spokenText(answer.text),
            audioMediaId: speech?.id ?? null,
            suggestions: answer.suggestionIds,
            crisis: crisis !== null,
          });
          await repo.touchChat(tx, chat.id);
          return { chat, questionId, answerId };
        });
        const [question, reply] = await present(auth, await repo.messages(saved.chat.id, [saved.questionId, saved.answerId]));
        return {
          chat_id: saved.chat.id,
          title: saved.chat.title,
          question: question!,
          answer: reply!,
          safety: crisis ? { resources: crisis.resources, careTeamAlerted: crisis.alerted } : null,
        };
      } catch (error) {
        if (speech) await media.discard([speech]);
        throw error;
      }
    },

    async deleteChat(auth: AuthContext, id: number, meta: RequestMeta) {
      const { found, released } = await repo.deleteChat(auth.userId, id);
      if (!found) throw notFound('Chat not found');
      await media.removeReleased(released);
      await audit.record({ actorUserId: auth.userId, action: 'assistant.chat_deleted', meta: { chatId: id } }, meta);
    },

    // --- AI meditations ------------------------------------------------------------------------------

    async aiHistory(auth: AuthContext, page: { limit: number; offset: number }) {
      const { rows, total } = await repo.listAiMeditations(libraryOwner(auth), page);
      return { rows: rows.map(presentAiMeditation), total };
    },

    async promptToText(auth: AuthContext, input: { prompt: string; duration_minutes: number }, meta: RequestMeta): Promise<AiMeditation> {
      const owner = libraryOwner(auth);
      const composed = await ask(() => assistant.compose({ prompt: input.prompt, durationMinutes: input.duration_minutes }));
      const row = await repo.insertAiMeditation({
        clinicId: owner.clinicId,
        title: composed.title.slice(0, 200),
        prompt: input.prompt,
        script: composed.script,
        durationMinutes: input.duration_minutes,
        createdBy: auth.userId,
      });
      await audit.record({ actorUserId: auth.userId, action: 'content.ai_meditation.created', meta: { id: row.id, clinicId: owner.clinicId } }, meta);
      return presentAiMeditation((await repo.findAiMeditation(owner, row.id))!);
    },

    async textToVoice(auth: AuthContext, input: { id: number; title?: string | undefined; script?: string | undefined; voice: AssistantVoice }, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const current = await ownAiMeditation(auth, input.id);
      if (current.row.status === 'published') throw new AppError('CONFLICT', 'This meditation is already in the library');
      const script = input.script ?? current.row.script;
      if (!spokenText(script).trim()) throw new AppError('VALIDATION', 'The script has nothing to read', [{ path: 'script', message: 'The script has nothing to read' }]);
      const stored = await storeSpeech(await ask(() => assistant.speak(script, input.voice)), auth, input.title ?? current.row.title);
      try {
        const released = await repo.transaction(async (tx) => {
          const locked = await repo.lockAiMeditation(tx, owner, input.id);
          if (!locked) throw notFound('Meditation not found');
          if (locked.status === 'published') throw new AppError('CONFLICT', 'This meditation is already in the library');
          await repo.updateAiMeditation(tx, locked.id, {
            ...(input.title !== undefined ? { title: input.title } : {}),
            script,
            voice: input.voice,
            status: 'voiced',
            audioMediaId: stored.id,
          });
          return repo.releaseMedia(tx, [locked.audioMediaId]);
        });
        await media.removeReleased(released);
      } catch (error) {
        await media.discard([stored]);
        throw error;
      }
      await audit.record({ actorUserId: auth.userId, action: 'content.ai_meditation.voiced', meta: { id: input.id, clinicId: owner.clinicId } }, meta);
      return presentAiMeditation((await repo.findAiMeditation(owner, input.id))!);
    },

    /** custom meditation review: the reviewed, voiced meditation becomes a library meditation. */
    async publish(auth: AuthContext, input: { id: number; title: string; category_ids: number[]; shared: boolean }, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const current = await ownAiMeditation(auth, input.id);
      if (current.row.status === 'published') throw new AppError('CONFLICT', 'This meditation is already in the library');
      if (current.row.status !== 'voiced' || current.row.audioMediaId === null || !current.audioKey) {
        throw new AppError('CONFLICT', ASSISTANT_MESSAGES.notVoiced);
      }
      const description = spokenText(current.row.script)
        .split(/\n\n/)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('');
      const { meditation } = await meditations.save(
        auth,
        {
          title: input.title,
          description,
          categoryIds: input.category_ids,
          shared: input.shared,
          audio: { id: current.row.audioMediaId, key: current.audioKey, kind: 'audio', originalName: null, durationSeconds: current.audioSeconds },
          ...(current.audioSeconds ? { duration: current.audioSeconds } : {}),
          // Reviewed and voiced, and sent to the library by the clinic or an administrator on purpose: an
          // explicit publish (decision 0011), unlike a meditation saved in the studio, which starts as a draft.
          publish: true,
        },
        meta,
      );
      await repo.transaction((tx) => repo.updateAiMeditation(tx, current.row.id, { title: input.title, status: 'published', meditationId: meditation.id }));
      await audit.record({ actorUserId: auth.userId, action: 'content.ai_meditation.published', meta: { id: input.id, meditationId: meditation.id, clinicId: owner.clinicId } }, meta);
      return { aiMeditation: presentAiMeditation((await repo.findAiMeditation(owner, input.id))!), meditation_id: meditation.id };
    },

    async deleteAiMeditation(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const { found, released } = await repo.deleteAiMeditation(owner, id);
      if (!found) throw notFound('Meditation not found');
      await media.removeReleased(released);
      await audit.record({ actorUserId: auth.userId, action: 'content.ai_meditation.deleted', meta: { id, clinicId: owner.clinicId } }, meta);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
