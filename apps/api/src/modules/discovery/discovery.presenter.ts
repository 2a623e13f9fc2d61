import {
  type CategorySummary,
  type ClassCard,
  type ContentCard,
  type ContentSummary,
  type LearningTask,
  type MediaInfo,
  type MeditationCard,
  type ResourceItem,
  type DiscoverySectionItem,
} from '@stillpoint/contracts';
import { optionalMediaUrl } from '../media/media.presenter.js';
import type { ClassCardRow, MeditationCardRow } from './discovery.repository.js';

/** The address of a stored file (the media presenter's), null without one. */
export const mediaUrl = optionalMediaUrl;

export function presentMedia(row: {
  key: string | null;
  kind: string | null;
  contentType: string | null;
  originalName: string | null;
}): MediaInfo | null {
  if (!row.key || !row.kind || !row.contentType) return null;
  return {
    url: mediaUrl(row.key)!,
    kind: row.kind as MediaInfo['kind'],
    contentType: row.contentType,
    originalName: row.originalName,
  };
}

const percent = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

export function presentProgress(row: Pick<ClassCardRow, 'joinedAt' | 'completedAt' | 'completedContents' | 'totalContents'>) {
  return {
    joined: row.joinedAt !== null,
    completed: row.completedAt !== null,
    completedContents: row.completedContents,
    totalContents: row.totalContents,
    percent: row.completedAt !== null ? 100 : percent(row.completedContents, row.totalContents),
  };
}

export function presentClassCard(row: ClassCardRow): ClassCard {
  return {
    id: row.id,
    title: row.title,
    imageUrl: mediaUrl(row.imageKey),
    shared: row.shared,
    featured: row.featured,
    lessonCount: row.lessonCount,
    durationSeconds: row.durationSeconds,
    memberCount: row.memberCount,
    progress: presentProgress(row),
  };
}

export function presentMeditationCard(row: MeditationCardRow): MeditationCard {
  return {
    id: row.id,
    title: row.title,
    imageUrl: mediaUrl(row.imageKey),
    durationSeconds: row.durationSeconds,
    playCount: row.playCount,
    shared: row.shared,
    featured: row.featured,
    time_listen_duration: row.positionSeconds,
    completedCount: row.completedCount,
    percent: percent(row.positionSeconds, row.durationSeconds),
  };
}

export function presentContentCard(row: {
  id: number;
  classId: number;
  lessonId: number;
  title: string;
  type: string;
  videoSource: string | null;
  durationSeconds: number | null;
  viewCount: number;
  imageKey: string | null;
  completedAt: Date | null;
}): ContentCard {
  return {
    id: row.id,
    classId: row.classId,
    lessonId: row.lessonId,
    title: row.title,
    type: row.type as ContentCard['type'],
    videoSource: row.videoSource as ContentCard['videoSource'],
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    imageUrl: mediaUrl(row.imageKey),
    completed: row.completedAt !== null,
  };
}

export function presentContentSummary(row: {
  id: number;
  lessonId: number;
  classId: number;
  title: string;
  type: string;
  videoSource: string | null;
  durationSeconds: number | null;
  sortOrder: number;
  completedAt: Date | null;
  positionSeconds: number | null;
}): ContentSummary {
  return {
    id: row.id,
    lessonId: row.lessonId,
    classId: row.classId,
    title: row.title,
    type: row.type as ContentSummary['type'],
    videoSource: row.videoSource as ContentSummary['videoSource'],
    durationSeconds: row.durationSeconds,
    sortOrder: row.sortOrder,
    completed: row.completedAt !== null,
    positionSeconds: row.positionSeconds ?? 0,
  };
}

export function presentCategory(row: {
  id: number;
  type: string;
  parentId: number | null;
  title: string;
  description: string | null;
  imageKey: string | null;
}): CategorySummary {
  return {
    id: row.id,
    type: row.type as CategorySummary['type'],
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    imageUrl: mediaUrl(row.imageKey),
  };
}

export function presentTask(row: {
  id: number;
  title: string;
  description: string | null;
  lessonId: number | null;
  completedAt?: Date | null;
}): LearningTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    lessonId: row.lessonId,
    completed: row.completedAt != null,
  };
}

export function presentResource(row: {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  lessonId: number | null;
  mediaKey: string | null;
  mediaKind: string | null;
  mediaType: string | null;
  mediaName: string | null;
}): ResourceItem {
  const media = presentMedia({ key: row.mediaKey, kind: row.mediaKind, contentType: row.mediaType, originalName: row.mediaName });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: media?.url ?? safeLink(row.url),
    media,
    lessonId: row.lessonId,
  };
}

/** Only http(s) links leave the server (a stored javascript: address never reaches an href). */
export function safeLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export interface SectionItemRow {
  id: number;
  sectionId: number;
  title: string | null;
  categoryId: number | null;
  categoryTitle: string | null;
  categoryImage: string | null;
  classId: number | null;
  classTitle: string | null;
  classImage: string | null;
  lessonId: number | null;
  lessonTitle: string | null;
  contentId: number | null;
  contentTitle: string | null;
  contentDuration: number | null;
  contentImage: string | null;
  meditationId: number | null;
  meditationTitle: string | null;
  meditationImage: string | null;
  meditationDuration: number | null;
}

export function presentSectionItem(row: SectionItemRow): DiscoverySectionItem {
  const base = { id: row.id };
  if (row.contentId !== null)
    return {
      ...base,
      kind: 'content',
      targetId: row.contentId,
      classId: row.classId,
      title: row.title ?? row.contentTitle ?? '',
      // Its own picture or none (the page shows the tile of its type): never the class's cover.
      imageUrl: mediaUrl(row.contentImage),
      durationSeconds: row.contentDuration,
    };
  if (row.lessonId !== null)
    return {
      ...base,
      kind: 'lesson',
      targetId: row.lessonId,
      classId: row.classId,
      title: row.title ?? row.lessonTitle ?? '',
      imageUrl: null,
      durationSeconds: null,
    };
  if (row.classId !== null)
    return {
      ...base,
      kind: 'class',
      targetId: row.classId,
      classId: row.classId,
      title: row.title ?? row.classTitle ?? '',
      imageUrl: mediaUrl(row.classImage),
      durationSeconds: null,
    };
  if (row.meditationId !== null)
    return {
      ...base,
      kind: 'meditation',
      targetId: row.meditationId,
      classId: null,
      title: row.title ?? row.meditationTitle ?? '',
      imageUrl: mediaUrl(row.meditationImage),
      durationSeconds: row.meditationDuration,
    };
  return {
    ...base,
    kind: 'category',
    targetId: row.categoryId ?? 0,
    classId: null,
    title: row.title ?? row.categoryTitle ?? '',
    imageUrl: mediaUrl(row.categoryImage),
    durationSeconds: null,
  };
}
