import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { aiStudioEndpoint, assistantKeys, type AiStudioFamily } from './endpoints';
import type { PageInput } from './get-chat-history';

/** A page of the library's composed meditations, latest first. */
export async function getMeditationHistory(family: AiStudioFamily, page: PageInput, signal?: AbortSignal) {
  const response = await apiCall(aiStudioEndpoint(family, 'history'), page, { signal });
  return { meditations: response.data, totalPages: response.total_pages ?? 0 };
}

export const meditationHistoryQueryOptions = (family: AiStudioFamily, page: PageInput) =>
  queryOptions({
    queryKey: assistantKeys.history(family, page),
    queryFn: ({ signal }) => getMeditationHistory(family, page, signal),
    placeholderData: keepPreviousData,
  });

export function useMeditationHistory(family: AiStudioFamily, page: PageInput) {
  return useQuery(meditationHistoryQueryOptions(family, page));
}
