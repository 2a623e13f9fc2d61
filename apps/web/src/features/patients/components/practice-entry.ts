import type { TFunction } from 'i18next';
import type { PracticeEntry } from '@stillpoint/contracts';

/** What a practice history entry says: what happened to which item, the patient's words, and how long. */
export interface EntryText {
  what: string;
  /** A review or a feedback comment, in the patient's words. */
  words: string | null;
  /** The minutes it counts for; null for an action without time. */
  howLong: string | null;
}

/** The item in words: a content or lesson with its class, a meditation, a class; or that it was deleted. */
function itemWords(item: PracticeEntry['item'], t: TFunction): string {
  if (!item) return t('practice.item.gone');
  if ((item.type === 'content' || item.type === 'lesson') && item.classTitle)
    return t(`practice.item.${item.type}`, { title: item.title, classTitle: item.classTitle });
  return t('practice.item.other', { title: item.title });
}

export function describeEntry(entry: PracticeEntry, t: TFunction): EntryText {
  const item = itemWords(entry.item, t);
  const count = entry.quantity;
  const sitting = entry.kind === 'meditation_played' || entry.kind === 'meditation_listened' || entry.kind === 'content_watched';
  const what =
    entry.kind === 'rated'
      ? entry.value === null
        ? t('practice.entry.reviewed', { item })
        : t('practice.entry.rated', { item, value: entry.value })
      : entry.kind === 'feedback'
        ? t('practice.entry.feedback', { item, value: entry.value ?? 0 })
        : t(`practice.entry.${entry.kind}`, { item, count });
  const howLong =
    !sitting || entry.seconds === 0
      ? null
      : entry.minutes === 0
        ? t('practice.underAMinute')
        : t('practice.minutes', { count: entry.minutes });
  return { what, words: entry.text, howLong };
}
