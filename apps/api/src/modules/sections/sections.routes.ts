import {
  adminSectionsFamily,
  clinicSectionsFamily,
  endpoints,
  SECTION_MESSAGES,
  type SectionItemKind,
  type SectionsFamily,
} from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { SectionsService } from './sections.service.js';

const KIND_MESSAGES = {
  categories: ['categoryAdded', 'categoryUpdated', 'categoryDeleted'],
  classes: ['classAdded', 'classUpdated', 'classDeleted'],
  lessons: ['lessonAdded', 'lessonUpdated', 'lessonDeleted'],
  contents: ['contentAdded', 'contentUpdated', 'contentDeleted'],
  meditations: ['meditationAdded', 'meditationUpdated', 'meditationDeleted'],
} as const satisfies Record<
  SectionItemKind,
  readonly [keyof typeof SECTION_MESSAGES, keyof typeof SECTION_MESSAGES, keyof typeof SECTION_MESSAGES]
>;

/** The endpoints of one kind of item in a family: fetch, add, edit, delete. */
function kindEndpoints(family: SectionsFamily, kind: SectionItemKind) {
  switch (kind) {
    case 'categories':
      return [family.categories, family.addCategory, family.editCategory, family.deleteCategory] as const;
    case 'classes':
      return [family.classes, family.addClass, family.editClass, family.deleteClass] as const;
    case 'lessons':
      return [family.lessons, family.addLesson, family.editLesson, family.deleteLesson] as const;
    case 'contents':
      return [family.contents, family.addContent, family.editContent, family.deleteContent] as const;
    case 'meditations':
      return [family.meditations, family.addMeditation, family.editMeditation, family.deleteMeditation] as const;
  }
}

/** The handlers of one family; the clinic and the admin families share them (the owner comes from the caller). */
function familyRoutes(family: SectionsFamily, sections: SectionsService): RouteImpl[] {
  const kinds = Object.keys(KIND_MESSAGES) as SectionItemKind[];
  return [
    route(family.list, async ({ input, auth }) => {
      const { rows, total } = await sections.list(auth, input.searchBy || undefined, {
        limit: input.perPage,
        offset: pageOffset(input),
      });
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    route(family.detail, async ({ input, auth }) => ({ data: await sections.detail(auth, input.id) })),
    route(family.add, async ({ input, auth, meta }) => ({
      data: await sections.add(auth, input, meta),
      message: SECTION_MESSAGES.sectionAdded,
      httpStatus: 201,
    })),
    route(family.edit, async ({ input, auth, meta }) => ({
      data: await sections.edit(auth, input, meta),
      message: SECTION_MESSAGES.sectionUpdated,
    })),
    route(family.publish, async ({ input, auth, meta }) => ({
      data: await sections.publish(auth, input.id, meta),
      message: SECTION_MESSAGES.sectionPublished,
    })),
    route(family.unpublish, async ({ input, auth, meta }) => ({
      data: await sections.unpublish(auth, input.id, meta),
      message: SECTION_MESSAGES.sectionUnpublished,
    })),
    route(family.delete, async ({ input, auth, meta }) => {
      await sections.delete(auth, input.id, meta);
      return { data: null, message: SECTION_MESSAGES.sectionDeleted };
    }),
    ...kinds.flatMap((kind) => {
      const [fetch, add, edit, remove] = kindEndpoints(family, kind);
      const [added, updated, deleted] = KIND_MESSAGES[kind];
      const type = {
        categories: 'category',
        classes: 'class',
        lessons: 'lesson',
        contents: 'content',
        meditations: 'meditation',
      }[kind] as 'category' | 'class' | 'lesson' | 'content' | 'meditation';
      return [
        route(fetch, async ({ input, auth }) => ({ data: await sections.items(auth, input.section_id, type) })),
        route(add, async ({ input, auth, meta }) => ({
          data: await sections.addItem(auth, kind, input as Record<string, unknown>, meta),
          message: SECTION_MESSAGES[added],
          httpStatus: 201,
        })),
        route(edit, async ({ input, auth }) => ({
          data: await sections.editItem(auth, kind, input),
          message: SECTION_MESSAGES[updated],
        })),
        route(remove, async ({ input, auth, meta }) => {
          await sections.deleteItem(auth, kind, input.id, meta);
          return { data: null, message: SECTION_MESSAGES[deleted] };
        }),
      ];
    }),
    route(family.categoryContents, async ({ input, auth }) => ({
      data: await sections.categoryContents(auth, input.section_id, input.id),
    })),
    route(family.classContents, async ({ input, auth }) => ({
      data: await sections.classContents(auth, input.section_id, input.id),
    })),
    route(family.lessonContents, async ({ input, auth }) => ({
      data: await sections.lessonContents(auth, input.section_id, input.id),
    })),
    route(family.reorder, async ({ input, auth, meta }) => ({
      data: await sections.reorder(auth, input, meta),
      message: SECTION_MESSAGES.reorder,
    })),
    route(family.candidates, async ({ input, auth }) => ({
      data: await sections.candidates(auth, input.type, input.searchBy || undefined),
    })),
  ];
}

/** clinics/sections/... (a clinic's own sections) and admin/sections/... (the platform's default sections). */
export function sectionsRoutes(sections: SectionsService): RouteImpl[] {
  return [
    ...familyRoutes(clinicSectionsFamily, sections),
    ...familyRoutes(adminSectionsFamily, sections),
    route(endpoints.clinicSectionsDefaultStatus, async ({ auth }) => ({
      data: { default_status: await sections.defaultStatus(auth) },
    })),
    route(endpoints.clinicSectionsEditDefaultStatus, async ({ input, auth, meta }) => ({
      data: { default_status: await sections.setDefaultStatus(auth, input.default_status, meta) },
      message: SECTION_MESSAGES.defaultStatusUpdated,
    })),
  ];
}
