import type { Readable } from 'node:stream';

/**
 * The storage port: media (avatars, images, audio, video and documents) by key. Keys are
 * slash-separated, made by the server only (`avatars/12/3f9c....png`), never from a client's file name.
 * Two adapters: local disk (embedded) and any S3-compatible store (S3_BUCKET).
 */
export interface StoredObject {
  stream: Readable;
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  /** The byte range this stream holds, when a range was asked for (inclusive ends). */
  range?: { start: number; end: number };
}

/** An inclusive byte range; `end` undefined means to the end of the object. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** Thrown by putStream when the source holds more than maxBytes (the partial object is discarded). */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
  }
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes whole or not at all (no half-written object is ever visible). */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams a source into storage without holding it in memory; whole or not at all. Past `maxBytes` it
   * stops reading, discards what it wrote and rejects with TooLargeError. Resolves with the size written.
   */
  putStream(key: string, source: Readable, contentType: string, options: { maxBytes: number }): Promise<{ size: number }>;
  /** Size and type of an object without reading it. */
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  /** The object, or the part of it `range` names (clamped to the object; callers check satisfiability). */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
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
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  pdf: 'application/pdf',
};
export function contentTypeForKey(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
}
