import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it("reads like the player's clock: m:ss, h:mm:ss, whole seconds rounded down", () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(89.9)).toBe('1:29');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('shows nothing negative or broken', () => {
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});
