import { z } from 'zod';
import { API_BASE } from '../constants.js';
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

/** Does a caller with this role pass the endpoint's role rule? */
export function roleAllowed(endpoint: Pick<Endpoint, 'access'>, role: Role | undefined): boolean {
  if (endpoint.access === 'public') return true;
  if (!role) return false;
  if (endpoint.access.includes(role)) return true;
  return role === 'masterAdmin' && endpoint.access.includes('admin');
}
