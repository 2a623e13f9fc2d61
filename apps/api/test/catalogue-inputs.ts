import { getTableName, is } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Endpoint } from '@stillpoint/contracts';
import { schema, type Db } from '@stillpoint/db';

/*
 * Valid inputs for any catalogue endpoint, built from its Zod schema and the rows in the database, so that a
 * walk over the whole catalogue makes real calls that answer data (catalogue-privacy.test.ts). Nothing here
 * names an endpoint: ids come from the tables their field names point at (`class_id` -> classes,
 * `data_id` beside `data_type: 'meditations'` -> meditations, `task_id` -> user_tasks and learning_tasks),
 * and a plain `id` (or a name no table matches) tries every id from 1 to the largest id seeded. A table a
 * later domain adds joins the pool by itself.
 */

/** Ids per table (SQL name), read from every table of the schema that has an `id` column. */
export type IdPool = Map<string, number[]>;

/** Bookkeeping tables no endpoint takes an id of; their ids grow with every call. */
const BOOKKEEPING = new Set([
  'audit_events',
  'outbox',
  'sessions',
  'refresh_tokens',
  'one_time_tokens',
  'login_throttle',
  'media_files',
]);

export async function readIdPool(db: Db, limitPerTable = 200): Promise<IdPool> {
  const pool: IdPool = new Map();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || !('id' in table)) continue;
    const name = getTableName(table);
    if (BOOKKEEPING.has(name)) continue;
    const id = (table as unknown as { id: AnyPgColumn }).id;
    const rows = await db.select({ id }).from(table).orderBy(id).limit(limitPerTable);
    const list = rows.map((row) => Number(row.id));
    if (list.length) pool.set(name, list);
  }
  return pool;
}

/** Values the walk uses for fields that are not ids, by field name (the first one the field's schema accepts wins). */
export interface InputHints {
  email: string;
  password: string;
  username: string;
  fullName: string;
}

type Values = Record<string, unknown>;

/** Words a field name ends with that name a table differently (cat_id -> categories, course_id -> classes). */
const ALIASES: Record<string, string[]> = { cat: ['categories', 'task_categories'], course: ['classes'] };

const plural = (word: string) =>
  /(s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
const singular = (word: string) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|s)es$/, '$1')
    .replace(/s$/, '');

/** The tables a word names: `meditation` -> meditations, `task` -> user_tasks and learning_tasks. */
function tablesFor(word: string, pool: IdPool): number[] | undefined {
  const base = singular(word.toLowerCase());
  const names =
    ALIASES[base] ??
    [...pool.keys()].filter((name) => name === plural(base) || name.endsWith(`_${plural(base)}`) || singular(name) === base);
  const ids = [...new Set(names.flatMap((name) => pool.get(name) ?? []))].sort((a, b) => a - b);
  return ids.length ? ids : undefined;
}

const isIdField = (name: string) => /(^|_)ids?$|[a-z]Ids?$|^userid$/.test(name);

/** The unwrapped type of a schema: optional/nullable/default wrappers removed, pipes read on their checking side. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } }).def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unwrap(def.innerType!);
    case 'pipe': {
      const inner = def.in as unknown as { def: { type: string } };
      return unwrap(inner.def.type === 'transform' ? def.out! : def.in!);
    }
    default:
      return schema;
  }
}
const typeOf = (schema: z.ZodType) => (unwrap(schema) as unknown as { def: { type: string } }).def.type;
const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** The fields of an object schema (also behind refinements, pipes and intersections). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return inner.shape as Record<string, z.ZodType>;
  if (inner instanceof z.ZodIntersection)
    return { ...shapeOf(inner.def.left as z.ZodType), ...shapeOf(inner.def.right as z.ZodType) };
  return {};
}

function numberCandidates(name: string): number[] {
  if (/^page(No)?$/i.test(name)) return [1];
  if (/^perPage$|limit/i.test(name)) return [50, 20, 10];
  if (/order/i.test(name)) return [1];
  if (/duration|position|seconds|listened|watched|time/i.test(name)) return [30, 1];
  return [5, 1, 3, 30, 100];
}

function stringCandidates(name: string, hints: InputHints): string[] {
  const generic = ['Walk through the catalogue', 'walk', '2031-01-15', 'https://example.com/walk', hints.email, 'a'];
  if (/email/i.test(name)) return [hints.email];
  if (/password/i.test(name)) return [hints.password];
  if (/username/i.test(name)) return [hints.username];
  if (/^fullName$/.test(name)) return [hints.fullName];
  if (/date/i.test(name)) return ['2031-01-15'];
  // Appointments: a future hour (start before end) and an IANA zone.
  if (name === 'start') return ['2031-01-15T09:00:00+00:00'];
  if (name === 'end') return ['2031-01-15T10:00:00+00:00'];
  if (/timeZone/.test(name)) return ['Europe/Berlin'];
  if (/url|link/i.test(name)) return ['https://example.com/walk'];
  return generic;
}

/** Candidate values for one field that is not an id (the field's own schema filters them). */
function plainCandidates(name: string, schema: z.ZodType, hints: InputHints, pool: IdPool, depth: number): unknown[] {
  const inner = unwrap(schema);
  const def = (inner as unknown as { def: Record<string, unknown> & { type: string } }).def;
  let values: unknown[];
  switch (def.type) {
    case 'enum':
      values = Object.values(def.entries as Record<string, string>);
      break;
    case 'literal':
      values = [...(def.values as unknown[])];
      break;
    case 'boolean':
      values = [true, false];
      break;
    case 'number':
    case 'int':
      values = numberCandidates(name);
      break;
    case 'string':
      values = stringCandidates(name, hints);
      break;
    case 'array': {
      const element = def.element as z.ZodType;
      const elementName = singular(name);
      const items =
        isIdField(elementName) || (typeOf(element) === 'number' && isIdField(`${elementName}_id`))
          ? (tablesFor(elementName, pool) ?? rangeOf(pool)).slice(0, 3)
          : plainCandidates(elementName, element, hints, pool, depth + 1);
      values = items.map((item) => [item]);
      break;
    }
    case 'object':
      values = depth > 3 ? [] : objectInputs(inner, hints, pool, depth + 1);
      break;
    case 'union':
      values = (def.options as z.ZodType[]).flatMap((option) => plainCandidates(name, option, hints, pool, depth));
      break;
    default:
      values = [];
  }
  return values.filter((value) => schema.safeParse(value).success);
}

/** Every id from 1 to the largest seeded one: what a plain `id` (or an unknown table) tries. */
function rangeOf(pool: IdPool): number[] {
  const max = Math.max(0, ...[...pool.values()].flat());
  return Array.from({ length: max }, (_, index) => index + 1);
}

/** Id candidates for a field, given the values already chosen beside it (a type names the table). */
function idCandidates(name: string, siblings: Values, pool: IdPool): number[] {
  const word = name.replace(/_?ids?$/i, '').replace(/Ids?$/, '');
  if (word === 'data' || word === '') {
    const kind = [siblings.data_type, siblings.type].find((value): value is string => typeof value === 'string');
    if (kind) return tablesFor(kind, pool) ?? [];
    return rangeOf(pool);
  }
  return tablesFor(word, pool) ?? rangeOf(pool);
}

/**
 * Inputs for an object schema: every combination of its required enum, boolean and literal fields (optional
 * ones left out, or at their first value); for each, the required id fields walked together through their
 * candidates, then once more with the optional id fields too. Other fields take the first value their schema
 * accepts; optional ones stay out (a search would narrow a list to nothing) unless no input is valid without
 * them. Only inputs the whole schema accepts are returned, at most `MAX_INPUTS`.
 */
const MAX_INPUTS = 120;
export function objectInputs(schema: z.ZodType, hints: InputHints, pool: IdPool, depth = 0): Values[] {
  const strict = buildInputs(schema, hints, pool, depth, false);
  return strict.length ? strict : buildInputs(schema, hints, pool, depth, true);
}

function buildInputs(schema: z.ZodType, hints: InputHints, pool: IdPool, depth: number, withOptional: boolean): Values[] {
  const shape = shapeOf(schema);
  const choices: Array<[string, unknown[]]> = [];
  const fixed: Values = {};
  /** Fields walked together through their candidates: ids (chosen beside the other values) and lists of objects. */
  const ids: Array<{ name: string; field: z.ZodType; optional: boolean; values?: unknown[] }> = [];
  for (const [name, field] of Object.entries(shape)) {
    const kind = typeOf(field);
    const optional = isOptional(field);
    if (isIdField(name) && (kind === 'number' || kind === 'int' || kind === 'array')) {
      ids.push({ name, field, optional });
      continue;
    }
    const values = plainCandidates(name, field, hints, pool, depth);
    if ((kind === 'array' || kind === 'object') && values.length > 1 && !optional) {
      ids.push({ name, field, optional, values });
    } else if (kind === 'enum' || kind === 'boolean' || kind === 'literal') {
      choices.push([name, optional ? [undefined, ...values.slice(0, 1)] : values]);
    } else if (!optional || (withOptional && values.length)) {
      fixed[name] = values[0];
    }
  }
  let combos: Values[] = [{ ...fixed }];
  for (const [name, values] of choices) {
    combos = combos
      .flatMap((combo) => values.map((value) => (value === undefined ? combo : { ...combo, [name]: value })))
      .slice(0, 24);
  }
  const inputs: Values[] = [];
  for (const combo of combos) {
    const lists = ids.map(({ name, field, values }) => {
      if (values) return values;
      const single = idCandidates(name, combo, pool);
      return typeOf(field) === 'array' ? single.map((id) => [id]) : (single as unknown[]);
    });
    const zip = (include: (id: (typeof ids)[number]) => boolean) => {
      const chosen = ids.map((id, index) => [id, lists[index]!] as const).filter(([id]) => include(id));
      const rounds = Math.max(1, ...chosen.map(([, list]) => list.length));
      for (let round = 0; round < rounds; round++) {
        const input = { ...combo };
        for (const [{ name }, list] of chosen) if (list.length) input[name] = list[round % list.length];
        inputs.push(input);
      }
    };
    zip((id) => !id.optional);
    if (ids.some((id) => id.optional)) zip(() => true);
  }
  const seen = new Set<string>();
  return inputs
    .filter((input) => {
      const key = JSON.stringify(input);
      if (seen.has(key) || !schema.safeParse(input).success) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_INPUTS);
}

/** Valid inputs for an endpoint (one empty input for an endpoint without fields). */
export function endpointInputs(endpoint: Endpoint, hints: InputHints, pool: IdPool): Values[] {
  if (Object.keys(shapeOf(endpoint.input)).length === 0) return endpoint.input.safeParse({}).success ? [{}] : [];
  return objectInputs(endpoint.input, hints, pool);
}
