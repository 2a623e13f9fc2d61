/**
 * What a card of the discovery home stands for, so a later row does not show it again: the same class,
 * content or meditation (by id), or an item with the same kind and title (the demo library holds the same
 * film in several classes, which read as one item repeated).
 */
export interface CardIdentity {
  kind: string;
  id: number;
  title: string;
}

const titleKey = (card: CardIdentity) => `${card.kind}|title|${card.title.trim().toLowerCase()}`;
const idKey = (card: CardIdentity) => `${card.kind}|${card.id}`;

/**
 * The cards of the home's rows, in page order, each row keeping only the cards no earlier row shows and at
 * most `limit` of them. Rows marked `keep` (the curated sections) show all their cards but still count as
 * shown for the rows after them. A row left empty is returned empty (the page hides it).
 */
export function dedupeRows<T>(
  rows: Array<{ cards: T[]; keep?: boolean }>,
  identify: (card: T) => CardIdentity,
  limit: number,
): T[][] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const shown: T[] = [];
    for (const card of row.cards) {
      const identity = identify(card);
      const keys = [idKey(identity), titleKey(identity)];
      if (!row.keep && (shown.length >= limit || keys.some((key) => seen.has(key)))) continue;
      shown.push(card);
      for (const key of keys) seen.add(key);
    }
    return shown;
  });
}
