import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from Zod 4 schemas, for the catalogue-wide property test (decision 0013).
 * zod-fast-check, the package for this, supports Zod 3 only; this reads the few Zod 4 shapes our contracts
 * use from `schema._zod.def` (objects, arrays, strings with their length, format and pattern, numbers with
 * their bounds, enums, literals, unions, intersections, records, optional, nullable, default, pipes and
 * preprocess) and gives:
 * - `plausible`: values that mostly satisfy the schema (lengths, bounds, formats, small ids that hit real
 *   rows), so requests get past validation into policies, services and SQL;
 * - `hostile`: values that must be refused cleanly: wrong types, 2^31..2^53 and other extreme numbers, NUL
 *   bytes, long strings, arrays and booleans for scalars, deep objects, JSON-looking junk, odd dates,
 *   HTML entities out of Unicode's range.
 * A field is hostile in about one request out of four. Values it cannot describe (a custom check) get
 * the hostile mix, which is what a client could send anyway.
 */

type Def = Record<string, unknown> & { type: string };
type Check = { check: string; [key: string]: unknown };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] =>
  ((def.checks as Array<{ _zod: { def: Check } }> | undefined) ?? []).map((check) => check._zod.def);

const INT32_MAX = 2 ** 31 - 1;
/** Valid strings stay short: a long valid script is read aloud for real, which the speech tests cover. */
const PLAUSIBLE_STRING_MAX = 60;

/** What a client could send instead of what the schema expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // Numbers past 32-bit columns, at the edges, and odd ones.
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 53n }).map(Number),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53), 1e308, -1, 0, 0.5, -0.5, 1e-7),
  // Text that looks like numbers, ids or JSON.
  fc.constantFrom('2147483648', '9007199254740993', '-1', '0', '1e3', '0x10', ' 7 ', '', 'NaN', 'Infinity', '1.5', '+3'),
  fc.constantFrom(
    '[1,2',
    '{"a":',
    '[1e400]',
    '[-1]',
    '[[[[1]]]]',
    'null',
    'true',
    '{}',
    '[]',
    '[2147483648]',
    '["\\u0000"]',
    '{"__proto__":{"x":1}}',
  ),
  // NUL bytes, control characters, lone surrogates, entities out of range, markup.
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x\u0000'.repeat(50),
    '\u0007\u001b[2J',
    '\ud800',
    '\udfff\ud800',
    '&#99999999;',
    '&#x110000;',
    '&#0;',
    '&#xD800;',
  ),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '\u202eevil',
  ),
  // Dates no one means.
  fc.constantFrom(
    '0020-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '1969-12-31T23:59:59-23:59',
    '2026-02-30',
    '0001-01-01',
    '275760-09-13',
  ),
  // Long strings (past most limits; the body limit answers 413 past a megabyte).
  fc.constantFrom('x'.repeat(5_001), 'é'.repeat(20_001), 'a '.repeat(60_000)),
  // Wrong types: arrays and booleans for scalars, objects, null, deep nesting.
  fc.constantFrom(true, false, null, undefined, [], [1], ['1'], [[]], [true], {}, { id: 1 }, [{ a: 1 }]),
  fc.constant(deepObject(200)),
  fc.constant(deepArray(200)),
);

function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A field name that holds ids: small ids hit the rows the test made. */
const ID_NAME = /(^id$|_id$|Id$|ids$|_ids$|^userid$)/;

export interface ArbitraryOptions {
  /** Chance that a field gets a hostile value (default 0.25). */
  hostileShare?: number;
  /** Largest id drawn for id fields (the rows the test made sit below it). */
  smallIdMax?: number;
}

/** Values for `schema`, plausible or hostile field by field. */
export function arbitraryFor(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const hostileShare = options.hostileShare ?? 0.25;
  const smallIdMax = options.smallIdMax ?? 40;
  const hostileWeight = Math.max(1, Math.round(hostileShare * 100));
  const plausibleWeight = 100 - hostileWeight;

  function field(schema: unknown, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: plausibleWeight, arbitrary: plausible(schema, name, depth) },
      { weight: hostileWeight, arbitrary: hostileValue },
    );
  }

  function plausible(schema: unknown, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
    const def = defOf(schema);
    if (depth > 6) return hostileValue;
    switch (def.type) {
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        const entries = Object.entries(shape).map(([key, value]) => [key, field(value, key, depth + 1)] as const);
        // Optional fields are left out now and then; a required one only when its hostile value is undefined.
        const requiredKeys = Object.entries(shape)
          .filter(([, value]) => !(value as z.ZodType).safeParse(undefined).success)
          .map(([key]) => key);
        return fc
          .record(Object.fromEntries(entries), { requiredKeys })
          .chain((record) =>
            fc.boolean().map((extra) => (extra ? { ...record, unexpected: 'field', constructor: 'x' } : record)),
          );
      }
      case 'array': {
        const checks = checksOf(def);
        const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
        const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? 8);
        const singular = name?.replace(/s$/, '');
        return fc.array(plausible(def.element, singular, depth + 1), {
          minLength: Math.min(min, 8),
          maxLength: Math.min(Math.max(min, max), 8),
        });
      }
      case 'string':
        return stringFor(def);
      case 'number':
        return numberFor(def, name);
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'null':
        return fc.constant(null);
      case 'undefined':
        return fc.constant(undefined);
      case 'optional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return plausible(def.innerType, name, depth);
      case 'nullable':
        return fc.oneof(
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 4, arbitrary: plausible(def.innerType, name, depth) },
        );
      case 'pipe': {
        // A preprocess (transform, then a schema) reads what its output schema describes, or text of it.
        const input = defOf(def.in);
        if (input.type === 'transform') return plausible(def.out, name, depth);
        return plausible(def.in, name, depth);
      }
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((option) => plausible(option, name, depth)));
      case 'intersection':
        return fc
          .tuple(plausible(def.left, name, depth), plausible(def.right, name, depth))
          .map(([left, right]) => (isRecord(left) && isRecord(right) ? { ...left, ...right } : left));
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 12 }), plausible(def.valueType, undefined, depth + 1), { maxKeys: 5 });
      case 'tuple':
        return fc.tuple(...(def.items as unknown[]).map((item) => plausible(item, name, depth + 1)));
      case 'lazy':
        return plausible((def.getter as () => unknown)(), name, depth + 1);
      default:
        // transform, custom, any, unknown: whatever a client may send.
        return hostileValue;
    }
  }

  function stringFor(def: Def): fc.Arbitrary<unknown> {
    const checks = checksOf(def);
    const format =
      (def.format as string | undefined) ?? (checks.find((c) => c.check === 'string_format')?.format as string | undefined);
    const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
    const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? 2_000);
    switch (format) {
      case 'email':
        return fc.oneof(fc.emailAddress(), fc.constantFrom('person@example.com', 'PERSON@Example.COM', ' spaced@example.com '));
      case 'datetime':
        return fc
          .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString());
      case 'date':
        return fc
          .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      case 'url':
        return fc.webUrl();
      case 'regex': {
        const pattern = checks.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern as RegExp | undefined;
        if (pattern) return fc.stringMatching(pattern).filter((value) => value.length >= min && value.length <= max);
        break;
      }
    }
    const ceiling = Math.min(max, PLAUSIBLE_STRING_MAX);
    const floor = Math.min(min, ceiling);
    return fc.oneof(
      { weight: 6, arbitrary: fc.string({ minLength: Math.max(floor, 1), maxLength: Math.max(ceiling, 1) }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: floor, maxLength: ceiling }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('<p>Hello <b>there</b> &amp; &#x1F600; &#99999999; &#0;</p>', 'Calm & slow', '  padded  '),
      },
      // At the limit (short limits only: a long valid text is slow where it is read aloud).
      { weight: 1, arbitrary: fc.constant('a'.repeat(Math.max(min, Math.min(max, 2_000)))) },
    );
  }

  function numberFor(def: Def, name: string | undefined): fc.Arbitrary<unknown> {
    const checks = checksOf(def);
    const integer = checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
    const lower = checks.find((c) => c.check === 'greater_than');
    const upper = checks.find((c) => c.check === 'less_than');
    let min = lower ? Number(lower.value) + (lower.inclusive ? 0 : integer ? 1 : 1e-6) : -INT32_MAX;
    let max = upper ? Number(upper.value) - (upper.inclusive ? 0 : integer ? 1 : 1e-6) : INT32_MAX;
    min = Math.max(min, -INT32_MAX - 1);
    max = Math.min(max, INT32_MAX);
    if (min > max) return fc.constant(min);
    const ids =
      name !== undefined && ID_NAME.test(name)
        ? [fc.integer({ min: Math.max(1, Math.ceil(min)), max: Math.max(1, Math.min(smallIdMax, Math.floor(max))) })]
        : [];
    const ranged = integer
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    const arbitrary = fc.oneof(...ids, ...ids, ranged);
    // Forms and query strings send numbers as text.
    return fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: arbitrary.map(String) });
  }

  return plausible(schema, undefined, 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
