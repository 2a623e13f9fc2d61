import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clinics, users } from './people.js';

/*
 * The content library: categories, classes (made of lessons holding contents), meditations (with extra
 * audios), learning tasks and resources attached to them, curated sections for the discovery home, and
 * uploaded media.
 *
 * Ownership: `clinic_id` null means the platform library (made by admins); otherwise the clinic owns it.
 * Who may see an item (see docs/decisions/0006-content-visibility.md): its own clinic's people; everybody
 * when `shared`; the clinics listed in class_clinics / meditation_clinics (access rules). Personal users
 * (no clinic) see the shared library only.
 *
 * Draft or published (docs/decisions/0011-drafts-and-publishing.md): classes, meditations and sections carry
 * `published_at`, null while the item is a draft. Learners see published items only, and of those only a
 * class with a content and a meditation with its audio; drafts live in their library's studio.
 *
 * Polymorphic references ("data_type + data_id" in the spec) are stored as one nullable foreign key per
 * target with a check that exactly one is set, so deleting a class or meditation removes everything that
 * pointed at it and nothing is left orphaned.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An uploaded file in the storage port: images, audio, video and documents. The bytes live in storage under `key`. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Storage key chosen by the server (`media/<kind>/<yyyy>/<random>.<ext>`). */
    key: text('key').notNull(),
    /** image, audio, video or document: decided from the sniffed bytes, never from the client. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** The client's file name, shown to people only (never used for paths). */
    originalName: text('original_name'),
    durationSeconds: integer('duration_seconds'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_files_key_key').on(t.key),
    /** A person's stored bytes, for upload quotas. */
    index('media_files_uploader_idx').on(t.uploadedBy),
    check('media_files_kind', sql`${t.kind} in ('image', 'audio', 'video', 'document')`),
  ],
);

/** A category of classes or of meditations; a meditation category may have sub-categories (parent_id). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** class or meditation. */
    type: text('type').notNull(),
    /** Set on meditation sub-categories only. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    imageMediaId: integer('image_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('categories_image_media_idx').on(t.imageMediaId).where(sql`${t.imageMediaId} is not null`),
    check('categories_type', sql`${t.type} in ('class', 'meditation')`),
    index('categories_owner_idx').on(t.clinicId, t.type, t.sortOrder),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/** A class (course): lessons holding contents. */
export const classes = pgTable(
  'classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description'),
    imageMediaId: integer('image_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    shared: boolean('shared').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(1),
    /** Kept up to date on join and leave, so "popular" lists need no count per row. */
    memberCount: integer('member_count').notNull().default(0),
    /** When the class was published; null while it is a draft (only its library's studio sees it). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('classes_image_media_idx').on(t.imageMediaId).where(sql`${t.imageMediaId} is not null`),
    index('classes_owner_idx').on(t.clinicId, t.sortOrder),
    index('classes_shared_idx').on(t.createdAt).where(sql`${t.shared}`),
    index('classes_recent_idx').on(t.createdAt),
    // The "popular" list (popular desc, member_count desc, id desc) walks this index backwards and stops
    // after a page, whatever the size of the library. Partial: learners' lists read published classes only
    // (content.visibility.ts puts `published_at is not null` in every list), so drafts never enter the walk.
    index('classes_popular_idx').on(t.popular, t.memberCount, t.id).where(sql`${t.publishedAt} is not null`),
  ],
);

export const classCategories = pgTable(
  'class_categories',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.categoryId] }), index('class_categories_category_idx').on(t.categoryId)],
);

/** The people credited as a class's authors (clinic account or its employees; admins for the library). */
export const classAuthors = pgTable(
  'class_authors',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] })],
);

/** Access rules: the clinics (besides the owner) that see a class. */
export const classClinics = pgTable(
  'class_clinics',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.clinicId] }), index('class_clinics_clinic_idx').on(t.clinicId)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('lessons_class_idx').on(t.classId, t.sortOrder)],
);

/**
 * One item of a lesson. type: text, document, class, lesson, video, audio, image. A video also names its
 * source: vimeo, soundcloud, video (uploaded), youtube, youtube_link. Class and lesson contents point at
 * another class or lesson through target_id. class_id repeats the lesson's class so a class's contents
 * are one indexed read.
 */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    videoSource: text('video_source'),
    title: text('title').notNull(),
    /** Sanitised HTML for text contents; a caption otherwise. */
    body: text('body'),
    /** External address (YouTube, Vimeo, SoundCloud, a link). */
    url: text('url'),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    targetId: integer('target_id'),
    durationSeconds: integer('duration_seconds'),
    sortOrder: integer('sort_order').notNull().default(1),
    /** Completed views, kept up to date so "most watched" needs no count per row. */
    viewCount: integer('view_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('contents_media_idx').on(t.mediaId).where(sql`${t.mediaId} is not null`),
    check('contents_type', sql`${t.type} in ('text', 'document', 'class', 'lesson', 'video', 'audio', 'image')`),
    check(
      'contents_video_source',
      sql`${t.videoSource} is null or ${t.videoSource} in ('vimeo', 'soundcloud', 'video', 'youtube', 'youtube_link')`,
    ),
    index('contents_lesson_idx').on(t.lessonId, t.sortOrder),
    index('contents_class_idx').on(t.classId),
    // "Most watched videos" (type = video, view_count desc, id desc): a range of this index, no scan of contents.
    index('contents_type_views_idx').on(t.type, t.viewCount, t.id),
  ],
);

export const meditations = pgTable(
  'meditations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    imageMediaId: integer('image_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    audioMediaId: integer('audio_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    shared: boolean('shared').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(1),
    /** Plays counted (count audio), kept up to date so "popular" needs no count per row. */
    playCount: integer('play_count').notNull().default(0),
    /** When the meditation was published; null while it is a draft (only its library's studio sees it). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('meditations_image_media_idx').on(t.imageMediaId).where(sql`${t.imageMediaId} is not null`),
    index('meditations_audio_media_idx').on(t.audioMediaId).where(sql`${t.audioMediaId} is not null`),
    index('meditations_owner_idx').on(t.clinicId, t.sortOrder),
    index('meditations_shared_idx').on(t.createdAt).where(sql`${t.shared}`),
    index('meditations_recent_idx').on(t.createdAt),
    // The "popular" list (popular desc, play_count desc, id desc), as classes_popular_idx: partial on what a
    // learner may play (published, with its audio), the two conditions every learner list carries.
    index('meditations_popular_idx')
      .on(t.popular, t.playCount, t.id)
      .where(sql`${t.publishedAt} is not null and ${t.audioMediaId} is not null`),
  ],
);

/** A meditation's extra audios ("more audios"). */
export const meditationAudios = pgTable(
  'meditation_audios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meditationId: integer('meditation_id')
      .notNull()
      .references(() => meditations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meditation_audios_meditation_idx').on(t.meditationId, t.sortOrder),
    index('meditation_audios_media_idx').on(t.mediaId).where(sql`${t.mediaId} is not null`),
  ],
);

/** A meditation's categories and sub-categories. */
export const meditationCategories = pgTable(
  'meditation_categories',
  {
    meditationId: integer('meditation_id')
      .notNull()
      .references(() => meditations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.meditationId, t.categoryId] }), index('meditation_categories_category_idx').on(t.categoryId)],
);

/** Access rules: the clinics (besides the owner) that see a meditation. */
export const meditationClinics = pgTable(
  'meditation_clinics',
  {
    meditationId: integer('meditation_id')
      .notNull()
      .references(() => meditations.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.meditationId, t.clinicId] }), index('meditation_clinics_clinic_idx').on(t.clinicId)],
);

/**
 * A task attached to a lesson or a meditation (a learner's exercise; the personal task lists of the tasks
 * domain are separate). Completion is per person in learning_task_completions.
 */
export const learningTasks = pgTable(
  'learning_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('learning_tasks_one_owner', sql`num_nonnulls(${t.lessonId}, ${t.meditationId}) = 1`),
    index('learning_tasks_lesson_idx').on(t.lessonId, t.sortOrder),
    index('learning_tasks_meditation_idx').on(t.meditationId, t.sortOrder),
  ],
);

export const learningTaskCompletions = pgTable(
  'learning_task_completions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => learningTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('learning_task_completions_user_idx').on(t.userId)],
);

/** A resource (a file or a link) attached to a class, a lesson or a meditation. */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url'),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_media_idx').on(t.mediaId).where(sql`${t.mediaId} is not null`),
    check('resources_one_owner', sql`num_nonnulls(${t.classId}, ${t.lessonId}, ${t.meditationId}) = 1`),
    index('resources_class_idx').on(t.classId),
    index('resources_lesson_idx').on(t.lessonId),
    index('resources_meditation_idx').on(t.meditationId),
  ],
);

/** A curated section of the discovery home (clinic_id null: the platform's default sections). */
export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** When the section was published (shown on discovery); null while it is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('sections_owner_idx').on(t.clinicId, t.sortOrder)],
);

/** One entry of a section: a category, class, lesson, content or meditation. */
export const sectionItems = pgTable(
  'section_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    /** Optional title shown instead of the item's own. */
    title: text('title'),
    sortOrder: integer('sort_order').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'section_items_one_target',
      sql`num_nonnulls(${t.categoryId}, ${t.classId}, ${t.lessonId}, ${t.contentId}, ${t.meditationId}) = 1`,
    ),
    index('section_items_section_idx').on(t.sectionId, t.sortOrder),
  ],
);

/** Per clinic: whether the platform's default sections show while the clinic has published none of its own. */
export const sectionSettings = pgTable('section_settings', {
  clinicId: integer('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  defaultStatus: boolean('default_status').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------
// What people do with the library
// ---------------------------------------------------------------------------------------------------

/** A person's membership of a class (join, complete; leaving deletes the row). */
export const classMembers = pgTable(
  'class_members',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Notify me about this class (spec "notify {class_id}"). */
    notify: boolean('notify').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId, t.joinedAt)],
);

/** A person's progress in one content: completion and watch position/time (video and audio). */
export const contentProgress = pgTable(
  'content_progress',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.userId] }), index('content_progress_user_class_idx').on(t.userId, t.classId)],
);

/** A person's listening of a meditation: where they stopped (time_listen_duration), totals and completions. */
export const meditationProgress = pgTable(
  'meditation_progress',
  {
    meditationId: integer('meditation_id')
      .notNull()
      .references(() => meditations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    listenedSeconds: integer('listened_seconds').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meditationId, t.userId] }), index('meditation_progress_user_idx').on(t.userId, t.updatedAt)],
);

/** Watch list entries: a class, meditation or content to come back to. */
export const watchList = pgTable(
  'watch_list',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('watch_list_one_target', sql`num_nonnulls(${t.classId}, ${t.meditationId}, ${t.contentId}) = 1`),
    unique('watch_list_entry_key').on(t.userId, t.classId, t.meditationId, t.contentId).nullsNotDistinct(),
  ],
);

/** Favourites by type: a class, meditation or content. */
export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('favourites_one_target', sql`num_nonnulls(${t.classId}, ${t.meditationId}, ${t.contentId}) = 1`),
    unique('favourites_entry_key').on(t.userId, t.classId, t.meditationId, t.contentId).nullsNotDistinct(),
  ],
);

/** A rating (1 to 5) with an optional review, one per person and item (data_type classes, lessons or meditations). */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    review: text('review'),
    ...timestamps,
  },
  (t) => [
    check('ratings_one_target', sql`num_nonnulls(${t.classId}, ${t.lessonId}, ${t.meditationId}) = 1`),
    check('ratings_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    unique('ratings_entry_key').on(t.userId, t.classId, t.lessonId, t.meditationId).nullsNotDistinct(),
    index('ratings_class_idx').on(t.classId),
    index('ratings_lesson_idx').on(t.lessonId),
    index('ratings_meditation_idx').on(t.meditationId),
  ],
);

/** A story shared in a class: uploaded media with a caption. */
export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    caption: text('caption'),
    ...timestamps,
  },
  (t) => [
    index('stories_class_idx').on(t.classId, t.createdAt),
    index('stories_media_idx').on(t.mediaId).where(sql`${t.mediaId} is not null`),
  ],
);

/** A feedback value (how a person felt, 1 to 5) about a class, meditation or content, with a note. */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    meditationId: integer('meditation_id').references(() => meditations.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_feedback_one_target', sql`num_nonnulls(${t.classId}, ${t.meditationId}, ${t.contentId}) = 1`),
    index('content_feedback_class_idx').on(t.classId),
    index('content_feedback_meditation_idx').on(t.meditationId),
    index('content_feedback_content_idx').on(t.contentId),
  ],
);

/** A person's signature (user_sign: typed name or drawn SVG/PNG data URL), optionally for a class. */
export const signatures = pgTable(
  'signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signatures_user_idx').on(t.userId)],
);

/** Questions asked of business users (role id 4), and their answers. */
export const businessQuestions = pgTable('business_questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const businessAnswers = pgTable(
  'business_answers',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => businessQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
