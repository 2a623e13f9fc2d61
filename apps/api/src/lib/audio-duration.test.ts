import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/media-fixtures.js';
import { audioDurationSeconds } from './audio-duration.js';

/** A constant-bit-rate MPEG-1 Layer III stream: 128 kbit/s, 44.1 kHz, stereo, `frames` frames of 417 bytes. */
function makeCbrMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), ...Array.from({ length: frames }, () => frame)]);
}

/** The same with a Xing header in the first frame naming the frame count. */
function makeXingMp3(frames: number): Buffer {
  const first = Buffer.alloc(417);
  first.set([0xff, 0xfb, 0x90, 0x00]);
  first.write('Xing', 4 + 32, 'latin1');
  first.writeUInt32BE(1, 4 + 32 + 4);
  first.writeUInt32BE(frames, 4 + 32 + 8);
  return Buffer.concat([first, Buffer.alloc(417 * 3)]);
}

describe('audioDurationSeconds', () => {
  it('reads WAV durations from the header', () => {
    const wav = makeWav(3);
    expect(audioDurationSeconds(wav.subarray(0, 1024), wav.length)).toBeCloseTo(3, 3);
  });

  it('reads MP3 durations from a Xing header or the constant bit rate', () => {
    const cbr = makeCbrMp3(100);
    // 100 frames of 1152 samples at 44.1 kHz is about 2.61 s.
    expect(audioDurationSeconds(cbr.subarray(0, 4096), cbr.length)).toBeCloseTo(2.61, 1);
    const xing = makeXingMp3(1000);
    expect(audioDurationSeconds(xing, xing.length)).toBeCloseTo((1000 * 1152) / 44100, 3);
  });

  it('answers undefined for anything else', () => {
    expect(audioDurationSeconds(Buffer.from('hello world'), 11)).toBeUndefined();
  });
});
