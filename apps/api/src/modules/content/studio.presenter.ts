import { presentMedia as presentStoredMedia } from '../media/media.presenter.js';
import { type MediaRef, type StudioClass, type StudioContent, type StudioResource } from '@stillpoint/contracts';
import { classMissing, presentPublication } from './publishing.js';
import type { CategoryRow, ClassRow, ContentRow, LessonRow, MediaRow, ResourceRow, TaskRow } from './studio.repository.js';

/** Maps studio rows to the contract types (never raw rows). */
export function presentMedia(row: MediaRow | undefined | null): MediaRef | null {
  return row ? presentStoredMedia(row) : null;
}

/** `platform`: the category is the platform's and is listed to a clinic (to file its classes under). */
export function presentCategory(row: CategoryRow, itemCount = 0, platform = false) {
  return {
    id: row.id,
    type: row.type as 'class' | 'meditation',
    title: row.title,
    description: row.description,
    order: row.sortOrder,
    itemCount,
    platform,
  };
}

export interface ClassDecorations {
  cats: Array<{ classId: number; id: number; title: string }>;
  authors: Array<{ classId: number; userid: number; fullName: string }>;
  /** Lessons (n) and contents of each class that has a lesson. */
  counts: Array<{ classId: number; n: number; contents: number }>;
  media: MediaRow[];
}

export function presentClasses(rows: ClassRow[], d: ClassDecorations): StudioClass[] {
  const media = new Map(d.media.map((row) => [row.id, row]));
  return rows.map((row) => {
    const counts = d.counts.find((c) => c.classId === row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      image: row.imageMediaId ? presentMedia(media.get(row.imageMediaId)) : null,
      shared: row.shared,
      featured: row.featured,
      order: row.sortOrder,
      categories: d.cats.filter((c) => c.classId === row.id).map(({ id, title }) => ({ id, title })),
      authors: d.authors.filter((a) => a.classId === row.id).map(({ userid, fullName }) => ({ userid, fullName })),
      lessonCount: counts?.n ?? 0,
      ...presentPublication(row.publishedAt, classMissing({ lessons: counts?.n ?? 0, contents: counts?.contents ?? 0 })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export function presentContent(
  row: ContentRow,
  media: Map<number, MediaRow>,
  titles: { classTitles: Map<number, string>; lessonTitles: Map<number, string> },
): StudioContent {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    class_id: row.classId,
    type: row.type as StudioContent['type'],
    video_source: (row.videoSource ?? null) as StudioContent['video_source'],
    title: row.title,
    body: row.body,
    url: row.url,
    media: row.mediaId ? presentMedia(media.get(row.mediaId)) : null,
    target_id: row.targetId,
    target_title:
      row.targetId === null
        ? null
        : ((row.type === 'class' ? titles.classTitles.get(row.targetId) : titles.lessonTitles.get(row.targetId)) ?? null),
    duration_seconds: row.durationSeconds,
    order: row.sortOrder,
  };
}

export function presentTask(row: TaskRow) {
  return { id: row.id, lesson_id: row.lessonId!, title: row.title, description: row.description, order: row.sortOrder };
}

export function presentResource(row: ResourceRow, media: Map<number, MediaRow>): StudioResource {
  return {
    id: row.id,
    data_type: row.classId ? 'classes' : 'lessons',
    data_id: (row.classId ?? row.lessonId)!,
    title: row.title,
    description: row.description,
    url: row.url,
    media: row.mediaId ? presentMedia(media.get(row.mediaId)) : null,
  };
}

export function presentLesson(
  row: LessonRow,
  parts: { contents: StudioContent[]; tasks: TaskRow[]; resources: StudioResource[] },
) {
  return {
    lesson_id: row.id,
    course_id: row.classId,
    title: row.title,
    description: row.description,
    order: row.sortOrder,
    contents: parts.contents.filter((c) => c.lesson_id === row.id),
    tasks: parts.tasks.filter((t) => t.lessonId === row.id).map(presentTask),
    resources: parts.resources.filter((r) => r.data_type === 'lessons' && r.data_id === row.id),
  };
}
