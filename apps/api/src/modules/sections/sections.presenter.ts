import type { SectionItem, SectionItemType, SectionSummary } from '@stillpoint/contracts';
import type { sections } from '@stillpoint/db';
import { presentPublication, sectionMissing } from '../content/publishing.js';
import type { ItemRow } from './sections.queries.js';

export function presentSection(row: typeof sections.$inferSelect, itemCount: number): SectionSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...presentPublication(row.publishedAt, sectionMissing(itemCount)),
    sortOrder: row.sortOrder,
    itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function typeAndData(row: ItemRow): { type: SectionItemType; dataId: number; ownTitle: string } {
  if (row.categoryId !== null) return { type: 'category', dataId: row.categoryId, ownTitle: row.categoryTitle ?? '' };
  if (row.contentId !== null) return { type: 'content', dataId: row.contentId, ownTitle: row.contentTitle ?? '' };
  if (row.lessonId !== null) return { type: 'lesson', dataId: row.lessonId, ownTitle: row.lessonTitle ?? '' };
  if (row.classId !== null) return { type: 'class', dataId: row.classId, ownTitle: row.classTitle ?? '' };
  return { type: 'meditation', dataId: row.meditationId!, ownTitle: row.meditationTitle ?? '' };
}

export function presentItem(row: ItemRow): SectionItem {
  const { type, dataId, ownTitle } = typeAndData(row);
  const inClass = type === 'class' || type === 'lesson' || type === 'content';
  return {
    id: row.id,
    sectionId: row.sectionId,
    type,
    dataId,
    title: row.overrideTitle ?? ownTitle,
    ownTitle,
    overrideTitle: row.overrideTitle,
    sortOrder: row.sortOrder,
    classId: inClass ? row.libraryClassId : null,
    classTitle: inClass ? row.classTitle : null,
    lessonId: type === 'content' ? row.libraryLessonId : null,
    lessonTitle: type === 'content' ? row.lessonTitle : null,
    subtype: type === 'category' ? row.categoryType : type === 'content' ? row.contentType : null,
  };
}
