import type { FastifyError, FastifyInstance } from 'fastify';
import { APP_MESSAGES, type Envelope } from '@stillpoint/contracts';
import { AppError } from '../lib/app-error.js';
import { loggableError } from '../lib/loggable-error.js';

/** Turns every error into the envelope with a true HTTP status; no stack trace or SQL reaches a client. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, 'request refused');
    if (appError.retryAfter) reply.header('retry-after', String(appError.retryAfter));
    const body: Envelope<never> = { status: false, message: appError.message, code: appError.code };
    if (appError.errors?.length) body.errors = appError.errors;
    return reply.status(appError.status).send(body);
  });
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('TOO_LARGE', 'The request is too large');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('TOO_LARGE', 'The request has too many parts');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA', 'This content type is not supported');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('BAD_REQUEST');
  }
  if (error.statusCode === 400) return new AppError('BAD_REQUEST', APP_MESSAGES.badRequest);
  if (error.statusCode === 429) return new AppError('THROTTLED');
  return new AppError('INTERNAL');
}
