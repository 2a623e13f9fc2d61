import { z } from 'zod';

/**
 * Draft or published (DESIGN.md 4b, docs/decisions/0011-drafts-and-publishing.md). Classes, meditations and
 * sections start as drafts, seen only in their library's studio and in a clinic's preview of its own learner
 * pages; learners see published items only, and of those only what is worth opening: a class with a content,
 * a meditation with its audio. The studio publishes an item once nothing is missing, and can take it back
 * to draft.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export const publicationStatus = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof publicationStatus>;

/**
 * What an item may still need before it is published: a class a lesson, then a content in a lesson; a
 * meditation its audio; a section an item.
 */
export const PUBLISH_REQUIREMENTS = ['lesson', 'content', 'audio', 'item'] as const;
export const publishRequirement = z.enum(PUBLISH_REQUIREMENTS);
export type PublishRequirement = z.infer<typeof publishRequirement>;

/** The state fields every studio item carries (class, meditation, section). */
export const publicationFields = {
  /** draft: only its library's studio sees it; published: learners see it (once nothing is missing). */
  status: publicationStatus,
  /** When it was published (ISO 8601); null for a draft. */
  publishedAt: z.string().nullable(),
  /**
   * What it still needs (empty when complete): a draft cannot be published until then, and a published
   * item that lost it (its last lesson or its audio deleted) stays hidden from learners until it is back.
   */
  missing: z.array(publishRequirement),
};

/** What the studio says, and the server answers a refused publish with, for each missing part. */
export const PUBLISH_REQUIREMENT_MESSAGES: Record<PublishRequirement, string> = {
  lesson: 'Add a lesson first',
  content: 'Add a content to a lesson first',
  audio: 'Upload the audio first',
  item: 'Add an item first',
};

/** The 409 message of a refused publish, naming what is missing: "This class cannot be published yet: add a lesson first." */
export function publishRefusal(noun: 'class' | 'meditation' | 'section', missing: readonly PublishRequirement[]): string {
  const reasons = missing.map((need) => PUBLISH_REQUIREMENT_MESSAGES[need].toLowerCase()).join('; ');
  return `This ${noun} cannot be published yet: ${reasons}.`;
}
