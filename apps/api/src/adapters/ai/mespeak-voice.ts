import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { AssistantVoice } from '@stillpoint/contracts';

/**
 * Offline speech: meSpeak (eSpeak compiled to JavaScript, GPL-3.0; see docs/decisions/0008-ai-assistant.md)
 * in one worker thread. Synthesis is synchronous and takes about a second for fifteen seconds of speech, so
 * it must never run on the event loop; requests queue in the worker one after another.
 */

/** How each voice of the contract sounds: an eSpeak variant, pitch (0-99) and words per minute. */
const VOICES: Record<AssistantVoice, { variant: string; pitch: number; speed: number }> = {
  calm: { variant: 'f2', pitch: 45, speed: 135 },
  warm: { variant: 'f5', pitch: 55, speed: 140 },
  deep: { variant: 'm3', pitch: 30, speed: 130 },
};

// The worker's source. It loads meSpeak from the path the server resolved, so it finds the same package.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const warn = console.warn;
console.warn = () => {}; // meSpeak warns on load that Node cannot play sound (we only want the WAV)
const meSpeak = require(workerData.mespeak);
console.warn = warn;
meSpeak.loadConfig(require(workerData.config));
meSpeak.loadVoice(require(workerData.voice));
parentPort.on('message', ({ id, text, options }) => {
  try {
    const wav = meSpeak.speak(text, Object.assign({ rawdata: 'array' }, options));
    if (!wav) throw new Error('meSpeak produced nothing');
    const bytes = Uint8Array.from(wav);
    parentPort.postMessage({ id, wav: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

export interface OfflineVoice {
  /** A WAV file of `text` read in `voice`. */
  speak(text: string, voice: AssistantVoice): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createMespeakVoice(): OfflineVoice {
  const require = createRequire(import.meta.url);
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (wav: Uint8Array) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  }

  function start(): Worker {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        mespeak: require.resolve('mespeak'),
        config: require.resolve('mespeak/src/mespeak_config.json'),
        voice: require.resolve('mespeak/voices/en/en-us.json'),
      },
    });
    started.on('message', (message: { id: number; wav?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.wav) waiting.resolve(message.wav);
      else waiting.reject(new Error(`speech failed: ${message.error}`));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => failAll(new Error(`speech worker stopped (${code})`)));
    // An idle worker must not keep the process alive.
    started.unref();
    return started;
  }

  return {
    speak(text, voice) {
      worker ??= start();
      const id = nextId++;
      const { variant, pitch, speed } = VOICES[voice];
      const running = worker;
      return new Promise<Uint8Array>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.ref();
        running.postMessage({ id, text, options: { variant, pitch, speed, wordgap: 1 } });
      }).finally(() => {
        if (pending.size === 0) running.unref();
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
