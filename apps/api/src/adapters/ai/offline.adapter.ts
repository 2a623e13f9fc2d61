import type { AssistantPort } from './ai.port.js';
import { answerChat, composeMeditation } from './composer.js';
import { createMespeakVoice, type OfflineVoice } from './mespeak-voice.js';
import { parseScript, PARAGRAPH_GAP_SECONDS } from './script.js';
import { assembleWav, readWav, type AudioPiece } from './wav.js';

/** The embedded assistant: the offline composer writes, meSpeak speaks (DESIGN.md section 1). */
export function createOfflineAssistant(voice: OfflineVoice = createMespeakVoice()): AssistantPort {
  return {
    kind: 'offline',
    compose: async (request) => composeMeditation(request),
    chat: async (request) => answerChat(request),
    async speak(script, chosenVoice) {
      const parts = parseScript(script);
      const pieces: AudioPiece[] = [];
      let sampleRate = 22_050;
      // One paragraph at a time: each call stays short, and the silences between cost no synthesis.
      for (const part of parts) {
        if (part.kind === 'pause') {
          pieces.push({ silenceSeconds: part.seconds });
          continue;
        }
        const pcm = readWav(await voice.speak(part.text, chosenVoice));
        sampleRate = pcm.sampleRate;
        pieces.push({ pcm: pcm.data }, { silenceSeconds: PARAGRAPH_GAP_SECONDS });
      }
      const wav = assembleWav(sampleRate, pieces);
      return { stream: wav.stream, byteSize: wav.byteSize, durationSeconds: wav.durationSeconds, contentType: 'audio/wav', extension: 'wav' };
    },
    close: () => voice.close(),
  };
}
