import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, parseEndpointInput, withoutNul } from './catalogue/define.js';
import { dateField, dateTimeField, endAfterStart, idField, INT_COLUMN_MAX, numberField, numberFromText } from './common.js';
import { pagingInput } from './envelope.js';
import { landingRouteFor, LOGIN_ROUTE } from './roles.js';
import { urgentAlertInput } from './site/site.schemas.js';

describe('numbers and ids', () => {
  it('reads numbers from JSON and from text, and nothing else', () => {
    expect(numberFromText(' 12 ')).toBe(12);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText('2.5')).toBe(2.5);
    expect(numberFromText('')).toBeUndefined();
    for (const value of ['0x10', '1e3', 'abc', 'Infinity', '1 2']) expect(numberFromText(value)).toBe(value);
    for (const value of [[1], true, { id: 1 }, null]) expect(numberFromText(value)).toBe(value);
  });

  it('takes an id from a number or its text, within the range of an integer column', () => {
    expect(idField.parse(7)).toBe(7);
    expect(idField.parse('7')).toBe(7);
    expect(idField.parse(INT_COLUMN_MAX)).toBe(INT_COLUMN_MAX);
    for (const value of [INT_COLUMN_MAX + 1, 2 ** 53, 0, -1, 1.5, '2147483648', '', 'x'])
      expect(idField.safeParse(value).success, String(value)).toBe(false);
  });

  it('never reads an array or a boolean as an id (`{"task_id":[1]}` was read as 1)', () => {
    for (const value of [[1], ['1'], true, false, { id: 1 }, null])
      expect(idField.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('bounds paging and keeps its defaults for absent or empty text', () => {
    expect(pagingInput.parse({})).toEqual({ pageNo: 1, perPage: 10 });
    expect(pagingInput.parse({ pageNo: '', perPage: '25' })).toEqual({ pageNo: 1, perPage: 25 });
    expect(pagingInput.safeParse({ pageNo: 2 ** 40 }).success).toBe(false);
  });

  it('keeps a field’s own messages', () => {
    const stars = numberField(z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'));
    expect(stars.safeParse('9').error?.issues[0]?.message).toBe('Choose 1 to 5 stars');
  });
});

describe('dates', () => {
  it('accepts dates between 1900 and 2200 only', () => {
    expect(dateTimeField.safeParse('2026-11-24T09:30:00+01:00').success).toBe(true);
    expect(dateField.safeParse('2026-11-24').success).toBe(true);
    for (const value of ['0020-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1899-12-31T23:59:59Z'])
      expect(dateTimeField.safeParse(value).error?.issues[0]?.message).toBe('Use a date between 1900 and 2200');
    expect(dateField.safeParse('0001-01-01').success).toBe(false);
  });

  it('compares a start and an end as instants, not as text', () => {
    const range = z.object({ from: z.string().optional(), to: z.string().optional() }).refine(...endAfterStart('from', 'to'));
    // Ten o'clock in Paris is before half past nine in New York, though its text sorts after.
    expect(range.safeParse({ from: '2026-11-24T10:00:00+01:00', to: '2026-11-24T09:30:00-05:00' }).success).toBe(true);
    expect(range.safeParse({ from: '2026-11-24T10:00:00Z', to: '2026-11-24T10:00:00Z' }).error?.issues[0]?.path).toEqual(['to']);
    expect(range.safeParse({ from: '2026-11-24T10:00:00Z' }).success).toBe(true);
    const alert = { title: 'Storm', message: 'Closed today' };
    expect(urgentAlertInput.safeParse({ ...alert, startsAt: '0020-01-01T00:00:00Z' }).success).toBe(false);
    expect(
      urgentAlertInput.safeParse({ ...alert, startsAt: '2026-11-25T00:00:00Z', endsAt: '2026-11-24T00:00:00Z' }).success,
    ).toBe(false);
  });
});

describe('NUL characters', () => {
  const endpoint = defineEndpoint({
    path: 'front/test/echo',
    summary: 'test',
    access: 'public',
    input: z.object({ name: z.string(), tags: z.array(z.string()), nested: z.object({ note: z.string() }) }),
    output: z.null(),
  });

  it('are removed from every string and key of an input before its schema reads it', () => {
    const parsed = parseEndpointInput(endpoint, { 'na\u0000me': 'a\u0000b', tags: ['\u0000x'], nested: { note: 'c\u0000' } });
    expect(parsed.data).toEqual({ name: 'ab', tags: ['x'], nested: { note: 'c' } });
  });

  it('are removed from objects of any prototype (query strings parse into their own kind of object)', () => {
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const query = new (Empty as unknown as new () => Record<string, unknown>)();
    query.search = 'a\u0000b';
    expect(withoutNul(query)).toEqual({ search: 'ab' });
  });

  it('leave no way to reach a prototype, and leave very deep input to the schema', () => {
    const raw = JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}') as unknown;
    const cleaned = withoutNul(raw) as Record<string, unknown>;
    expect(Object.hasOwn(cleaned, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => withoutNul(deep)).not.toThrow();
  });
});

describe('landingRouteFor', () => {
  it('answers the login page for a role that is only a name on Object.prototype', () => {
    expect(landingRouteFor('clinic')).toBe('/clinic/discovery');
    for (const role of ['constructor', 'toString', '__proto__', 'hasOwnProperty', '', null, undefined])
      expect(landingRouteFor(role)).toBe(LOGIN_ROUTE);
  });
});
