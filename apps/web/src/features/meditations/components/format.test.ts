import { describe, expect, it } from 'vitest';
import { formatDuration, htmlToText, textToHtml } from './format';

describe('format helpers', () => {
  it('formats durations and descriptions', () => {
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(textToHtml('Breathe in\n\nand 1 < 2 & 3')).toBe('<p>Breathe in</p><p>and 1 &lt; 2 &amp; 3</p>');
    expect(textToHtml('<p>Kept <strong>as is</strong></p>')).toBe('<p>Kept <strong>as is</strong></p>');
    expect(htmlToText('<p>Breathe in</p><p>and 1 &lt; 2 &amp; 3</p>')).toBe('Breathe in\nand 1 < 2 & 3');
    expect(htmlToText('<p>Kept <strong>as is</strong></p>')).toBe('<p>Kept <strong>as is</strong></p>');
  });
});
