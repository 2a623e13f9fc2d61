import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeWav, generateSoundscape, parseWav } from './audio.js';
import { coverSvg, generateCover } from './images.js';
import { readPdf } from '../../../test/pdf-reader.js';
import { generatePdf } from './pdf.js';

describe('generated meditation audio', () => {
  it('is a PCM 16-bit mono WAV of the asked length, deterministic, and not silent', () => {
    const first = generateSoundscape({ durationSeconds: 12, seed: 7 });
    const again = generateSoundscape({ durationSeconds: 12, seed: 7 });
    const info = parseWav(first.wav)!;
    expect(info).toEqual({ sampleRate: 22_050, channels: 1, bitsPerSample: 16, dataBytes: 12 * 22_050 * 2, durationSeconds: 12 });
    expect(first.wav.length).toBe(44 + 12 * 22_050 * 2);
    expect(Buffer.from(again.wav).equals(Buffer.from(first.wav))).toBe(true);
    expect(Buffer.from(generateSoundscape({ durationSeconds: 12, seed: 8 }).wav).equals(Buffer.from(first.wav))).toBe(false);

    const pcm = new Int16Array(first.wav.buffer, first.wav.byteOffset + 44, info.dataBytes / 2);
    let peak = 0;
    let sum = 0;
    let biggestStep = 0;
    for (let i = 0; i < pcm.length; i++) {
      peak = Math.max(peak, Math.abs(pcm[i]!));
      sum += pcm[i]! * pcm[i]!;
      if (i) biggestStep = Math.max(biggestStep, Math.abs(pcm[i]! - pcm[i - 1]!));
    }
    const rms = Math.sqrt(sum / pcm.length);
    // Audible but with headroom (peak about -5 dBFS), never clipped, no clicks (no sample-to-sample jumps).
    expect(peak).toBeGreaterThan(0.4 * 32767);
    expect(peak).toBeLessThan(0.6 * 32767);
    expect(rms).toBeGreaterThan(0.03 * 32767);
    expect(biggestStep).toBeLessThan(0.25 * 32767);
    // Fades in and out: the first and last samples are (near) silence.
    expect(Math.abs(pcm[0]!)).toBeLessThan(50);
    expect(Math.abs(pcm[pcm.length - 1]!)).toBeLessThan(50);
  });

  it('makes three minutes (about 0.3 s; speed is measured by the seed, not asserted)', () => {
    const track = generateSoundscape({ durationSeconds: 180, seed: 3 });
    expect(parseWav(track.wav)!.durationSeconds).toBe(180);
    expect(track.wav.length).toBe(44 + 180 * 22_050 * 2);
  });

  it('parseWav refuses what is not a PCM WAV', () => {
    expect(parseWav(new Uint8Array(10))).toBeUndefined();
    expect(parseWav(new TextEncoder().encode('RIFF....WAVEfmt '.padEnd(64, ' ')))).toBeUndefined();
    expect(parseWav(encodeWav(new Float32Array(22_050), 22_050))!.durationSeconds).toBe(1);
  });
});

describe('generated PDF documents (pdfkit)', () => {
  const blocks = Array.from({ length: 30 }, (_, i) => ({
    kind: (i % 6 === 0 ? 'heading' : i % 4 === 0 ? 'bullet' : 'paragraph') as 'heading' | 'bullet' | 'paragraph',
    text: `Part ${i}: breathe in (slowly) through the nose, and out through the mouth \\ with “care” — again. `.repeat(3),
  }));

  it('opens in pdf.js with its title, its text over several numbered pages, brackets and typography intact', async () => {
    const pdf = await generatePdf({ title: 'A guide (with notes)', subtitle: 'Stillpoint', blocks });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { title, pages } = await readPdf(pdf);
    expect(title).toBe('A guide (with notes)');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('A guide (with notes)');
    expect(pages.join(' ')).toContain('Part 29: breathe in (slowly)');
    expect(pages.join(' ')).toContain('with “care” — again.');
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('is deterministic: the same guide makes the same bytes', async () => {
    const make = () => generatePdf({ title: 'Short', blocks: [{ kind: 'paragraph', text: 'One page.' }] });
    const pdf = await make();
    expect(Buffer.from(await make()).equals(Buffer.from(pdf))).toBe(true);
    expect((await readPdf(pdf)).pages).toHaveLength(1);
  });
});

describe('generated cover images', () => {
  it('renders each motif as a WebP of the asked size', async () => {
    for (const motif of ['hills', 'waves', 'moon', 'ripples', 'sun'] as const) {
      const cover = await generateCover({ hue: 200, motif, width: 480, height: 270 });
      const meta = await sharp(cover.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([480, 270]);
      expect(cover.data.length).toBeLessThan(60_000);
    }
  });

  it('carries no text (cards and pages print the title beside the picture)', () => {
    for (const motif of ['hills', 'waves', 'moon', 'ripples', 'sun'] as const) {
      const svg = coverSvg({ hue: 10, motif });
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    }
  });
});
