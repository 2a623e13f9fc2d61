import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { familyOf, sectionsKey, type SectionsOwner } from './family';

/** A section with its items in order. */
export async function getSection(owner: SectionsOwner, id: number, signal?: AbortSignal) {
  return (await apiCall(familyOf(owner).detail, { id }, { signal })).data;
}

export const sectionQueryKey = (owner: SectionsOwner, id: number) => [...sectionsKey(owner), 'detail', id] as const;

export const sectionQueryOptions = (owner: SectionsOwner, id: number) =>
  queryOptions({ queryKey: sectionQueryKey(owner, id), queryFn: ({ signal }) => getSection(owner, id, signal) });

export function useSection(owner: SectionsOwner, id: number) {
  return useQuery(sectionQueryOptions(owner, id));
}
