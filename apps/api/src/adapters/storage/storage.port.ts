import type { Readable } from 'node:stream';

/**
 * The storage port: media (avatars now; audio, video and documents later) by key. Keys are
 * slash-separated, made by the server only (`avatars/12/3f9c....png`), never from a client's file name.
 * Two adapters: local disk (embedded) and, later, any S3-compatible store.
 */
export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes whole or not at all (no half-written object is ever visible). */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A key the server made: lower-case segments of letters, digits, dots, dashes, no `..`, an extension. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;
export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** Content types by extension: the only types storage serves, whatever a file holds. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
export function contentTypeForKey(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
}
