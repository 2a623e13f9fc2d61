import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const SILENCE_CHUNK = new Uint8Array(64 * 1024);

/**
 * A WAV file written piece by piece as the engine speaks, without ever holding the whole audio: samples go
 * to a temporary file as they come (silences in small zero chunks), and `finish` gives the file back as a
 * stream with its size known up front (so storage takes it without buffering), the header first. A
 * 45-minute reading is about 120 MB of PCM; memory holds one engine call's audio at a time.
 */
export interface WavSpool {
  /** Seconds of audio written so far. */
  readonly seconds: number;
  appendPcm(pcm: Uint8Array): Promise<void>;
  appendSilence(seconds: number): Promise<void>;
  /** The WAV as a stream (the temporary file is already unlinked; its bytes go when the stream closes). */
  finish(): Promise<{ stream: Readable; byteSize: number; durationSeconds: number }>;
  /** Removes the temporary file (a reading that failed). */
  discard(): Promise<void>;
}

export async function createWavSpool(sampleRate: number): Promise<WavSpool> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stillpoint-speech-'));
  const file = path.join(dir, 'speech.pcm');
  const handle = await open(file, 'w+');
  let dataBytes = 0;
  let done = false;
  const removeDir = () => rm(dir, { recursive: true, force: true });
  return {
    get seconds() {
      return dataBytes / 2 / sampleRate;
    },
    async appendPcm(pcm) {
      await handle.write(pcm);
      dataBytes += pcm.length;
    },
    async appendSilence(seconds) {
      let left = Math.round(seconds * sampleRate) * 2;
      while (left > 0) {
        const size = Math.min(left, SILENCE_CHUNK.length);
        await handle.write(SILENCE_CHUNK, 0, size);
        dataBytes += size;
        left -= size;
      }
    },
    async finish() {
      done = true;
      // Unlinked now: the open handle keeps the bytes readable, and nothing is left on disk whatever
      // happens to the stream later.
      await removeDir();
      const header = wavHeader(sampleRate, dataBytes);
      async function* bytes() {
        yield header;
        let position = 0;
        const buffer = Buffer.alloc(SILENCE_CHUNK.length);
        while (position < dataBytes) {
          const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, dataBytes - position), position);
          if (bytesRead === 0) break;
          position += bytesRead;
          yield Buffer.from(buffer.subarray(0, bytesRead));
        }
      }
      const stream = Readable.from(bytes(), { objectMode: false });
      stream.once('close', () => void handle.close().catch(() => {}));
      return { stream, byteSize: 44 + dataBytes, durationSeconds: Math.round(dataBytes / 2 / sampleRate) };
    },
    async discard() {
      if (done) return;
      done = true;
      await handle.close().catch(() => {});
      await removeDir();
    },
  };
}
