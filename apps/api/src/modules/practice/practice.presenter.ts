import { practiceMinutes, type PracticeEntry, type PracticeEventKind } from '@stillpoint/contracts';
import type { PracticeHistoryRow } from './practice.repository.js';

/** The item an event is about: the most precise one it names (a content or lesson within its class). */
function presentItem(row: PracticeHistoryRow): PracticeEntry['item'] {
  const { event } = row;
  if (event.contentId !== null && row.contentTitle !== null)
    return { type: 'content', id: event.contentId, title: row.contentTitle, classTitle: row.classTitle ?? null };
  if (event.lessonId !== null && row.lessonTitle !== null)
    return { type: 'lesson', id: event.lessonId, title: row.lessonTitle, classTitle: row.classTitle ?? null };
  if (event.meditationId !== null && row.meditationTitle !== null)
    return { type: 'meditation', id: event.meditationId, title: row.meditationTitle, classTitle: null };
  if (event.classId !== null && row.classTitle !== null)
    return { type: 'class', id: event.classId, title: row.classTitle, classTitle: null };
  return null;
}

/** One entry of the practice history: what, which item, when, how long (and a rating's or feedback's value and words). */
export function presentPracticeEntry(row: PracticeHistoryRow): PracticeEntry {
  const { event } = row;
  const kind = event.kind as PracticeEventKind;
  const sitting = kind === 'meditation_played' || kind === 'meditation_listened' || kind === 'content_watched';
  return {
    id: event.id,
    kind,
    item: presentItem(row),
    at: event.occurredAt.toISOString(),
    until: sitting && event.seconds > 0 ? event.lastAt.toISOString() : null,
    seconds: event.seconds,
    minutes: practiceMinutes(event.seconds),
    quantity: event.quantity,
    approximate: event.approximate,
    value: kind === 'rated' ? (row.rating ?? null) : kind === 'feedback' ? (row.feedbackValue ?? null) : null,
    text: kind === 'rated' ? (row.review ?? null) : kind === 'feedback' ? (row.feedbackComment ?? null) : null,
  };
}
