import { describe, expect, it } from 'vitest';
import { chatIdFrom, paragraphsOf, parseScript, pauseSeconds, wholeMinutes } from './text';

describe('paragraphsOf', () => {
  it('splits on blank lines, keeps single line breaks inside a paragraph and drops empty blocks', () => {
    expect(paragraphsOf('Breathe in.\n\nBreathe out.\nSlowly.\n \n\n')).toEqual(['Breathe in.', 'Breathe out.\nSlowly.']);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});

describe('parseScript', () => {
  it('reads pause lines as pauses between paragraphs', () => {
    const script =
      'Welcome.\nSit comfortably.\n\n[pause 20]\nNotice your breath.\n[Pause 5s]\n\n[pause 10 seconds]\nWhen you are ready, open your eyes.';
    expect(parseScript(script)).toEqual([
      { kind: 'text', text: 'Welcome.\nSit comfortably.' },
      { kind: 'pause', seconds: 20 },
      { kind: 'text', text: 'Notice your breath.' },
      { kind: 'pause', seconds: 5 },
      { kind: 'pause', seconds: 10 },
      { kind: 'text', text: 'When you are ready, open your eyes.' },
    ]);
  });

  it('leaves text that merely mentions a pause alone', () => {
    expect(pauseSeconds('[pause 20]')).toBe(20);
    expect(pauseSeconds('  [ pause 3 ]  ')).toBe(3);
    expect(pauseSeconds('Take a [pause 20] here')).toBeNull();
    expect(pauseSeconds('[pause]')).toBeNull();
    expect(parseScript('Take a [pause 20] here')).toEqual([{ kind: 'text', text: 'Take a [pause 20] here' }]);
    expect(parseScript('')).toEqual([]);
  });
});

describe('small helpers', () => {
  it('rounds lengths to whole minutes (at least one) and reads the conversation id of the address', () => {
    expect(wholeMinutes(20)).toBe(1);
    expect(wholeMinutes(299)).toBe(5);
    expect(chatIdFrom('12')).toBe(12);
    expect(chatIdFrom('0')).toBeNull();
    expect(chatIdFrom('12abc')).toBeNull();
    expect(chatIdFrom(null)).toBeNull();
  });
});
