import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error.js';

/**
 * Reads the one file of a multipart upload into memory, up to `maxBytes` (413 past it: the rest of the
 * stream is never buffered). The file must come in the field `field` (422 on that field otherwise).
 * The declared name and type are returned for logging only: callers sniff the bytes.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Send the file as multipart/form-data');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
  if (!part || part.fieldname !== field) throw fieldError('VALIDATION', field, 'Choose a file to upload');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError('TOO_LARGE');
  if (bytes.length === 0) throw fieldError('VALIDATION', field, 'The file is empty');
  return { bytes, filename: part.filename };
}
