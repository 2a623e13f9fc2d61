import type { MediaKind } from '@stillpoint/contracts';

export interface SniffedType {
  kind: MediaKind;
  contentType: string;
  /** The extension the server stores the file under (storage serves types by extension). */
  extension: string;
}

/** How many leading bytes sniffMedia needs to decide. */
export const SNIFF_BYTES = 64;

/**
 * The media type the bytes really hold, from their magic numbers; the file's name and declared type are
 * never trusted. Covers the types of MEDIA_TYPES; anything else is undefined (refused by the caller).
 */
export function sniffMedia(bytes: Uint8Array): SniffedType | undefined {
  const at = (offset: number, ...signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  const type = (kind: MediaKind, contentType: string, extension: string): SniffedType => ({ kind, contentType, extension });

  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return type('image', 'image/png', 'png');
  if (at(0, 0xff, 0xd8, 0xff)) return type('image', 'image/jpeg', 'jpg');
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return type('image', 'image/gif', 'gif');
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return type('image', 'image/webp', 'webp');
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return type('audio', 'audio/wav', 'wav');
  if (ascii(0, '%PDF-')) return type('document', 'application/pdf', 'pdf');
  if (ascii(0, 'fLaC')) return type('audio', 'audio/flac', 'flac');
  if (ascii(0, 'ID3')) return type('audio', 'audio/mpeg', 'mp3');
  // An MPEG audio frame header: 11 sync bits, then a valid version/layer (layer bits 01, 10 or 11).
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0) return type('audio', 'audio/mpeg', 'mp3');
  if (ascii(0, 'OggS')) {
    // The first page's packet says whether the stream is Theora (video) or an audio codec.
    const head = Buffer.from(bytes.subarray(28, 36)).toString('latin1');
    return head.includes('theora') ? type('video', 'video/ogg', 'ogv') : type('audio', 'audio/ogg', 'oga');
  }
  if (ascii(4, 'ftyp')) {
    const brand = Buffer.from(bytes.subarray(8, 12)).toString('latin1');
    return brand.startsWith('M4A') || brand.startsWith('M4B') ? type('audio', 'audio/mp4', 'm4a') : type('video', 'video/mp4', 'mp4');
  }
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return type('video', 'video/webm', 'webm');
  return undefined;
}

/** Whole seconds of a PCM WAV file from its header (fmt byte rate and data size), or undefined. */
export function wavDurationSeconds(header: Uint8Array, totalBytes: number): number | undefined {
  const view = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  if (view.length < 44 || view.toString('latin1', 0, 4) !== 'RIFF' || view.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  let offset = 12;
  let byteRate: number | undefined;
  while (offset + 8 <= view.length) {
    const id = view.toString('latin1', offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= view.length) byteRate = view.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (!byteRate) return undefined;
      const dataBytes = Math.min(size, totalBytes - offset - 8);
      return Math.round(dataBytes / byteRate);
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}
