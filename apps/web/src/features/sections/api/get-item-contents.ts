import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionItem } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { familyOf, sectionsKey, type SectionsOwner } from './family';

/** One library entry beneath a section item, and the kind of item it would be in the section. */
export interface InnerEntry {
  kind: 'classes' | 'meditations' | 'lessons' | 'contents';
  id: number;
  title: string;
  /** A content's type (audio, video...). */
  type?: string;
  /** A class's lessons hold their contents. */
  children?: InnerEntry[];
}

export type ExpandableType = Extract<SectionItem['type'], 'category' | 'class' | 'lesson'>;
export const EXPANDABLE: readonly SectionItem['type'][] = ['category', 'class', 'lesson'];

/**
 * What a category, class or lesson item of a section holds, through the section's expansions: category
 * contents (its classes or meditations), class contents (its lessons and their contents), lesson contents.
 */
export async function getItemContents(owner: SectionsOwner, item: SectionItem, signal?: AbortSignal): Promise<InnerEntry[]> {
  const family = familyOf(owner);
  const input = { section_id: item.sectionId, id: item.id };
  const contentsOf = (contents: Array<{ id: number; title: string; type: string }>): InnerEntry[] =>
    contents.map((content) => ({ kind: 'contents', id: content.id, title: content.title, type: content.type }));
  switch (item.type) {
    case 'category': {
      const [row] = (await apiCall(family.categoryContents, input, { signal })).data;
      if (!row) return [];
      return [
        ...row.classes.map((cls): InnerEntry => ({ kind: 'classes', id: cls.id, title: cls.title })),
        ...row.meditations.map((meditation): InnerEntry => ({ kind: 'meditations', id: meditation.id, title: meditation.title })),
      ];
    }
    case 'class': {
      const [row] = (await apiCall(family.classContents, input, { signal })).data;
      return (row?.lessons ?? []).map((lesson) => ({
        kind: 'lessons',
        id: lesson.id,
        title: lesson.title,
        children: contentsOf(lesson.contents),
      }));
    }
    case 'lesson': {
      const [row] = (await apiCall(family.lessonContents, input, { signal })).data;
      return contentsOf(row?.contents ?? []);
    }
    default:
      return [];
  }
}

export const itemContentsQueryOptions = (owner: SectionsOwner, item: SectionItem) =>
  queryOptions({
    queryKey: [...sectionsKey(owner), 'item-contents', item.sectionId, item.id],
    queryFn: ({ signal }) => getItemContents(owner, item, signal),
  });

export function useItemContents(owner: SectionsOwner, item: SectionItem, enabled: boolean) {
  return useQuery({ ...itemContentsQueryOptions(owner, item), enabled });
}
