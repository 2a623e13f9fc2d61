import { AI_AUDIO_MAX_SECONDS } from '@stillpoint/contracts';
import { SpeechTooLongError, type AssistantPort, type SpeechLimits } from './ai.port.js';
import { answerChat, composeMeditation } from './composer.js';
import { createMespeakVoice, type OfflineVoice } from './mespeak-voice.js';
import { estimatedSeconds, parseScript, PARAGRAPH_GAP_SECONDS, speechChunks } from './script.js';
import { createWavSpool, readWav } from './wav.js';

/** meSpeak's output rate; every piece of a reading must share it. */
const SAMPLE_RATE = 22_050;

const DEFAULT_LIMITS: SpeechLimits = { maxSeconds: AI_AUDIO_MAX_SECONDS, overflow: 'refuse' };

/** The embedded assistant: the offline composer writes, meSpeak speaks (DESIGN.md section 1). */
export function createOfflineAssistant(voice: OfflineVoice = createMespeakVoice()): AssistantPort {
  return {
    kind: 'offline',
    compose: async (request) => composeMeditation(request),
    chat: async (request) => answerChat(request),
    async speak(script, chosenVoice, limits = DEFAULT_LIMITS) {
      const maxSeconds = Math.min(limits.maxSeconds, AI_AUDIO_MAX_SECONDS);
      // Refused before any work when even the estimate is too long; the spool's count below is the real bound.
      if (limits.overflow === 'refuse' && estimatedSeconds(script) > maxSeconds) throw new SpeechTooLongError(maxSeconds);
      const spool = await createWavSpool(SAMPLE_RATE);
      /** Whether `seconds` more still fit; past the limit a `refuse` reading fails, a `cut` one ends. */
      const fits = (seconds: number) => {
        if (spool.seconds + seconds <= maxSeconds) return true;
        if (limits.overflow === 'refuse') throw new SpeechTooLongError(maxSeconds);
        return false;
      };
      try {
        // Bounded pieces (a paragraph in pieces of at most SPEECH_CHUNK_CHARS), each written to the spool as
        // it comes: one engine call's audio is all that is ever in memory, and the silences cost no synthesis.
        reading: for (const part of parseScript(script)) {
          if (part.kind === 'pause') {
            if (!fits(part.seconds)) break;
            await spool.appendSilence(part.seconds);
            continue;
          }
          for (const chunk of speechChunks(part.text)) {
            const pcm = readWav(await voice.speak(chunk, chosenVoice));
            if (pcm.sampleRate !== SAMPLE_RATE) throw new Error(`speech at ${pcm.sampleRate} Hz, expected ${SAMPLE_RATE}`);
            if (!fits(pcm.data.length / 2 / SAMPLE_RATE)) break reading;
            await spool.appendPcm(pcm.data);
          }
          if (!fits(PARAGRAPH_GAP_SECONDS)) break;
          await spool.appendSilence(PARAGRAPH_GAP_SECONDS);
        }
        const wav = await spool.finish();
        return { stream: wav.stream, byteSize: wav.byteSize, durationSeconds: wav.durationSeconds, contentType: 'audio/wav', extension: 'wav' };
      } catch (error) {
        await spool.discard();
        throw error;
      }
    },
    close: () => voice.close(),
  };
}
