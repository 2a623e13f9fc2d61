import type { Config } from '../../config/env.js';
import { createManualPayments } from './manual.adapter.js';
import type { PaymentsProvider } from './payments.port.js';
import { createStripePayments, type StripeCustomerStore } from './stripe.adapter.js';

export type {
  PaymentsAccount,
  PaymentsProvider,
  ProviderCharge,
  ProviderEvent,
  ProviderInvoicePayment,
  ProviderOutcome,
  ProviderSubscriptionStart,
} from './payments.port.js';
export { WebhookSignatureError } from './payments.port.js';
export { createManualPayments } from './manual.adapter.js';
export { createStripePayments, type StripeCustomerStore } from './stripe.adapter.js';

/**
 * The payments adapter the configuration selects: Stripe when STRIPE_SECRET_KEY is set (decision 0040), else
 * the embedded manual provider (bank transfer or cash, decision 0038).
 */
export function createPayments(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'publicUrl'>,
  deps: { customers: StripeCustomerStore },
): PaymentsProvider {
  if (!config.STRIPE_SECRET_KEY) return createManualPayments();
  return createStripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publicUrl: config.publicUrl,
    customers: deps.customers,
    apiBase: config.STRIPE_API_BASE,
  });
}
