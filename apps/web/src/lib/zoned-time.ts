/*
 * Wall times in a named zone. A live session or an event is planned in its own zone ("at 18:00 in Madrid"),
 * which need not be the browser's: the form reads and writes day and clock in that zone, and the API
 * stores the instant (UTC).
 */

/** The wall time ("2026-12-01", "18:00") of an instant in `timeZone`. */
export function zonedParts(iso: string, timeZone: string): { day: string; clock: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, clock: `${parts.hour}:${parts.minute}` };
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const { day, clock } = zonedParts(new Date(instant).toISOString(), timeZone);
  return Date.parse(`${day}T${clock}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant (ISO, UTC) of a wall time in `timeZone`. The offset is read at the guess and read again at
 * the corrected instant, which settles across a daylight-saving change (a time skipped by the change
 * lands an hour later, as calendars do).
 */
export function zonedToIso(day: string, clock: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${clock}:00Z`);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}
