import { createManualPayments } from './manual.adapter.js';
import type { PaymentsProvider } from './payments.port.js';

export type { PaymentsAccount, PaymentsProvider, ProviderCharge, ProviderEvent, ProviderInvoicePayment, ProviderOutcome, ProviderSubscriptionStart } from './payments.port.js';
export { WebhookSignatureError } from './payments.port.js';
export { createManualPayments } from './manual.adapter.js';

/** The payments adapter: the manual provider in this increment (Stripe, set by STRIPE_SECRET_KEY, comes next). */
export function createPayments(): PaymentsProvider {
  return createManualPayments();
}
