import { runnerImport, type Plugin } from 'vite';
import { API_BASE } from '../../../packages/contracts/src/constants.ts';

/**
 * A domain's endpoint module of the contracts package: `packages/contracts/src/<domain>/<domain>.endpoints.ts`
 * (the web imports it as `@stillpoint/contracts/endpoints/<domain>`, or through the package root).
 */
const ENDPOINTS_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/]([^\\/]+)[\\/]\1\.endpoints\.ts$/;

/**
 * What the web client reads of an endpoint (lib/api-client.ts, lib/api-hooks.ts): where and how to call
 * it, and with which session. Everything else of the declaration (its Zod schemas, summary, statuses)
 * serves the server and the OpenAPI document.
 */
export const REFERENCE_FIELDS = [
  'path',
  'url',
  'method',
  'access',
  'audience',
  'family',
  'paged',
  'multipart',
  'fileField',
  'uploads',
  'download',
  'feature',
  'duringMaintenance',
] as const;

/** Fields reference() makes from the path. */
const DERIVED = new Set<string>(['url', 'family', 'audience']);

const SCHEMA_FREE =
  "Endpoints in the web bundle are references (method, path, access): their schemas are not loaded. Import the schema from its domain's schemas module.";

/**
 * Builds the web app with endpoint references instead of full declarations (decision 0016): each domain's
 * endpoint module, as the bundler reads it, becomes the same exports with every endpoint reduced to its
 * REFERENCE_FIELDS. The catalogue stays the one source of truth (the values are read from the module
 * itself, at build time); TypeScript still sees the real module, so calls stay typed by their schemas;
 * and a page's chunks carry the Zod schemas it imports itself (forms), never those of the endpoints it
 * calls. An endpoint's `input`/`output` read in the browser throws, so no code can lean on them unseen.
 *
 * An export that is neither data nor endpoints (a function, or data holding schemas) becomes a stub that
 * throws when the browser touches it (the bundler drops it when nothing does). Build only: the dev server
 * and the tests load the real modules.
 */
export function endpointReferences(): Plugin {
  return {
    name: 'stillpoint:endpoint-references',
    apply: 'build',
    async transform(_code, id) {
      if (!ENDPOINTS_MODULE.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id);
      return { code: referenceModule(module), map: { mappings: '' } };
    },
  };
}

/** The source of a module exporting `exports` with endpoints as references (shared objects written once). */
export function referenceModule(exports: Record<string, unknown>): string {
  const names = new Map<object, string>();
  const declarations: string[] = [];
  const write = (value: unknown): string | undefined => {
    if (value === undefined) return 'undefined';
    if (value === null || typeof value !== 'object') {
      return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' ? undefined : JSON.stringify(value);
    }
    if (isSchema(value)) return undefined;
    if (isEndpoint(value)) {
      let name = names.get(value);
      if (!name) {
        name = `e${names.size}`;
        names.set(value, name);
        const endpoint = value as Record<string, unknown>;
        // Written short: fields at their default (false, absent) are left out, and the derived ones (url,
        // audience, family) are made again by reference() below; a test checks the round trip.
        const fields = Object.fromEntries(
          REFERENCE_FIELDS.filter((field) => !DERIVED.has(field) && endpoint[field] !== false && endpoint[field] !== undefined).map((field) => [
            field,
            endpoint[field],
          ]),
        );
        declarations.push(`const ${name} = /* @__PURE__ */ reference(${JSON.stringify(fields)});`);
      }
      return name;
    }
    const parts: string[] = [];
    for (const [key, item] of Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value)) {
      const written = write(item);
      if (written === undefined) return undefined;
      parts.push(Array.isArray(value) ? written : `${JSON.stringify(key)}: ${written}`);
    }
    return Array.isArray(value) ? `[${parts.join(', ')}]` : `{${parts.join(', ')}}`;
  };
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const written = write(value) ?? `/* @__PURE__ */ unavailable(${JSON.stringify(name)})`;
    lines.push(`export const ${name} = ${written};`);
  }
  return [
    `const SCHEMA_FREE = ${JSON.stringify(SCHEMA_FREE)};`,
    'function refuse() { throw new Error(SCHEMA_FREE); }',
    'function unavailable(name) {',
    '  const fail = () => { throw new Error(`${name} holds schemas or code and is not in the web bundle: import what you need from its schemas module.`); };',
    '  return new Proxy(function () {}, { get: fail, apply: fail, construct: fail, has: fail, ownKeys: fail });',
    '}',
    `const BASE = ${JSON.stringify(API_BASE)};`,
    'function reference(fields) {',
    "  const family = fields.path.split('/')[0];",
    '  const derived = {',
    "    url: `${BASE}/${fields.path}`, family, audience: family === 'admin' ? 'admin' : 'front',",
    "    paged: false, multipart: false, duringMaintenance: false,",
    '  };',
    '  return Object.defineProperties({ ...derived, ...fields }, { input: { get: refuse }, output: { get: refuse } });',
    '}',
    ...declarations,
    ...lines,
    '',
  ].join('\n');
}

function isSchema(value: object): boolean {
  return '_zod' in value;
}

function isEndpoint(value: object): boolean {
  const candidate = value as Record<string, unknown>;
  return typeof candidate.url === 'string' && typeof candidate.method === 'string' && 'input' in candidate && 'output' in candidate;
}
