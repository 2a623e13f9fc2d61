import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { APP_MESSAGES, MEDIA_MAX_BYTES, type MediaKind } from '@stillpoint/contracts';
import { TooLargeError, type Storage } from '../../adapters/storage/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { sniffMedia, wavDurationSeconds } from '../../lib/sniff.js';
import type { ReleasedMedia } from './media.lifecycle.js';
import type { MediaRepository, MediaRow } from './media.repository.js';

/** Leading bytes read before deciding what a file is (enough for every header sniffMedia and WAV need). */
const HEAD_BYTES = 4096;

export interface Uploader {
  /** null for files the server makes itself, or anonymous uploads. */
  userId: number | null;
  clinicId: number | null;
}

/**
 * The one upload path for media: a file arrives as a stream, its type is sniffed from its first bytes,
 * it is streamed into storage under a key the server makes (never held whole in memory), checked against
 * the size limit of its kind, and recorded in media_files. Anything refused leaves nothing behind.
 */
export function createMediaService(deps: { repo: MediaRepository; storage: Storage }) {
  const { repo, storage } = deps;

  /**
   * Removes from storage the files of media rows released (releaseMedia, media.lifecycle.ts) by a
   * transaction that has committed; never call it inside that transaction. The change has happened by
   * then, so a file that cannot be removed is left behind (unreferenced, harmless) rather than failing it.
   */
  async function removeReleased(released: readonly ReleasedMedia[]): Promise<void> {
    await Promise.allSettled(released.map((row) => storage.delete(row.key)));
  }

  return {
    /**
     * Stores an uploaded file. `quotaBytes` is what the uploader may still store (upload-allowance.ts):
     * a file past it is refused with 413 like one past its kind's limit, with a message that says which.
     */
    async store(
      source: Readable,
      options: { field: string; kinds: readonly MediaKind[]; uploader: Uploader; originalName?: string | null; quotaBytes?: number },
    ): Promise<MediaRow> {
      const { head, rest } = await peek(source, HEAD_BYTES);
      if (head.length === 0) {
        rest.resume();
        throw fieldError('VALIDATION', options.field, 'The file is empty');
      }
      const type = sniffMedia(head);
      if (!type || !options.kinds.includes(type.kind)) {
        rest.resume();
        throw fieldError('VALIDATION', options.field, `This file type is not accepted here (expected ${options.kinds.join(' or ')})`);
      }
      const key = `media/${type.kind}/${new Date().getUTCFullYear()}/${randomBytes(12).toString('hex')}.${type.extension}`;
      let size: number;
      const kindLimit = MEDIA_MAX_BYTES[type.kind];
      const quotaLimited = options.quotaBytes !== undefined && options.quotaBytes < kindLimit;
      try {
        ({ size } = await storage.putStream(key, rest, type.contentType, { maxBytes: quotaLimited ? options.quotaBytes! : kindLimit }));
      } catch (error) {
        if (error instanceof TooLargeError) {
          throw new AppError(
            'TOO_LARGE',
            quotaLimited
              ? APP_MESSAGES.uploadQuotaLeft((error.maxBytes / 1024 / 1024).toFixed(1))
              : `The file is larger than ${Math.round(error.maxBytes / 1024 / 1024)} MB`,
          );
        }
        throw error;
      }
      try {
        return await repo.insert({
          key,
          kind: type.kind,
          contentType: type.contentType,
          byteSize: size,
          originalName: fileName(options.originalName),
          durationSeconds: type.contentType === 'audio/wav' ? (wavDurationSeconds(head, size) ?? null) : null,
          uploadedBy: options.uploader.userId,
          clinicId: options.uploader.clinicId,
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** Stores bytes made by the server itself (demo data, generated audio). */
    async storeBytes(data: Uint8Array, options: { uploader: Uploader | null; originalName?: string; durationSeconds?: number }) {
      const type = sniffMedia(data.subarray(0, HEAD_BYTES));
      if (!type) throw new Error('storeBytes: unknown media type');
      const key = `media/${type.kind}/${new Date().getUTCFullYear()}/${randomBytes(12).toString('hex')}.${type.extension}`;
      await storage.put(key, data, type.contentType);
      return repo.insert({
        key,
        kind: type.kind,
        contentType: type.contentType,
        byteSize: data.length,
        originalName: fileName(options.originalName),
        durationSeconds:
          options.durationSeconds ?? (type.contentType === 'audio/wav' ? (wavDurationSeconds(data.subarray(0, HEAD_BYTES), data.length) ?? null) : null),
        uploadedBy: options.uploader?.userId ?? null,
        clinicId: options.uploader?.clinicId ?? null,
      });
    },

    /**
     * Stores audio the server generated as a stream (spoken meditations: mostly silence, up to 30 minutes),
     * never holding it whole. The type comes from the generator, which wrote the bytes itself.
     */
    async storeGeneratedAudio(
      source: Readable,
      options: { contentType: 'audio/wav' | 'audio/mpeg'; extension: 'wav' | 'mp3'; durationSeconds: number; uploader: Uploader; originalName: string },
    ): Promise<MediaRow> {
      const key = `media/audio/${new Date().getUTCFullYear()}/${randomBytes(12).toString('hex')}.${options.extension}`;
      const { size } = await storage.putStream(key, source, options.contentType, { maxBytes: MEDIA_MAX_BYTES.audio });
      try {
        return await repo.insert({
          key,
          kind: 'audio',
          contentType: options.contentType,
          byteSize: size,
          originalName: fileName(options.originalName),
          durationSeconds: options.durationSeconds,
          uploadedBy: options.uploader.userId,
          clinicId: options.uploader.clinicId,
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /**
     * The rollback of a refused request: removes the media it stored (rows and bytes). Goes through
     * releaseMedia like any other release, so a file the request managed to attach before it failed stays.
     */
    async discard(rows: readonly Pick<MediaRow, 'id'>[]): Promise<void> {
      if (!rows.length) return;
      await removeReleased(await repo.release(rows.map((row) => row.id)));
    },

    removeReleased,

    find: repo.find,
    findMany: repo.findMany,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * A file's name as stored and shown: without control characters (a NUL in a multipart filename once reached
 * PostgreSQL, which refuses it), at most 200 characters, null when nothing is left.
 */
function fileName(name: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? Array.from(cleaned).slice(0, 200).join('') : null;
}

/** Reads the first `bytes` of a stream and gives back a stream of the whole (head included). */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const buffered = Buffer.concat(chunks);
  async function* all() {
    if (buffered.length) yield buffered;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const rest = Readable.from(all(), { objectMode: false });
  // Draining `rest` (after a refusal) must also drain the source so the request can finish.
  return { head: buffered.subarray(0, bytes), rest };
}
