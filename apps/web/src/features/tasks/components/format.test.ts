import { describe, expect, it } from 'vitest';
import { formatDay, shortDay } from './format';

describe('dates of tasks and assignments', () => {
  it('shows a due date as the date part of the default format, whatever the viewer’s time zone', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 05, 2026');
    expect(shortDay('2026-01-31')).toBe('Jan 31');
  });
});
