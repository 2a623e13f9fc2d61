import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionItemKind } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { familyOf, sectionsKey, type SectionsOwner } from './family';

/** Library items of one kind the owner may add to a section (at most 50, searched by title). */
export async function getCandidates(owner: SectionsOwner, type: SectionItemKind, searchBy: string, signal?: AbortSignal) {
  return (await apiCall(familyOf(owner).candidates, { type, ...(searchBy ? { searchBy } : {}) }, { signal })).data;
}

export const candidatesQueryOptions = (owner: SectionsOwner, type: SectionItemKind, searchBy: string) =>
  queryOptions({
    queryKey: [...sectionsKey(owner), 'candidates', type, searchBy],
    queryFn: ({ signal }) => getCandidates(owner, type, searchBy, signal),
    placeholderData: keepPreviousData,
  });

export function useCandidates(owner: SectionsOwner, type: SectionItemKind, searchBy: string, enabled = true) {
  return useQuery({ ...candidatesQueryOptions(owner, type, searchBy), enabled });
}
