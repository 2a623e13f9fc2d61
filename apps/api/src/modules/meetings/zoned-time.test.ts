import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, utcToZoned, zonedToUtc } from './zoned-time.js';

describe('zoned time', () => {
  it('reads a local wall time as its UTC instant on either side of the DST changes', () => {
    expect(zonedToUtc('2027-03-26', 9 * 60, 'Europe/Berlin').toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(zonedToUtc('2027-04-02', 9 * 60, 'Europe/Berlin').toISOString()).toBe('2027-04-02T07:00:00.000Z');
    expect(zonedToUtc('2027-10-29', 9 * 60, 'Europe/Berlin').toISOString()).toBe('2027-10-29T07:00:00.000Z');
    expect(zonedToUtc('2027-11-05', 9 * 60, 'Europe/Berlin').toISOString()).toBe('2027-11-05T08:00:00.000Z');
    expect(zonedToUtc('2027-03-15', 9 * 60, 'America/New_York').toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    expect(zonedToUtc('2027-03-28', 2 * 60 + 30, 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedToUtc('2027-10-31', 2 * 60 + 30, 'Europe/Berlin').toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('reads an instant as its local day, minutes and weekday', () => {
    expect(utcToZoned(new Date('2027-03-26T23:30:00Z'), 'Europe/Berlin')).toEqual({ day: '2027-03-27', minuteOfDay: 30, weekday: 6 });
    expect(utcToZoned(new Date('2027-03-26T03:30:00Z'), 'America/New_York')).toEqual({ day: '2027-03-25', minuteOfDay: 23 * 60 + 30, weekday: 4 });
    expect(isoWeekday('2027-03-28')).toBe(7);
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(daysBetween('2027-12-30', '2028-01-01')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01']);
  });
});
