import { z } from 'zod';
import { flagField, idField, numberField, searchField } from '../common.js';
import { formBoolean } from '../media.js';
import { pagingInput } from '../envelope.js';
import { publicationFields } from '../publishing.js';

/*
 * The meditation studio (spec section 7 "Clinic content management"): meditations with their audio, extra
 * audios, tasks and resources; meditation sub-categories; recommended, popular and shared flags of a
 * library's classes and meditations. The same shapes serve the clinic family (a clinic's own library) and
 * the admin family (the platform library).
 */

export const MEDITATION_TITLE_MAX = 160;
export const MEDITATION_DESCRIPTION_MAX = 20_000;
/** Longest audio duration accepted from a client (10 hours). */
export const MEDITATION_DURATION_MAX = 36_000;
/** Most extra audios added in one request. */
export const MEDITATION_AUDIOS_PER_REQUEST = 10;

/** A list of ids: a JSON array, or a form value "1,2,3" (or repeated fields). */
export const idListField = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter(Boolean);
  if (typeof value === 'number') return [value];
  return value;
}, z.array(idField).max(50));

/** A whole number of seconds (forms send it as text). */
export const durationField = numberField(z.number().min(0).max(MEDITATION_DURATION_MAX)).transform((value) => Math.round(value));

const titleField = z.string().trim().min(1, 'Enter a title').max(MEDITATION_TITLE_MAX);
const descriptionField = z.string().max(MEDITATION_DESCRIPTION_MAX);

/** An uploaded file as the studio shows it. */
export const studioMedia = z.object({
  id: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  originalName: z.string().nullable(),
});
export type StudioMedia = z.infer<typeof studioMedia>;

export const meditationSummary = z.object({
  id: z.number().int(),
  /** null: the platform library. */
  clinicId: z.number().int().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  image: studioMedia.nullable(),
  audio: studioMedia.nullable(),
  /** Seconds. */
  duration: z.number().int(),
  shared: z.boolean(),
  featured: z.boolean(),
  recommended: z.boolean(),
  popular: z.boolean(),
  sortOrder: z.number().int(),
  playCount: z.number().int(),
  /** Its categories and sub-categories. */
  categoryIds: z.array(z.number().int()),
  audioCount: z.number().int(),
  ...publicationFields,
  createdAt: z.string(),
});
export type MeditationSummary = z.infer<typeof meditationSummary>;

/** An extra audio of a meditation ("more audios"). */
export const meditationAudio = z.object({
  id: z.number().int(),
  meditationId: z.number().int(),
  title: z.string(),
  audio: studioMedia.nullable(),
  duration: z.number().int(),
  sortOrder: z.number().int(),
});
export type MeditationAudio = z.infer<typeof meditationAudio>;

export const meditationTask = z.object({
  id: z.number().int(),
  meditationId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type MeditationTask = z.infer<typeof meditationTask>;

export const meditationResource = z.object({
  id: z.number().int(),
  meditationId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** An external address, or the uploaded file's address. */
  url: z.string().nullable(),
  file: studioMedia.nullable(),
  sortOrder: z.number().int(),
});
export type MeditationResource = z.infer<typeof meditationResource>;

export const meditationDetail = meditationSummary.extend({
  audios: z.array(meditationAudio),
  tasks: z.array(meditationTask),
  resources: z.array(meditationResource),
});
export type MeditationDetail = z.infer<typeof meditationDetail>;

/** A meditation category (parentId null) or sub-category of the library. */
export const meditationCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  meditationCount: z.number().int(),
});
export type MeditationCategory = z.infer<typeof meditationCategory>;

export const meditationCategoryNode = meditationCategory.extend({ subcategories: z.array(meditationCategory) });
export type MeditationCategoryNode = z.infer<typeof meditationCategoryNode>;

// ---- inputs ----

export const meditationIdInput = z.object({ id: idField });

/** The studio's meditation list: the library's meditations, optionally of one category, searched by title. */
export const meditationListInput = pagingInput.extend({
  cat_id: idField.optional(),
  search: searchField.optional(),
});

/** update or create meditation: without id a meditation is created, with id that one is updated. */
export const saveMeditationInput = z.object({
  id: idField.optional(),
  title: titleField,
  description: descriptionField.optional(),
  /** Categories and sub-categories (meditation categories of the same library). */
  category_ids: idListField.optional(),
  shared: formBoolean.optional(),
  featured: formBoolean.optional(),
  /** Seconds, as the client measured them; the server measures WAV and MP3 files itself when it can. */
  duration: durationField.optional(),
  /** Files come in the fields `audio` and `image`; or a stored media id of an earlier upload instead. */
  audio_media_id: idField.optional(),
  image_media_id: idField.optional(),
  /** true removes the image. */
  remove_image: formBoolean.optional(),
});
export type SaveMeditationInput = z.input<typeof saveMeditationInput>;

/** more audios: several extra audios at once (files in `audios`), each with a title and a duration (same positions as the files). */
export const addAudiosInput = z.object({
  meditation_id: idField,
  /** One title per file; a JSON array, or repeated form fields. */
  titles: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(titleField).max(MEDITATION_AUDIOS_PER_REQUEST),
  ).optional(),
  durations: z.preprocess(
    (value) => (typeof value === 'string' || typeof value === 'number' ? [value] : value),
    z.array(durationField).max(MEDITATION_AUDIOS_PER_REQUEST),
  ).optional(),
  /** Audios uploaded before (stored media ids), in the same positions as titles. */
  media_ids: idListField.optional(),
});
export type AddAudiosInput = z.input<typeof addAudiosInput>;

export const updateAudioInput = z.object({ id: idField, title: titleField, duration: durationField.optional() });

/** Reorder payload (spec): the list of ids in their new order. */
export const reorderMeditationsInput = z.object({ content: z.array(idField).min(1).max(1000) });
export const reorderAudiosInput = z.object({ meditation_id: idField, content: z.array(idField).min(1).max(200) });

export const meditationTasksInput = z.object({ meditation_id: idField });
export const createMeditationTaskInput = z.object({
  meditation_id: idField,
  title: titleField,
  description: descriptionField.optional(),
});
export const updateMeditationTaskInput = z.object({ id: idField, title: titleField, description: descriptionField.optional() });

export const createMeditationResourceInput = z.object({
  meditation_id: idField,
  title: titleField,
  description: z.string().max(2000).optional(),
  /** An external address (http or https). */
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\//i.test(value), 'Enter an address starting with http:// or https://')
    .optional(),
  /** A file comes in the field `file`; or a stored media id of an earlier upload instead. */
  media_id: idField.optional(),
});

export const subcategoryInput = z.object({
  parent_id: idField,
  title: titleField,
  description: z.string().max(2000).optional(),
});
export const updateSubcategoryInput = subcategoryInput.partial().extend({ id: idField });
export const subcategoryListInput = z.object({ parent_id: idField.optional() });
export const bySubcategoryInput = pagingInput.extend({ id: idField, search: searchField.optional() });

// ---- recommended, popular and shared (classes and meditations) ----

export const libraryDataType = z.enum(['classes', 'meditations']);
export const libraryFlagPayload = z.enum(['recommended', 'popular']);

/** A class or meditation of the library with its flags. */
export const libraryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  shared: z.boolean(),
  featured: z.boolean(),
  recommended: z.boolean(),
  popular: z.boolean(),
});
export type LibraryItem = z.infer<typeof libraryItem>;
export const libraryItems = z.object({ classes: z.array(libraryItem), meditations: z.array(libraryItem) });
export type LibraryItems = z.infer<typeof libraryItems>;

export const sharedListInput = z.object({
  /** shared: only the shared ones; all: every item with its flag (to toggle them). */
  filter: z.enum(['all', 'shared']).default('all'),
  search: searchField.optional(),
});
export const recommendedListInput = z.object({ payload: libraryFlagPayload });

export const updateSharedInput = z.object({ data_type: libraryDataType, data_id: idField, shared: flagField });
export const updateRecommendedInput = z.object({
  data_type: libraryDataType,
  data_id: idField,
  /** Which flag: recommended or popular (spec "payload recommended or popular"). */
  payload: libraryFlagPayload,
  status: flagField,
});
