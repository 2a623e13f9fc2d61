import sharp from 'sharp';
import type { AVATAR_TYPES } from '@stillpoint/contracts';

export type ImageType = (typeof AVATAR_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The image type the bytes really hold (magic numbers); a file's name and declared type are never trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string, offset = 0) =>
    starts(
      [...text].map((c) => c.charCodeAt(0)),
      offset,
    );
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  return undefined;
}

export interface NormalisedImage {
  data: Buffer;
  contentType: ImageType;
  extension: string;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes an image in its own format: applies the EXIF orientation, scales it to fit
 * `maxEdge`, and drops every piece of metadata (EXIF with GPS, XMP, comments, ICC: sharp writes none
 * unless asked). Only the first frame of an animation is kept. Throws when the bytes do not decode.
 */
export async function normaliseImage(bytes: Uint8Array, type: ImageType, maxEdge: number): Promise<NormalisedImage> {
  const pipeline = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error', animated: false })
    .rotate()
    .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : type === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : type === 'image/webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.gif();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, contentType: type, extension: EXTENSIONS[type], width: info.width, height: info.height };
}
