import { idField } from '../common.js';
import { ERROR_STATUS } from '../errors.js';
import type { Endpoint } from './define.js';

/**
 * The HTTP statuses an endpoint answers, derived from its catalogue entry (issue 10, item 6): the OpenAPI
 * document lists them, the catalogue routes check every real answer against them in tests (validateResponses),
 * and the catalogue-wide property test asserts each status it met is listed.
 *
 * - 200, or 201 for an endpoint that `creates` (both for `'or-updates'`);
 * - 400 unreadable body, 413 body too large, 415 wrong content type: every POST;
 * - 422 invalid input: every POST (a body that is not an object is refused), and a GET with fields;
 * - 401 and 403: every endpoint that is not public (no or a wrong token, a role or feature refused);
 * - 404: an endpoint whose input names something by id (idField), or that declares NOT_FOUND;
 * - 429: an upload endpoint (per-person hourly upload rates);
 * - 503 maintenance: the front and clinic families, unless answered during maintenance;
 * - and the statuses of the `errors` the entry declares (409 CONFLICT, 429 THROTTLED, 503 UNAVAILABLE...).
 */
export function documentedStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set<number>();
  if (endpoint.creates) statuses.add(201);
  if (endpoint.creates !== true) statuses.add(200);
  const post = endpoint.method === 'POST';
  if (post) [400, 413, 415].forEach((status) => statuses.add(status));
  if (post || fieldsOf(endpoint.input) > 0) statuses.add(422);
  if (endpoint.access !== 'public') [401, 403].forEach((status) => statuses.add(status));
  if (takesIds(endpoint.input)) statuses.add(404);
  if (endpoint.uploads) statuses.add(ERROR_STATUS.THROTTLED);
  if (endpoint.audience === 'front' && !endpoint.duringMaintenance) statuses.add(ERROR_STATUS.MAINTENANCE);
  for (const code of endpoint.errors) statuses.add(ERROR_STATUS[code]);
  return [...statuses].sort((a, b) => a - b);
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** How many fields an input schema names (objects, their intersections, refinements and defaults). */
function fieldsOf(schema: unknown): number {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object).length;
    case 'intersection':
      return fieldsOf(def.left) + fieldsOf(def.right);
    case 'pipe':
      return fieldsOf(defOf(def.in).type === 'transform' ? def.out : def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
      return fieldsOf(def.innerType);
    default:
      return 0;
  }
}

/** Whether an input names a stored thing by id anywhere (the shared idField, alone or in lists). */
export function takesIds(schema: unknown, depth = 0): boolean {
  if (schema === idField) return true;
  if (depth > 8) return false;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.values(def.shape as Record<string, unknown>).some((field) => takesIds(field, depth + 1));
    case 'intersection':
      return takesIds(def.left, depth + 1) || takesIds(def.right, depth + 1);
    case 'union':
      return (def.options as unknown[]).some((option) => takesIds(option, depth + 1));
    case 'array':
      return takesIds(def.element, depth + 1);
    case 'pipe':
      return takesIds(def.in, depth + 1) || takesIds(def.out, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return takesIds(def.innerType, depth + 1);
    default:
      return false;
  }
}
