import { MEDIA_BASE, type Media, type MediaKind } from '@stillpoint/contracts';
import type { MediaRow } from './media.repository.js';

/** The address a stored object is served at (with HTTP Range support). */
export const mediaUrl = (key: string): string => `${MEDIA_BASE}/${key}`;

/** The address of an optional media row joined into a query (null when there is none). */
export const optionalMediaUrl = (key: string | null | undefined): string | null => (key ? mediaUrl(key) : null);

export function presentMedia(row: MediaRow): Media {
  return {
    id: row.id,
    url: mediaUrl(row.key),
    kind: row.kind as MediaKind,
    content_type: row.contentType,
    size: row.byteSize,
    name: row.originalName,
    duration: row.durationSeconds,
  };
}
