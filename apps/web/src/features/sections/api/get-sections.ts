import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { familyOf, sectionsKey, type SectionsOwner } from './family';

export type SectionsQuery = InputOf<ReturnType<typeof familyOf>['list']>;

/** A page of the owner's sections, in order, with search. */
export async function getSections(owner: SectionsOwner, input: SectionsQuery, signal?: AbortSignal) {
  const response = await apiCall(familyOf(owner).list, input, { signal });
  return { sections: response.data, totalPages: response.total_pages ?? 0 };
}

export const sectionsQueryOptions = (owner: SectionsOwner, input: SectionsQuery) =>
  queryOptions({
    queryKey: [...sectionsKey(owner), 'list', input],
    queryFn: ({ signal }) => getSections(owner, input, signal),
    placeholderData: keepPreviousData,
  });

export function useSections(owner: SectionsOwner, input: SectionsQuery) {
  return useQuery(sectionsQueryOptions(owner, input));
}

/** Reads the ids of one page of the owner's sections (the earlier pages of a reorder). */
export function useSectionPageIds(owner: SectionsOwner) {
  const queryClient = useQueryClient();
  return async (input: SectionsQuery) =>
    (await queryClient.fetchQuery(sectionsQueryOptions(owner, input))).sections.map((section) => section.id);
}
