import path from 'node:path';
import { MEDIA_BASE } from '@stillpoint/contracts';
import type { Storage } from './storage.port.js';
import { createLocalDiskStorage } from './local-disk.adapter.js';

export type { ByteRange, Storage, StoredObject } from './storage.port.js';
export { TooLargeError } from './storage.port.js';
export { contentTypeForKey, isValidKey } from './storage.port.js';

/** The storage adapter the configuration selects (local disk under DATA_DIR/media until S3 is added). */
export function createStorage(options: { dataDir: string }): Storage {
  return createLocalDiskStorage(path.join(options.dataDir, 'media'));
}

/** The storage key behind a media URL the server handed out (/api/media/<key>); undefined for anything else. */
export function keyFromMediaUrl(url: string | null | undefined): string | undefined {
  const prefix = `${MEDIA_BASE}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : undefined;
}
