import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatThousands, isEmail, isEmpty, isEmptyList, isEmptyObject, randomId, safeHref, stripHtml } from './index.js';

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last@sub.example.org', 'x@[10.0.0.1]', '"quoted name"@example.com'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each(['', 'a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@b.c1', 'a@.com', 'a@b..com', 42, null])('refuses %s', (v) =>
    expect(isEmail(v)).toBe(false),
  );
  it('refuses an address longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('emptiness', () => {
  it.each(['', null, undefined, 0])('isEmpty(%s) is true', (v) => expect(isEmpty(v)).toBe(true));
  it.each([' ', 'a', 1, -1, false, [], {}])('isEmpty(%s) is false', (v) => expect(isEmpty(v)).toBe(false));
  it('treats non-arrays and empty arrays as empty lists', () => {
    expect(isEmptyList([])).toBe(true);
    expect(isEmptyList('abc')).toBe(true);
    expect(isEmptyList({ length: 1 })).toBe(true);
    expect(isEmptyList([0])).toBe(false);
  });
  it('treats non-objects and keyless objects as empty objects', () => {
    expect(isEmptyObject({})).toBe(true);
    expect(isEmptyObject(null)).toBe(true);
    expect(isEmptyObject([1])).toBe(true);
    expect(isEmptyObject('x')).toBe(true);
    expect(isEmptyObject({ a: undefined })).toBe(false);
  });
});

describe('randomId', () => {
  it('makes 6 alphanumeric characters by default', () => {
    for (let i = 0; i < 200; i++) expect(randomId()).toMatch(/^[A-Za-z0-9]{6}$/);
  });
  it('honours the length and rarely repeats', () => {
    expect(randomId(12)).toHaveLength(12);
    const seen = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(seen.size).toBeGreaterThan(995);
  });
});

describe('stripHtml', () => {
  it('removes tags, scripts and comments and decodes entities', () => {
    expect(stripHtml('<p>Breathe&nbsp;<b>in</b> &amp; out</p><!-- c --><script>alert(1)</script>')).toBe('Breathe in & out');
    expect(stripHtml('a&#39;b &#x41; &unknown;')).toBe("a'b A &unknown;");
  });
  it('decodes references out of Unicode, zero and surrogates to U+FFFD as HTML does, never throwing or making a NUL', () => {
    expect(stripHtml('a &#99999999; b')).toBe('a \uFFFD b');
    expect(stripHtml('&#x110000;&#0;&#xD800;&#x0;')).toBe('\uFFFD'.repeat(4));
    expect(stripHtml(`&#${'9'.repeat(400)};`)).toBe('\uFFFD');
    expect(stripHtml('&#x1F600; &#10;')).toBe('😀');
    expect(stripHtml('a\u0000b')).toBe('ab');
    expect(stripHtml('&constructor; &toString;')).toBe('&constructor; &toString;');
  });
  it('handles empty input and unclosed tags', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml('')).toBe('');
    expect(stripHtml('text <b')).toBe('text');
  });
});

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1200, '1.2k'],
    [1249, '1.2k'],
    [15350, '15.3k'],
    [-2500, '-2.5k'],
  ])('%s -> %s', (n, s) => expect(formatThousands(n)).toBe(s));
});

describe('formatDateTime', () => {
  it('formats as MMM DD, YYYY - hh:mm A', () => {
    expect(formatDateTime('2026-11-05T14:07:00Z', 'UTC')).toBe('Nov 05, 2026 - 02:07 PM');
    expect(formatDateTime('2026-01-01T00:00:00Z', 'UTC')).toBe('Jan 01, 2026 - 12:00 AM');
    expect(formatDateTime('2026-06-30T12:30:00Z', 'UTC')).toBe('Jun 30, 2026 - 12:30 PM');
  });
  it('respects the time zone and refuses invalid dates', () => {
    expect(formatDateTime('2026-01-01T00:30:00Z', 'America/New_York')).toBe('Dec 31, 2025 - 07:30 PM');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDay', () => {
  it('formats a calendar day as MMM DD, YYYY, whatever the zone', () => {
    expect(formatDay('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDay('2026-01-05')).toBe('Jan 05, 2026');
    expect(formatDay('2026-13-05')).toBe('');
    expect(formatDay('27/11/2026')).toBe('');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.org/a?b=1', 'https://example.org/a?b=1'],
    ['HTTP://example.org', 'HTTP://example.org'],
    ['mailto:care@example.org', 'mailto:care@example.org'],
    [' https://example.org', 'https://example.org'],
  ])('keeps %s', (raw, href) => expect(safeHref(raw)).toBe(href));
  it.each(['javascript:alert(1)', 'java&#x09;script:alert(1)', 'jav&#97;script:alert(1)', 'data:text/html,x', 'ftp://example.org', '/relative', 'example.org', ''])(
    'refuses %s',
    (raw) => expect(safeHref(raw)).toBeNull(),
  );
});
