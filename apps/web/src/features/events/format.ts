import type { CommunityEvent } from '@stillpoint/contracts';

/**
 * An event's time as a person reads it: "Tuesday, 9 December 2026, 18:00 – 20:00" in a zone (the viewer's
 * own by default). An event over several days names the end's day too.
 */
export function eventTime(event: Pick<CommunityEvent, 'start' | 'end'>, timeZone?: string): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone });
  const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone });
  const sameDay = day.format(start) === day.format(end);
  return sameDay ? `${day.format(start)}, ${clock.format(start)} – ${clock.format(end)}` : `${day.format(start)}, ${clock.format(start)} – ${day.format(end)}, ${clock.format(end)}`;
}

/** A short date for cards ("Tue, 9 Dec, 18:00"), in the viewer's zone. */
export function eventShortTime(event: Pick<CommunityEvent, 'start'>): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(event.start));
}
