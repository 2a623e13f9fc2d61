import type { FastifyInstance } from 'fastify';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FEED_BASE, type Envelope } from '@stillpoint/contracts';
import type { RateLimiter } from '../lib/rate-limiter.js';

export interface CalendarFeedRouteDeps {
  /** The calendar a feed token opens, or undefined for an unknown or revoked token (meetings service). */
  feed(token: string): Promise<string | undefined>;
  limiter: Pick<RateLimiter, 'hit'>;
}

/** Subscribed calendars ask every few minutes to hours; a feed may be kept this long by the caller only. */
const FEED_CACHE = 'private, max-age=300';
/** Requests per address per minute (calendar services poll from few addresses, so the limit is generous). */
const FEED_RATE = { max: 60, windowSeconds: 60 };

/**
 * Private calendar feeds (decision 0031): GET /api/v3/calendar/<token>.ics answers the iCalendar of the
 * token's owner to anyone holding the URL (Google, Apple and Outlook calendars send no credentials), so
 * the token is the only key: 43 random base64url characters, looked up by hash. An unknown or revoked
 * token answers 404 as if nothing were there; every request counts against a per-address rate limit.
 * Outside the catalogue (its answer is no envelope and it takes no Bearer token), like the media route.
 */
export function registerCalendarFeed(app: FastifyInstance, deps: CalendarFeedRouteDeps): void {
  const notFound: Envelope<never> = { status: false, message: 'Not found', code: 'NOT_FOUND' };
  app.get(`${CALENDAR_FEED_BASE}/:file`, async (request, reply) => {
    await deps.limiter.hit(`calendar-feed:${request.ip}`, FEED_RATE.max, FEED_RATE.windowSeconds);
    const file = (request.params as { file: string }).file;
    const calendar = file.endsWith('.ics') ? await deps.feed(file.slice(0, -'.ics'.length)) : undefined;
    if (calendar === undefined) return reply.status(404).header('cache-control', 'no-store').send(notFound);
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header('cache-control', FEED_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(calendar);
  });
}
