import {
  MEDIA_BASE,
  type MeditationAudio,
  type MeditationCategory,
  type MeditationResource,
  type MeditationSummary,
  type MeditationTask,
  type StudioMedia,
} from '@stillpoint/contracts';
import { meditationMissing, presentPublication } from '../content/publishing.js';
import type { AudioRow, CategoryRow, MediaRow, MeditationRow, ResourceRow, TaskRow } from './meditations.repository.js';

/** Rows of the meditation studio mapped to their contract shapes (never raw rows). */
export function presentStudioMedia(row: MediaRow | undefined): StudioMedia | null {
  if (!row) return null;
  return { id: row.id, url: `${MEDIA_BASE}/${row.key}`, contentType: row.contentType, originalName: row.originalName };
}

export function presentMeditation(
  row: MeditationRow,
  media: Map<number, MediaRow>,
  extras: { categoryIds: number[]; audioCount: number },
): MeditationSummary {
  return {
    id: row.id,
    clinicId: row.clinicId,
    title: row.title,
    description: row.description,
    image: presentStudioMedia(row.imageMediaId === null ? undefined : media.get(row.imageMediaId)),
    audio: presentStudioMedia(row.audioMediaId === null ? undefined : media.get(row.audioMediaId)),
    duration: row.durationSeconds,
    shared: row.shared,
    featured: row.featured,
    recommended: row.recommended,
    popular: row.popular,
    sortOrder: row.sortOrder,
    playCount: row.playCount,
    categoryIds: extras.categoryIds,
    audioCount: extras.audioCount,
    ...presentPublication(row.publishedAt, meditationMissing(row)),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAudio(row: AudioRow, media: Map<number, MediaRow>): MeditationAudio {
  return {
    id: row.id,
    meditationId: row.meditationId,
    title: row.title,
    audio: presentStudioMedia(row.mediaId === null ? undefined : media.get(row.mediaId)),
    duration: row.durationSeconds,
    sortOrder: row.sortOrder,
  };
}

export function presentTask(row: TaskRow): MeditationTask {
  return { id: row.id, meditationId: row.meditationId!, title: row.title, description: row.description, sortOrder: row.sortOrder };
}

export function presentResource(row: ResourceRow, media: Map<number, MediaRow>): MeditationResource {
  const file = presentStudioMedia(row.mediaId === null ? undefined : media.get(row.mediaId));
  return {
    id: row.id,
    meditationId: row.meditationId!,
    title: row.title,
    description: row.description,
    url: row.url ?? file?.url ?? null,
    file,
    sortOrder: row.sortOrder,
  };
}

export function presentCategory(row: CategoryRow, counts: Map<number, number>): MeditationCategory {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    sortOrder: row.sortOrder,
    meditationCount: counts.get(row.id) ?? 0,
  };
}
