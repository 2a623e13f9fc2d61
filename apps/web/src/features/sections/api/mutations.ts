import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf, SectionDetail, SectionItemKind } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { familyOf, sectionsKey, type SectionsOwner } from './family';
import { sectionQueryKey } from './get-section';

type Family = ReturnType<typeof familyOf>;
export type AddSectionInput = InputOf<Family['add']>;
export type EditSectionInput = InputOf<Family['edit']>;

/** The endpoints of one kind of item (add, edit, delete). */
function kindCalls(family: Family, kind: SectionItemKind) {
  switch (kind) {
    case 'categories':
      return { add: family.addCategory, edit: family.editCategory, remove: family.deleteCategory };
    case 'classes':
      return { add: family.addClass, edit: family.editClass, remove: family.deleteClass };
    case 'lessons':
      return { add: family.addLesson, edit: family.editLesson, remove: family.deleteLesson };
    case 'contents':
      return { add: family.addContent, edit: family.editContent, remove: family.deleteContent };
    case 'meditations':
      return { add: family.addMeditation, edit: family.editMeditation, remove: family.deleteMeditation };
  }
}

/** Every mutation reloads the owner's section lists and details (spec section 4: lists reload after a change). */
function useSectionsMutation<TInput, TResult>(owner: SectionsOwner, fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sectionsKey(owner) }),
  });
}

export function useAddSection(owner: SectionsOwner) {
  return useSectionsMutation(owner, (input: AddSectionInput) => apiCall(familyOf(owner).add, input));
}

export function useEditSection(owner: SectionsOwner) {
  return useSectionsMutation(owner, (input: EditSectionInput) => apiCall(familyOf(owner).edit, input));
}

/** Publish a draft section, or move a published one back to draft. */
export function usePublishSection(owner: SectionsOwner, action: 'publish' | 'unpublish') {
  return useSectionsMutation(owner, (id: number) => apiCall(familyOf(owner)[action], { id }));
}

export function useDeleteSection(owner: SectionsOwner) {
  return useSectionsMutation(owner, (id: number) => apiCall(familyOf(owner).delete, { id }));
}

export interface AddItemInput {
  kind: SectionItemKind;
  sectionId: number;
  dataId: number;
  title?: string | null;
}

const ID_KEY: Record<SectionItemKind, string> = {
  categories: 'cat_id',
  classes: 'class_id',
  lessons: 'lesson_id',
  contents: 'content_id',
  meditations: 'meditation_id',
};

export function useAddSectionItem(owner: SectionsOwner) {
  return useSectionsMutation(owner, ({ kind, sectionId, dataId, title }: AddItemInput) => {
    const input = { section_id: sectionId, [ID_KEY[kind]]: dataId, ...(title ? { title } : {}) };
    return apiCall(kindCalls(familyOf(owner), kind).add, input as never);
  });
}

export function useEditSectionItem(owner: SectionsOwner) {
  return useSectionsMutation(owner, ({ kind, id, title }: { kind: SectionItemKind; id: number; title: string | null }) =>
    apiCall(kindCalls(familyOf(owner), kind).edit, { id, title }),
  );
}

export function useDeleteSectionItem(owner: SectionsOwner) {
  return useSectionsMutation(owner, ({ kind, id }: { kind: SectionItemKind; id: number }) =>
    apiCall(kindCalls(familyOf(owner), kind).remove, { id }),
  );
}

/** Reorders the owner's sections (content: their ids in the new order). */
export function useReorderSections(owner: SectionsOwner) {
  return useSectionsMutation(owner, (content: number[]) => apiCall(familyOf(owner).reorder, { type: 'section', content }));
}

/** Reorders a section's items; the detail shows the new order at once and is read again afterwards. */
export function useReorderSectionItems(owner: SectionsOwner, sectionId: number) {
  const queryClient = useQueryClient();
  const key = sectionQueryKey(owner, sectionId);
  return useMutation({
    mutationFn: (content: number[]) => apiCall(familyOf(owner).reorder, { type: 'items', id: sectionId, content }),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SectionDetail>(key);
      if (previous) {
        const byId = new Map(previous.items.map((item) => [item.id, item]));
        const items = content.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, sortOrder: index + 1 }] : [];
        });
        queryClient.setQueryData<SectionDetail>(key, { ...previous, items });
      }
      return { previous };
    },
    onError: (_error, _content, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sectionsKey(owner) }),
  });
}
