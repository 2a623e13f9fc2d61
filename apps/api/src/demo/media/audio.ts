/**
 * Guided-meditation soundscapes made from nothing but arithmetic, so the demo library's audio really plays
 * on a fresh machine with only Node (no files fetched, no system binaries).
 *
 * A soundscape is: a soft chord pad that swells and settles at a breathing pace (inhale, exhale), a hush of
 * filtered noise that rises with each in-breath like a slow wave, and singing-bowl strikes (inharmonic
 * partials with a gentle beating shimmer and long decays) at the start, at intervals, and three at the end.
 * Faded in and out, softly limited, written as PCM 16-bit mono WAV. The same options always give the same
 * bytes (seeded noise, no clock).
 *
 * Oscillators are rotating phasors (four multiplications per sample instead of a Math.sin call), so a
 * three-minute track takes well under a second.
 */

export interface SoundscapeOptions {
  /** Length in whole seconds (the demo uses 60 to 180). */
  durationSeconds: number;
  /** Samples per second; 22,050 keeps files small and still sounds round. */
  sampleRate?: number;
  /** Root of the pad chord in Hz (around 100 to 200 sounds warm). */
  rootHz?: number;
  /** Chord as ratios of the root (default: a soft open major chord). */
  chord?: readonly number[];
  /** One full breath (in and out) in seconds: 10 gives six breaths a minute. */
  breathSeconds?: number;
  /** A bowl strike every so many seconds between the opening and the closing bells; 0 for none. */
  bellEverySeconds?: number;
  /** Fundamental of the singing bowl in Hz. */
  bellHz?: number;
  /** How present the wave-like noise is (0 to 1). */
  oceanLevel?: number;
  /** Seeds the noise, so different tracks do not share the same waves. */
  seed?: number;
}

export interface Soundscape {
  /** The complete WAV file. */
  wav: Uint8Array;
  durationSeconds: number;
  sampleRate: number;
}

/** Pad and ocean are made at about 4 kHz (their content stays under 1 kHz) and interpolated up. */
const LOW_RATE_HZ = 4000;
const DEFAULT_CHORD = [1, 1.5, 2, 2.5, 3] as const;
/** Partial ratios of a real singing bowl (measured bowls sit near 1 : 2.7 : 5.4 : 8.9). */
const BOWL_PARTIALS = [
  { ratio: 1, level: 1, decay: 7 },
  { ratio: 2.71, level: 0.55, decay: 4.5 },
  { ratio: 5.4, level: 0.25, decay: 2.5 },
  { ratio: 8.93, level: 0.1, decay: 1.5 },
] as const;

export function generateSoundscape(options: SoundscapeOptions): Soundscape {
  const sampleRate = options.sampleRate ?? 22_050;
  const durationSeconds = Math.max(1, Math.round(options.durationSeconds));
  const total = durationSeconds * sampleRate;
  const rootHz = options.rootHz ?? 146.83;
  const chord = options.chord ?? DEFAULT_CHORD;
  const breath = options.breathSeconds ?? 10;
  const bellHz = options.bellHz ?? 220;
  const oceanLevel = options.oceanLevel ?? 0.5;
  const out = new Float32Array(total);

  // Pad and ocean hold nothing above ~1 kHz: they are made at a quarter of the rate and interpolated up,
  // which makes them several times cheaper to compute.
  const factor = Math.max(1, Math.round(sampleRate / LOW_RATE_HZ));
  const lowRate = sampleRate / factor;
  const lowTotal = Math.ceil(total / factor) + 2;
  const low = new Float32Array(lowTotal);
  const swell = new Float32Array(lowTotal);
  for (let i = 0; i < lowTotal; i++) swell[i] = breathSwell(i / lowRate, breath);

  // Pad: the chord's notes, upper notes quieter.
  chord.forEach((ratio, i) => {
    const level = 0.16 / (1 + i * 0.45);
    addSine(low, lowRate, rootHz * ratio, (k) => level * swell[Math.min(k, lowTotal - 1)]!, 0, lowTotal);
    // The lower notes get a detuned twin (a slow chorus); the upper ones stay pure.
    if (i < 3) addSine(low, lowRate, rootHz * ratio * 1.0023, (k) => level * 0.8 * swell[Math.min(k, lowTotal - 1)]!, 0, lowTotal);
  });

  // Ocean: white noise through two one-pole low-passes, swelling with the in-breath.
  const rng = mulberry32(options.seed ?? 1);
  let lp1 = 0;
  let lp2 = 0;
  const alpha = 1 - Math.exp((-2 * Math.PI * 500) / lowRate);
  const ocean = oceanLevel * 0.9;
  for (let i = 0; i < lowTotal; i++) {
    lp1 += alpha * (rng() * 2 - 1 - lp1);
    lp2 += alpha * (lp1 - lp2);
    const s = swell[i]!;
    low[i]! += lp2 * ocean * (0.15 + 0.85 * s * s);
  }
  for (let i = 0; i < total; i++) {
    const position = i / factor;
    const k = Math.floor(position);
    const f = position - k;
    out[i] = low[k]! * (1 - f) + low[k + 1]! * f;
  }

  // Bowls: one to open, one every `bellEverySeconds`, three to close.
  const strikes: Array<{ at: number; level: number; hz: number }> = [{ at: 0.5, level: 1, hz: bellHz }];
  const every = options.bellEverySeconds ?? 30;
  const closing = Math.max(1, durationSeconds - 14);
  if (every > 0) for (let t = every; t < closing - every / 2; t += every) strikes.push({ at: t, level: 0.5, hz: bellHz });
  for (let k = 0; k < 3; k++) strikes.push({ at: closing + k * 3.5, level: 0.8 - k * 0.15, hz: bellHz });
  // Each distinct bowl is rendered once and mixed in at every strike (a strike costs one add per sample).
  const bowls = new Map<number, Float32Array>();
  for (const strike of strikes) {
    let bowl = bowls.get(strike.hz);
    if (!bowl) {
      bowl = renderBowl(sampleRate, strike.hz);
      bowls.set(strike.hz, bowl);
    }
    const start = Math.floor(strike.at * sampleRate);
    const end = Math.min(total, start + bowl.length);
    const level = strike.level * 0.35;
    for (let i = start; i < end; i++) out[i]! += bowl[i - start]! * level;
  }

  // Fade in (4 s) and out (6 s), then a soft limiter and normalisation to about -5 dBFS.
  const fadeIn = Math.min(total / 4, 4 * sampleRate);
  const fadeOut = Math.min(total / 4, 6 * sampleRate);
  let peak = 0;
  const fadeOutFrom = total - fadeOut;
  for (let i = 0; i < total; i++) {
    let gain = 1.2;
    if (i < fadeIn) gain *= smooth(i / fadeIn);
    if (i > fadeOutFrom) gain *= smooth((total - i) / fadeOut);
    const value = softClip(out[i]! * gain);
    out[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  const scale = peak > 0 ? 0.56 / peak : 1;
  return { wav: encodeWav(out, sampleRate, scale), durationSeconds, sampleRate };
}

/** 0..1..0 over one breath: a gentle four-tenths inhale and a longer exhale. */
function breathSwell(seconds: number, period: number): number {
  const phase = (seconds % period) / period;
  const inhale = 0.4;
  const x = phase < inhale ? phase / inhale : 1 - (phase - inhale) / (1 - inhale);
  return 0.35 + 0.65 * smooth(x);
}

/** tanh's shape (Pade approximant, exact to 3 %) at a fraction of Math.tanh's cost. */
function softClip(x: number): number {
  if (x >= 3) return 1;
  if (x <= -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}

function smooth(x: number): number {
  const clamped = Math.min(1, Math.max(0, x));
  return clamped * clamped * (3 - 2 * clamped);
}

/** Adds a sine of `freq` Hz with a per-sample amplitude, from sample `from` to `to`, by a rotating phasor. */
function addSine(out: Float32Array, sampleRate: number, freq: number, amplitude: (i: number) => number, from: number, to: number) {
  const w = (2 * Math.PI * freq) / sampleRate;
  const c = Math.cos(w);
  const s = Math.sin(w);
  let x = 1;
  let y = 0;
  // The envelope changes slowly: evaluate it every 64 samples and interpolate.
  const block = 64;
  for (let start = from; start < to; start += block) {
    const end = Math.min(to, start + block);
    const a0 = amplitude(start);
    const a1 = amplitude(end);
    for (let i = start; i < end; i++) {
      const a = a0 + ((a1 - a0) * (i - start)) / block;
      out[i]! += a * y;
      const nx = x * c - y * s;
      y = x * s + y * c;
      x = nx;
    }
    // Keep the phasor on the unit circle (rounding drifts over millions of steps).
    const norm = 1 / Math.hypot(x, y);
    x *= norm;
    y *= norm;
  }
}

/** One singing-bowl strike at level 1: soft attack, inharmonic partials with beating twins, exponential decays. */
function renderBowl(sampleRate: number, hz: number): Float32Array {
  const longest = Math.max(...BOWL_PARTIALS.map((partial) => partial.decay));
  const length = Math.ceil(longest * 3.5 * sampleRate);
  const bowl = new Float32Array(length);
  for (const partial of BOWL_PARTIALS) {
    const partialLength = Math.min(length, Math.ceil(partial.decay * 3.5 * sampleRate));
    const envelope = (i: number) => {
      const t = i / sampleRate;
      const attack = Math.min(1, t / 0.015);
      // A short release at the very end, so cutting the tail never clicks.
      const release = Math.min(1, (partialLength - i) / (0.5 * sampleRate));
      return partial.level * attack * Math.max(0, release) * Math.exp(-t / partial.decay);
    };
    const freq = hz * partial.ratio;
    addSine(bowl, sampleRate, freq, envelope, 0, partialLength);
    // The twin partial a hair higher gives the bowl its slow, living shimmer.
    addSine(bowl, sampleRate, freq * 1.0035, (i) => envelope(i) * 0.6, 0, partialLength);
  }
  return bowl;
}

/** PCM 16-bit mono WAV (RIFF, 44-byte header). */
export function encodeWav(samples: Float32Array, sampleRate: number, scale = 1): Uint8Array {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  const pcm = new Int16Array(buffer, 44, samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i]! * scale * 32767;
    // Clamp, then round half away from zero (`| 0` truncates); cheaper than Math.round/min/max per sample.
    pcm[i] = value >= 32767 ? 32767 : value <= -32767 ? -32767 : value >= 0 ? (value + 0.5) | 0 : (value - 0.5) | 0;
  }
  return new Uint8Array(buffer);
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

/** Reads a PCM WAV header (walking the RIFF chunks); undefined when the bytes are not one. */
export function parseWav(bytes: Uint8Array): WavInfo | undefined {
  if (bytes.length < 44) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return undefined;
  let offset = 12;
  let format: Omit<WavInfo, 'dataBytes' | 'durationSeconds'> | undefined;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      if (view.getUint16(offset + 8, true) !== 1) return undefined;
      format = { channels: view.getUint16(offset + 10, true), sampleRate: view.getUint32(offset + 12, true), bitsPerSample: view.getUint16(offset + 22, true) };
    } else if (id === 'data') {
      if (!format) return undefined;
      const dataBytes = Math.min(size, bytes.length - offset - 8);
      const frame = (format.channels * format.bitsPerSample) / 8;
      return { ...format, dataBytes, durationSeconds: dataBytes / frame / format.sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/** Small, fast, seedable PRNG (deterministic noise). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
