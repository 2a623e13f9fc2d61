import { Readable } from 'node:stream';

/** PCM 16-bit mono WAV: what meSpeak writes, and what the assembled meditation is. */
export interface Pcm {
  sampleRate: number;
  /** Little-endian 16-bit samples. */
  data: Uint8Array;
}

/** Reads the PCM of a WAV file (the `data` chunk), checking it is 16-bit mono. */
export function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (channels !== 1 || bits !== 16) throw new Error(`unsupported WAV: ${channels} channels, ${bits} bits`);
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      // meSpeak may write a data size larger than what follows: keep what is there.
      return { sampleRate, data: wav.subarray(body, Math.min(body + size, wav.length)) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

export function wavHeader(sampleRate: number, dataBytes: number): Uint8Array {
  const header = new Uint8Array(44);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, i) => (header[offset + i] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/** A piece of the assembled audio: speech samples, or silence made on the fly (never held in memory). */
export type AudioPiece = { pcm: Uint8Array } | { silenceSeconds: number };

const SILENCE_CHUNK = new Uint8Array(64 * 1024);

/**
 * One WAV file from speech and silences, as a stream with its size known up front (so storage can take it
 * without buffering): a 30-minute meditation is mostly silence, which is written in small zero chunks.
 */
export function assembleWav(sampleRate: number, pieces: readonly AudioPiece[]): { stream: Readable; byteSize: number; durationSeconds: number } {
  const bytesOf = (piece: AudioPiece) => ('pcm' in piece ? piece.pcm.length : Math.round(piece.silenceSeconds * sampleRate) * 2);
  const dataBytes = pieces.reduce((sum, piece) => sum + bytesOf(piece), 0);
  function* chunks(): Generator<Uint8Array> {
    yield wavHeader(sampleRate, dataBytes);
    for (const piece of pieces) {
      if ('pcm' in piece) {
        yield piece.pcm;
        continue;
      }
      let left = bytesOf(piece);
      while (left > 0) {
        const size = Math.min(left, SILENCE_CHUNK.length);
        yield SILENCE_CHUNK.subarray(0, size);
        left -= size;
      }
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), byteSize: 44 + dataBytes, durationSeconds: Math.round(dataBytes / 2 / sampleRate) };
}
