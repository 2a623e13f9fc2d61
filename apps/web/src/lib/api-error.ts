import type { ErrorCode, FieldError } from '@stillpoint/contracts';

/** A typed error code from the envelope, NETWORK when no answer arrived at all, ABORTED when the caller cancelled. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'ABORTED';

/** Any failed call: the HTTP status (0 without an answer), the envelope's code, message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  readonly errors: FieldError[];

  constructor(init: { status: number; message: string; code?: ApiErrorCode | undefined; errors?: FieldError[] | undefined }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
  }

  /** The request never got an answer (offline, server down, blocked). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Field errors by path, for forms: { email: 'This e-mail is already registered' }. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors) out[error.path] ??= error.message;
    return out;
  }
}
