import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@stillpoint/contracts';
import { REFERENCE_FIELDS, referenceModule } from './endpoint-references';

const contracts = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
const domains = readdirSync(contracts, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).filter((dir) => readdirSync(path.join(contracts, dir), { withFileTypes: true }).some((f) => f.name === `${dir}.endpoints.ts`));
// Generated files go below node_modules: plain JavaScript the test runner hands to Node as it is.
const cache = path.resolve(import.meta.dirname, '../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(path.join(cache, 'endpoint-references-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every endpoint found in an export (endpoints nested in objects of families included), by its place. */
function endpointsIn(value: unknown, where: string, found: Map<string, Record<string, unknown>>): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && typeof record.method === 'string' && typeof record.path === 'string') {
    found.set(where, record);
    return;
  }
  for (const [key, item] of Object.entries(record)) endpointsIn(item, `${where}.${key}`, found);
}

describe('endpoint references (the web build of each domain endpoint module)', () => {
  it.each(domains)('%s: keep what the client reads of every endpoint, and refuse to give schemas', async (domain) => {
    const real = (await import(path.join(contracts, domain, `${domain}.endpoints.ts`))) as Record<string, unknown>;
    const file = path.join(scratch, `${domain}.mjs`);
    writeFileSync(file, referenceModule(real));
    const built = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;

    const expected = new Map<string, Record<string, unknown>>();
    const actual = new Map<string, Record<string, unknown>>();
    for (const [name, value] of Object.entries(real)) endpointsIn(value, name, expected);
    for (const [name, value] of Object.entries(built)) if (name in real) endpointsIn(value, name, actual);
    expect(expected.size).toBeGreaterThan(0);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [where, endpoint] of expected) {
      const reference = actual.get(where)!;
      for (const field of REFERENCE_FIELDS) expect(reference[field], `${where}.${field}`).toEqual(endpoint[field]);
      expect(() => (reference as unknown as Endpoint).input, where).toThrow(/schemas are not loaded/);
    }
  });
});
