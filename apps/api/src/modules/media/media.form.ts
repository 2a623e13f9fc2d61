import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MEDIA_MAX_BYTES, type UploadField } from '@stillpoint/contracts';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MediaRow } from './media.repository.js';
import type { MediaService, Uploader } from './media.service.js';

const MAX_FIELDS = 100;
const MAX_FILES = 20;

export interface UploadForm {
  /** The text fields; a field sent more than once becomes a list. */
  fields: Record<string, string | string[]>;
  /** The stored files by field name. */
  uploads: Record<string, MediaRow[]>;
}

/**
 * Reads a multipart form for an endpoint with `uploads`: text fields are collected, each file of a
 * declared field is streamed through the media service as it arrives (so nothing is held whole in
 * memory). A file in an undeclared field, a second file where one is allowed, or a missing required file
 * is refused with 422 on that field. On any refusal, everything stored so far is removed.
 */
export async function readUploadForm(
  request: FastifyRequest,
  declared: Readonly<Record<string, UploadField>>,
  media: MediaService,
  uploader: Uploader,
  /**
   * The bytes the uploader may still store (upload-allowance.ts); every file of the form counts. A function
   * is asked once, when the first file arrives: a form without a file (a chat message of text alone) is not
   * an upload, and is neither counted against the hourly rate nor checked against the quota.
   */
  allowance: number | (() => Promise<number>) = Number.POSITIVE_INFINITY,
): Promise<UploadForm> {
  let quotaBytes: number | undefined = typeof allowance === 'number' ? allowance : undefined;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Send the form as multipart/form-data');
  const largest = Math.max(...Object.values(declared).flatMap((field) => field.kinds.map((kind) => MEDIA_MAX_BYTES[kind])));
  const fields: Record<string, string | string[]> = {};
  const uploads: Record<string, MediaRow[]> = {};
  const stored: MediaRow[] = [];
  try {
    // The transport limit sits one byte above the largest kind allowed, so the per-kind limit of the media
    // service is what refuses an oversize file (with 413), never a silently truncated stream.
    for await (const part of request.parts({ limits: { fileSize: largest + 1, files: MAX_FILES, fields: MAX_FIELDS, parts: MAX_FIELDS + MAX_FILES } })) {
      if (part.type === 'field') {
        const value = String(part.value);
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
        continue;
      }
      const rule = declared[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw fieldError('VALIDATION', part.fieldname, 'No file is expected in this field');
      }
      if (!rule.multiple && uploads[part.fieldname]?.length) {
        part.file.resume();
        throw fieldError('VALIDATION', part.fieldname, 'Only one file is accepted here');
      }
      if (quotaBytes === undefined) {
        try {
          quotaBytes = await (allowance as () => Promise<number>)();
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      const left = quotaBytes - stored.reduce((sum, row) => sum + row.byteSize, 0);
      const row = await media.store(part.file, {
        field: part.fieldname,
        kinds: rule.kinds,
        uploader,
        originalName: part.filename,
        ...(Number.isFinite(left) ? { quotaBytes: Math.max(left, 0) } : {}),
      });
      if (part.file.truncated) {
        stored.push(row);
        throw new AppError('TOO_LARGE');
      }
      stored.push(row);
      (uploads[part.fieldname] ??= []).push(row);
    }
    for (const [field, rule] of Object.entries(declared)) {
      if (rule.required && !uploads[field]?.length) throw fieldError('VALIDATION', field, 'Choose a file to upload');
    }
    return { fields, uploads };
  } catch (error) {
    await media.discard(stored);
    if (isMultipartLimit(error)) throw new AppError('TOO_LARGE');
    throw error;
  }
}

function isMultipartLimit(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT';
}
