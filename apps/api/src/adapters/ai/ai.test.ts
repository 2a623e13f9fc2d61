import { describe, expect, it } from 'vitest';
import { answerChat, chatTitle, composeMeditation, detectSetting, detectThemes, rankLibrary, requestedMinutes } from './composer.js';
import { createOfflineAssistant } from './offline.adapter.js';
import { estimatedSeconds, parseScript, spokenText } from './script.js';
import { createWavSpool, readWav } from './wav.js';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('the offline composer', () => {
  it('reads themes and lengths from what a person writes', () => {
    expect(detectThemes("I can't sleep, I'm anxious about tomorrow")).toEqual(expect.arrayContaining(['sleep', 'anxiety']));
    expect(detectThemes('Help me focus before my exam')[0]).toBe('focus');
    expect(detectThemes('What a lovely day')).toEqual([]);
    expect(requestedMinutes('a 10-minute practice')).toBe(10);
    expect(requestedMinutes('give me 3 mins')).toBe(3);
    expect(requestedMinutes('half an hour please')).toBe(30);
    expect(requestedMinutes('something short')).toBeUndefined();
  });

  it.each([1, 5, 12, 30])('times a %i-minute meditation to its length (speech plus pauses, within 10 percent)', (minutes) => {
    const { title, script } = composeMeditation({ prompt: 'letting go of stress after work', durationMinutes: minutes });
    expect(title.length).toBeGreaterThan(3);
    const seconds = estimatedSeconds(script);
    expect(Math.abs(seconds - minutes * 60) / (minutes * 60)).toBeLessThanOrEqual(0.1);
    // No silence longer than two minutes, however long the meditation.
    for (const part of parseScript(script)) if (part.kind === 'pause') expect(part.seconds).toBeLessThanOrEqual(120);
  });

  it('writes the same meditation for the same prompt, and another for another prompt', () => {
    const a = composeMeditation({ prompt: 'Sleep', durationMinutes: 5 });
    expect(composeMeditation({ prompt: 'Sleep', durationMinutes: 5 })).toEqual(a);
    expect(composeMeditation({ prompt: 'Focus for study', durationMinutes: 5 }).script).not.toBe(a.script);
  });

  it('suggests library meditations by title and category words, best first', () => {
    const library = [
      { id: 1, title: 'Ocean Breath', description: null, categories: ['Sleep'], durationSeconds: 60 },
      { id: 2, title: 'Deep Sleep Journey', description: 'For restful nights', categories: ['Sleep'], durationSeconds: 60 },
      { id: 3, title: 'Morning Energy', description: null, categories: [], durationSeconds: 60 },
    ];
    expect(rankLibrary('I cannot sleep at night', library)).toEqual([2, 1]);
    expect(rankLibrary('hello', library)).toEqual([]);
  });

  it('answers greetings, thanks, questions and feelings in the chat', () => {
    const base = { history: [], firstName: 'Ana', library: [] };
    expect(answerChat({ ...base, message: 'Hello!' }).text).toMatch(/^Hello, Ana\./);
    expect(answerChat({ ...base, message: 'thanks a lot' }).text).toMatch(/welcome/);
    expect(answerChat({ ...base, message: 'What is mindfulness?' }).text).toMatch(/present moment/);
    const feeling = answerChat({ ...base, message: 'I feel so stressed at work, 3 minutes please' });
    expect(feeling.text).toMatch(/^Ana, /);
    expect(feeling.text).toMatch(/3-minute practice/);
    expect(Math.abs(estimatedSeconds(feeling.text) - 180)).toBeLessThan(30);
    expect(chatTitle('a'.repeat(10) + ' ' + 'b'.repeat(70)).length).toBeLessThanOrEqual(61);
  });

  it('reads earlier turns for a follow-up: the theme carries on, the place shapes the practice, the library is suggested', () => {
    const library = [
      { id: 1, title: 'Anxiety SOS', description: null, categories: ['Calm'], durationSeconds: 120 },
      { id: 2, title: 'Body Scan for Sleep', description: 'Lie down and let go', categories: ['Sleep'], durationSeconds: 180 },
    ];
    const history = [
      { role: 'user' as const, text: "I'm anxious about my presentation" },
      { role: 'assistant' as const, text: 'Here is a short practice.' },
    ];
    const answer = answerChat({ message: '3 minutes, for the train?', history, firstName: 'Sam', library });
    expect(answer.text).toMatch(/3-minute practice/);
    expect(answer.text).toMatch(/seated or standing/);
    expect(answer.text).not.toMatch(/\b(lie|lying|bed|mattress)\b|close your eyes|eyes half closed|open your eyes/i);
    expect(answer.suggestionIds).toEqual([1]);
    // Without the earlier turn the same words get a calm practice, still fit for the train, still with a suggestion.
    const alone = answerChat({ message: '3 minutes, for the train?', history: [], firstName: 'Sam', library });
    expect(alone.text).toMatch(/seated or standing/);
    expect(alone.suggestionIds.length).toBeGreaterThan(0);
  });

  it('fits a composed meditation to a commute, and keeps "I\'m" capitalised after a name', () => {
    const { script } = composeMeditation({ prompt: 'a calm break on my commute', durationMinutes: 5 });
    expect(script).not.toMatch(/\b(lie|lying|bed|mattress)\b|close your eyes/i);
    expect(script).toMatch(/eyes open/);
    expect(detectSetting('at my desk before a meeting')).toBe('on-the-go');
    expect(detectSetting('in bed tonight')).toBeUndefined();
    const sad = answerChat({ message: 'I feel sad', history: [], firstName: 'Ana', library: [] });
    expect(sad.text).toMatch(/^Ana, I'm sorry/);
    expect(sad.text).not.toMatch(/\bi'm\b/);
  });
});

describe('scripts and WAV assembly', () => {
  it('parses paragraphs and pause lines, and caps absurd pauses', () => {
    expect(parseScript('Breathe in.\nSlowly.\n\n[pause 10]\n\nBreathe out.\n[PAUSE 9999]')).toEqual([
      { kind: 'speech', text: 'Breathe in. Slowly.' },
      { kind: 'pause', seconds: 10 },
      { kind: 'speech', text: 'Breathe out.' },
      { kind: 'pause', seconds: 300 },
    ]);
    expect(spokenText('One.\n\n[pause 3]\n\nTwo.')).toBe('One.\n\nTwo.');
  });

  it('streams one WAV from speech and silence written to a spool, its size known up front', async () => {
    const speech = new Uint8Array(2000).fill(7);
    const spool = await createWavSpool(8000);
    await spool.appendPcm(speech);
    await spool.appendSilence(10);
    expect(spool.seconds).toBeCloseTo(10.125);
    const { stream, byteSize, durationSeconds } = await spool.finish();
    const bytes = await collect(stream);
    expect(bytes.length).toBe(byteSize);
    expect(byteSize).toBe(44 + 2000 + 160_000);
    expect(durationSeconds).toBe(10);
    const pcm = readWav(bytes);
    expect(pcm.sampleRate).toBe(8000);
    expect(pcm.data.subarray(0, 2000).every((b) => b === 7)).toBe(true);
    expect(pcm.data.subarray(2000).every((b) => b === 0)).toBe(true);
  });

  it('speaks a script with meSpeak: speech where the text is, silence where the pauses are', async () => {
    const assistant = createOfflineAssistant();
    try {
      const speech = await assistant.speak('Breathe in slowly.\n\n[pause 4]\n\nAnd breathe out.', 'calm');
      const wav = await collect(speech.stream);
      expect(wav.length).toBe(speech.byteSize);
      const { sampleRate, data } = readWav(wav);
      expect(speech.durationSeconds).toBeGreaterThanOrEqual(6);
      const samples = new Int16Array(data.buffer, data.byteOffset, data.length / 2);
      const loudest = (from: number, to: number) => samples.subarray(Math.round(from * sampleRate), Math.round(to * sampleRate)).reduce((max, s) => Math.max(max, Math.abs(s)), 0);
      expect(loudest(0, 1)).toBeGreaterThan(1000);
      // The four seconds after the first sentence (and its one-second gap) are silent.
      const firstSpeech = samples.length / sampleRate - speech.durationSeconds;
      expect(firstSpeech).toBeLessThanOrEqual(1);
    } finally {
      await assistant.close();
    }
  });
});
