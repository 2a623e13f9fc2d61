import { z } from 'zod';
import { idField, numberField } from './common.js';

/** What an uploaded file is, decided from its bytes on the server. */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Largest upload accepted per kind, in bytes (413 past it). */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 10 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
  video: 1024 * 1024 * 1024,
  document: 50 * 1024 * 1024,
};

/** The file types accepted per kind (as sniffed); anything else is refused with 422 on the field. */
export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/mp4', 'audio/flac', 'audio/webm'],
  video: ['video/mp4', 'video/webm', 'video/ogg'],
  document: ['application/pdf'],
};

/** A stored media file as the API presents it. */
export const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  size: z.number().int(),
  name: z.string().nullable(),
  duration: z.number().int().nullable(),
});
export type Media = z.infer<typeof mediaSchema>;

/*
 * Multipart text fields arrive as strings: these read them as what they mean. They also accept real
 * booleans and numbers, so one schema serves JSON and form bodies.
 */

/** '1', 'true', 'on' -> true; '0', 'false', 'off', '' -> false. */
export const formBoolean = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const lowered = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(lowered)) return true;
  if (['0', 'false', 'off', 'no', ''].includes(lowered)) return false;
  return value;
}, z.boolean());

/** A number from a string field ('' counts as absent; see numberFromText). */
export const formNumber = numberField(z.number());

/** A list of ids: a JSON array, repeated fields, or one comma-separated field ('3,5,8'). */
export const formIds = z.preprocess((value) => {
  if (value === undefined || value === null) return value;
  return Array.isArray(value) ? value : typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : [value];
}, z.array(idField));
