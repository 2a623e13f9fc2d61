import { describe, expect, it } from 'vitest';
import { addDays, checkInBlock, localToday, trackerDays } from './days';

describe('trackerDays', () => {
  it('marks checked days, a single missed day between check-ins as the grace day, two missed days as missed, today and days to come', () => {
    const days = trackerDays('2026-12-01', '2026-12-09', ['2026-12-01', '2026-12-02', '2026-12-04', '2026-12-07'], '2026-12-08');
    expect(days.map((day) => day.state)).toEqual(['checked', 'checked', 'grace', 'checked', 'missed', 'missed', 'checked', 'today', 'upcoming']);
  });

  it('keeps yesterday as the grace day while today is still open', () => {
    const days = trackerDays('2026-12-01', '2026-12-04', ['2026-12-01', '2026-12-02'], '2026-12-04');
    expect(days.map((day) => day.state)).toEqual(['checked', 'checked', 'grace', 'today']);
  });

  it('gives one square per day across a month end', () => {
    const days = trackerDays('2026-11-29', '2026-12-02', [], '2026-11-01');
    expect(days.map((day) => day.day)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days.every((day) => day.state === 'upcoming')).toBe(true);
  });
});

describe('checkInBlock', () => {
  const mine = { check_ins: 3, current_streak: 3, best_streak: 3, last_day: '2026-12-03', completed_at: null, joined_at: '2026-12-01T08:00:00Z' };
  const challenge = { start: '2026-12-01', end: '2026-12-21', mine };

  it('lets a participant check in once a day within the challenge', () => {
    expect(checkInBlock(challenge, '2026-12-04')).toBeNull();
    expect(checkInBlock(challenge, '2026-12-03')).toBe('doneToday');
  });

  it('says why not: not joined, not started, ended', () => {
    expect(checkInBlock({ ...challenge, mine: null }, '2026-12-04')).toBe('notJoined');
    expect(checkInBlock({ ...challenge, mine: { ...mine, last_day: null } }, '2026-11-30')).toBe('notStarted');
    expect(checkInBlock(challenge, '2026-12-22')).toBe('ended');
  });
});

describe('local days', () => {
  it("reads the browser's own date and adds calendar days", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
