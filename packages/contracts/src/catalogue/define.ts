import { z } from 'zod';
import { API_BASE } from '../constants.js';
import type { ErrorCode } from '../errors.js';
import type { FeatureKey } from '../features/features.catalogue.js';
import type { MediaKind } from '../media.js';
import type { Audience, Role } from '../roles.js';

export type HttpMethod = 'GET' | 'POST';

/** Who may call an endpoint: anyone (`public`), or any of the listed roles ('admin' admits masterAdmin). */
export type Access = 'public' | readonly Role[];

export interface EndpointConfig {
  /** Path below the API base: `{family}/{module}/{action}`, action named verbatim from the spec. */
  path: string;
  /** POST unless the spec marks the call GET. */
  method?: HttpMethod;
  summary: string;
  /** Body schema for POST, query schema for GET. Unknown fields are stripped. */
  input?: z.ZodType;
  /** Schema of the envelope's `data`. */
  output: z.ZodType;
  access: Access;
  /** The response carries `total_pages`. */
  paged?: boolean;
  /** The body is multipart/form-data (uploads); `input` then describes the non-file fields. */
  multipart?: boolean;
  /** Name of the file field of a multipart body. */
  fileField?: string;
  /**
   * Media uploads (the one upload pipeline): the body is multipart/form-data, its text fields are
   * validated by `input`, and each named file field is streamed to storage (type sniffed from the bytes,
   * size limited per kind) before the handler runs, which receives the stored media as `uploads[field]`.
   * Implies `multipart`.
   */
  uploads?: Readonly<Record<string, UploadField>>;
  /** Answered even while the system is under maintenance (login, status checks). */
  duringMaintenance?: boolean;
  /**
   * The feature (features.catalogue.ts) the endpoint belongs to: a front-family caller for whom it is
   * switched off is refused with 403 FEATURE_DISABLED. Administrators are never gated.
   */
  feature?: FeatureKey;
  /**
   * The endpoint answers a file of this MIME type instead of the envelope (failures still answer the
   * envelope); `output` is then `fileOutput`. The web client reads such responses as a blob.
   */
  download?: string;
  /**
   * The endpoint creates something and answers 201 Created; `'or-updates'` when the same call may update
   * instead and answer 200 (update or create). Checked against real answers in tests.
   */
  creates?: boolean | 'or-updates';
  /**
   * Refusals the endpoint answers beyond those its declaration implies (see documentedStatuses): e.g.
   * CONFLICT for a duplicate, NOT_FOUND for a target named without an id, UNAVAILABLE for a provider that
   * may be down, THROTTLED. The OpenAPI document lists their statuses; tests fail on an answer not listed.
   */
  errors?: readonly ErrorCode[];
}

/** One file field of an upload endpoint. */
export interface UploadField {
  /** The kinds of media the field accepts (sniffed from the bytes). */
  kinds: readonly MediaKind[];
  /** Several files may come in this field. */
  multiple?: boolean;
  /** The request is refused (422 on the field) without a file here. */
  required?: boolean;
}

const EMPTY_INPUT = z.object({});
type EmptyInput = typeof EMPTY_INPUT;

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends Access = Access> {
  path: string;
  method: HttpMethod;
  summary: string;
  input: I;
  output: O;
  access: A;
  paged: boolean;
  multipart: boolean;
  fileField: string | undefined;
  uploads: Readonly<Record<string, UploadField>> | undefined;
  duringMaintenance: boolean;
  feature: FeatureKey | undefined;
  download: string | undefined;
  creates: boolean | 'or-updates';
  errors: readonly ErrorCode[];
  /** Full URL path, e.g. /api/v3/front/authentication/login. */
  url: string;
  /** Which session family's token the endpoint reads: admin/... uses admin tokens, the rest front tokens. */
  audience: Audience;
  /** First path segment: admin, front or clinics. */
  family: string;
}

type InputSchemaOf<C extends EndpointConfig> = C['input'] extends z.ZodType ? C['input'] : EmptyInput;

export function defineEndpoint<const C extends EndpointConfig>(
  config: C,
): Endpoint<InputSchemaOf<C>, C['output'], C['access']> {
  const family = config.path.split('/')[0] ?? '';
  if (!['admin', 'front', 'clinics'].includes(family)) throw new Error(`Unknown endpoint family in ${config.path}`);
  return {
    method: 'POST',
    paged: false,
    fileField: undefined,
    uploads: undefined,
    duringMaintenance: false,
    feature: undefined,
    download: undefined,
    creates: false,
    errors: [],
    ...config,
    multipart: Boolean(config.multipart || config.uploads),
    input: (config.input ?? EMPTY_INPUT) as InputSchemaOf<C>,
    url: `${API_BASE}/${config.path}`,
    audience: family === 'admin' ? 'admin' : 'front',
    family,
  };
}

/** The output of a download endpoint: the file's bytes (sent as they are, not in the envelope). */
export const fileOutput = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected the bytes of a file');

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
export type OutputOf<E extends Endpoint> = z.output<E['output']>;

/** Nesting deeper than any input schema reads: left as it is, for the schema to refuse. */
const MAX_INPUT_DEPTH = 32;

/**
 * A request's raw input without NUL characters, in every string and key however deep: PostgreSQL refuses
 * U+0000 in text, and no one means to send it. Objects are rebuilt with own properties only, so a
 * `__proto__` key stays a plain (and unknown, so stripped) field.
 */
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (depth >= MAX_INPUT_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  // Bytes and dates are not text. (Query strings parse into objects of a null-like prototype of their own.)
  if (ArrayBuffer.isView(value) || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNul(item, depth + 1)]),
  );
}

/**
 * Reads a request's input as its endpoint declares it: NUL characters removed from every string (once, for
 * every endpoint and field; withoutNul), then the endpoint's input schema. The server validates every
 * request through this.
 */
export function parseEndpointInput<E extends Endpoint>(endpoint: E, raw: unknown): z.ZodSafeParseResult<z.output<E['input']>> {
  return (endpoint.input as z.ZodType<z.output<E['input']>>).safeParse(withoutNul(raw ?? {}));
}

/** Does a caller with this role pass the endpoint's role rule? */
export function roleAllowed(endpoint: Pick<Endpoint, 'access'>, role: Role | undefined): boolean {
  if (endpoint.access === 'public') return true;
  if (!role) return false;
  if (endpoint.access.includes(role)) return true;
  return role === 'masterAdmin' && endpoint.access.includes('admin');
}

/** Catalogue keys of a family declared once for several areas: `prefixed('clinicStudio', { createClass })` gives `clinicStudioCreateClass`. */
export type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };
export function prefixed<P extends string, T extends Record<string, unknown>>(prefix: P, family: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(family).map(([key, value]) => [`${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`, value]),
  ) as Prefixed<P, T>;
}
