import { z } from 'zod';
import { defineEndpoint, type Endpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  addAudiosInput,
  bySubcategoryInput,
  createMeditationResourceInput,
  createMeditationTaskInput,
  libraryItem,
  libraryItems,
  meditationAudio,
  meditationCategory,
  meditationCategoryNode,
  meditationDetail,
  meditationIdInput,
  meditationListInput,
  meditationResource,
  meditationSummary,
  meditationTask,
  meditationTasksInput,
  recommendedListInput,
  reorderAudiosInput,
  reorderMeditationsInput,
  saveMeditationInput,
  sharedListInput,
  subcategoryInput,
  subcategoryListInput,
  updateAudioInput,
  updateRecommendedInput,
  updateSharedInput,
  updateSubcategoryInput,
  updateMeditationTaskInput,
} from './meditations.schemas.js';

/**
 * The meditation studio. Every operation exists twice from one definition: `clinics/<module>/<action>`
 * for a clinic's own library (feature 'discovery') and `admin/<module>/<action>` for the platform
 * library. The spec names no actions here, so they are read from its descriptions.
 */
type StudioDef = Omit<EndpointConfig, 'path' | 'access' | 'feature'> & { module: 'meditations' | 'library'; action: string };

const _EMPTY_INPUT = z.object({});
type EmptyInput = typeof _EMPTY_INPUT;
type EndpointFor<D extends StudioDef, A extends readonly string[]> = Endpoint<
  D['input'] extends z.ZodType ? D['input'] : EmptyInput,
  D['output'],
  A extends readonly ['clinic'] ? readonly ['clinic'] : readonly ['admin']
>;
type StudioEndpoints<T extends Record<string, StudioDef>> = {
  [K in keyof T & string as `clinic${Capitalize<K>}`]: EndpointFor<T[K], readonly ['clinic']>;
} & {
  [K in keyof T & string as `admin${Capitalize<K>}`]: EndpointFor<T[K], readonly ['admin']>;
};

function studioEndpoints<const T extends Record<string, StudioDef>>(defs: T): StudioEndpoints<T> {
  const out: Record<string, Endpoint> = {};
  for (const [name, { module, action, ...config }] of Object.entries(defs)) {
    const key = name.charAt(0).toUpperCase() + name.slice(1);
    out[`clinic${key}`] = defineEndpoint({ ...config, path: `clinics/${module}/${action}`, access: ['clinic'], feature: 'discovery' });
    out[`admin${key}`] = defineEndpoint({ ...config, path: `admin/${module}/${action}`, access: ['admin'] });
  }
  return out as StudioEndpoints<T>;
}

/** The studio operations by name (the catalogue keys are clinic<Name> and admin<Name>). */
export const MEDITATION_STUDIO = {
  meditationCategories: {
    module: 'meditations',
    action: 'meditation_categories',
    method: 'GET',
    summary: "The library's meditation categories, each with its sub-categories.",
    output: z.array(meditationCategoryNode),
  },
  allMeditations: {
    module: 'meditations',
    action: 'all_meditations',
    method: 'GET',
    summary: "The library's meditations in their order, paged, searched by title, optionally of one category.",
    input: meditationListInput,
    output: z.array(meditationSummary),
    paged: true,
  },
  meditationByCategory: {
    module: 'meditations',
    action: 'meditation_by_category',
    method: 'GET',
    summary: 'Meditation by category: the meditations of one category of the library (cat_id), paged.',
    input: meditationListInput.required({ cat_id: true }),
    output: z.array(meditationSummary),
    paged: true,
  },
  meditationDetail: {
    module: 'meditations',
    action: 'meditation_detail',
    method: 'GET',
    summary: 'One meditation of the library with its extra audios, tasks and resources.',
    input: meditationIdInput,
    output: meditationDetail,
  },
  saveMeditation: {
    module: 'meditations',
    action: 'update_or_create_meditation',
    creates: 'or-updates',
    summary:
      'Update or create meditation (multipart; without id: create, as a draft). Title, sanitised description, categories and sub-categories, shared and featured flags, an audio (its duration measured from the file when possible) and an image.',
    input: saveMeditationInput,
    output: meditationDetail,
    uploads: { audio: { kinds: ['audio'] }, image: { kinds: ['image'] } },
  },
  publishMeditation: {
    module: 'meditations',
    action: 'publish_meditation',
    errors: ['CONFLICT'],
    summary:
      'Publish a draft meditation: learners who may see it find it in discovery. Refused (409, naming what is missing) while it has no audio.',
    input: meditationIdInput,
    output: meditationDetail,
  },
  unpublishMeditation: {
    module: 'meditations',
    action: 'unpublish_meditation',
    summary: 'Move a meditation back to draft: learners no longer see it; the studio and its preview still do.',
    input: meditationIdInput,
    output: meditationDetail,
  },
  deleteMeditation: {
    module: 'meditations',
    action: 'delete_meditation',
    summary: 'Delete a meditation of the library (its audios, tasks and resources go with it).',
    input: meditationIdInput,
    output: noData,
  },
  reorderMeditations: {
    module: 'meditations',
    action: 'reorder_meditations',
    summary: "Reorder the library's meditations (content: ids in their new order; the order is rewritten 1..n).",
    input: reorderMeditationsInput,
    output: z.array(z.number().int()),
  },
  addAudios: {
    module: 'meditations',
    action: 'more_audios',
    creates: true,
    summary: 'More audios (multipart): add extra audios to a meditation (files in `audios`), each with a title and a duration (`titles`, `durations` in the same order).',
    input: addAudiosInput,
    output: z.array(meditationAudio),
    uploads: { audios: { kinds: ['audio'], multiple: true } },
  },
  updateAudio: {
    module: 'meditations',
    action: 'update_more_audio',
    summary: "Rename an extra audio or correct its duration.",
    input: updateAudioInput,
    output: meditationAudio,
  },
  deleteAudio: {
    module: 'meditations',
    action: 'delete_more_audio',
    summary: 'Delete an extra audio (the others close the gap).',
    input: meditationIdInput,
    output: noData,
  },
  reorderAudios: {
    module: 'meditations',
    action: 'reorder_more_audios',
    summary: "Reorder a meditation's extra audios (content: ids in their new order).",
    input: reorderAudiosInput,
    output: z.array(z.number().int()),
  },
  meditationTasks: {
    module: 'meditations',
    action: 'meditation_tasks',
    method: 'GET',
    summary: "A meditation's tasks.",
    input: meditationTasksInput,
    output: z.array(meditationTask),
  },
  createMeditationTask: {
    module: 'meditations',
    action: 'create_meditation_task',
    creates: true,
    summary: 'Create a task of a meditation.',
    input: createMeditationTaskInput,
    output: meditationTask,
  },
  updateMeditationTask: {
    module: 'meditations',
    action: 'update_meditation_task',
    summary: 'Update a task of a meditation.',
    input: updateMeditationTaskInput,
    output: meditationTask,
  },
  deleteMeditationTask: {
    module: 'meditations',
    action: 'delete_meditation_task',
    summary: 'Delete a task of a meditation.',
    input: meditationIdInput,
    output: noData,
  },
  meditationResources: {
    module: 'meditations',
    action: 'meditation_resources',
    method: 'GET',
    summary: "A meditation's resources.",
    input: meditationTasksInput,
    output: z.array(meditationResource),
  },
  createMeditationResource: {
    module: 'meditations',
    action: 'create_meditation_resource',
    creates: true,
    summary: 'Add a resource to a meditation (multipart): an address (url) or a file (`file`).',
    input: createMeditationResourceInput,
    output: meditationResource,
    uploads: { file: { kinds: ['document', 'image', 'audio', 'video'] } },
  },
  deleteMeditationResource: {
    module: 'meditations',
    action: 'delete_meditation_resource',
    summary: 'Delete a resource of a meditation.',
    input: meditationIdInput,
    output: noData,
  },
  createSubcategory: {
    module: 'meditations',
    action: 'create_meditation_subcategory',
    creates: true,
    summary: 'Create a meditation sub-category under a meditation category of the same library.',
    input: subcategoryInput,
    output: meditationCategory,
  },
  subcategory: {
    module: 'meditations',
    action: 'get_meditation_subcategory',
    method: 'GET',
    summary: 'One meditation sub-category.',
    input: meditationIdInput,
    output: meditationCategory,
  },
  updateSubcategory: {
    module: 'meditations',
    action: 'update_meditation_subcategory',
    summary: 'Rename, describe or move a meditation sub-category (to another meditation category of the library).',
    input: updateSubcategoryInput,
    output: meditationCategory,
  },
  meditationsBySubcategory: {
    module: 'meditations',
    action: 'meditations_by_subcategory',
    method: 'GET',
    summary: 'The meditations of one sub-category, paged.',
    input: bySubcategoryInput,
    output: z.array(meditationSummary),
    paged: true,
  },
  allSubcategories: {
    module: 'meditations',
    action: 'all_meditation_subcategories',
    method: 'GET',
    summary: "The library's meditation sub-categories (of one category with parent_id).",
    input: subcategoryListInput,
    output: z.array(meditationCategory),
  },
  deleteSubcategory: {
    module: 'meditations',
    action: 'delete_meditation_subcategory',
    summary: 'Delete a meditation sub-category (its meditations stay, without it).',
    input: meditationIdInput,
    output: noData,
  },
  sharedLibrary: {
    module: 'library',
    action: 'shared_classes_meditations',
    method: 'GET',
    summary: "Shared classes and meditations: the library's classes and meditations with their shared flag.",
    input: sharedListInput,
    output: libraryItems,
  },
  updateShared: {
    module: 'library',
    action: 'update_shared',
    summary: 'Share a class or meditation of the library with everybody, or stop sharing it.',
    input: updateSharedInput,
    output: libraryItem,
  },
  recommendedPopular: {
    module: 'library',
    action: 'recommended_popular',
    method: 'GET',
    summary: "The library's classes and meditations marked recommended or popular (payload).",
    input: recommendedListInput,
    output: libraryItems,
  },
  updateRecommendedPopular: {
    module: 'library',
    action: 'update_recommended_popular',
    summary: 'Mark a class or meditation of the library recommended or popular (payload), or unmark it (status).',
    input: updateRecommendedInput,
    output: libraryItem,
  },
} as const satisfies Record<string, StudioDef>;

export type MeditationStudioName = keyof typeof MEDITATION_STUDIO;

export const meditationsEndpoints = studioEndpoints(MEDITATION_STUDIO);
