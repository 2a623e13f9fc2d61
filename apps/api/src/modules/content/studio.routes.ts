import { adminStudioEndpoints, clinicStudioEndpoints, STUDIO_MESSAGES, type StudioEndpoints } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { StudioService } from './studio.service.js';

/**
 * The class studio's handlers, registered once per family: clinics/... (the clinic's library) and admin/...
 * (the platform library). The service finds the library from the caller (libraryOwner), so one handler
 * serves both.
 */
export function studioRoutes(studio: StudioService): RouteImpl[] {
  return [clinicStudioEndpoints, adminStudioEndpoints].flatMap((e) => familyRoutes(e, studio));
}

function familyRoutes(e: StudioEndpoints, studio: StudioService): RouteImpl[] {
  return [
    // Categories
    route(e.categoriesByType, async ({ input, auth }) => ({ data: await studio.categoriesByType(auth, input.type, input.scope) })),
    route(e.createCategory, async ({ input, auth, meta }) => ({
      data: await studio.createCategory(auth, input, meta),
      message: STUDIO_MESSAGES.categoryAdded,
      httpStatus: 201,
    })),
    route(e.updateCategory, async ({ input, auth, meta }) => ({
      data: await studio.updateCategory(auth, input, meta),
      message: STUDIO_MESSAGES.categoryUpdated,
    })),
    route(e.changeCategory, async ({ input, auth, meta }) => ({
      data: await studio.changeCategory(auth, input, meta),
      message: STUDIO_MESSAGES.categoriesChanged,
    })),
    route(e.deleteCategories, async ({ input, auth, meta }) => {
      await studio.deleteCategories(auth, input.ids, meta);
      return { data: null, message: STUDIO_MESSAGES.categoryDeleted };
    }),
    route(e.reorderCategories, async ({ input, auth, meta }) => ({
      data: await studio.reorderCategories(auth, input.category_type, input.content, meta),
      message: STUDIO_MESSAGES.reordered,
    })),
    // Classes
    route(e.allClasses, async ({ input, auth }) => {
      const { data, total } = await studio.allClasses(auth, { search: input.search }, { limit: input.perPage, offset: pageOffset(input) });
      return { data, total_pages: pageCount(total, input.perPage) };
    }),
    route(e.classByType, async ({ input, auth }) => ({ data: await studio.classByType(auth, input.cat_id) })),
    route(e.classDetail, async ({ input, auth }) => ({ data: await studio.classDetail(auth, input.id) })),
    route(e.createClass, async ({ input, auth, meta }) => ({
      data: await studio.createClass(auth, input, undefined, meta),
      message: STUDIO_MESSAGES.classAdded,
      httpStatus: 201,
    })),
    route(e.updateClass, async ({ input, auth, meta, uploads }) => ({
      data: await studio.updateClass(auth, input, uploads.image?.[0], meta),
      message: STUDIO_MESSAGES.classUpdated,
    })),
    route(e.deleteClass, async ({ input, auth, meta }) => {
      await studio.deleteClass(auth, input.id, meta);
      return { data: null, message: STUDIO_MESSAGES.classDeleted };
    }),
    route(e.duplicateClass, async ({ input, auth, meta }) => ({
      data: await studio.duplicateClass(auth, input.id, meta),
      message: STUDIO_MESSAGES.classDuplicated,
      httpStatus: 201,
    })),
    route(e.publishClass, async ({ input, auth, meta }) => ({
      data: await studio.publishClass(auth, input.id, meta),
      message: STUDIO_MESSAGES.classPublished,
    })),
    route(e.unpublishClass, async ({ input, auth, meta }) => ({
      data: await studio.unpublishClass(auth, input.id, meta),
      message: STUDIO_MESSAGES.classUnpublished,
    })),
    route(e.featureClass, async ({ input, auth, meta }) => {
      const data = await studio.featureClass(auth, input.id, input.featured, meta);
      return { data, message: data.featured ? STUDIO_MESSAGES.classFeatured : STUDIO_MESSAGES.classUnfeatured };
    }),
    route(e.reorderClasses, async ({ input, auth, meta }) => ({
      data: await studio.reorderClasses(auth, input.content, meta),
      message: STUDIO_MESSAGES.reordered,
    })),
    route(e.authors, async ({ auth }) => ({ data: await studio.authors(auth) })),
    // Lessons
    route(e.createLesson, async ({ input, auth, meta }) => ({
      data: await studio.createLesson(auth, input, meta),
      message: STUDIO_MESSAGES.lessonAdded,
      httpStatus: 201,
    })),
    route(e.updateLesson, async ({ input, auth, meta }) => ({
      data: await studio.updateLesson(auth, input, meta),
      message: STUDIO_MESSAGES.lessonUpdated,
    })),
    route(e.deleteLesson, async ({ input, auth, meta }) => {
      await studio.deleteLesson(auth, input.lesson_id, meta);
      return { data: null, message: STUDIO_MESSAGES.lessonDeleted };
    }),
    route(e.reorderLessons, async ({ input, auth, meta }) => ({
      data: await studio.reorderLessons(auth, input.id, input.content, meta),
      message: STUDIO_MESSAGES.reordered,
    })),
    // Contents
    route(e.createContent, async ({ input, auth, meta, uploads }) => ({
      data: await studio.createContent(auth, input, uploads.file?.[0], meta),
      message: STUDIO_MESSAGES.contentAdded,
      httpStatus: 201,
    })),
    route(e.updateContent, async ({ input, auth, meta, uploads }) => ({
      data: await studio.updateContent(auth, input, uploads.file?.[0], meta),
      message: STUDIO_MESSAGES.contentUpdated,
    })),
    route(e.deleteContent, async ({ input, auth, meta }) => {
      await studio.deleteContent(auth, input.id, meta);
      return { data: null, message: STUDIO_MESSAGES.contentDeleted };
    }),
    route(e.reorderContents, async ({ input, auth, meta }) => ({
      data: await studio.reorderContents(auth, input.id, input.content, meta),
      message: STUDIO_MESSAGES.reordered,
    })),
    // Lesson tasks
    route(e.createLessonTask, async ({ input, auth, meta }) => ({
      data: await studio.createTask(auth, input, meta),
      message: STUDIO_MESSAGES.taskAdded,
      httpStatus: 201,
    })),
    route(e.updateLessonTask, async ({ input, auth, meta }) => ({
      data: await studio.updateTask(auth, input, meta),
      message: STUDIO_MESSAGES.taskUpdated,
    })),
    route(e.deleteLessonTask, async ({ input, auth, meta }) => {
      await studio.deleteTask(auth, input.id, meta);
      return { data: null, message: STUDIO_MESSAGES.taskDeleted };
    }),
    // Resources
    route(e.getResources, async ({ input, auth }) => ({ data: await studio.getResources(auth, input) })),
    route(e.createResource, async ({ input, auth, meta, uploads }) => ({
      data: await studio.createResource(auth, input, uploads.file?.[0], meta),
      message: STUDIO_MESSAGES.resourceAdded,
      httpStatus: 201,
    })),
    route(e.deleteResource, async ({ input, auth, meta }) => {
      await studio.deleteResource(auth, input.id, meta);
      return { data: null, message: STUDIO_MESSAGES.resourceDeleted };
    }),
    // Access rules
    route(e.getAccessRules, async ({ input, auth }) => ({ data: await studio.getAccessRules(auth, input) })),
    route(e.updateAccessRules, async ({ input, auth, meta }) => ({
      data: await studio.updateAccessRules(auth, input, meta),
      message: STUDIO_MESSAGES.accessRulesUpdated,
    })),
    // Update log
    route(e.updateLog, async ({ input, auth }) => {
      const { data, total } = await studio.updateLog(auth, { limit: input.perPage, offset: pageOffset(input) });
      return { data, total_pages: pageCount(total, input.perPage) };
    }),
  ];
}
