import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { aiStudioEndpoint, assistantKeys, type AiStudioFamily } from './endpoints';

/** The library's meditation categories with their sub-categories (the meditation studio's read), to publish under. */
export async function getMeditationCategories(family: AiStudioFamily, signal?: AbortSignal) {
  return (await apiCall(aiStudioEndpoint(family, 'categories'), {}, { signal })).data;
}

export const meditationCategoriesQueryOptions = (family: AiStudioFamily) =>
  queryOptions({
    queryKey: assistantKeys.categories(family),
    queryFn: ({ signal }) => getMeditationCategories(family, signal),
  });

export function useMeditationCategories(family: AiStudioFamily) {
  return useQuery(meditationCategoriesQueryOptions(family));
}
