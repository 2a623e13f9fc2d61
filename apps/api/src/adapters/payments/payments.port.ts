/*
 * The payments port (DESIGN.md section 1; decisions 0038 and 0039). The billing service decides everything
 * that is money (prices, periods, proration, invoice totals and numbers) and asks the provider to carry it
 * out. The embedded default is the manual provider (bank transfer or cash: an administrator or the clinic
 * marks invoices paid); Stripe (STRIPE_SECRET_KEY) answers `pending` with a Checkout URL and confirms
 * through signed webhooks, which it turns into the provider-neutral events below.
 */

/** The subscribing or paying account, as the provider needs to name it. */
export interface PaymentsAccount {
  kind: 'user' | 'clinic';
  id: number;
  /** For the provider's customer record. */
  name?: string;
  email?: string | null;
}

export interface ProviderCharge {
  account: PaymentsAccount;
  packageId: number;
  /** Minor units (cents), computed by the billing service. */
  amountMinor: number;
  currency: string;
  description: string;
  /** The package's billing period: what the provider renews by. */
  billingPeriod?: 'monthly' | 'yearly' | 'one_off';
  /** The package's full price per period (minor units), for a provider that renews on its own. */
  priceMinor?: number;
}

export interface ProviderSubscriptionStart extends ProviderCharge {
  trialDays: number;
}

export interface ProviderOutcome {
  /** `confirmed`: in force now (the manual provider); `pending`: the provider confirms later (Stripe's webhook). */
  state: 'confirmed' | 'pending';
  /** The provider's id for the subscription (null for the manual provider). */
  externalId: string | null;
  /** Where the person pays (Stripe Checkout); null when nothing is paid online. */
  checkoutUrl: string | null;
}

/** An open invoice to pay online. */
export interface ProviderInvoicePayment {
  account: PaymentsAccount;
  invoiceId: number;
  number: string;
  amountMinor: number;
  currency: string;
  description: string;
}

/**
 * What a provider's webhook said, in the billing service's words. `id` is the provider's event id (processed
 * once), `created` the provider's time of the event (an older event than the one a row last applied is not
 * applied: out-of-order delivery).
 */
export type ProviderEvent =
  | { id: string; created: Date; type: 'subscription.started'; account: PaymentsAccount; packageId: number; externalId: string; periodStart: Date; periodEnd: Date | null; trialEnd: Date | null }
  | { id: string; created: Date; type: 'subscription.updated'; externalId: string; status: 'trialing' | 'active'; periodStart: Date; periodEnd: Date | null; cancelAtPeriodEnd: boolean; packageId: number | null }
  | { id: string; created: Date; type: 'subscription.ended'; externalId: string; endedAt: Date }
  /** An invoice of ours paid online (Checkout for an invoice, carrying our invoice id). */
  | { id: string; created: Date; type: 'invoice.paid'; invoiceId: number; externalId: string; paidAt: Date }
  /** A renewal the provider charged on its own: we issue our invoice for it, already paid. */
  | { id: string; created: Date; type: 'subscription.renewal_paid'; externalId: string; amountMinor: number; currency: string; paidAt: Date; periodStart: Date; periodEnd: Date | null; providerInvoiceId: string }
  | { id: string; created: Date; type: 'ignored'; providerType: string };

export interface PaymentsProvider {
  readonly name: 'manual' | 'stripe';
  startSubscription(input: ProviderSubscriptionStart): Promise<ProviderOutcome>;
  /** A change of package with the amount due after proration. */
  changeSubscription(input: ProviderCharge & { externalId: string | null }): Promise<ProviderOutcome>;
  cancelAtPeriodEnd(input: { account: PaymentsAccount; externalId: string | null }): Promise<void>;
  /** Where to pay an open invoice online; null: the provider takes no online payments (manual). */
  payInvoice(input: ProviderInvoicePayment): Promise<{ checkoutUrl: string; externalId: string } | null>;
  /** The customer portal for cards; null: none (manual). */
  portal(account: PaymentsAccount, returnUrl: string): Promise<string | null>;
  /** Return money paid online (`externalId`: the provider's payment); the manual provider records it only. */
  refund(input: { externalId: string | null; amountMinor: number; currency: string }): Promise<void>;
  /** A webhook's events after checking its signature; throws WebhookSignatureError when it does not hold. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
