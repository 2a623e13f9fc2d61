import { z } from 'zod';
import { idField, numberField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personView } from '../people/person-view.js';

/*
 * Discovery: reading the content library and progressing through it (spec section 7 "Discovery and class
 * data"). Field names the spec quotes (popular_classes, next_content_id, time_listen_duration...) are kept
 * verbatim; the rest is camelCase like every other Stillpoint contract.
 */

const int = z.number().int();

// ---------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------

export const discoveryClassIdInput = z.object({ class_id: idField });
export const discoveryIdInput = z.object({ id: idField });
export const discoveryContentIdInput = z.object({ content_id: idField });
export const discoveryMeditationIdInput = z.object({ meditation_id: idField });
export const catIdInput = z.object({ cat_id: idField });
export const dataIdInput = z.object({ data_id: idField });
export const categoryTypeInput = z.object({ type: z.enum(['class', 'meditation']).default('class') });

/** recent/popular/recommended/all meditations: paged, with an optional search and category. */
export const discoveryMeditationListInput = pagingInput.extend({
  search: searchField.optional(),
  category_id: idField.optional(),
});

/** update watch time: where the person is in a video or audio content (seconds). */
export const watchTimeInput = z.object({
  content_id: idField,
  position: numberField(z.number().int().min(0).max(86_400)),
  /** Seconds watched since the last save (added to the total). */
  watched: numberField(z.number().int().min(0).max(3_600).default(0)),
});

/** listen time: saves the position in a meditation when `time_listen_duration` is given, reads it otherwise. */
export const listenTimeInput = z.object({
  meditation_id: idField,
  time_listen_duration: numberField(z.number().int().min(0).max(86_400).optional()),
  /** Seconds listened since the last save (added to the total). */
  listened: numberField(z.number().int().min(0).max(3_600).default(0)),
});

export const markTaskInput = z.object({ id: idField, completed: z.boolean().default(true) });
export const notifyInput = z.object({ class_id: idField, notify: z.boolean().default(true) });

// ---------------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------------

export const contentTypes = ['text', 'document', 'class', 'lesson', 'video', 'audio', 'image'] as const;
export const videoSources = ['vimeo', 'soundcloud', 'video', 'youtube', 'youtube_link'] as const;

/** A stored file as the player or viewer needs it. */
export const mediaInfo = z.object({
  url: z.string(),
  kind: z.enum(['image', 'audio', 'video', 'document']),
  contentType: z.string(),
  originalName: z.string().nullable(),
});
export type MediaInfo = z.infer<typeof mediaInfo>;

/** The person's progress in a class. */
export const classProgress = z.object({
  joined: z.boolean(),
  completed: z.boolean(),
  completedContents: int,
  totalContents: int,
  /** 0..100, rounded. */
  percent: int,
});

/** A class in a card row. */
export const classCard = z.object({
  id: int,
  title: z.string(),
  imageUrl: z.string().nullable(),
  shared: z.boolean(),
  featured: z.boolean(),
  lessonCount: int,
  /** Sum of the contents' durations, in seconds. */
  durationSeconds: int,
  memberCount: int,
  progress: classProgress,
});
export type ClassCard = z.infer<typeof classCard>;

/** A meditation in a card row, with where the person stopped. */
export const meditationCard = z.object({
  id: int,
  title: z.string(),
  imageUrl: z.string().nullable(),
  durationSeconds: int,
  playCount: int,
  shared: z.boolean(),
  featured: z.boolean(),
  /** Saved position in seconds (playback resumes there). */
  time_listen_duration: int,
  completedCount: int,
  /** 0..100 of the saved position over the duration. */
  percent: int,
});
export type MeditationCard = z.infer<typeof meditationCard>;

/** A content in a card row (most watched videos, section items). */
export const contentCard = z.object({
  id: int,
  classId: int,
  lessonId: int,
  title: z.string(),
  type: z.enum(contentTypes),
  videoSource: z.enum(videoSources).nullable(),
  durationSeconds: int.nullable(),
  viewCount: int,
  /** The class's image. */
  imageUrl: z.string().nullable(),
  completed: z.boolean(),
});
export type ContentCard = z.infer<typeof contentCard>;

export const categorySummary = z.object({
  id: int,
  type: z.enum(['class', 'meditation']),
  parentId: int.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type CategorySummary = z.infer<typeof categorySummary>;

/** One entry of a discovery section: whichever item it points at. */
export const discoverySectionItem = z.object({
  id: int,
  kind: z.enum(['category', 'class', 'lesson', 'content', 'meditation']),
  /** The id of the item pointed at. */
  targetId: int,
  /** The class a lesson or content belongs to (for links), the class itself for a class. */
  classId: int.nullable(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  durationSeconds: int.nullable(),
});
export type DiscoverySectionItem = z.infer<typeof discoverySectionItem>;

export const discoverySection = z.object({
  id: int,
  title: z.string(),
  description: z.string().nullable(),
  items: z.array(discoverySectionItem),
});
export type DiscoverySection = z.infer<typeof discoverySection>;

/** The front sections response of the discovery home. */
export const discoveryHome = z.object({
  sections: z.array(discoverySection),
  popular_classes: z.array(classCard),
  most_watched_videos: z.array(contentCard),
  popular_meditations: z.array(meditationCard),
});
export type DiscoveryHome = z.infer<typeof discoveryHome>;

export const learningTask = z.object({
  id: int,
  title: z.string(),
  description: z.string().nullable(),
  completed: z.boolean(),
  /** The lesson it belongs to (lesson tasks), null for a meditation's. */
  lessonId: int.nullable(),
});
export type LearningTask = z.infer<typeof learningTask>;

export const resourceItem = z.object({
  id: int,
  title: z.string(),
  description: z.string().nullable(),
  /** An external link, or the stored file's address. */
  url: z.string().nullable(),
  media: mediaInfo.nullable(),
  lessonId: int.nullable(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

/** A content in a lesson's list, with the person's progress. */
export const contentSummary = z.object({
  id: int,
  lessonId: int,
  classId: int,
  title: z.string(),
  type: z.enum(contentTypes),
  videoSource: z.enum(videoSources).nullable(),
  durationSeconds: int.nullable(),
  sortOrder: int,
  completed: z.boolean(),
  /** Saved watch position in seconds (video and audio). */
  positionSeconds: int,
});
export type ContentSummary = z.infer<typeof contentSummary>;

export const lessonWithContents = z.object({
  id: int,
  classId: int,
  title: z.string(),
  description: z.string().nullable(),
  sortOrder: int,
  contents: z.array(contentSummary),
});
export type LessonWithContents = z.infer<typeof lessonWithContents>;

/** A class's page: the card, its description, authors, categories, resources, lessons and contents. */
export const classDetail = classCard.extend({
  description: z.string().nullable(),
  /** The class's authors (its clinic's team or administrators), as the caller may see them. */
  authors: z.array(personView),
  categories: z.array(z.object({ id: int, title: z.string() })),
  /** The person asked to be notified about this class. */
  notify: z.boolean(),
  resources: z.array(resourceItem),
  lessons: z.array(lessonWithContents),
  /** Where to continue: the first content not yet completed (null when all are, or there are none). */
  next_content_id: int.nullable(),
  /**
   * Whether the people it is meant for see it (published, with a content). Always true for them: false
   * only in its own clinic's preview of a draft or unfinished class (decision 0011).
   */
  live: z.boolean(),
});
export type ClassDetail = z.infer<typeof classDetail>;

/** class content and lessons {id}: lessons (data), the class (detail) and its lessons' tasks. */
export const classContentAndLessons = z.object({
  data: z.array(lessonWithContents),
  detail: classDetail.omit({ lessons: true }),
  tasks: z.array(learningTask),
});

/** A content as the viewer shows it. */
export const contentDetail = contentSummary.extend({
  /** Sanitised HTML (text) or a caption. */
  body: z.string().nullable(),
  /** External address (YouTube, Vimeo, SoundCloud, a link). */
  url: z.string().nullable(),
  media: mediaInfo.nullable(),
  /** For class and lesson contents: the class or lesson pointed at (null when not visible any more). */
  target: z.object({ kind: z.enum(['class', 'lesson']), id: int, classId: int, title: z.string() }).nullable(),
  lessonTitle: z.string(),
  classTitle: z.string(),
  /** The person has joined the content's class. */
  joined: z.boolean(),
  previous_content_id: int.nullable(),
  next_content_id: int.nullable(),
});
export type ContentDetail = z.infer<typeof contentDetail>;

/** content detail {id}: the content (data[0]), its lesson's tasks and the person's status. */
export const contentDetailResponse = z.object({
  data: z.array(contentDetail),
  tasks: z.array(learningTask),
  status: z.enum(['not_started', 'in_progress', 'completed']),
});

export const lessonTasksResponse = z.object({ tasks: z.array(learningTask), next_content_id: int.nullable() });

export const discoveryMeditationAudio = z.object({ id: int, title: z.string(), durationSeconds: int, media: mediaInfo.nullable() });

/** A meditation's player page. */
export const discoveryMeditationDetail = meditationCard.extend({
  description: z.string().nullable(),
  audio: mediaInfo.nullable(),
  moreAudios: z.array(discoveryMeditationAudio),
  categories: z.array(z.object({ id: int, title: z.string() })),
  tasks: z.array(learningTask),
  resources: z.array(resourceItem),
  /** Whether the people it is meant for see it (published, with its audio); false only in its clinic's preview. */
  live: z.boolean(),
});
export type DiscoveryMeditationDetail = z.infer<typeof discoveryMeditationDetail>;

/** categories by class or meditation {cat_id}: the category, its sub-categories and its items. */
export const categoryItems = z.object({
  category: categorySummary,
  subCategories: z.array(categorySummary),
  classes: z.array(classCard),
  meditations: z.array(meditationCard),
});

/** section content and classes {id} / section categories {id}. */
export const sectionContent = discoverySection;

export const joinResult = z.object({ class_id: int, joined: z.boolean(), memberCount: int });
export const completeContentResult = z.object({
  content_id: int,
  completed: z.boolean(),
  /** The next content in lesson then class order; null at the end of the class. */
  next_content_id: int.nullable(),
  progress: classProgress,
});
export const completeClassResult = z.object({ class_id: int, progress: classProgress });
export const watchTimeResult = z.object({ content_id: int, position: int, watched: int, completed: z.boolean() });
export const listenTimeResult = z.object({ meditation_id: int, time_listen_duration: int, listenedSeconds: int });
export const countAudioResult = z.object({ meditation_id: int, playCount: int, myPlayCount: int });
export const completeMeditationResult = z.object({ meditation_id: int, completedCount: int, time_listen_duration: int });
export const markTaskResult = learningTask;
export const notifyResult = z.object({ class_id: int, notify: z.boolean() });
