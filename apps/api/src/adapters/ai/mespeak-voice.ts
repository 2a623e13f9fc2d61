import { createRequire } from 'node:module';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { AssistantVoice } from '@stillpoint/contracts';
import { AssistantUnavailableError } from './ai.port.js';

/**
 * Offline speech: meSpeak (eSpeak compiled to JavaScript, GPL-3.0; see docs/decisions/0008-ai-assistant.md)
 * in a worker thread. Synthesis is synchronous and takes about a second for fifteen seconds of speech, so
 * it must never run on the event loop. Each call reads one bounded piece of text (script.ts,
 * SPEECH_CHUNK_CHARS), and the worker runs with heap limits and a time limit per call: a worker that dies
 * (a crash, out of memory) or hangs fails only the call it was running (SpeechEngineError, a 503 for that
 * request), and the next call starts a fresh worker while the server keeps serving (decision 0013).
 */

/** How each voice of the contract sounds: an eSpeak variant, pitch (0-99) and words per minute. */
const VOICES: Record<AssistantVoice, { variant: string; pitch: number; speed: number }> = {
  calm: { variant: 'f2', pitch: 45, speed: 135 },
  warm: { variant: 'f5', pitch: 55, speed: 140 },
  deep: { variant: 'm3', pitch: 30, speed: 130 },
};

/**
 * The worker's heap. meSpeak keeps the audio of a call as a plain array and copies it twice, about 20 bytes
 * of heap per byte of WAV: a piece of 300 dense characters (90 s, 4 MB of WAV) was measured at 95 MB of
 * heap, one of 200 (SPEECH_CHUNK_CHARS) at about 65 MB. A call that needs more than these limits ends the
 * worker (ERR_WORKER_OUT_OF_MEMORY), never the server.
 */
export const SPEECH_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** Longest one call may take (a piece takes well under a second on a quiet machine): past it the worker is ended. */
export const SPEECH_CALL_TIMEOUT_MS = 30_000;
/** An idle worker is ended after this long, so the memory of a long reading goes back to the system. */
export const SPEECH_WORKER_IDLE_MS = 60_000;

// The worker's source. It loads meSpeak from the path the server resolved, so it finds the same package.
const MESPEAK_WORKER_SOURCE = `
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

/** The speech engine failed for reasons of its own (it died, ran out of memory or took too long). */
export class SpeechEngineError extends AssistantUnavailableError {}

export interface OfflineVoice {
  /** A WAV file of `text` (one bounded piece) read in `voice`. */
  speak(text: string, voice: AssistantVoice): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface MespeakVoiceOptions {
  timeoutMs?: number;
  resourceLimits?: ResourceLimits;
  /**
   * The worker's source (CommonJS, evaluated), answering `{id, text, options}` messages with `{id, wav}` or
   * `{id, error}`. Tests give an engine that crashes, hangs or runs out of memory on purpose.
   */
  workerSource?: string;
  /** How long an idle worker is kept (SPEECH_WORKER_IDLE_MS). */
  idleMs?: number;
  /** Told of each worker started (tests end one mid-synthesis; monitoring may count restarts). */
  onWorkerStarted?: (worker: Worker) => void;
}

interface Job {
  text: string;
  voice: AssistantVoice;
  resolve: (wav: Uint8Array) => void;
  reject: (error: Error) => void;
}

export function createMespeakVoice(options: MespeakVoiceOptions = {}): OfflineVoice {
  const require = createRequire(import.meta.url);
  const timeoutMs = options.timeoutMs ?? SPEECH_CALL_TIMEOUT_MS;
  let worker: Worker | undefined;
  let nextId = 1;
  let closed = false;
  // One call at a time in the worker, so a time limit measures that call alone; the rest wait here. Requests
  // speak chunk by chunk, so two long readings take turns rather than one waiting for the other to end.
  const queue: Job[] = [];
  let running: { id: number; job: Job; timer: NodeJS.Timeout; worker: Worker } | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): Worker {
    const started = new Worker(options.workerSource ?? MESPEAK_WORKER_SOURCE, {
      eval: true,
      resourceLimits: options.resourceLimits ?? SPEECH_WORKER_LIMITS,
      workerData: {
        mespeak: require.resolve('mespeak'),
        config: require.resolve('mespeak/src/mespeak_config.json'),
        voice: require.resolve('mespeak/voices/en/en-us.json'),
      },
    });
    started.on('message', (message: { id: number; wav?: Uint8Array; error?: string }) => {
      if (!running || running.worker !== started || running.id !== message.id) return;
      const { job } = settle();
      if (message.wav) job.resolve(message.wav);
      else job.reject(new Error(`speech failed: ${message.error}`));
      next();
    });
    // An uncaught error (out of memory included) is followed by 'exit': the exit handler does the rest.
    started.on('error', () => {});
    started.on('exit', (code) => lost(started, new SpeechEngineError(`speech worker stopped (${code})`)));
    options.onWorkerStarted?.(started);
    return started;
  }

  function settle() {
    const current = running!;
    clearTimeout(current.timer);
    running = undefined;
    return current;
  }

  /** The worker is gone (it died, or was ended): the call it ran fails, the next one gets a fresh worker. */
  function lost(gone: Worker, error: Error) {
    if (worker === gone) worker = undefined;
    if (running?.worker === gone) settle().job.reject(error);
    next();
  }

  function next() {
    if (running || closed) return;
    const job = queue.shift();
    if (!job) {
      // An idle worker must not keep the process alive, and goes after a while with the heap it grew.
      worker?.unref();
      const idle = worker;
      if (idle && !idleTimer) {
        idleTimer = setTimeout(() => {
          idleTimer = undefined;
          if (worker !== idle || running) return;
          // Forgotten before it is ended: a call arriving while it stops gets a fresh worker, not this one.
          worker = undefined;
          void idle.terminate();
        }, options.idleMs ?? SPEECH_WORKER_IDLE_MS).unref();
      }
      return;
    }
    clearTimeout(idleTimer);
    idleTimer = undefined;
    worker ??= start();
    worker.ref();
    const id = nextId++;
    const current = worker;
    const timer = setTimeout(() => {
      lost(current, new SpeechEngineError(`speech took longer than ${timeoutMs} ms`));
      void current.terminate();
    }, timeoutMs);
    running = { id, job, timer, worker: current };
    const { variant, pitch, speed } = VOICES[job.voice];
    current.postMessage({ id, text: job.text, options: { variant, pitch, speed, wordgap: 1 } });
  }

  return {
    speak(text, voice) {
      if (closed) return Promise.reject(new SpeechEngineError('speech is closed'));
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ text, voice, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.reject(new SpeechEngineError('speech is closed'));
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
