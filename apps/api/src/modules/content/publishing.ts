import {
  PUBLISH_REQUIREMENT_MESSAGES,
  publishRefusal,
  type PublicationStatus,
  type PublishRequirement,
} from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';

/**
 * Draft and published, the studio's side (docs/decisions/0011-drafts-and-publishing.md): what an item still
 * needs, its state as the presenters show it, and the refusal of a publish that lacks something. Which rows
 * learners see is content.visibility.ts's rule; these are the same requirements, counted for one item.
 */

/** A class needs a lesson, and a content in one of its lessons. */
export function classMissing(counts: { lessons: number; contents: number }): PublishRequirement[] {
  if (counts.lessons === 0) return ['lesson'];
  return counts.contents === 0 ? ['content'] : [];
}

/** A meditation needs its audio. */
export function meditationMissing(row: { audioMediaId: number | null }): PublishRequirement[] {
  return row.audioMediaId === null ? ['audio'] : [];
}

/** A section needs an item. */
export function sectionMissing(itemCount: number): PublishRequirement[] {
  return itemCount === 0 ? ['item'] : [];
}

/** The state fields of a presented class, meditation or section. */
export function presentPublication(
  publishedAt: Date | null,
  missing: PublishRequirement[],
): { status: PublicationStatus; publishedAt: string | null; missing: PublishRequirement[] } {
  return { status: publishedAt ? 'published' : 'draft', publishedAt: publishedAt?.toISOString() ?? null, missing };
}

/** Refuses (409) to publish an item that still misses something, naming what. */
export function assertPublishable(noun: 'class' | 'meditation' | 'section', missing: PublishRequirement[]): void {
  if (missing.length === 0) return;
  throw new AppError(
    'CONFLICT',
    publishRefusal(noun, missing),
    missing.map((need) => ({ path: need, message: PUBLISH_REQUIREMENT_MESSAGES[need] })),
  );
}
