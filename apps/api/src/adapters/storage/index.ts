import path from 'node:path';
import { MEDIA_BASE } from '@stillpoint/contracts';
import type { Storage } from './storage.port.js';
import { createLocalDiskStorage } from './local-disk.adapter.js';
import { createS3Storage } from './s3.adapter.js';

export type { ByteRange, Storage, StoredObject } from './storage.port.js';
export { TooLargeError } from './storage.port.js';
export { contentTypeForKey, isValidKey } from './storage.port.js';

/** What selects and configures the storage adapter (the S3_* variables of config/env.ts). */
export interface StorageConfig {
  dataDir: string;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** The storage adapter the configuration selects: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createStorage(config: StorageConfig): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return createLocalDiskStorage(path.join(config.dataDir, 'media'));
}

/** The storage key behind a media URL the server handed out (/api/media/<key>); undefined for anything else. */
export function keyFromMediaUrl(url: string | null | undefined): string | undefined {
  const prefix = `${MEDIA_BASE}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : undefined;
}
