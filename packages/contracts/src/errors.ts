/**
 * Typed error codes shared end to end: the server throws AppError(code), the envelope carries
 * `code` and the message, the web app maps codes (and `errors[].path`) to what it shows.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_CONFIRMED: 403,
  NOT_APPROVED: 403,
  /** A feature switched off for the caller (features per user kind and per user). */
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  THROTTLED: 429,
  LOCKED: 429,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  NOT_CONFIGURED: 501,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  /** Dotted path of the field at fault, e.g. "email" or "items.0.title". */
  path: string;
  message: string;
}
