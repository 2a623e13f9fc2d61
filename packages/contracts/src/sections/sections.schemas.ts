import { z } from 'zod';
import { flagField, idField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { publicationFields } from '../publishing.js';

/**
 * Curated sections of the discovery home (spec section 7 "Clinic sections (paged)"). A clinic manages its
 * own sections; the administrator manages the platform's default sections. A section holds items, each one
 * category, class, lesson, content or meditation of the library, in a gapless order 1..n.
 */
export const SECTION_TITLE_MAX = 120;
export const SECTION_DESCRIPTION_MAX = 1000;
export const SECTION_ITEM_TITLE_MAX = 160;
export const SECTION_REORDER_MAX = 500;

export const SECTION_ITEM_TYPES = ['category', 'class', 'lesson', 'content', 'meditation'] as const;
export type SectionItemType = (typeof SECTION_ITEM_TYPES)[number];

/** The item kinds as the endpoints name them (plural), with the id field their add call takes. */
export const SECTION_ITEM_KINDS = {
  categories: { type: 'category', idKey: 'cat_id' },
  classes: { type: 'class', idKey: 'class_id' },
  lessons: { type: 'lesson', idKey: 'lesson_id' },
  contents: { type: 'content', idKey: 'content_id' },
  meditations: { type: 'meditation', idKey: 'meditation_id' },
} as const satisfies Record<string, { type: SectionItemType; idKey: string }>;
export type SectionItemKind = keyof typeof SECTION_ITEM_KINDS;
export const SECTION_ITEM_KIND_NAMES = Object.keys(SECTION_ITEM_KINDS) as SectionItemKind[];

const titleField = z.string().trim().min(1, 'Enter a title').max(SECTION_TITLE_MAX);
const descriptionField = z
  .string()
  .trim()
  .max(SECTION_DESCRIPTION_MAX)
  .nullable()
  .transform((value) => (value ? value : null));
/** An item's own title override: empty or null goes back to the library item's title. */
const itemTitleField = z
  .string()
  .trim()
  .max(SECTION_ITEM_TITLE_MAX)
  .nullable()
  .transform((value) => (value ? value : null));

export const sectionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Shown on discovery once published (and holding an item the person may see). */
  ...publicationFields,
  sortOrder: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type SectionSummary = z.infer<typeof sectionSummary>;

export const sectionItem = z.object({
  /** The section item's id (edit, delete and reorder use it). */
  id: z.number().int(),
  sectionId: z.number().int(),
  type: z.enum(SECTION_ITEM_TYPES),
  /** The library item's id (the spec's data_id). */
  dataId: z.number().int(),
  /** The title shown: the override when set, else the library item's own. */
  title: z.string(),
  ownTitle: z.string(),
  overrideTitle: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Lessons and contents: their class; classes: themselves. */
  classId: z.number().int().nullable(),
  classTitle: z.string().nullable(),
  /** Contents: their lesson. */
  lessonId: z.number().int().nullable(),
  lessonTitle: z.string().nullable(),
  /** Categories: class or meditation. Contents: the content type. */
  subtype: z.string().nullable(),
});
export type SectionItem = z.infer<typeof sectionItem>;

export const sectionDetail = sectionSummary.extend({ items: z.array(sectionItem) });
export type SectionDetail = z.infer<typeof sectionDetail>;

export const sectionListInput = pagingInput.extend({
  /** Matches the title or the description. */
  searchBy: searchField.optional(),
});

/** A new section is a draft: publish it (its own call) once it holds an item. */
export const sectionAddInput = z.object({
  title: titleField,
  description: descriptionField.optional(),
});

export const sectionEditInput = z.object({
  id: idField,
  title: titleField.optional(),
  description: descriptionField.optional(),
});

export const sectionIdInput = z.object({ id: idField });
export const sectionItemsInput = z.object({ section_id: idField });

export const sectionItemEditInput = z.object({
  id: idField,
  title: itemTitleField,
});

function addInput<K extends string>(key: K) {
  return z
    .object({ section_id: idField, title: itemTitleField.optional() })
    .extend({ [key]: idField } as Record<K, typeof idField>);
}
export const sectionAddCategoryInput = addInput('cat_id');
export const sectionAddClassInput = addInput('class_id');
export const sectionAddLessonInput = addInput('lesson_id');
export const sectionAddContentInput = addInput('content_id');
export const sectionAddMeditationInput = addInput('meditation_id');

/** Expansions read the section's items of one kind, or just one of them (id). */
export const sectionExpandInput = z.object({ section_id: idField, id: idField.optional() });

export const libraryRef = z.object({ id: z.number().int(), title: z.string() });
export const sectionContentRef = libraryRef.extend({ type: z.string(), sortOrder: z.number().int() });
export const sectionLessonWithContents = libraryRef.extend({
  sortOrder: z.number().int(),
  contents: z.array(sectionContentRef),
});

/** category_contents: each category item with the classes or meditations of that category. */
export const sectionCategoryContents = z.object({
  item: sectionItem,
  classes: z.array(libraryRef),
  meditations: z.array(libraryRef),
});
/** class_contents: each class item with its lessons and their contents. */
export const sectionClassContents = z.object({ item: sectionItem, lessons: z.array(sectionLessonWithContents) });
/** lesson_contents: each lesson item with its contents. */
export const sectionLessonContents = z.object({ item: sectionItem, contents: z.array(sectionContentRef) });

export const SECTION_REORDER_TYPES = ['section', 'items', 'categories', 'classes', 'lessons', 'contents', 'meditations'] as const;
export const sectionReorderInput = z
  .object({
    /**
     * section: the owner's sections (content = section ids). items: every item of section `id`.
     * categories, classes, lessons, contents, meditations: the items of that kind in section `id`, which
     * swap places among the positions that kind holds.
     */
    type: z.enum(SECTION_REORDER_TYPES),
    id: idField.optional(),
    content: z.array(idField).min(1).max(SECTION_REORDER_MAX),
  })
  .refine((input) => input.type === 'section' || input.id !== undefined, { path: ['id'], message: 'Choose the section' });

export const sectionCandidatesInput = z.object({
  type: z.enum(SECTION_ITEM_KIND_NAMES as [SectionItemKind, ...SectionItemKind[]]),
  searchBy: searchField.optional(),
});
export const sectionCandidate = libraryRef.extend({
  /** Where the item sits: the class (and lesson) of a lesson or content, the type of a category. */
  context: z.string().nullable(),
});
export type SectionCandidate = z.infer<typeof sectionCandidate>;
export const SECTION_CANDIDATES_MAX = 50;

export const sectionDefaultStatus = z.object({ default_status: z.boolean() });
export const sectionDefaultStatusInput = z.object({ default_status: flagField });
