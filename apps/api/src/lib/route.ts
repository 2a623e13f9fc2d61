import type { FastifyRequest } from 'fastify';
import type { Endpoint, OutputOf, ParsedInputOf } from '@stillpoint/contracts';
import type { AuthContext, MediaPassGrant } from './access-tokens.js';
import type { MediaRow } from '../modules/media/media.repository.js';

export interface RequestMeta {
  ip: string;
  requestId: string;
  userAgent: string | null;
}

export interface HandlerContext<E extends Endpoint> {
  /** The validated input (body for POST, query for GET), unknown fields stripped. */
  input: ParsedInputOf<E>;
  /** The caller; always present on endpoints that name roles. */
  auth: E['access'] extends 'public' ? AuthContext | null : AuthContext;
  meta: RequestMeta;
  /** The raw request, for streaming uploads only. */
  request: FastifyRequest;
  /**
   * Endpoints with `uploads`: the files of each declared field, already stored (sniffed, size-checked).
   * They are removed again if the handler throws, so a refused request leaves nothing behind.
   */
  uploads: Record<string, MediaRow[]>;
}

export interface HandlerResult<T> {
  data: T;
  /** The envelope message; defaults to a neutral success message. */
  message?: string;
  total_pages?: number;
  /** Logs (spec section 7): every log of the list, and those the filter matched, beside total_pages. */
  totals?: { total_logs: number; total_records: number };
  /** HTTP status on success (200 unless a creation answers 201). */
  httpStatus?: number;
  /** Download endpoints: the file name the browser saves the file as. */
  filename?: string;
  /** Sessions started, refreshed or ended: the media pass cookie to set or clear (decision 0015). */
  mediaPass?: MediaPassGrant;
}

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<HandlerResult<OutputOf<E>>>;

export interface RouteImpl {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
}

/** Binds a handler to its catalogue entry. Handlers stay thin: call a service, present, return. */
export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>): RouteImpl {
  return { endpoint, handler: handler as unknown as Handler<Endpoint> };
}
