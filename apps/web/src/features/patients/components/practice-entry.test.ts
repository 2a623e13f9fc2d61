import { describe, expect, it } from 'vitest';
import type { PracticeEntry } from '@stillpoint/contracts';
import { i18n } from '../../../lib/i18n';
import { describeEntry } from './practice-entry';

const entry = (overrides: Partial<PracticeEntry>): PracticeEntry => ({
  id: 1,
  kind: 'meditation_played',
  item: { type: 'meditation', id: 3, title: 'Evening calm', classTitle: null },
  at: '2026-11-20T08:00:00.000Z',
  until: null,
  seconds: 0,
  minutes: 0,
  quantity: 1,
  approximate: false,
  value: null,
  text: null,
  ...overrides,
});
const t = i18n.t.bind(i18n);

describe('describeEntry', () => {
  it('says what, which item and how long, with the minutes the counter counts', () => {
    expect(describeEntry(entry({ seconds: 200, minutes: 3 }), t)).toEqual({
      what: 'Played “Evening calm”',
      words: null,
      howLong: '3 minutes',
    });
    expect(describeEntry(entry({ seconds: 20, minutes: 0 }), t).howLong).toBe('Under a minute');
    expect(describeEntry(entry({ seconds: 0 }), t).howLong).toBeNull();
    expect(describeEntry(entry({ seconds: 90, minutes: 2, kind: 'meditation_listened' }), t).what).toBe('Listened to “Evening calm”');
  });

  it('counts a carried-over summary, names a content with its class, and a deleted item', () => {
    expect(describeEntry(entry({ quantity: 6 }), t).what).toBe('Played “Evening calm” 6 times');
    expect(describeEntry(entry({ kind: 'meditation_completed', quantity: 1 }), t).what).toBe('Listened to “Evening calm” to the end');
    const content = { type: 'content' as const, id: 9, title: 'Box breathing', classTitle: 'Breathing Basics' };
    expect(describeEntry(entry({ kind: 'content_completed', item: content }), t).what).toBe('Completed “Box breathing” in Breathing Basics');
    expect(describeEntry(entry({ kind: 'class_joined', item: null }), t).what).toBe('Joined an item deleted since');
  });

  it("gives a rating's value and review, and a feedback value with the patient's words", () => {
    const rated = describeEntry(entry({ kind: 'rated', value: 4, text: 'Helpful.' }), t);
    expect(rated).toEqual({ what: 'Rated “Evening calm” 4 of 5', words: 'Helpful.', howLong: null });
    expect(describeEntry(entry({ kind: 'rated', value: null, text: 'Words only' }), t).what).toBe('Reviewed “Evening calm”');
    expect(describeEntry(entry({ kind: 'feedback', value: 5, text: 'Calmer' }), t)).toMatchObject({
      what: 'Felt 5 of 5 after “Evening calm”',
      words: 'Calmer',
    });
  });
});
