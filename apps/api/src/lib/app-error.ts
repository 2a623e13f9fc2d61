import { APP_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldError } from '@stillpoint/contracts';

const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION: APP_MESSAGES.validation,
  UNAUTHENTICATED: APP_MESSAGES.unauthenticated,
  TOKEN_EXPIRED: APP_MESSAGES.tokenExpired,
  FORBIDDEN: APP_MESSAGES.forbidden,
  NOT_FOUND: APP_MESSAGES.notFound,
  THROTTLED: APP_MESSAGES.throttled,
  LOCKED: APP_MESSAGES.locked,
  MAINTENANCE: APP_MESSAGES.maintenance,
  INTERNAL: APP_MESSAGES.internal,
  EMAIL_NOT_CONFIRMED: APP_MESSAGES.emailNotConfirmed,
};

/** The one error type services throw; the envelope plugin turns it into a response with a true status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
    /** Seconds a throttled caller should wait (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const fieldError = (code: ErrorCode, path: string, message: string) => new AppError(code, message, [{ path, message }]);
