import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret (single-use links, sign-in handoffs). */
const SECRET_PARAMS = /([?&](?:token|code|access_token|refresh_token)=)[^&#]*/gi;
/** A private calendar feed's address is its secret (decision 0031). */
const FEED_PATH = /(\/api\/v3\/calendar\/)[^/?#]+/;

/** A request's URL as the logs keep it: secrets in the path or the query replaced by "[secret]". */
export function redactUrl(url: string): string {
  return url.replace(FEED_PATH, '$1[secret]').replace(SECRET_PARAMS, '$1[secret]');
}

/** Fastify's request log line without the secrets a URL may carry (the rest as pino's standard serializer). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
