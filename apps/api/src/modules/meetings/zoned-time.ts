/*
 * Wall-clock time in an IANA zone, with the platform's Intl data (no extra library): a therapist's hours and
 * a recurring series are local times in their zone, stored as UTC instants (decision 0028).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `zone`, as if that wall clock were UTC (milliseconds). */
function wallClockMs(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `instant`, in milliseconds (Berlin in summer: +2 h). */
function offsetMs(instant: number, zone: string): number {
  return wallClockMs(instant, zone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall time (a calendar day and minutes from its midnight) happens in `zone`. A time
 * the spring change skips is read with the offset before the change (02:30 becomes 03:30 in Berlin); a
 * time the autumn change repeats is its first occurrence.
 */
export function zonedToUtc(day: string, minuteOfDay: number, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, date!) + minuteOfDay * MINUTE_MS;
  // The offsets a day before and after cover every change (zones change at most once a day).
  const before = wall - offsetMs(wall - DAY_MS, zone);
  const after = wall - offsetMs(wall + DAY_MS, zone);
  const matching = [before, after].filter((candidate) => wallClockMs(candidate, zone) === wall);
  // Repeated (autumn): the earlier; skipped (spring): read with the offset before the change.
  return new Date(matching.length > 0 ? Math.min(...matching) : before);
}

/** The local calendar day ('YYYY-MM-DD') and minutes from its midnight of `instant` in `zone`. */
export function utcToZoned(instant: Date, zone: string): { day: string; minuteOfDay: number; weekday: number } {
  const wall = wallClockMs(instant.getTime(), zone);
  const dayStart = Math.floor(wall / DAY_MS) * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10);
  return { day, minuteOfDay: Math.round((wall - dayStart) / MINUTE_MS), weekday: isoWeekday(day) };
}

/** 1 Monday .. 7 Sunday of a calendar day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every calendar day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
