import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatInput, ChatReply } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { assistantKeys, chatEndpoint, type ChatFamily } from './endpoints';

/** How the assistant answers: in text (chat text), or in text read aloud (chat voice). */
export type ChatMode = 'text' | 'voice';

export interface SendChatMessageInput extends ChatInput {
  mode: ChatMode;
}

/**
 * Sends a message to the assistant, in a conversation (chat_id) or starting a new one. Both calls take
 * the same input and answer the conversation's id, its title, the question and the answer as stored.
 */
export function sendChatMessage(family: ChatFamily, { mode, ...input }: SendChatMessageInput) {
  return apiCall(chatEndpoint(family, mode), input);
}

/** The conversation as it is after a reply: the cached one with the two new messages, or a new one. */
export function withReply(conversation: ChatConversation | undefined, reply: ChatReply): ChatConversation {
  const messages = [...(conversation?.messages ?? []), reply.question, reply.answer];
  return {
    id: reply.chat_id,
    title: reply.title,
    messageCount: messages.length,
    lastMessage: reply.answer.text,
    createdAt: conversation?.createdAt ?? reply.question.createdAt,
    updatedAt: reply.answer.createdAt,
    messages,
  };
}

/**
 * The reply goes straight into the conversation's cache (no second read to show it); the history is read
 * again, since the conversation moved to the top or is new.
 */
export function useSendChatMessage(family: ChatFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendChatMessageInput) => sendChatMessage(family, input),
    onSuccess: (response) => {
      const reply = response.data;
      queryClient.setQueryData<ChatConversation>(assistantKeys.conversation(family, reply.chat_id), (cached) =>
        withReply(cached, reply),
      );
      // Not awaited: the answer shows at once, the history catches up.
      void queryClient.invalidateQueries({ queryKey: [...assistantKeys.chats(family), 'list'] });
    },
  });
}
