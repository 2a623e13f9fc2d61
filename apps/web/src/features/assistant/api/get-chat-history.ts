import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { assistantKeys, chatEndpoint, type ChatFamily } from './endpoints';

export interface PageInput {
  pageNo: number;
  perPage: number;
}

/** How many conversations a page of the history lists (the assistant opens on the first). */
export const CHAT_HISTORY_PER_PAGE = 10;

/** A page of the person's conversations with the assistant, latest first. */
export async function getChatHistory(family: ChatFamily, page: PageInput, signal?: AbortSignal) {
  const response = await apiCall(chatEndpoint(family, 'history'), page, { signal });
  return { chats: response.data, totalPages: response.total_pages ?? 0 };
}

export const chatHistoryQueryOptions = (family: ChatFamily, page: PageInput) =>
  queryOptions({
    queryKey: assistantKeys.chatList(family, page),
    queryFn: ({ signal }) => getChatHistory(family, page, signal),
    placeholderData: keepPreviousData,
  });

export function useChatHistory(family: ChatFamily, page: PageInput) {
  return useQuery(chatHistoryQueryOptions(family, page));
}
