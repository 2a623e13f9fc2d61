import { z } from 'zod';
import { flagField, idField, numberField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { mediaSchema } from '../media.js';
import { publicationFields } from '../publishing.js';

/**
 * The content studio for classes (spec section 7 "Clinic content management"): class categories, classes,
 * lessons, contents of every type, lesson tasks, resources, access rules, authors and the update log.
 * The same schemas serve the clinic family (a clinic's own library) and the admin family (the platform
 * library).
 */
export const TITLE_MAX = 200;
export const RICH_TEXT_MAX = 100_000;
export const URL_MAX = 2000;
export const REORDER_MAX = 1000;

export const titleField = z.string().trim().min(1, 'Enter a title').max(TITLE_MAX);
/** HTML from the rich text editor; the server sanitises it before storing. */
export const richTextField = z.string().max(RICH_TEXT_MAX);
/** A list of ids; multipart forms send them as "1,2,3" or a JSON array string. */
export const idsField = z.preprocess((value) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return [];
    if (trimmed.startsWith('[')) {
      try {
        return JSON.parse(trimmed) as unknown;
      } catch {
        return value;
      }
    }
    return trimmed.split(',').map((part) => part.trim());
  }
  if (typeof value === 'number') return [value];
  return value;
}, z.array(idField).max(REORDER_MAX));

export const CATEGORY_TYPES = ['class', 'meditation'] as const;
export const categoryType = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof categoryType>;

// ------------------------------------------------------------------------------------------------
// Categories
// ------------------------------------------------------------------------------------------------

export const studioCategory = z.object({
  id: z.number().int(),
  type: categoryType,
  title: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  /** Classes (or meditations) filed under it in this library. */
  itemCount: z.number().int(),
  /** A platform category listed to a clinic for filing its classes (scope `filing`): it files, never edits it. */
  platform: z.boolean(),
});
export type StudioCategory = z.infer<typeof studioCategory>;

/**
 * `library` (the default): the categories this library owns and edits. `filing`: those its classes may be
 * filed under, which for a clinic are its own and the platform's (decision record 0018).
 */
export const categoryScopes = ['library', 'filing'] as const;
export const categoriesByTypeInput = z.object({
  type: categoryType.default('class'),
  scope: z.enum(categoryScopes).default('library'),
});
export const createCategoryInput = z.object({
  type: categoryType,
  title: titleField,
  description: z.string().trim().max(2000).optional(),
});
export const updateCategoryInput = z.object({
  id: idField,
  title: titleField,
  description: z.string().trim().max(2000).optional(),
});
/** Move a class to categories: its categories become exactly these. */
export const changeCategoryInput = z.object({ class_id: idField, category_ids: idsField });
export const deleteCategoriesInput = z.object({ ids: idsField.refine((ids) => ids.length > 0, 'Choose a category') });

// ------------------------------------------------------------------------------------------------
// Classes
// ------------------------------------------------------------------------------------------------

export const personRefOut = z.object({ userid: z.number().int(), fullName: z.string() });
export const categoryRef = z.object({ id: z.number().int(), title: z.string() });

/** A stored media file (the upload pipeline's shape). */
export const mediaRef = mediaSchema;
export type MediaRef = z.infer<typeof mediaRef>;

export const studioClass = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: mediaRef.nullable(),
  shared: z.boolean(),
  featured: z.boolean(),
  order: z.number().int(),
  categories: z.array(categoryRef),
  authors: z.array(personRefOut),
  lessonCount: z.number().int(),
  ...publicationFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudioClass = z.infer<typeof studioClass>;

const classFields = {
  title: titleField,
  description: richTextField.optional(),
  category_ids: idsField.optional(),
  shared: flagField.optional(),
  featured: flagField.optional(),
  author_ids: idsField.optional(),
  /** A stored image (media row) uploaded before; the update call may also carry the image itself. */
  image_media_id: idField.nullable().optional(),
};
export const createClassInput = z.object(classFields);
export const updateClassInput = z.object({ id: idField, ...classFields, title: titleField.optional() });
export const classIdInput = z.object({ id: idField });
export const featureClassInput = z.object({ id: idField, featured: flagField.optional() });
export const classByTypeInput = z.object({ cat_id: idField });
export const allClassesInput = pagingInput.extend({ search: searchField.optional() });

/** A reorder call: the ids of the list in their new order (spec: payload `content`). */
export const reorderInput = z.object({
  content: idsField.refine((ids) => ids.length > 0, 'Send the items in their new order'),
  type: z.string().max(40).optional(),
  /** The parent of the list: the class of lessons, the lesson of contents. */
  id: idField.optional(),
});
export const reorderCategoriesInput = reorderInput.extend({ category_type: categoryType.default('class') });
export const reorderResult = z.object({ content: z.array(z.number().int()) });

// ------------------------------------------------------------------------------------------------
// Lessons, contents, tasks, resources
// ------------------------------------------------------------------------------------------------

export const CONTENT_TYPES = ['text', 'document', 'class', 'lesson', 'video', 'audio', 'image'] as const;
export const contentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentType>;
export const VIDEO_SOURCES = ['vimeo', 'soundcloud', 'video', 'youtube', 'youtube_link'] as const;
export const videoSource = z.enum(VIDEO_SOURCES);
export type VideoSource = z.infer<typeof videoSource>;

/** The media kind an uploaded content must have, by content type (video: the uploaded source only). */
export const UPLOAD_KIND_FOR: Partial<Record<ContentType, 'document' | 'audio' | 'video' | 'image'>> = {
  document: 'document',
  audio: 'audio',
  video: 'video',
  image: 'image',
};

/** Hosts a URL content of a video source may point at. */
export const VIDEO_HOSTS: Record<'vimeo' | 'soundcloud' | 'youtube' | 'youtube_link', readonly string[]> = {
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
  soundcloud: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com', 'w.soundcloud.com'],
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
  youtube_link: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
};

/** Is `url` an https (or http) address on one of the source's hosts? */
export function isAllowedVideoUrl(source: keyof typeof VIDEO_HOSTS, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return VIDEO_HOSTS[source].includes(parsed.hostname.toLowerCase());
}

export const studioTask = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
});
export const studioResource = z.object({
  id: z.number().int(),
  data_type: z.enum(['classes', 'lessons']),
  data_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  media: mediaRef.nullable(),
});
export type StudioResource = z.infer<typeof studioResource>;

export const studioContent = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  class_id: z.number().int(),
  type: contentType,
  video_source: videoSource.nullable(),
  title: z.string(),
  body: z.string().nullable(),
  url: z.string().nullable(),
  media: mediaRef.nullable(),
  target_id: z.number().int().nullable(),
  /** The title of the class or lesson a Class/Lesson content points at. */
  target_title: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  order: z.number().int(),
});
export type StudioContent = z.infer<typeof studioContent>;

export const studioLesson = z.object({
  lesson_id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  contents: z.array(studioContent),
  tasks: z.array(studioTask),
  resources: z.array(studioResource),
});
export type StudioLesson = z.infer<typeof studioLesson>;

export const studioClassDetail = studioClass.extend({
  lessons: z.array(studioLesson),
  resources: z.array(studioResource),
});
export type StudioClassDetail = z.infer<typeof studioClassDetail>;

export const createLessonInput = z.object({
  class_id: idField,
  title: titleField,
  /** Rich text (sanitised before storing). */
  description: richTextField.optional(),
});
export const updateLessonInput = z.object({
  lesson_id: idField,
  title: titleField.optional(),
  /** Rich text (sanitised before storing); empty markup clears it. */
  description: richTextField.optional(),
});
export const lessonIdInput = z.object({ lesson_id: idField });
export const lessonCreated = studioLesson;

const contentFields = {
  type: contentType,
  video_source: videoSource.optional(),
  title: titleField,
  /** Text contents: the rich text (sanitised); other types: a caption. */
  body: richTextField.optional(),
  url: z.string().trim().max(URL_MAX).optional(),
  /** A media row uploaded before (JSON calls); multipart calls carry the file in `file` instead. */
  media_id: idField.optional(),
  /** Class and Lesson contents: the class or lesson pointed at. */
  target_id: idField.optional(),
  duration_seconds: numberField(z.number().int().min(0).max(86_400).optional()),
};
export const createContentInput = z.object({ lesson_id: idField, ...contentFields });
export const updateContentInput = z.object({
  id: idField,
  ...contentFields,
  type: contentType.optional(),
  title: titleField.optional(),
});
export const contentIdInput = z.object({ id: idField });

export const createTaskInput = z.object({
  lesson_id: idField,
  title: titleField,
  description: z.string().trim().max(5000).optional(),
});
export const updateTaskInput = z.object({
  id: idField,
  title: titleField.optional(),
  description: z.string().trim().max(5000).optional(),
});
export const idInput = z.object({ id: idField });

export const resourceTarget = z.object({ data_type: z.enum(['classes', 'lessons']), data_id: idField });
export const createResourceInput = resourceTarget.extend({
  title: titleField,
  description: z.string().trim().max(5000).optional(),
  url: z.string().trim().max(URL_MAX).optional(),
  media_id: idField.optional(),
});

// ------------------------------------------------------------------------------------------------
// Access rules, authors, update log
// ------------------------------------------------------------------------------------------------

export const accessRulesTarget = z.object({ data_type: z.enum(['classes', 'meditations']), data_id: idField });
export const accessRulesInput = accessRulesTarget.extend({ clinic_ids: idsField });
export const accessRules = z.object({
  data_type: z.enum(['classes', 'meditations']),
  data_id: z.number().int(),
  clinic_ids: z.array(z.number().int()),
});

export const studioAuthor = personRefOut;

export const updateLogInput = pagingInput;
export const updateLogEntry = z.object({
  id: z.number().int(),
  /** content.<entity>.<verb>, e.g. content.class.created. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.number().int().nullable(),
  actor: personRefOut.nullable(),
  at: z.string(),
});
export type UpdateLogEntry = z.infer<typeof updateLogEntry>;
