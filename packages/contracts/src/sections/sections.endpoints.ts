import { z } from 'zod';
import { defineEndpoint, prefixed } from '../catalogue/define.js';
import { noData } from '../common.js';
import type { Role } from '../roles.js';
import {
  sectionAddCategoryInput,
  sectionAddClassInput,
  sectionAddContentInput,
  sectionAddInput,
  sectionAddLessonInput,
  sectionAddMeditationInput,
  sectionCandidate,
  sectionCandidatesInput,
  sectionCategoryContents,
  sectionClassContents,
  sectionDefaultStatus,
  sectionDefaultStatusInput,
  sectionDetail,
  sectionEditInput,
  sectionExpandInput,
  sectionIdInput,
  sectionItem,
  sectionItemEditInput,
  sectionItemsInput,
  sectionLessonContents,
  sectionListInput,
  sectionReorderInput,
  sectionSummary,
} from './sections.schemas.js';

/**
 * One family of section endpoints: `clinics/sections/...` (a clinic's own sections, feature `sections`)
 * and `admin/sections/...` (the platform's default sections, clinic_id null) are built by the same
 * function, so they have the same shape and share their handlers. Another owner's ids answer 404.
 */
function sectionsFamily<const R extends readonly Role[]>(family: 'clinics' | 'admin', access: R) {
  const who = family === 'admin' ? "the platform's default" : "the clinic's";
  const feature = family === 'clinics' ? ('sections' as const) : undefined;
  const base = { access, feature };
  const path = (action: string) => `${family}/sections/${action}`;
  const itemEndpoints = <I extends z.ZodType>(plural: string, singular: string, addInput: I, what: string) => ({
    fetch: defineEndpoint({
      ...base,
      path: path(plural),
      method: 'GET',
      summary: `The ${what} of one of ${who} sections, in order.`,
      input: sectionItemsInput,
      output: z.array(sectionItem),
    }),
    add: defineEndpoint({
      ...base,
      path: path(`add_${singular}`),
      creates: true,
      errors: ['CONFLICT'],
      summary: `Add a ${singular} the owner may see to one of ${who} sections (appended last; optional title override).`,
      input: addInput,
      output: sectionItem,
    }),
    edit: defineEndpoint({
      ...base,
      path: path(`edit_${singular}`),
      summary: `Change the title shown for a ${singular} of a section (empty: the ${singular}'s own title).`,
      input: sectionItemEditInput,
      output: sectionItem,
    }),
    delete: defineEndpoint({
      ...base,
      path: path(`delete_${singular}`),
      summary: `Remove a ${singular} from a section (the library item stays; the order closes up).`,
      input: sectionIdInput,
      output: noData,
    }),
  });
  const categories = itemEndpoints('categories', 'category', sectionAddCategoryInput, 'categories');
  const classes = itemEndpoints('classes', 'class', sectionAddClassInput, 'classes');
  const lessons = itemEndpoints('lessons', 'lesson', sectionAddLessonInput, 'lessons');
  const contents = itemEndpoints('contents', 'content', sectionAddContentInput, 'contents');
  const meditations = itemEndpoints('meditations', 'meditation', sectionAddMeditationInput, 'meditations');
  return {
    list: defineEndpoint({
      ...base,
      path: path('list'),
      method: 'GET',
      summary: `${who[0]!.toUpperCase()}${who.slice(1)} sections, in order, paged (pageNo, perPage), searched (searchBy).`,
      input: sectionListInput,
      output: z.array(sectionSummary),
      paged: true,
    }),
    detail: defineEndpoint({
      ...base,
      path: path('detail'),
      method: 'GET',
      summary: 'A section with all its items in order.',
      input: sectionIdInput,
      output: sectionDetail,
    }),
    add: defineEndpoint({
      ...base,
      path: path('add'),
      creates: true,
      summary: 'Add a section (appended last), as a draft: publish it once it holds an item.',
      input: sectionAddInput,
      output: sectionSummary,
    }),
    edit: defineEndpoint({
      ...base,
      path: path('edit'),
      summary: "Change a section's title or description.",
      input: sectionEditInput,
      output: sectionSummary,
    }),
    publish: defineEndpoint({
      ...base,
      path: path('publish'),
      errors: ['CONFLICT'],
      summary:
        'Publish a draft section: it shows on the discovery home. Refused (409, naming what is missing) while it holds no item.',
      input: sectionIdInput,
      output: sectionSummary,
    }),
    unpublish: defineEndpoint({
      ...base,
      path: path('unpublish'),
      summary: 'Move a section back to draft: it leaves the discovery home.',
      input: sectionIdInput,
      output: sectionSummary,
    }),
    delete: defineEndpoint({
      ...base,
      path: path('delete'),
      summary: 'Delete a section and its items (the library items stay; the order closes up).',
      input: sectionIdInput,
      output: noData,
    }),
    contents: contents.fetch,
    addContent: contents.add,
    editContent: contents.edit,
    deleteContent: contents.delete,
    categories: categories.fetch,
    addCategory: categories.add,
    editCategory: categories.edit,
    deleteCategory: categories.delete,
    classes: classes.fetch,
    addClass: classes.add,
    editClass: classes.edit,
    deleteClass: classes.delete,
    lessons: lessons.fetch,
    addLesson: lessons.add,
    editLesson: lessons.edit,
    deleteLesson: lessons.delete,
    meditations: meditations.fetch,
    addMeditation: meditations.add,
    editMeditation: meditations.edit,
    deleteMeditation: meditations.delete,
    categoryContents: defineEndpoint({
      ...base,
      path: path('category_contents'),
      method: 'GET',
      summary: "The section's categories, each with the classes or meditations of that category the owner sees.",
      input: sectionExpandInput,
      output: z.array(sectionCategoryContents),
    }),
    classContents: defineEndpoint({
      ...base,
      path: path('class_contents'),
      method: 'GET',
      summary: "The section's classes, each with its lessons and their contents.",
      input: sectionExpandInput,
      output: z.array(sectionClassContents),
    }),
    lessonContents: defineEndpoint({
      ...base,
      path: path('lesson_contents'),
      method: 'GET',
      summary: "The section's lessons, each with its contents.",
      input: sectionExpandInput,
      output: z.array(sectionLessonContents),
    }),
    reorder: defineEndpoint({
      ...base,
      path: path('reorder'),
      summary: 'Reorder sections or the items of a section (content: ids in their new order; rewritten 1..n).',
      input: sectionReorderInput,
      output: z.array(z.number().int()),
    }),
    candidates: defineEndpoint({
      ...base,
      path: path('candidates'),
      method: 'GET',
      summary: 'Library items the owner may add to a section, by kind, searched (at most 50).',
      input: sectionCandidatesInput,
      output: z.array(sectionCandidate),
    }),
  };
}

/** The shape both families share (the routes build their handlers from it). */
export type SectionsFamily = ReturnType<typeof sectionsFamily<readonly Role[]>>;

export const clinicSectionsFamily = sectionsFamily('clinics', ['clinic']);
export const adminSectionsFamily = sectionsFamily('admin', ['admin']);

export const sectionsEndpoints = {
  ...prefixed('clinicSections', clinicSectionsFamily),
  ...prefixed('adminSections', adminSectionsFamily),
  /**
   * section_settings.default_status of the clinic: whether the platform's default sections show to its
   * people while it has no published section of its own (new sections always start as drafts, decision 0011).
   */
  clinicSectionsDefaultStatus: defineEndpoint({
    path: 'clinics/sections/default_status',
    method: 'GET',
    summary:
      "The clinic's default section status: when on, the platform's default sections fill its people's home while it has published none of its own.",
    output: sectionDefaultStatus,
    access: ['clinic'],
    feature: 'sections',
  }),
  clinicSectionsEditDefaultStatus: defineEndpoint({
    path: 'clinics/sections/edit_default_status',
    summary: "Change the clinic's default section status.",
    input: sectionDefaultStatusInput,
    output: sectionDefaultStatus,
    access: ['clinic'],
    feature: 'sections',
  }),
};
