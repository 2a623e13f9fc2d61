import { describe, expect, it } from 'vitest';
import { dedupeRows, type CardIdentity } from './dedupe';

const card = (kind: string, id: number, title = `${kind} ${id}`): CardIdentity => ({ kind, id, title });
const ids = (rows: CardIdentity[][]) => rows.map((row) => row.map((c) => `${c.kind}${c.id}`));

describe('dedupeRows', () => {
  it('drops from a later row what an earlier row shows, by id or by the same kind and title', () => {
    const rows = dedupeRows(
      [
        { cards: [card('class', 1), card('class', 2)] },
        { cards: [card('class', 2), card('class', 3), card('content', 9, 'class 3')] },
        { cards: [card('content', 4, 'A short film'), card('content', 5, 'a short film '), card('content', 6)] },
      ],
      (c) => c,
      8,
    );
    // class 2 was in the first row; content 9 has another kind than class 3, so it stays; content 5 reads as content 4.
    expect(ids(rows)).toEqual([
      ['class1', 'class2'],
      ['class3', 'content9'],
      ['content4', 'content6'],
    ]);
  });

  it('keeps every card of a curated row (even past the limit) but counts them as shown for the rows after', () => {
    const rows = dedupeRows(
      [
        { cards: [card('class', 1)], keep: true },
        { cards: [card('class', 1), card('meditation', 2), card('meditation', 3), card('meditation', 4)], keep: true },
        { cards: [card('class', 1), card('meditation', 3), card('meditation', 5), card('meditation', 6), card('meditation', 7)] },
      ],
      (c) => c,
      2,
    );
    expect(ids(rows)).toEqual([
      ['class1'],
      ['class1', 'meditation2', 'meditation3', 'meditation4'],
      ['meditation5', 'meditation6'],
    ]);
  });

  it('leaves a row empty when everything in it was shown before', () => {
    const rows = dedupeRows([{ cards: [card('class', 1)] }, { cards: [card('class', 1)] }], (c) => c, 8);
    expect(rows[1]).toEqual([]);
  });
});
