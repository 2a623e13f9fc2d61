import { z } from 'zod';
import { defineEndpoint, prefixed } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  accessRules,
  accessRulesInput,
  accessRulesTarget,
  allClassesInput,
  categoriesByTypeInput,
  changeCategoryInput,
  classByTypeInput,
  classIdInput,
  contentIdInput,
  createCategoryInput,
  createClassInput,
  createContentInput,
  createLessonInput,
  createResourceInput,
  createTaskInput,
  deleteCategoriesInput,
  featureClassInput,
  idInput,
  lessonCreated,
  lessonIdInput,
  reorderCategoriesInput,
  reorderInput,
  reorderResult,
  resourceTarget,
  studioAuthor,
  studioCategory,
  studioClass,
  studioClassDetail,
  studioContent,
  studioResource,
  studioTask,
  updateCategoryInput,
  updateClassInput,
  updateContentInput,
  updateLessonInput,
  updateLogEntry,
  updateLogInput,
  updateTaskInput,
} from './studio.schemas.js';

export type StudioFamily = 'clinics' | 'admin';

/**
 * The class studio, declared once and instantiated for two families: `clinics/...` (a clinic account edits
 * its own clinic's library) and `admin/...` (administrators edit the platform library). The handlers are
 * shared too (apps/api/src/modules/content/studio.routes.ts): the library owner comes from the caller.
 */
function studioEndpointsFor<F extends StudioFamily>(family: F) {
  const access = family === 'admin' ? (['admin'] as const) : (['clinic'] as const);
  // The clinic studio sits under the clinic's Discovery feature; administrators are never gated.
  const feature = family === 'admin' ? undefined : ('discovery' as const);
  const base = { access, ...(feature ? { feature } : {}) };
  const library = family === 'admin' ? 'the platform library' : "the clinic's library";
  return {
    // Categories -----------------------------------------------------------------------------------
    categoriesByType: defineEndpoint({
      path: `${family}/categories/categories_by_type`,
      summary: `Categories of ${library} of one type (class or meditation), in order.`,
      input: categoriesByTypeInput,
      output: z.array(studioCategory),
      ...base,
    }),
    createCategory: defineEndpoint({
      path: `${family}/categories/create_category`,
      creates: true,
      summary: `Create a category in ${library} (appended at the end).`,
      input: createCategoryInput,
      output: studioCategory,
      ...base,
    }),
    updateCategory: defineEndpoint({
      path: `${family}/categories/update_category`,
      summary: "Rename a category or change its description.",
      input: updateCategoryInput,
      output: studioCategory,
      ...base,
    }),
    changeCategory: defineEndpoint({
      path: `${family}/categories/change_category`,
      summary: "Move a class to categories: the class's categories become exactly these.",
      input: changeCategoryInput,
      output: studioClass,
      ...base,
    }),
    deleteCategories: defineEndpoint({
      path: `${family}/categories/delete_categories`,
      summary: 'Delete categories (their classes stay, filed under the remaining categories).',
      input: deleteCategoriesInput,
      output: noData,
      ...base,
    }),
    reorderCategories: defineEndpoint({
      path: `${family}/categories/reorder_categories`,
      summary: 'Reorder the categories of one type (order rewritten 1..n).',
      input: reorderCategoriesInput,
      output: reorderResult,
      ...base,
    }),
    // Classes --------------------------------------------------------------------------------------
    allClasses: defineEndpoint({
      path: `${family}/classes/all_classes`,
      summary: `The classes of ${library}, in order, paged, with search.`,
      input: allClassesInput,
      output: z.array(studioClass),
      paged: true,
      ...base,
    }),
    classByType: defineEndpoint({
      path: `${family}/classes/class_by_type`,
      summary: 'The classes of one category, in order.',
      input: classByTypeInput,
      output: z.array(studioClass),
      ...base,
    }),
    classDetail: defineEndpoint({
      path: `${family}/classes/class_detail`,
      summary: 'A class with its lessons, contents, tasks and resources, for the editor.',
      input: classIdInput,
      output: studioClassDetail,
      ...base,
    }),
    createClass: defineEndpoint({
      path: `${family}/classes/create_class`,
      creates: true,
      summary: 'Create a class (appended at the end of the list), as a draft: publish it once it has a lesson with a content.',
      input: createClassInput,
      output: studioClass,
      ...base,
    }),
    updateClass: defineEndpoint({
      path: `${family}/classes/update_class`,
      summary:
        'Update a class (multipart): title, description (sanitised HTML), categories, shared and featured flags, authors, and the image in `image`.',
      input: updateClassInput,
      uploads: { image: { kinds: ['image'] } },
      output: studioClass,
      ...base,
    }),
    deleteClass: defineEndpoint({
      path: `${family}/classes/delete_class`,
      summary: 'Delete a class with its lessons, contents, tasks and resources.',
      input: classIdInput,
      output: noData,
      ...base,
    }),
    duplicateClass: defineEndpoint({
      path: `${family}/classes/duplicate_class`,
      creates: true,
      summary:
        'Copy a class with its lessons, contents, tasks and resources (media files are shared, not copied); the copy is a draft.',
      input: classIdInput,
      output: studioClass,
      ...base,
    }),
    publishClass: defineEndpoint({
      path: `${family}/classes/publish_class`,
      errors: ['CONFLICT'],
      summary:
        "Publish a draft class: learners who may see it find it in discovery. Refused (409, naming what is missing) while it has no lesson holding a content.",
      input: classIdInput,
      output: studioClass,
      ...base,
    }),
    unpublishClass: defineEndpoint({
      path: `${family}/classes/unpublish_class`,
      summary: 'Move a class back to draft: learners no longer see it; the studio and its preview still do.',
      input: classIdInput,
      output: studioClass,
      ...base,
    }),
    featureClass: defineEndpoint({
      path: `${family}/classes/feature_class`,
      summary: 'Toggle the featured flag of a class (or set it with `featured`).',
      input: featureClassInput,
      output: studioClass,
      ...base,
    }),
    reorderClasses: defineEndpoint({
      path: `${family}/classes/reorder_classes`,
      summary: `Reorder the classes of ${library} (order rewritten 1..n).`,
      input: reorderInput,
      output: reorderResult,
      ...base,
    }),
    authors: defineEndpoint({
      path: `${family}/classes/authors`,
      method: 'GET',
      summary:
        family === 'admin'
          ? 'The administrators who may be credited as authors.'
          : 'The people who may be credited as authors: the clinic account and its employees.',
      output: z.array(studioAuthor),
      ...base,
    }),
    // Lessons --------------------------------------------------------------------------------------
    createLesson: defineEndpoint({
      path: `${family}/lessons/create_lesson`,
      creates: true,
      summary: 'Add a lesson at the end of a class, with a description in sanitised HTML (the response carries lesson_id).',
      input: createLessonInput,
      output: lessonCreated,
      ...base,
    }),
    updateLesson: defineEndpoint({
      path: `${family}/lessons/update_lesson`,
      summary: "Change a lesson's title or description (sanitised HTML).",
      input: updateLessonInput,
      output: lessonCreated,
      ...base,
    }),
    deleteLesson: defineEndpoint({
      path: `${family}/lessons/delete_lesson`,
      summary: 'Delete a lesson with its contents and tasks.',
      input: lessonIdInput,
      output: noData,
      ...base,
    }),
    reorderLessons: defineEndpoint({
      path: `${family}/lessons/reorder_lessons`,
      summary: 'Reorder the lessons of a class: `content` lists the lesson ids, `id` is the class, type lessons.',
      input: reorderInput,
      output: reorderResult,
      ...base,
    }),
    // Contents -------------------------------------------------------------------------------------
    createContent: defineEndpoint({
      path: `${family}/contents/create_content`,
      creates: true,
      summary:
        'Add a content at the end of a lesson (multipart): text (sanitised HTML), document (PDF), audio, video or image (the file in `file`, its kind must match the type), video by URL (Vimeo, SoundCloud, YouTube), or a class/lesson reference.',
      input: createContentInput,
      uploads: { file: { kinds: ['document', 'audio', 'video', 'image'] } },
      output: studioContent,
      ...base,
    }),
    updateContent: defineEndpoint({
      path: `${family}/contents/update_content`,
      summary: 'Update a content (multipart, same rules as creation; without a new file the stored one stays).',
      input: updateContentInput,
      uploads: { file: { kinds: ['document', 'audio', 'video', 'image'] } },
      output: studioContent,
      ...base,
    }),
    deleteContent: defineEndpoint({
      path: `${family}/contents/delete_content`,
      summary: 'Delete a content (the rest of the lesson closes up).',
      input: contentIdInput,
      output: noData,
      ...base,
    }),
    reorderContents: defineEndpoint({
      path: `${family}/contents/reorder_contents`,
      summary: 'Reorder the contents of a lesson: `content` lists the content ids, `id` is the lesson.',
      input: reorderInput,
      output: reorderResult,
      ...base,
    }),
    // Lesson tasks ---------------------------------------------------------------------------------
    createLessonTask: defineEndpoint({
      path: `${family}/lessons/create_task`,
      creates: true,
      summary: 'Add a task to a lesson.',
      input: createTaskInput,
      output: studioTask,
      ...base,
    }),
    updateLessonTask: defineEndpoint({
      path: `${family}/lessons/update_task`,
      summary: 'Update a lesson task.',
      input: updateTaskInput,
      output: studioTask,
      ...base,
    }),
    deleteLessonTask: defineEndpoint({
      path: `${family}/lessons/delete_task`,
      summary: 'Delete a lesson task.',
      input: idInput,
      output: noData,
      ...base,
    }),
    // Resources ------------------------------------------------------------------------------------
    getResources: defineEndpoint({
      path: `${family}/resources/get_resources`,
      summary: 'The resources of a class or a lesson (data_type classes or lessons).',
      input: resourceTarget,
      output: z.array(studioResource),
      ...base,
    }),
    createResource: defineEndpoint({
      path: `${family}/resources/create_resource`,
      creates: true,
      summary: 'Attach a resource (multipart: a link, or a file in `file`) to a class or a lesson.',
      input: createResourceInput,
      uploads: { file: { kinds: ['document', 'audio', 'video', 'image'] } },
      output: studioResource,
      ...base,
    }),
    deleteResource: defineEndpoint({
      path: `${family}/resources/delete_resource`,
      summary: 'Delete a resource.',
      input: idInput,
      output: noData,
      ...base,
    }),
    // Access rules ---------------------------------------------------------------------------------
    getAccessRules: defineEndpoint({
      path: `${family}/access_rules/get_access_rules`,
      summary: 'The clinics (besides the owner) that see a class or a meditation of this library.',
      input: accessRulesTarget,
      output: accessRules,
      ...base,
    }),
    updateAccessRules: defineEndpoint({
      path: `${family}/access_rules/update_access_rules`,
      summary: 'Set the clinics that see a class or a meditation of this library (clinic_ids replace the list).',
      input: accessRulesInput,
      output: accessRules,
      ...base,
    }),
    // Update log -----------------------------------------------------------------------------------
    updateLog: defineEndpoint({
      path: `${family}/content/update_log`,
      method: 'GET',
      summary: `Changes made to ${library} (content.* audit events), newest first, paged.`,
      input: updateLogInput,
      output: z.array(updateLogEntry),
      paged: true,
      ...base,
    }),
  };
}

export type StudioEndpoints = ReturnType<typeof studioEndpointsFor<'clinics'>>;
export type StudioEndpointName = keyof StudioEndpoints;

/** The two families, with the same keys: pick one by area (clinic or administration). */
export const clinicStudioEndpoints = studioEndpointsFor('clinics');
export const adminStudioEndpoints = studioEndpointsFor('admin');

/** Catalogue entries: clinicStudioCreateClass, adminStudioCreateClass, ... */
export const studioEndpoints = {
  ...prefixed('clinicStudio', clinicStudioEndpoints),
  ...prefixed('adminStudio', adminStudioEndpoints),
};
