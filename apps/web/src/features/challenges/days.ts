import type { Challenge } from '@stillpoint/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own date ("2026-12-01"): a check-in is for the person's local day (decision 0036). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The calendar day `offset` days after `day` (both "yyyy-mm-dd", no time zone involved). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * How a day of the challenge looks in the tracker: checked in; a missed day the streak forgave (the grace
 * day: the day before was checked and the day after is checked, or is today); missed; today, still open;
 * or still to come.
 */
export type DayState = 'checked' | 'grace' | 'missed' | 'today' | 'upcoming';

export interface TrackerDay {
  day: string;
  state: DayState;
}

/** Every day of the challenge (first to last) with its state, for the person's check-in days. */
export function trackerDays(start: string, end: string, checked: readonly string[], today: string): TrackerDay[] {
  const done = new Set(checked);
  const days: TrackerDay[] = [];
  for (let day = start; day <= end && days.length < 400; day = addDays(day, 1)) {
    let state: DayState;
    if (done.has(day)) state = 'checked';
    else if (day > today) state = 'upcoming';
    else if (day === today) state = 'today';
    else {
      const before = done.has(addDays(day, -1));
      const next = addDays(day, 1);
      state = before && (done.has(next) || next === today) ? 'grace' : 'missed';
    }
    days.push({ day, state });
  }
  return days;
}

/** Why "I did it today" cannot be pressed (null: it can). */
export type CheckInBlock = 'notJoined' | 'doneToday' | 'notStarted' | 'ended';

export function checkInBlock(challenge: Pick<Challenge, 'start' | 'end' | 'mine'>, today: string): CheckInBlock | null {
  if (!challenge.mine) return 'notJoined';
  if (challenge.mine.last_day === today) return 'doneToday';
  if (today < challenge.start) return 'notStarted';
  if (today > challenge.end) return 'ended';
  return null;
}
