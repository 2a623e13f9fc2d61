import { z } from 'zod';
import { INT_COLUMN_MAX, numberField } from './common.js';
import type { ErrorCode, FieldError } from './errors.js';

/** The response envelope (DESIGN.md section 3), on every response, success or failure. */
export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  total_pages?: number;
  /** Logs (admin/.../logs): every log of the list, and those the filter matched. */
  total_logs?: number;
  total_records?: number;
  /** On failure: the typed error code. */
  code?: ErrorCode;
  /** On 422: the fields at fault. */
  errors?: FieldError[];
}

export function envelopeSchema<T extends z.ZodType>(data: T, paged = false) {
  return z.object({
    status: z.boolean(),
    message: z.string(),
    data,
    ...(paged ? { total_pages: z.number().int().nonnegative() } : {}),
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Paging input shared by every paged list (`pageNo`/`perPage` as the spec's sections lists name them). */
export const pagingInput = z.object({
  /** 1-based page number. */
  pageNo: numberField(z.number().int().min(1).max(INT_COLUMN_MAX).default(1)),
  /** Items per page. */
  perPage: numberField(z.number().int().min(1).max(100).default(10)),
});
