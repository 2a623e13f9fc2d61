import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@stillpoint/contracts';
import type { PaymentsWebhookService, WebhookResult } from '../modules/billing/payments-webhook.service.js';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Stripe's webhook (decision 0040): POST /api/payments/stripe/webhook. Outside the catalogue, like the media
 * and calendar routes: Stripe sends no Bearer token (the Stripe-Signature header is the credential) and the
 * signature covers the exact bytes sent, so the body is kept raw here, in a scope of its own, instead of going
 * through the app's JSON parser. A wrong or missing signature answers 400 with the envelope; a valid event
 * answers 200 once it is stored with its effect (a duplicate too), anything else non-2xx so Stripe retries.
 */
export function registerPaymentsWebhook(app: FastifyInstance, deps: { webhook: PaymentsWebhookService }): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const result = await deps.webhook.receive(raw, typeof signature === 'string' ? signature : undefined);
      // Ids only: the payload (amounts, names, e-mail addresses) is never logged.
      request.log.info({ eventId: result.id, type: result.type, outcome: result.outcome }, 'payment webhook');
      const body: Envelope<WebhookResult> = { status: true, message: 'ok', data: result };
      return reply.status(200).send(body);
    });
  });
}
