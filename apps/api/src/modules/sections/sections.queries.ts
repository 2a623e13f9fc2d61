import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { categories, classes, contents, lessons, meditations, sectionItems, sections, type Db } from '@stillpoint/db';
import type { OrderedList } from '../../lib/ordering.js';
import {
  isAdminViewer,
  listedClasses,
  listedMeditations,
  readableClasses,
  readableMeditations,
  type Viewer,
} from '../content/content.visibility.js';

/**
 * SQL shared by the sections studio (sections.repository.ts) and the discovery read (sections.read.ts):
 * one select of a section's items with their library titles, filtered by what a viewer may see.
 */
export type SectionOwner = { clinicId: number | null };

/** Categories a viewer may use: the platform's and their own clinic's; everything for administrators. */
export function visibleCategories(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return isNull(categories.clinicId);
  return or(isNull(categories.clinicId), eq(categories.clinicId, viewer.clinicId));
}

export function sectionOwnedBy(owner: SectionOwner): SQL {
  return owner.clinicId === null ? isNull(sections.clinicId) : eq(sections.clinicId, owner.clinicId);
}

/** The owner's list of sections, ordered 1..n. */
export function sectionsList(owner: SectionOwner): OrderedList {
  return {
    table: sql`sections`,
    scope: owner.clinicId === null ? sql`clinic_id is null` : sql`clinic_id = ${owner.clinicId}`,
    lockKey: `sections:${owner.clinicId ?? 'platform'}`,
  };
}

/** One section's items, ordered 1..n. */
export function sectionItemsList(sectionId: number): OrderedList {
  return { table: sql`section_items`, scope: sql`section_id = ${sectionId}`, lockKey: `section_items:${sectionId}` };
}

/** "no join row, or a row the viewer may see" (no condition at all when the viewer sees everything). */
function absentOr(column: AnyColumn, condition: SQL | undefined): SQL | undefined {
  return condition ? or(sql`${column} is null`, condition) : undefined;
}

/**
 * Who reads a section's items: the studio (the owner: its own drafts too, content.visibility's readable
 * rule) or learners (published and complete items only, the listed rule).
 */
export type ItemReader = 'studio' | 'learner';

/** The condition on the joined item select: every item whose library item the viewer may see. */
export function itemVisibleTo(viewer: Viewer, reader: ItemReader): SQL | undefined {
  const [classRule, meditationRule] =
    reader === 'learner' ? [listedClasses(viewer), listedMeditations(viewer)] : [readableClasses(viewer), readableMeditations(viewer)];
  return and(
    absentOr(classes.id, classRule),
    absentOr(meditations.id, meditationRule),
    absentOr(categories.id, visibleCategories(viewer)),
  );
}

export const itemColumns = {
  id: sectionItems.id,
  sectionId: sectionItems.sectionId,
  categoryId: sectionItems.categoryId,
  classId: sectionItems.classId,
  lessonId: sectionItems.lessonId,
  contentId: sectionItems.contentId,
  meditationId: sectionItems.meditationId,
  overrideTitle: sectionItems.title,
  sortOrder: sectionItems.sortOrder,
  categoryTitle: categories.title,
  categoryType: categories.type,
  libraryClassId: classes.id,
  classTitle: classes.title,
  libraryLessonId: lessons.id,
  lessonTitle: lessons.title,
  contentTitle: contents.title,
  contentType: contents.type,
  meditationTitle: meditations.title,
};

/** The items select with every library join (one query for any number of sections). */
export function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(sectionItems)
    .leftJoin(categories, eq(categories.id, sectionItems.categoryId))
    .leftJoin(contents, eq(contents.id, sectionItems.contentId))
    .leftJoin(lessons, sql`${lessons.id} = coalesce(${sectionItems.lessonId}, ${contents.lessonId})`)
    .leftJoin(classes, sql`${classes.id} = coalesce(${sectionItems.classId}, ${lessons.classId})`)
    .leftJoin(meditations, eq(meditations.id, sectionItems.meditationId));
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];
