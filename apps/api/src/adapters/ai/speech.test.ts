import { describe, expect, it } from 'vitest';
import { AI_AUDIO_MAX_SECONDS, AI_SCRIPT_MAX, textToVoiceInput } from '@stillpoint/contracts';
import { SpeechTooLongError } from './ai.port.js';
import { createMespeakVoice, SpeechEngineError } from './mespeak-voice.js';
import { createOfflineAssistant } from './offline.adapter.js';
import { estimatedSeconds, SPEECH_CHUNK_CHARS, speechChunks, spokenWordCount } from './script.js';
import { readWav, wavHeader } from './wav.js';

/**
 * The offline speech path under hostile scripts and a failing engine: bounded pieces, bounded audio, and a
 * worker that dies, hangs or runs out of memory failing one reading only (decision 0013). Memory is
 * measured by `npm run bench:speech`, not here.
 */

async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Uint8Array).length;
  return bytes;
}

/** A stand-in engine: one second of silence per piece, or a failure when the text asks for one. */
const FAKE_ENGINE = `
const { parentPort } = require('node:worker_threads');
const rate = 22050;
function wav(seconds) {
  const data = Math.round(seconds * rate) * 2;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  bytes.set([82, 73, 70, 70], 0); view.setUint32(4, 36 + data, true); bytes.set([87, 65, 86, 69, 102, 109, 116, 32], 8);
  view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true); view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); view.setUint16(32, 2, true); view.setUint16(34, 16, true);
  bytes.set([100, 97, 116, 97], 36); view.setUint32(40, data, true);
  return bytes;
}
const hoard = [];
parentPort.on('message', ({ id, text }) => {
  if (text.includes('CRASH')) throw new Error('engine crashed');
  if (text.includes('EXIT')) process.exit(3);
  if (text.includes('HANG')) for (;;) {}
  if (text.includes('HOARD')) for (;;) hoard.push(new Array(1e5).fill({ text }));
  const bytes = wav(1);
  parentPort.postMessage({ id, wav: bytes }, [bytes.buffer]);
});
`;

describe('speech pieces', () => {
  it('cuts paragraphs into pieces of at most SPEECH_CHUNK_CHARS, at sentences, then words, then anywhere', () => {
    const prose = 'Breathe in slowly. Let your shoulders soften. '.repeat(40);
    const pieces = speechChunks(prose.trim());
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(SPEECH_CHUNK_CHARS);
      expect(piece).toMatch(/\.$/);
    }
    expect(pieces.join(' ')).toBe(prose.trim());
    const word = '7'.repeat(500);
    expect(speechChunks(word)).toEqual([word.slice(0, 200), word.slice(200, 400), word.slice(400)]);
    expect(speechChunks('§ '.repeat(10_000)).every((piece) => piece.length <= SPEECH_CHUNK_CHARS)).toBe(true);
  });

  it('estimates figures, symbols and long strings as a voice reads them, so they cannot pass for a short script', () => {
    expect(spokenWordCount('Breathe in and out, comfortably.')).toBe(5);
    expect(spokenWordCount('A 3-minute practice')).toBe(4);
    expect(spokenWordCount('1234567891')).toBe(10);
    expect(spokenWordCount('§ § §')).toBe(3);
    // Four symbols (three slashes, an equals sign) and 21 other characters.
    expect(spokenWordCount('https://example.com/a?b=c')).toBe(4 + 2);
    expect(spokenWordCount('x'.repeat(240))).toBe(20);
    expect(estimatedSeconds('1234567891 '.repeat(10))).toBe(Math.round(100 / 2.25 + 1));
  });
});

describe('the textToVoice contract', () => {
  const refusal = (script: string) => {
    const parsed = textToVoiceInput.safeParse({ id: 1, script });
    return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'script')?.message;
  };

  it('refuses the scripts that once ended the server, naming the field and the limit', () => {
    expect(refusal('§ '.repeat(10_000).trim())).toMatch(/about \d+ minutes: keep it within 30 minutes/);
    expect(refusal('7 '.repeat(10_000).trim())).toMatch(/keep it within 30 minutes/);
    expect(refusal('a'.repeat(AI_SCRIPT_MAX + 1))).toMatch(/within 20,000 characters/);
  });

  it('accepts a long meditation within the limits', () => {
    const thirtyMinutes = Array.from({ length: 20 }, () => 'Breathe in slowly and let your shoulders soften.\n\n[pause 80]').join('\n\n');
    expect(refusal(thirtyMinutes)).toBeUndefined();
  });
});

describe('the offline reading', () => {
  it('stops a reading that passes the audio limit: refused for a script, cut for a chat answer', async () => {
    const assistant = createOfflineAssistant(createMespeakVoice({ workerSource: FAKE_ENGINE }));
    try {
      // Ten pieces of one second each (the fake engine) against a limit of five seconds.
      const script = Array.from({ length: 10 }, (_, i) => `${'Word '.repeat(38)}piece${i}.`).join(' ');
      await expect(assistant.speak(script, 'calm', { maxSeconds: 5, overflow: 'refuse' })).rejects.toBeInstanceOf(SpeechTooLongError);
      const cut = await assistant.speak(script, 'calm', { maxSeconds: 5, overflow: 'cut' });
      expect(cut.durationSeconds).toBe(5);
      expect(await drain(cut.stream)).toBe(cut.byteSize);
      // Refused before any synthesis when even the estimate is past the limit.
      await expect(assistant.speak('[pause 300]\n\n'.repeat(10) + 'Done.', 'calm')).rejects.toBeInstanceOf(SpeechTooLongError);
      expect(AI_AUDIO_MAX_SECONDS).toBe(2700);
    } finally {
      await assistant.close();
    }
  });

  it.each(['CRASH', 'EXIT', 'HANG', 'HOARD'])('fails only the reading whose engine call %s, then reads again on a fresh worker', async (failure) => {
    let workers = 0;
    const voice = createMespeakVoice({
      workerSource: FAKE_ENGINE,
      timeoutMs: 2_000,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
      onWorkerStarted: () => workers++,
    });
    const assistant = createOfflineAssistant(voice);
    try {
      await expect(assistant.speak(`Begin.\n\nThen ${failure} here.`, 'calm')).rejects.toBeInstanceOf(SpeechEngineError);
      const next = await assistant.speak('Breathe in.\n\nBreathe out.', 'calm');
      expect(next.durationSeconds).toBe(4);
      expect(await drain(next.stream)).toBe(next.byteSize);
      expect(workers).toBe(2);
    } finally {
      await assistant.close();
    }
  });

  it('lets other readings go on while one of them kills the worker', async () => {
    const assistant = createOfflineAssistant(createMespeakVoice({ workerSource: FAKE_ENGINE }));
    try {
      const results = await Promise.allSettled([
        assistant.speak('One.\n\nTwo.\n\nThree.', 'calm'),
        assistant.speak('Fine.\n\nEXIT now.', 'calm'),
        assistant.speak('Four.\n\nFive.', 'warm'),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    } finally {
      await assistant.close();
    }
  });

  it('reads with meSpeak in bounded pieces: a dense paragraph of figures gives bounded audio, and the header tells its size', async () => {
    const assistant = createOfflineAssistant();
    try {
      // 1,500 characters of figures in one paragraph: eight engine calls of a minute at most each.
      const speech = await assistant.speak('7 '.repeat(750).trim(), 'calm', { maxSeconds: 120, overflow: 'cut' });
      expect(speech.durationSeconds).toBeLessThanOrEqual(120);
      expect(speech.durationSeconds).toBeGreaterThan(60);
      const chunks: Buffer[] = [];
      for await (const chunk of speech.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      const wav = Buffer.concat(chunks);
      expect(wav.length).toBe(speech.byteSize);
      expect(wav.subarray(0, 44)).toEqual(Buffer.from(wavHeader(22_050, wav.length - 44)));
      expect(readWav(wav).data.length).toBe(wav.length - 44);
    } finally {
      await assistant.close();
    }
  });

  it('ends an idle worker, so a long reading’s memory goes back, and starts another on the next reading', async () => {
    let workers = 0;
    const assistant = createOfflineAssistant(createMespeakVoice({ workerSource: FAKE_ENGINE, idleMs: 20, onWorkerStarted: () => workers++ }));
    try {
      await drain((await assistant.speak('One.', 'calm')).stream);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await drain((await assistant.speak('Two.', 'calm')).stream);
      expect(workers).toBe(2);
    } finally {
      await assistant.close();
    }
  });

  it('reads on a fresh worker when a reading arrives just as the idle one is ended', async () => {
    let workers = 0;
    const assistant = createOfflineAssistant(createMespeakVoice({ workerSource: FAKE_ENGINE, idleMs: 30, onWorkerStarted: () => workers++ }));
    try {
      await drain((await assistant.speak('One.', 'calm')).stream);
      for (let i = 0; i < 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25 + (i % 10)));
        const speech = await assistant.speak('Again.', 'calm');
        await drain(speech.stream);
      }
      expect(workers).toBeGreaterThan(1);
    } finally {
      await assistant.close();
    }
  });

  it('refuses new readings once closed', async () => {
    const voice = createMespeakVoice({ workerSource: FAKE_ENGINE });
    await voice.close();
    await expect(voice.speak('Hello.', 'calm')).rejects.toBeInstanceOf(SpeechEngineError);
  });
});
