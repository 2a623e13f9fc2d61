import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { mailboxEndpoints } from '@stillpoint/contracts/endpoints/mailbox';
import { apiCall } from '../../../lib/api-client';

export type OutboxQuery = InputOf<typeof mailboxEndpoints.outboxMessages>;

/** A page of the outbox (the dev mailbox), newest first, optionally only the messages to one address. */
export async function getOutboxMessages(input: OutboxQuery, signal?: AbortSignal) {
  const response = await apiCall(mailboxEndpoints.outboxMessages, input, { signal });
  return { messages: response.data, totalPages: response.total_pages ?? 0 };
}

export const outboxMessagesQueryOptions = (input: OutboxQuery) =>
  queryOptions({
    queryKey: ['mailbox', 'messages', input],
    queryFn: ({ signal }) => getOutboxMessages(input, signal),
    placeholderData: keepPreviousData,
  });

export function useOutboxMessages(input: OutboxQuery) {
  return useQuery(outboxMessagesQueryOptions(input));
}
