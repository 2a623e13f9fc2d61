import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import type { Role } from '../roles.js';
import {
  catIdInput,
  categoryItems,
  categorySummary,
  categoryTypeInput,
  classCard,
  classContentAndLessons,
  classDetail,
  discoveryClassIdInput,
  completeClassResult,
  completeContentResult,
  completeMeditationResult,
  contentDetail,
  contentDetailResponse,
  discoveryContentIdInput,
  countAudioResult,
  dataIdInput,
  discoveryHome,
  discoveryIdInput,
  joinResult,
  learningTask,
  lessonTasksResponse,
  lessonWithContents,
  listenTimeInput,
  listenTimeResult,
  markTaskInput,
  markTaskResult,
  meditationCard,
  discoveryMeditationDetail,
  discoveryMeditationIdInput,
  discoveryMeditationListInput,
  notifyInput,
  notifyResult,
  resourceItem,
  sectionContent,
  watchTimeInput,
  watchTimeResult,
} from './discovery.schemas.js';

/**
 * Discovery (spec section 7 "Discovery and class data (front and clinic)"): the reads exist twice, as
 * front/discovery/<action> for patients, employees and personal users and as clinics/discovery/<action>
 * for clinic accounts, defined once here (same input, output and handler). Progress (join, complete,
 * watch and listen time...) is the front family's only: a clinic account previews its library.
 */
export const DISCOVERY_FRONT_ROLES = ['patient', 'employee', 'frontuser'] as const satisfies readonly Role[];
export const DISCOVERY_CLINIC_ROLES = ['clinic'] as const satisfies readonly Role[];

type PairConfig = Omit<EndpointConfig, 'path' | 'access' | 'feature'>;

function pair<const C extends PairConfig>(action: string, config: C) {
  return {
    front: defineEndpoint({ ...config, path: `front/discovery/${action}`, access: DISCOVERY_FRONT_ROLES, feature: 'discovery' }),
    clinic: defineEndpoint({
      ...config,
      path: `clinics/discovery/${action}`,
      access: DISCOVERY_CLINIC_ROLES,
      feature: 'discovery',
    }),
  };
}
function frontOnly<const C extends PairConfig>(action: string, config: C) {
  return defineEndpoint({ ...config, path: `front/discovery/${action}`, access: DISCOVERY_FRONT_ROLES, feature: 'discovery' });
}

/** The reads, one entry per action, each with its front and clinic endpoint. */
export const discoveryReads = {
  home: pair('sections', {
    summary:
      "The discovery home: the viewer's clinic's active sections (or the platform's), popular classes, most watched videos, popular meditations.",
    output: discoveryHome,
  }),
  popularClasses: pair('popular_classes', {
    method: 'GET',
    summary: 'Popular classes (marked popular first, then by members).',
    output: z.array(classCard),
  }),
  recommendedClasses: pair('recommended_classes', {
    method: 'GET',
    summary: 'Classes marked recommended.',
    output: z.array(classCard),
  }),
  recommendedMeditation: pair('recommended_meditation', {
    method: 'GET',
    summary: 'Meditations marked recommended (the first few).',
    output: z.array(meditationCard),
  }),
  recentClasses: pair('all_recent_classes', {
    method: 'GET',
    summary: 'The newest classes.',
    output: z.array(classCard),
  }),
  sharedClasses: pair('shared_classes', {
    method: 'GET',
    summary: 'Classes of the shared library.',
    output: z.array(classCard),
  }),
  recentMeditations: pair('recent_meditations', {
    summary: 'The newest meditations, paged.',
    input: discoveryMeditationListInput,
    output: z.array(meditationCard),
    paged: true,
  }),
  popularMeditations: pair('popular_meditations', {
    summary: 'Popular meditations (marked popular first, then by plays), paged.',
    input: discoveryMeditationListInput,
    output: z.array(meditationCard),
    paged: true,
  }),
  recommendedMeditations: pair('recommended_meditations', {
    summary: 'Meditations marked recommended, paged.',
    input: discoveryMeditationListInput,
    output: z.array(meditationCard),
    paged: true,
  }),
  allMeditations: pair('all_meditations', {
    summary: 'Every meditation the viewer may see, paged, with search and category.',
    input: discoveryMeditationListInput,
    output: z.array(meditationCard),
    paged: true,
  }),
  featuredClass: pair('featured_class', {
    summary: 'The featured class (the newest featured one), or null.',
    output: classCard.nullable(),
  }),
  categoriesByType: pair('categories_by_type', {
    summary: 'Top-level categories of classes or of meditations.',
    input: categoryTypeInput,
    output: z.array(categorySummary),
  }),
  categoryItems: pair('categories_by_class_or_meditation', {
    summary: 'A category with its sub-categories and the classes or meditations in it.',
    input: catIdInput,
    output: categoryItems,
  }),
  sectionCategories: pair('section_categories', {
    summary: "A section's category items.",
    input: discoveryIdInput,
    output: sectionContent,
  }),
  sectionContent: pair('section_content_and_classes', {
    summary: "A section's items (classes, lessons, contents, meditations, categories).",
    input: discoveryIdInput,
    output: sectionContent,
  }),
  categoryContent: pair('category_content', {
    summary: 'A category (title) and its items.',
    input: discoveryIdInput,
    output: categoryItems,
  }),
  classDetail: pair('class_detail', {
    summary: "A class's page: detail, authors, categories, resources, lessons and contents with the person's progress.",
    input: discoveryClassIdInput,
    output: classDetail,
  }),
  lessonsAndContents: pair('lessons_and_contents', {
    summary: "A class's lessons with their contents.",
    input: discoveryClassIdInput,
    output: z.array(lessonWithContents),
  }),
  classContentAndLessons: pair('class_content_and_lessons', {
    summary: 'A class (detail), its lessons (data) and their tasks.',
    input: discoveryIdInput,
    output: classContentAndLessons,
  }),
  lessonContent: pair('lesson_content', {
    summary: 'A lesson with its contents.',
    input: discoveryIdInput,
    output: lessonWithContents,
  }),
  lessonContentDetail: pair('lesson_content_detail', {
    summary: 'A content for the viewer, with previous and next content.',
    input: discoveryContentIdInput,
    output: contentDetail,
  }),
  contentDetail: pair('content_detail', {
    summary: "A content (data[0]), its lesson's tasks and the person's status.",
    input: discoveryIdInput,
    output: contentDetailResponse,
  }),
  resourceDetail: pair('resource_detail', {
    summary: "A class's resources and its lessons'.",
    input: discoveryClassIdInput,
    output: z.array(resourceItem),
  }),
  lessonTasks: pair('lesson_tasks', {
    summary: "The tasks of a content's lesson and the next content.",
    input: discoveryContentIdInput,
    output: lessonTasksResponse,
  }),
  meditationTasks: pair('meditation_tasks', {
    summary: "A meditation's tasks.",
    input: dataIdInput,
    output: z.array(learningTask),
  }),
  moreTasks: pair('more_tasks', {
    summary: "Every task of a class's lessons.",
    input: discoveryClassIdInput,
    output: z.array(learningTask),
  }),
  meditationDetail: pair('meditation_detail', {
    summary: "A meditation's player page: audio, more audios, tasks, resources and where the person stopped.",
    input: discoveryMeditationIdInput,
    output: discoveryMeditationDetail,
  }),
};

/** What a person does: join and leave, complete, watch and listen time, count plays, tasks, notify. */
export const discoveryActions = {
  frontDiscoveryMarkTask: frontOnly('mark_task', {
    summary: 'Mark a task of a lesson or meditation done (or not done).',
    input: markTaskInput,
    output: markTaskResult,
  }),
  frontDiscoveryJoinClass: frontOnly('join_class', {
    summary: "Join a class ('Class has been Joined Successfully!').",
    input: discoveryClassIdInput,
    output: joinResult,
  }),
  frontDiscoveryLeaveClass: frontOnly('leave_class', {
    summary: 'Leave a class (progress is kept).',
    input: discoveryClassIdInput,
    output: joinResult,
  }),
  frontDiscoveryCompleteLessonContent: frontOnly('complete_lesson_content', {
    summary: 'Complete a content; answers next_content_id (null at the end of the class).',
    input: discoveryContentIdInput,
    output: completeContentResult,
  }),
  frontDiscoveryCompleteClass: frontOnly('complete_class', {
    summary: 'Mark a joined class complete.',
    input: discoveryClassIdInput,
    output: completeClassResult,
  }),
  frontDiscoveryUpdateWatchTime: frontOnly('update_watch_time', {
    summary: 'Save the position (and time watched) in a video or audio content.',
    input: watchTimeInput,
    output: watchTimeResult,
  }),
  frontDiscoveryGetWatchTime: frontOnly('get_watch_time', {
    summary: 'The saved position in a content.',
    input: discoveryContentIdInput,
    output: watchTimeResult,
  }),
  frontDiscoveryListenTime: frontOnly('listen_time', {
    summary: 'Save (time_listen_duration given) or read the position in a meditation.',
    input: listenTimeInput,
    output: listenTimeResult,
  }),
  frontDiscoveryCountAudio: frontOnly('count_audio', {
    summary: 'Count a play of a meditation.',
    input: discoveryMeditationIdInput,
    output: countAudioResult,
  }),
  frontDiscoveryCompleteMeditation: frontOnly('complete_meditation', {
    summary: 'A meditation listened to the end (the saved position starts again at 0).',
    input: discoveryMeditationIdInput,
    output: completeMeditationResult,
  }),
  frontDiscoveryNotify: frontOnly('notify', {
    errors: ['CONFLICT'],
    summary: 'Be notified (or not) about a class.',
    input: notifyInput,
    output: notifyResult,
  }),
};

type Reads = typeof discoveryReads;
type FlatReads = { [K in keyof Reads & string as `frontDiscovery${Capitalize<K>}`]: Reads[K]['front'] } & {
  [K in keyof Reads & string as `clinicDiscovery${Capitalize<K>}`]: Reads[K]['clinic'];
};

function flatten(reads: Reads): FlatReads {
  const out: Record<string, unknown> = {};
  for (const [name, { front, clinic }] of Object.entries(reads)) {
    const key = name.charAt(0).toUpperCase() + name.slice(1);
    out[`frontDiscovery${key}`] = front;
    out[`clinicDiscovery${key}`] = clinic;
  }
  return out as FlatReads;
}

export const discoveryEndpoints = { ...flatten(discoveryReads), ...discoveryActions };
export type DiscoveryFamily = 'front' | 'clinic';
