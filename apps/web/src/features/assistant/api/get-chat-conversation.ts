import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { assistantKeys, chatEndpoint, type ChatFamily } from './endpoints';

/** One conversation with its messages, oldest first (chat history content). */
export async function getChatConversation(family: ChatFamily, id: number, signal?: AbortSignal) {
  return (await apiCall(chatEndpoint(family, 'historyContent'), { id }, { signal })).data;
}

export const chatConversationQueryOptions = (family: ChatFamily, id: number) =>
  queryOptions({
    queryKey: assistantKeys.conversation(family, id),
    queryFn: ({ signal }) => getChatConversation(family, id, signal),
  });

/** The open conversation; nothing is read while none is open (id null: a new conversation). */
export function useChatConversation(family: ChatFamily, id: number | null) {
  return useQuery({ ...chatConversationQueryOptions(family, id ?? 0), enabled: id !== null });
}
